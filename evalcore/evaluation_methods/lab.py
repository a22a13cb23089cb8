"""The resampling lab: one evaluation method run on a bundled dataset with a simple model, split
by split, and the spread of its estimate over many random splits (seeds 003 and 004).

Every split comes from a scikit-learn splitter (``StratifiedShuffleSplit``/``ShuffleSplit`` for
hold-out, ``StratifiedKFold``/``KFold``, ``RepeatedStratifiedKFold``/``RepeatedKFold``,
``LeaveOneOut``) or, for the bootstrap, from m indices drawn with replacement by
``numpy.random.RandomState`` (``sklearn.utils.resample``'s draw); the out-of-bag samples
D \\ D' are the test set. ``cross_validate`` fits and scores every split (on two worker
processes when the work is large). The estimate is the error rate (classification;
1 − accuracy) or the MSE (regression), the textbook's 测试误差, and μ ± σ uses σ with 1/K as
seed 004 writes it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from evalcore.errors import EvalInputError
from evalcore.evaluation_methods.datasets import Dataset, load_dataset
from evalcore.spread import mean_std

METHODS = ("holdout", "kfold", "repeated", "loo", "bootstrap")
"""Hold-out, k-fold, p × k-fold, leave-one-out, bootstrap (out-of-bag estimate)."""
MODELS = ("linear", "knn", "tree")
"""Logistic regression (linear regression on a regression dataset), KNN with K neighbours, a
decision tree of depth d."""
SPREAD_METHODS = ("holdout", "kfold", "repeated", "bootstrap")
"""The methods whose estimate depends on the random split (leave-one-out does not)."""
LOO_MAX_SAMPLES = 200
"""Leave-one-out trains one model per sample: offered on datasets of at most this many samples."""


@dataclass(frozen=True)
class LabSettings:
    """Everything one lab run depends on (hashable: the dashboard caches by it)."""

    dataset: str = "breast_cancer"
    model: str = "knn"
    k_neighbors: int = 5
    depth: int = 3
    method: str = "holdout"
    test_size: float = 0.3
    stratified: bool = True
    seed: int = 0
    folds: int = 10
    repeats: int = 3
    rounds: int = 20


def make_model(settings: LabSettings, task: str):
    """The scikit-learn estimator: features standardised for the linear model and KNN."""
    from sklearn.linear_model import LinearRegression, LogisticRegression
    from sklearn.neighbors import KNeighborsClassifier, KNeighborsRegressor
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    from sklearn.tree import DecisionTreeClassifier, DecisionTreeRegressor

    classify = task == "classification"
    if settings.model == "linear":
        return make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000) if classify
                             else LinearRegression())
    if settings.model == "knn":
        knn = KNeighborsClassifier if classify else KNeighborsRegressor
        return make_pipeline(StandardScaler(), knn(n_neighbors=settings.k_neighbors))
    tree = DecisionTreeClassifier if classify else DecisionTreeRegressor
    return tree(max_depth=settings.depth, random_state=0)


def bootstrap_draw(m: int, random_state: np.random.RandomState) -> tuple[np.ndarray, np.ndarray]:
    """One bootstrap sample of ``m`` indices drawn with replacement (D', the draw
    ``sklearn.utils.resample`` makes: ``random_state.randint(0, m, m)``) and the indices never
    drawn (the out-of-bag set D \\ D')."""
    drawn = random_state.randint(0, m, size=m)
    return drawn, np.flatnonzero(np.bincount(drawn, minlength=m) == 0)


def _splitter(settings: LabSettings, stratify: bool):
    from sklearn import model_selection as ms

    if settings.method == "holdout":
        cls = ms.StratifiedShuffleSplit if stratify else ms.ShuffleSplit
        return cls(n_splits=1, test_size=settings.test_size, random_state=settings.seed)
    if settings.method == "kfold":
        cls = ms.StratifiedKFold if stratify else ms.KFold
        return cls(n_splits=settings.folds, shuffle=True, random_state=settings.seed)
    if settings.method == "repeated":
        cls = ms.RepeatedStratifiedKFold if stratify else ms.RepeatedKFold
        return cls(n_splits=settings.folds, n_repeats=settings.repeats,
                   random_state=settings.seed)
    return ms.LeaveOneOut()


def make_splits(settings: LabSettings, data: Dataset) -> list[tuple[np.ndarray, np.ndarray]]:
    """The (train, test) index pairs of the chosen method, in the splitter's order."""
    stratify = settings.stratified and data.task == "classification"
    if settings.method == "loo" and data.n_samples > LOO_MAX_SAMPLES:
        raise EvalInputError("methods_loo_too_large", samples=data.n_samples,
                             limit=LOO_MAX_SAMPLES)
    if stratify and settings.method in ("kfold", "repeated"):
        smallest = int(np.bincount(np.unique(data.y, return_inverse=True)[1]).min())
        if settings.folds > smallest:
            raise EvalInputError("methods_folds_exceed_class", folds=settings.folds,
                                 smallest=smallest)
    if settings.method == "bootstrap":
        random_state = np.random.RandomState(settings.seed)
        return [bootstrap_draw(data.n_samples, random_state) for _ in range(settings.rounds)]
    return list(_splitter(settings, stratify).split(data.X, data.y))


@dataclass(frozen=True)
class MethodRun:
    """One method's splits and estimates.

    ``estimates[i]`` is split i's test error (error rate or MSE); ``train_counts[i, c]`` and
    ``test_counts[i, c]`` count class ``classes[c]`` in split i's training and test set (the
    bootstrap's training set D' counts repeated draws; ``train_unique[i]`` is how many distinct
    samples it holds). ``repeat[i]`` is split i's repetition (p × k-fold), else 0.
    """

    settings: LabSettings
    task: str
    n_samples: int
    classes: np.ndarray
    estimates: np.ndarray
    train_sizes: np.ndarray
    test_sizes: np.ndarray
    train_unique: np.ndarray
    train_counts: np.ndarray
    test_counts: np.ndarray
    repeat: np.ndarray

    @property
    def measure(self) -> str:
        return "error_rate" if self.task == "classification" else "mse"

    @property
    def measure_range(self) -> tuple[float, float | None]:
        """The values the measure can take: an error rate lies in [0, 1], an MSE in [0, ∞)
        (None: no upper bound)."""
        return (0.0, 1.0) if self.task == "classification" else (0.0, None)

    @property
    def mean(self) -> float:
        """μ: the mean of the per-split estimates (the method's estimate)."""
        return mean_std(self.estimates).mean

    @property
    def std(self) -> float:
        """σ over the splits with 1/K (seed 004's formula, :func:`evalcore.spread.mean_std`)."""
        return mean_std(self.estimates).std

    @property
    def std_sample(self) -> float | None:
        """The sample standard deviation (1/(K − 1)); None for a single split."""
        return mean_std(self.estimates).std_sample

    @property
    def repeat_means(self) -> np.ndarray:
        """The mean estimate of each repetition (p × k-fold: one k-fold run each)."""
        return np.array([self.estimates[self.repeat == r].mean()
                         for r in np.unique(self.repeat)])

    @property
    def oob_share(self) -> np.ndarray:
        """Each split's test share |T| / m (the bootstrap's out-of-bag share)."""
        return self.test_sizes / self.n_samples


def _class_counts(y_codes: np.ndarray, index: np.ndarray, n_classes: int) -> np.ndarray:
    return np.bincount(y_codes[index], minlength=n_classes)


FIT_JOBS = 2
"""Worker processes (joblib, through ``cross_validate``'s ``n_jobs``) for runs of many fits: the
fits are independent, so two cores do them in about half the time."""
PARALLEL_WORK = 20_000_000
"""Fits on more feature values than this (splits × rows × features of the data) go to the
workers: below it, starting two worker processes and sending them the data costs more CPU and
time than the second core gives back (digits' spread is above it; iris, breast cancer and
diabetes, a few seconds in one process, stay below)."""


def split_errors(settings: LabSettings, data: Dataset, splits, n_jobs: int = FIT_JOBS
                 ) -> np.ndarray:
    """Each split's test error (error rate or MSE) of the model fitted on its training set, by
    ``cross_validate`` (on ``n_jobs`` workers when there is more work than
    :data:`PARALLEL_WORK`).

    The fits are small, so BLAS and OpenMP run on one thread (``threadpoolctl`` here, joblib's
    own limit in its workers): their thread pools on small matrices cost more than they give,
    and on a busy machine far more."""
    from sklearn.model_selection import cross_validate
    from threadpoolctl import threadpool_limits

    classify = data.task == "classification"
    scoring = "accuracy" if classify else "neg_mean_squared_error"
    with threadpool_limits(limits=1):
        scores = cross_validate(make_model(settings, data.task), data.X, data.y, cv=splits,
                                scoring=scoring,
                                n_jobs=n_jobs if len(splits) * data.X.size > PARALLEL_WORK
                                else None
                                )["test_score"]
    return np.asarray(1.0 - scores if classify else -scores, dtype=float)


def run_method(settings: LabSettings, data: Dataset | None = None) -> MethodRun:
    """Fit and score the model on every split of the chosen method (:func:`split_errors`; on
    ``data``, by default the bundled dataset ``settings.dataset``)."""
    data = load_dataset(settings.dataset) if data is None else data
    splits = make_splits(settings, data)
    classify = data.task == "classification"
    estimates = split_errors(settings, data, splits)
    classes, codes = np.unique(data.y, return_inverse=True) if classify else (np.array([]), None)
    counts = [(_class_counts(codes, train, classes.size), _class_counts(codes, test, classes.size))
              if classify else (np.zeros(0, int), np.zeros(0, int)) for train, test in splits]
    per_repeat = settings.folds if settings.method == "repeated" else len(splits)
    return MethodRun(
        settings=settings, task=data.task, n_samples=data.n_samples, classes=classes,
        estimates=estimates,
        train_sizes=np.array([train.size for train, _ in splits]),
        test_sizes=np.array([test.size for _, test in splits]),
        train_unique=np.array([np.unique(train).size for train, _ in splits]),
        train_counts=np.array([c[0] for c in counts]), test_counts=np.array([c[1] for c in counts]),
        repeat=np.arange(len(splits)) // per_repeat)


def estimate_spreads(settings: LabSettings, seeds, methods=SPREAD_METHODS, *,
                     n_jobs: int = FIT_JOBS) -> dict[str, np.ndarray]:
    """Each method's estimate (its μ, as :func:`run_method` gives it) under each of ``seeds``
    (e.g. ``range(10)``): how much the reported number moves with the random split alone.

    Every fit of every method and seed goes to one :func:`split_errors` call (``n_jobs``
    workers). p × k-fold's first repetition is the k-fold split of the same seed (the repeated
    splitter draws it first from the same ``RandomState``), so with both methods asked for its
    k fits are taken from k-fold's, not fitted twice."""
    data = load_dataset(settings.dataset)
    share = "kfold" in methods
    runs = []  # (method, seed, the splits to fit)
    for method in methods:
        for seed in seeds:
            splits = make_splits(replace(settings, method=method, seed=int(seed)), data)
            runs.append((method, int(seed),
                         splits[settings.folds:] if method == "repeated" and share else splits))
    errors = split_errors(settings, data, [split for *_, splits in runs for split in splits],
                          n_jobs)
    bounds = np.cumsum([0, *(len(splits) for *_, splits in runs)])
    per_run = {(method, seed): errors[a:b] for (method, seed, _), a, b
               in zip(runs, bounds[:-1], bounds[1:])}
    for method, seed, _ in runs:
        if method == "repeated" and share:
            per_run[method, seed] = np.concatenate([per_run["kfold", seed], per_run[method, seed]])
    return {method: np.array([mean_std(per_run[method, int(seed)]).mean for seed in seeds])
            for method in methods}


def estimate_spread(settings: LabSettings, method: str, seeds) -> np.ndarray:
    """One method's estimate under each of ``seeds`` (:func:`estimate_spreads`)."""
    return estimate_spreads(settings, seeds, (method,))[method]


OOB_RANGE = 0.95
"""The share of bootstrap draws the out-of-bag curve's error bars span (2.5 % to 97.5 %)."""


@dataclass(frozen=True)
class OobCurve:
    """For each dataset size m: the probability (1 − 1/m)^m that a sample is never drawn, and the
    out-of-bag share measured over ``rounds`` bootstrap draws: mean, σ, and the range of the
    middle :data:`OOB_RANGE` of the draws (its quantiles, which stay within [0, 1] as a share
    does, where mean ± σ may not: at m = 2 the share is 0 or ½)."""

    sizes: np.ndarray
    theory: np.ndarray
    measured: np.ndarray
    measured_std: np.ndarray
    rounds: int
    measured_low: np.ndarray
    measured_high: np.ndarray

    @property
    def limit(self) -> float:
        """1/e ≈ 0.368, the limit as m → ∞."""
        return math.exp(-1.0)


def oob_share_curve(sizes, rounds: int = 200, seed: int = 0) -> OobCurve:
    """(1 − 1/m)^m beside the share of samples left out of ``rounds`` bootstrap draws of size m
    (the same draw as the lab's bootstrap)."""
    sizes = np.asarray(sizes, dtype=int)
    random_state = np.random.RandomState(seed)
    shares = np.array([[bootstrap_draw(m, random_state)[1].size / m for _ in range(rounds)]
                       for m in sizes])
    tail = (1 - OOB_RANGE) / 2
    low, high = np.quantile(shares, [tail, 1 - tail], axis=1)
    return OobCurve(sizes=sizes, theory=(1.0 - 1.0 / sizes) ** sizes,
                    measured=shares.mean(axis=1), measured_std=shares.std(axis=1), rounds=rounds,
                    measured_low=low, measured_high=high)
