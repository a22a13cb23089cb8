"""k ≥ 2 models on the same samples: every model's measures, every pair's test with a correction
for the family of pairs, the best model per measure and, across folds, Friedman and Nemenyi.

Each pair is tested as the two-model comparison tests it: DeLong for AUC (one k × k covariance for
every pair), McNemar's test on who is right (binary: each model at its own threshold), the
Wilcoxon signed-rank test of absolute errors (regression), the paired t-test over queries
(ranking), and the paired bootstrap (when ``n_resamples`` > 0) for AP and BEP
(:func:`~evalcore.compare.paired_bootstrap`, pair by pair), multiclass macro-F1 and regression's
RMSE (:func:`shared_bootstrap_tests`: one set of resamples for the k models, a pair's resampled
difference being its two models' measures on the same resample; below the two-model bootstrap's
threaded row count these are that bootstrap's very resamples, so the p-values are equal). A
bootstrap's p-value is the percentile test's: twice the smaller share of resampled differences on
either side of 0 (below α exactly when 0 is outside the (1 − α) percentile interval), and its
statistic is the observed difference.

Each measure's pairs form one family, corrected by Holm (default) or Bonferroni
(:func:`~evalcore.compare.multiple.adjust_p_values`). The best model of a measure comes with the
models whose corrected p-value against it is at least α ("not significantly different").
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any, Mapping, Sequence

import numpy as np

from evalcore.compare.many_intervals import (Resampled, multiclass_resampled,
                                             ranking_intervals, regression_resampled,
                                             with_intervals)
from evalcore.compare.multiple import (FriedmanResult, NemenyiResult, adjust_p_values,
                                       friedman_test, nemenyi)
from evalcore.errors import EvalInputError
from evalcore.sums import covariance


@dataclass(frozen=True)
class PairwiseTest:
    """One pair's test of one measure: models ``a`` and ``b`` (indices), ``difference`` is
    a − b; ``p_adjusted`` is corrected over the measure's family; ``statistic`` and ``p_value``
    None, with ``reason``, when the test is undefined."""

    measure: str
    a: int
    b: int
    difference: float | None
    statistic: float | None
    p_value: float | None
    method: str
    p_adjusted: float | None = None
    reason: str | None = None


@dataclass(frozen=True)
class BestOfMeasure:
    """The ``best`` model of a measure and those (``tied``, the best included) not significantly
    different from it at level α."""

    measure: str
    best: int
    tied: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class FoldsTest:
    """The models' ``measure`` on each fold (``per_fold``, shape folds × models), the Friedman
    test of their ranks and Nemenyi's critical difference."""

    measure: str
    higher_is_better: bool
    folds: tuple[str, ...]
    per_fold: np.ndarray
    friedman: FriedmanResult
    nemenyi: NemenyiResult


@dataclass(frozen=True, eq=False)
class ManyComparison:
    """k models on the same samples.

    Attributes
    ----------
    task : str
    names : tuple of str
        The models' names (columns or files), in order.
    measures : tuple of dict
        Per model: measure → value (JSON-ready: floats, intervals as pairs, None).
    higher : dict
        The tested measures → whether higher is better.
    pairwise : tuple of PairwiseTest
        Every measure's pairs (a < b), corrected.
    correction, alpha
        The family's correction and the level of "not significantly different".
    folds : FoldsTest or None
        With a fold column.
    detail : object
        The task's own results (binary: :class:`BinaryCurves`), for the page.
    """

    task: str
    names: tuple[str, ...]
    measures: tuple[dict, ...]
    higher: Mapping[str, bool]
    pairwise: tuple[PairwiseTest, ...]
    correction: str
    alpha: float
    folds: FoldsTest | None = None
    detail: Any = None
    notes: Mapping[str, Any] = field(default_factory=dict)

    @property
    def k(self) -> int:
        return len(self.names)

    def p_matrix(self, measure: str, *, adjusted: bool = True) -> np.ndarray:
        """k × k p-values of ``measure``'s pairs (symmetric; NaN on the diagonal and for an
        untested pair)."""
        matrix = np.full((self.k, self.k), np.nan)
        for t in self.pairwise:
            if t.measure == measure:
                p = t.p_adjusted if adjusted else t.p_value
                matrix[t.a, t.b] = matrix[t.b, t.a] = np.nan if p is None else p
        return matrix

    def with_correction(self, correction: str) -> ManyComparison:
        """The same comparison with each measure's family corrected by ``correction``."""
        return replace(self, pairwise=corrected(self.pairwise, correction),
                       correction=correction)

    def best(self) -> dict[str, BestOfMeasure]:
        """Per tested measure, the best model and those not significantly different from it."""
        found = {}
        for measure, up in self.higher.items():
            values = np.array([_nan(m.get(measure)) for m in self.measures])
            if not np.isfinite(values).any():
                continue
            best = int(np.nanargmax(values) if up else np.nanargmin(values))
            p = self.p_matrix(measure)[best]
            tied = tuple(i for i in range(self.k)
                         if i == best or (np.isfinite(p[i]) and p[i] >= self.alpha)
                         or (not np.isfinite(p[i]) and values[i] == values[best]))
            found[measure] = BestOfMeasure(measure, best, tied)
        return found

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore compare`` prints for more than two models (before the
        task's own first keys)."""
        names = self.names
        out: dict[str, Any] = {
            "models": list(names),
            "measures": {name: m for name, m in zip(names, self.measures)},
            "correction": self.correction,
            "alpha": self.alpha,
            "pairwise": [
                {"a": names[t.a], "b": names[t.b], "measure": t.measure,
                 "difference": t.difference, "statistic": t.statistic, "p_value": t.p_value,
                 "p_adjusted": t.p_adjusted, "method": t.method,
                 **({"reason": t.reason} if t.reason else {})}
                for t in self.pairwise],
            "best": {measure: {"best": names[b.best], "not_different": [names[i] for i in b.tied]}
                     for measure, b in self.best().items()},
        }
        if self.folds is not None:
            f = self.folds
            out["friedman"] = {
                "measure": f.measure, "statistic": f.friedman.statistic,
                "p_value": f.friedman.p_value, "df": f.friedman.df,
                "n_folds": f.friedman.n_blocks,
                "ranks": dict(zip(names, f.friedman.ranks)),
                "per_fold": {fold: dict(zip(names, row)) for fold, row in
                             zip(f.folds, f.per_fold.tolist())},
                **({"reason": f.friedman.reason} if f.friedman.reason else {}),
            }
            out["nemenyi"] = {"cd": f.nemenyi.cd, "q_alpha": f.nemenyi.q_alpha,
                              "alpha": f.nemenyi.alpha}
        return out


def _nan(value) -> float:
    return np.nan if value is None else float(value)


def corrected(tests: Sequence[PairwiseTest], correction: str) -> tuple[PairwiseTest, ...]:
    """The tests with ``p_adjusted`` set, each measure's pairs corrected as one family."""
    tests = list(tests)
    for measure in dict.fromkeys(t.measure for t in tests):
        at = [i for i, t in enumerate(tests) if t.measure == measure]
        p = [_nan(tests[i].p_value) for i in at]
        for i, q in zip(at, adjust_p_values(p, correction)):
            tests[i] = replace(tests[i], p_adjusted=None if np.isnan(q) else float(q))
    return tuple(tests)


def bootstrap_test(measure: str, metric, y, out_a, out_b, i: int, j: int, *,
                   n_resamples: int, seed: int, groups=None) -> PairwiseTest:
    """The paired bootstrap of ``metric`` between models i and j as a test (see the module's
    docstring for its p-value)."""
    from evalcore.resample.paired_bootstrap import paired_bootstrap

    result = paired_bootstrap(metric, y, out_a, out_b, n_resamples=n_resamples, seed=seed,
                              groups=groups)
    return PairwiseTest(measure, i, j, result.difference, result.difference,
                        bootstrap_p_value(result.distribution) if result.ci else None,
                        "bootstrap", reason=result.reason)


def shared_bootstrap_tests(measure: str, resampled: Resampled) -> list[PairwiseTest]:
    """Every pair's paired bootstrap of ``measure`` (uncorrected) from the k models' measures on
    the same resamples: a pair's resampled differences are the difference of its two models'
    columns, tested as :func:`bootstrap_test` tests them (a resample where the measure is
    undefined leaves the pair untested, as the two-model bootstrap)."""
    k = resampled.resamples[measure].shape[1]
    tests = []
    for i, j in _pairs(k):
        difference, distribution = resampled.differences(measure, i, j)
        if not np.isfinite(difference):
            tests.append(PairwiseTest(measure, i, j, None, None, None, "bootstrap",
                                      reason="compare_bootstrap_metric_undefined"))
        elif not np.isfinite(distribution).all():
            tests.append(PairwiseTest(measure, i, j, difference, difference, None, "bootstrap",
                                      reason="compare_bootstrap_undefined_resamples"))
        else:
            tests.append(PairwiseTest(measure, i, j, difference, difference,
                                      bootstrap_p_value(distribution), "bootstrap"))
    return tests


def bootstrap_p_value(distribution) -> float:
    """Two-sided percentile-test p-value of a = b from the resampled differences a − b:
    2 · min(share ≤ 0, share ≥ 0), capped at 1."""
    d = np.asarray(distribution, dtype=np.float64)
    return float(min(1.0, 2 * min(np.mean(d <= 0), np.mean(d >= 0))))


def _mcnemar(measure: str, y, predictions, values, i: int, j: int) -> PairwiseTest:
    from evalcore.compare.mcnemar import mcnemar_test

    test = mcnemar_test(y, predictions[i], predictions[j])
    return PairwiseTest(measure, i, j, _minus(values[i], values[j]), test.statistic,
                        test.p_value, "mcnemar_" + test.method, reason=test.reason)


def _minus(a, b) -> float | None:
    return None if a is None or b is None else float(a) - float(b)


def _pairs(k: int):
    return combinations(range(k), 2)


def check_folds(folds, n: int, column: str = "fold") -> tuple[tuple[str, ...], list[np.ndarray]]:
    """The fold labels (as text, in first-appearance order) and each fold's row indices; fewer
    than two folds is refused naming ``column``."""
    import pandas as pd

    labels = pd.Series(np.asarray(folds, dtype=object)).astype(str).to_numpy()
    if labels.size != n:
        raise EvalInputError("compare_lengths_differ", labels=n, a=labels.size, b=n)
    names = tuple(pd.unique(labels))
    if len(names) < 2:
        raise EvalInputError("compare_fold_too_few", column=column, count=len(names))
    return names, [np.flatnonzero(labels == f) for f in names]


def folds_test(measure: str, higher_is_better: bool, fold_names, per_fold, *,
               alpha: float) -> FoldsTest:
    """Friedman's test and Nemenyi's CD of the models' per-fold ``measure``."""
    per_fold = np.asarray(per_fold, dtype=np.float64)
    result = friedman_test(per_fold, higher_is_better=higher_is_better)
    return FoldsTest(measure, higher_is_better, tuple(fold_names), per_fold, result,
                     nemenyi(per_fold.shape[1], per_fold.shape[0], alpha=alpha))


# --- binary -----------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class BinaryCurves:
    """Each model's threshold sweep, ROC and P-R curves, cost envelope and operating point at its
    threshold (the page draws these)."""

    sweeps: tuple
    roc: tuple
    pr: tuple
    cost: tuple
    thresholds: tuple[float, ...]


def model_thresholds(thresholds, k: int) -> tuple[float, ...]:
    """One threshold for every model, or one per model."""
    thresholds = [float(t) for t in (thresholds if np.ndim(thresholds) else [thresholds])]
    if len(thresholds) == 1:
        return tuple(thresholds * k)
    if len(thresholds) != k:
        raise EvalInputError("compare_thresholds_count", count=len(thresholds), models=k)
    return tuple(thresholds)


def compare_binary_many(
    y_true, scores: Sequence, names: Sequence[str], *, thresholds=0.5, confidence: float = 0.95,
    correction: str = "holm", alpha: float = 0.05, n_resamples: int = 0, seed: int = 0,
    folds=None, fold_col: str = "fold",
) -> ManyComparison:
    """k models' scores of the same labelled samples (higher score = more likely positive).

    Per model: AUC with its DeLong interval, AP, BEP, the cost envelope's area, Gini and the
    accuracy at its threshold; pairs: DeLong (``auc``), McNemar (``accuracy``) and, with
    ``n_resamples`` > 0, the paired bootstrap of ``average_precision`` and ``bep``; with
    ``folds`` (one label per row, from ``fold_col``), Friedman and Nemenyi on the per-fold AUCs.
    """
    from scipy.stats import norm

    from evalcore.binary import threshold_sweep
    from evalcore.compare._check import paired_scores
    from evalcore.compare.delong import delong_placements
    from evalcore.cost import cost_curve
    from evalcore.resample.paired_bootstrap import check_confidence

    k = len(scores)
    if k < 2:
        raise EvalInputError("compare_models_too_few", count=k)
    confidence = check_confidence(confidence)
    checked = [paired_scores(y_true, scores[0], s) for s in scores[1:]]
    y = checked[0][0]
    scores = [checked[0][1]] + [c[2] for c in checked]
    thresholds = model_thresholds(thresholds, k)
    sweeps = tuple(threshold_sweep(y, s) for s in scores)
    roc = tuple(s.roc() for s in sweeps)
    pr = tuple(s.pr() for s in sweeps)
    cost = tuple(cost_curve(c.fpr, c.tpr, c.thresholds) for c in roc)
    auc, v10, v01 = delong_placements(y, np.vstack(scores), sweeps=sweeps)
    m, n = v10.shape[1], v01.shape[1]
    cov = None
    if min(m, n) >= 2:
        cov = covariance(v10) / m + covariance(v01) / n
    measures = []
    z = norm.ppf(0.5 + confidence / 2)
    for i, sweep in enumerate(sweeps):
        ci = None
        if cov is not None:
            half = z * np.sqrt(cov[i, i])
            ci = [max(auc[i] - half, 0.0), min(auc[i] + half, 1.0)]
        measures.append({
            "auc": float(auc[i]), "auc_ci": ci,
            "auc_variance": None if cov is None else float(cov[i, i]),
            "average_precision": sweep.average_precision(), "bep": sweep.bep().value,
            "cost_area": cost[i].area, "gini": 2.0 * float(auc[i]) - 1.0,
        })
    accuracy, mcnemar = binary_threshold_tests(y, scores, sweeps, thresholds)
    for measure, threshold, value in zip(measures, thresholds, accuracy):
        measure.update(threshold=threshold, accuracy=value)
    tests = [_delong_pair(auc, cov, i, j) for i, j in _pairs(k)] + mcnemar
    if n_resamples > 0:
        from evalcore.compare.resampled import BINARY_ON_SCORES

        for measure, key in (("average_precision", "ap"), ("bep", "bep")):
            tests += [bootstrap_test(measure, BINARY_ON_SCORES[key], y, scores[i], scores[j],
                                     i, j, n_resamples=n_resamples, seed=seed)
                      for i, j in _pairs(k)]
    higher = {"auc": True, "accuracy": True}
    if n_resamples > 0:
        higher.update(average_precision=True, bep=True)
    folds_result = None
    if folds is not None:
        fold_names, rows = check_folds(folds, y.size, fold_col)
        per_fold = [[_fold_auc(y[r], s[r]) for s in scores] for r in rows]
        folds_result = folds_test("auc", True, fold_names, per_fold, alpha=alpha)
    return ManyComparison("binary", tuple(map(str, names)), tuple(measures), higher,
                          corrected(tests, correction), correction, float(alpha), folds_result,
                          BinaryCurves(sweeps, roc, pr, cost, thresholds))


def binary_threshold_tests(y, scores: Sequence[np.ndarray], sweeps: Sequence, thresholds
                           ) -> tuple[list[float], list[PairwiseTest]]:
    """What depends on the thresholds: each model's accuracy at its threshold (read off its
    sweep) and McNemar's test of every pair's predictions (score ≥ threshold), uncorrected."""
    predictions = [s >= t for s, t in zip(scores, thresholds)]
    accuracy = []
    for sweep, threshold in zip(sweeps, thresholds):
        confusion = sweep.confusion_at(threshold)
        accuracy.append((confusion.tp + confusion.tn) / y.size)
    return accuracy, [_mcnemar("accuracy", y, predictions, accuracy, i, j)
                      for i, j in _pairs(len(scores))]


def _fold_auc(y: np.ndarray, score: np.ndarray) -> float:
    from evalcore.binary import threshold_sweep

    if y.all() or not y.any():
        return np.nan
    return threshold_sweep(y, score).roc_auc()


def _delong_pair(auc, cov, i: int, j: int) -> PairwiseTest:
    from scipy.stats import norm

    difference = float(auc[i] - auc[j])
    if cov is None:
        return PairwiseTest("auc", i, j, difference, None, None, "delong",
                            reason="compare_delong_too_few")
    variance = cov[i, i] + cov[j, j] - 2 * cov[i, j]
    if variance <= 1e-12 * max(cov[i, i] + cov[j, j], np.finfo(float).tiny):
        return PairwiseTest("auc", i, j, difference, None, None, "delong",
                            reason="compare_delong_zero_variance")
    z = difference / np.sqrt(variance)
    return PairwiseTest("auc", i, j, difference, float(z), float(2 * norm.sf(abs(z))), "delong")


# --- multiclass, regression, ranking ----------------------------------------------------------


def compare_multiclass_many(pairs, names: Sequence[str], *, correction: str = "holm",
                            alpha: float = 0.05, n_resamples: int = 0, seed: int = 0,
                            folds=None, fold_col: str = "fold") -> ManyComparison:
    """k classifiers' predicted labels (``pairs``: the two-model pairs of model 0 with each
    other model, :class:`~evalcore.compare.many_load.ManyModels`' ``pairs``).

    Per model: the multiclass summary; pairs: McNemar's test on who is right (``accuracy``)
    and, with ``n_resamples`` > 0, the paired bootstrap of macro-F1 (``macro_f1_mean``) and each
    model's percentile intervals of accuracy and macro-F1 (``accuracy_ci``, ``macro_f1_mean_ci``),
    all from one set of resamples shared by every model (:mod:`~evalcore.compare.many_intervals`);
    with ``folds``, Friedman and Nemenyi on the per-fold accuracy.
    """
    from evalcore.multiclass import multiclass_confusion, multiclass_report

    labels, y, preds = shared_classes(pairs)
    size, k = len(labels), len(preds)
    measures = [{key: v.value for key, v in
                 multiclass_report(multiclass_confusion(y, p, size), labels)
                 .summary().items()} for p in preds]
    accuracy = [m["accuracy"] for m in measures]
    tests = [_mcnemar("accuracy", y, preds, accuracy, i, j) for i, j in _pairs(k)]
    higher = {"accuracy": True}
    if n_resamples > 0:
        resampled = multiclass_resampled(y, preds, size, n_resamples=n_resamples, seed=seed)
        tests += shared_bootstrap_tests("macro_f1_mean", resampled)
        higher["macro_f1_mean"] = True
        measures = with_intervals(measures, resampled.intervals())
    folds_result = None
    if folds is not None:
        fold_names, rows = check_folds(folds, y.size, fold_col)
        per_fold = [[float(np.mean(y[r] == p[r])) for p in preds] for r in rows]
        folds_result = folds_test("accuracy", True, fold_names, per_fold, alpha=alpha)
    return ManyComparison("multiclass", tuple(map(str, names)), tuple(measures), higher,
                          corrected(tests, correction), correction, float(alpha), folds_result)


def shared_classes(pairs) -> tuple[tuple[str, ...], np.ndarray, list[np.ndarray]]:
    """One label set for the k models (each pair encodes its own: the truth's classes, then
    those only its two models predict), the truth and every model's prediction as indices into
    it."""
    from evalcore.compare.multiclass import shared_indices

    def text(pair, indices):
        return np.asarray(pair.labels, dtype=object)[indices]

    first = pairs[0]
    predicted = [text(first, first.pred_a)] + [text(p, p.pred_b) for p in pairs]
    labels, (y,), preds = shared_indices(
        [(text(first, first.y_true), first.true_col)],
        [(values, f"model {i}") for i, values in enumerate(predicted)])
    return labels, y, preds


def compare_regression_many(pairs, names: Sequence[str], *, correction: str = "holm",
                            alpha: float = 0.05, n_resamples: int = 0, seed: int = 0,
                            folds=None, fold_col: str = "fold") -> ManyComparison:
    """k regressors' predictions of the same true values (``pairs`` as for
    :func:`compare_multiclass_many`).

    Per model: every regression metric; pairs: the Wilcoxon signed-rank test of |e_i| − |e_j|
    (``mae``) and, with ``n_resamples`` > 0, the paired bootstrap of ``rmse`` and each model's
    percentile intervals of RMSE, MAE and R² (``rmse_ci``, ``mae_ci``, ``r2_ci``), all from one
    set of resamples shared by every model; with ``folds``, Friedman and Nemenyi on the per-fold
    RMSE (lower is better).
    """
    from evalcore.compare.regression import compare_regression
    from evalcore.regression import regression_metrics

    first = pairs[0]
    y = first.y_true
    preds = [first.pred_a] + [p.pred_b for p in pairs]
    k = len(preds)
    measures = [{key: m.value for key, m in regression_metrics(y, p).items()} for p in preds]
    tests = []
    for i, j in _pairs(k):
        result = compare_regression(replace(first, pred_a=preds[i], pred_b=preds[j]))
        tests.append(PairwiseTest("mae", i, j, _minus(measures[i]["mae"], measures[j]["mae"]),
                                  result.wilcoxon_statistic, result.wilcoxon_p_value, "wilcoxon",
                                  reason=result.wilcoxon_reason))
    higher = {"mae": False}
    if n_resamples > 0:
        resampled = regression_resampled(y, preds, n_resamples=n_resamples, seed=seed)
        tests += shared_bootstrap_tests("rmse", resampled)
        higher["rmse"] = False
        measures = with_intervals(measures, resampled.intervals())
    folds_result = None
    if folds is not None:
        fold_names, rows = check_folds(folds, y.size, fold_col)
        per_fold = [[float(np.sqrt(np.mean((y[r] - p[r]) ** 2))) for p in preds] for r in rows]
        folds_result = folds_test("rmse", False, fold_names, per_fold, alpha=alpha)
    return ManyComparison("regression", tuple(map(str, names)), tuple(measures), higher,
                          corrected(tests, correction), correction, float(alpha), folds_result)


def compare_ranking_many(evaluations: Sequence, names: Sequence[str], *, metric: str = "ndcg",
                         k: int = 10, correction: str = "holm", alpha: float = 0.05,
                         n_resamples: int = 9999, seed: int = 0, folds=None,
                         fold_col: str = "fold") -> ManyComparison:
    """k rankers' evaluations of the same queries: each one's mean per-query ``metric`` at
    ``k``; pairs: the paired t-test over queries (with the randomization test's p-value beside
    it, ``n_resamples`` and ``seed``, as the two-model comparison; every pair on one set of
    flips); per model, the percentile
    interval of its mean (``<metric>_ci``) over the same ``n_resamples`` resamples of queries
    (``seed``); with ``folds`` (one label per query, in the first evaluation's query order:
    :func:`query_folds`), Friedman and Nemenyi on each fold's mean ``metric``. Its ``detail``: the
    evaluations (their means at every cut-off, for the page and its report)."""
    from evalcore.compare.paired import paired_t_test, randomization_p_values

    per_query = per_query_matrix(evaluations, metric, k)
    means = [float(per_query[:, i].mean()) for i in range(len(evaluations))]
    pairs = list(_pairs(len(evaluations)))
    differences = np.column_stack([per_query[:, i] - per_query[:, j] for i, j in pairs])
    randomized = randomization_p_values(differences, n_resamples=n_resamples, seed=seed)
    tests = []
    for (i, j), d, p_random in zip(pairs, differences.T, randomized):
        t_statistic, t_p_value, t_reason = paired_t_test(per_query[:, i], per_query[:, j])
        tests.append(PairwiseTest(metric, i, j, float(d.mean()), t_statistic, t_p_value,
                                  "t_test", reason=t_reason))
        tests.append(PairwiseTest(metric + "_randomization", i, j, float(d.mean()), None,
                                  float(p_random), "randomization"))
    measures = with_intervals([{metric: v, "k": int(k)} for v in means], ranking_intervals(
        per_query, metric, n_resamples=n_resamples, seed=seed))
    folds_result = None
    if folds is not None:
        fold_names, queries = check_folds(folds, per_query.shape[0], fold_col)
        per_fold = [per_query[q].mean(axis=0) for q in queries]
        folds_result = folds_test(metric, True, fold_names, per_fold, alpha=alpha)
    return ManyComparison("ranking", tuple(map(str, names)), measures, {metric: True},
                          corrected(tests, correction), correction, float(alpha), folds_result,
                          detail=tuple(evaluations))


def query_folds(query_of_row, fold_of_row, query_ids, column: str = "fold") -> np.ndarray:
    """Each query's fold (as text, in ``query_ids`` order) from every row's query and fold: a
    query belongs to one fold, and one whose rows lie in several is refused naming it and
    ``column``."""
    import pandas as pd

    rows = pd.DataFrame({"query": pd.Series(np.asarray(query_of_row, dtype=object)).astype(str),
                         "fold": pd.Series(np.asarray(fold_of_row, dtype=object)).astype(str)})
    folds_of = rows.groupby("query", sort=False)["fold"]
    spread = folds_of.nunique()
    if (spread > 1).any():
        query = spread.index[spread > 1][0]
        raise EvalInputError("compare_ranking_query_spans_folds", query=query, column=column,
                             folds=", ".join(pd.unique(rows["fold"][rows["query"] == query])),
                             count=int((spread > 1).sum()))
    return folds_of.first().reindex(pd.Index(query_ids).astype(str)).to_numpy()


def per_query_matrix(evaluations: Sequence, metric: str, k: int) -> np.ndarray:
    """Every ranker's per-query ``metric`` at ``k`` (queries × models), in the first
    evaluation's query order."""
    import pandas as pd

    from evalcore.compare.ranking import per_query_metric

    queries = pd.Index(evaluations[0].lists.query_ids)
    columns = []
    for evaluation in evaluations:
        at = pd.Index(evaluation.lists.query_ids).get_indexer(queries)
        columns.append(per_query_metric(evaluation, metric, k)[at])
    return np.column_stack(columns)
