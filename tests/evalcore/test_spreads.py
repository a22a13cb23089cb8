""""Run every method" in one go: every method's estimate under each seed equals the method run
alone (and scikit-learn's cross_validate with the same splitter), bit for bit the values the
lab showed before its fits were shared and run on two worker processes."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from sklearn.model_selection import (KFold, RepeatedKFold, RepeatedStratifiedKFold,
                                     StratifiedKFold, cross_validate)
from sklearn.tree import DecisionTreeRegressor

from evalcore.evaluation_methods import LabSettings, estimate_spreads, load_dataset, make_splits, run_method
from evalcore.evaluation_methods.lab import SPREAD_METHODS

# the page's values before the change (one method and seed at a time, one process)
BEFORE_IRIS_LINEAR = {
    "holdout": [0.022222222222222254, 0.022222222222222254, 0.0],
    "kfold": [0.046666666666666655, 0.046666666666666655, 0.046666666666666655],
    "repeated": [0.046666666666666655, 0.04444444444444443, 0.046666666666666655],
    "bootstrap": [0.04097300689046321, 0.03827525652083855, 0.036665950014014285],
}
BEFORE_DIABETES_TREE = {"kfold": [3898.795797456982, 3920.4744311912277],
                        "repeated": [3790.8029872475813, 3851.6452422983157]}


@pytest.mark.parametrize("stratified", [True, False])
def test_the_repeated_splitters_first_repetition_is_k_fold_of_the_same_seed(stratified):
    data = load_dataset("iris")
    for seed in (0, 7):
        settings = LabSettings(dataset="iris", folds=5, repeats=3, seed=seed,
                               stratified=stratified)
        kfold = make_splits(replace(settings, method="kfold"), data)
        repeated = make_splits(replace(settings, method="repeated"), data)
        assert len(repeated) == 15
        for (a_train, a_test), (b_train, b_test) in zip(kfold, repeated[:5]):
            np.testing.assert_array_equal(a_train, b_train)
            np.testing.assert_array_equal(a_test, b_test)


def test_every_method_at_once_equals_each_run_alone_and_the_values_before():
    settings = LabSettings(dataset="iris", model="linear")
    spreads = estimate_spreads(settings, range(3))
    assert {m: v.tolist() for m, v in spreads.items()} == BEFORE_IRIS_LINEAR
    for method in SPREAD_METHODS:
        alone = [run_method(replace(settings, method=method, seed=s)).mean for s in range(3)]
        assert spreads[method].tolist() == alone


def test_the_same_values_on_two_worker_processes(monkeypatch):
    import evalcore.evaluation_methods.lab as lab

    monkeypatch.setattr(lab, "PARALLEL_WORK", 0)  # iris's fits go to the workers too
    settings = LabSettings(dataset="iris", model="linear")
    spreads = estimate_spreads(settings, range(3), n_jobs=2)
    assert {m: v.tolist() for m, v in spreads.items()} == BEFORE_IRIS_LINEAR


def test_regression_spreads_equal_scikit_learns_cross_validate():
    data = load_dataset("diabetes")
    settings = LabSettings(dataset="diabetes", model="tree")
    spreads = estimate_spreads(settings, range(2), ("kfold", "repeated"))
    assert {m: v.tolist() for m, v in spreads.items()} == BEFORE_DIABETES_TREE
    for seed in range(2):
        for method, cv in (("kfold", KFold(10, shuffle=True, random_state=seed)),
                           ("repeated", RepeatedKFold(n_splits=10, n_repeats=3,
                                                      random_state=seed))):
            mse = -cross_validate(DecisionTreeRegressor(max_depth=3, random_state=0), data.X,
                                  data.y, cv=cv, scoring="neg_mean_squared_error")["test_score"]
            assert spreads[method][seed] == pytest.approx(mse.mean(), rel=1e-12)


def test_classification_repeated_spread_equals_repeated_stratified_k_fold():
    from sklearn.neighbors import KNeighborsClassifier
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    data = load_dataset("breast_cancer")
    spreads = estimate_spreads(LabSettings(), range(2), ("kfold", "repeated"))
    for seed in range(2):
        for method, cv in (("kfold", StratifiedKFold(10, shuffle=True, random_state=seed)),
                           ("repeated", RepeatedStratifiedKFold(n_splits=10, n_repeats=3,
                                                                random_state=seed))):
            accuracy = cross_validate(make_pipeline(StandardScaler(), KNeighborsClassifier(5)),
                                      data.X, data.y, cv=cv)["test_score"]
            assert spreads[method][seed] == pytest.approx(1 - accuracy.mean(), rel=1e-12)
