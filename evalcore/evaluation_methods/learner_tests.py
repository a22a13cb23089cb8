"""Two learners compared with a hypothesis test (the watermelon book's §2.4): both trained and
tested on the same k folds of a bundled dataset, then

- the paired t-test on the k fold error rates (§2.4.2, :func:`evalcore.folds.paired.paired_ttest`);
- McNemar's test (§2.4.3, :func:`evalcore.compare.mcnemar.mcnemar_test`) on every sample's
  out-of-fold prediction (each sample is tested once, by the fold that left it out).

scikit-learn's splitter and estimators (:func:`~evalcore.evaluation_methods.lab.make_splits`,
:func:`~evalcore.evaluation_methods.lab.make_model`) do the work; the tests are evalcore's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from evalcore.compare.mcnemar import McNemarResult, mcnemar_test
from evalcore.evaluation_methods.datasets import load_dataset
from evalcore.evaluation_methods.lab import LabSettings, make_model, make_splits
from evalcore.folds.paired import PairedTest, paired_ttest


@dataclass(frozen=True)
class LearnerTests:
    """Learners A and B on the same k folds.

    Attributes
    ----------
    fold_errors_a, fold_errors_b : ndarray
        Each fold's test error rate, in the splitter's order.
    ttest : PairedTest
        The paired t-test on the fold error rates (A − B), k − 1 degrees of freedom.
    mcnemar : McNemarResult
        McNemar's test on the out-of-fold predictions (its table: both right, only A right /
        only B right, both wrong).
    """

    fold_errors_a: np.ndarray
    fold_errors_b: np.ndarray
    ttest: PairedTest
    mcnemar: McNemarResult


def learner_tests(settings: LabSettings, model_b: str) -> LearnerTests:
    """``settings.model`` (A) against ``model_b`` (B) on ``settings.folds`` stratified folds of
    ``settings.dataset`` (split by ``settings.seed``; a classification dataset)."""
    if model_b == settings.model:
        raise ValueError(f"two different models are compared, got {model_b!r} twice")
    data = load_dataset(settings.dataset)
    folds = make_splits(replace(settings, method="kfold"), data)
    predicted = {name: np.empty_like(data.y) for name in (settings.model, model_b)}
    errors: dict[str, list[float]] = {name: [] for name in predicted}
    for train, test in folds:
        for name, out in predicted.items():
            model = make_model(replace(settings, model=name), data.task)
            out[test] = model.fit(data.X[train], data.y[train]).predict(data.X[test])
            errors[name].append(float(np.mean(out[test] != data.y[test])))
    a, b = (np.asarray(errors[name]) for name in (settings.model, model_b))
    return LearnerTests(a, b, paired_ttest(a, b),
                        mcnemar_test(data.y, predicted[settings.model], predicted[model_b]))
