"""Two learners compared on the same folds (§2.4): the fold error rates are scikit-learn's
cross-validation scores, the paired t-test is SciPy's ttest_rel and McNemar's test is
statsmodels' on the same out-of-fold predictions."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import ttest_rel
from sklearn.model_selection import StratifiedKFold, cross_val_predict, cross_val_score
from statsmodels.stats.contingency_tables import mcnemar

from evalcore.evaluation_methods import LabSettings, load_dataset, make_model
from evalcore.evaluation_methods.learner_tests import learner_tests

SETTINGS = LabSettings(dataset="breast_cancer", model="linear", folds=10, seed=0)


@pytest.fixture(scope="module")
def result():
    return learner_tests(SETTINGS, "tree")


def test_fold_errors_and_tests_match_scikit_learn_scipy_and_statsmodels(result):
    data = load_dataset("breast_cancer")
    folds = StratifiedKFold(n_splits=10, shuffle=True, random_state=0)
    models = {name: make_model(LabSettings(model=name), "classification")
              for name in ("linear", "tree")}
    errors = {name: 1 - cross_val_score(model, data.X, data.y, cv=folds)
              for name, model in models.items()}
    np.testing.assert_allclose(result.fold_errors_a, errors["linear"], rtol=0, atol=1e-12)
    np.testing.assert_allclose(result.fold_errors_b, errors["tree"], rtol=0, atol=1e-12)

    reference = ttest_rel(errors["linear"], errors["tree"])
    assert result.ttest.statistic == pytest.approx(reference.statistic, rel=1e-12)
    assert result.ttest.p_value == pytest.approx(reference.pvalue, rel=1e-12)
    assert result.ttest.df == 9

    right = {name: cross_val_predict(model, data.X, data.y, cv=folds) == data.y
             for name, model in models.items()}
    a, b = right["linear"], right["tree"]
    table = [[int(np.sum(a & b)), int(np.sum(a & ~b))], [int(np.sum(~a & b)), int(np.sum(~a & ~b))]]
    assert [list(row) for row in result.mcnemar.table] == table
    assert table[0][1] + table[1][0] >= 25  # the chi-square form with continuity correction
    reference = mcnemar(np.array(table), exact=False, correction=True)
    assert result.mcnemar.method == "chi2"
    assert result.mcnemar.statistic == pytest.approx(reference.statistic, rel=1e-12)
    assert result.mcnemar.p_value == pytest.approx(reference.pvalue, rel=1e-12)


def test_a_learner_is_not_compared_with_itself():
    with pytest.raises(ValueError):
        learner_tests(SETTINGS, "linear")
