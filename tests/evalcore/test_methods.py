"""The resampling lab and the generalization studies against scikit-learn and numpy computed
independently: same splitter and random_state, numpy.polyfit, KNeighborsClassifier directly."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import mean_squared_error
from sklearn.model_selection import (KFold, LeaveOneOut, RepeatedStratifiedKFold, StratifiedKFold,
                                     cross_val_score, cross_validate, train_test_split)
from sklearn.neighbors import KNeighborsClassifier, KNeighborsRegressor
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.tree import DecisionTreeClassifier
from sklearn.utils import resample

from evalcore.errors import EvalInputError
from evalcore.evaluation_methods import (Dataset, LabSettings, estimate_spread, load_dataset,
                                         make_splits, neighbors_data, neighbors_study,
                                         oob_share_curve, polynomial_data, polynomial_study,
                                         run_method)
from evalcore.evaluation_methods.neighbors import decision_regions
from evalcore.evaluation_methods.polynomial import fit_curve

IRIS = load_dataset("iris")


def _knn(k=5):
    return make_pipeline(StandardScaler(), KNeighborsClassifier(n_neighbors=k))


def test_stratified_hold_out_is_train_test_split_and_keeps_seed_003s_proportions():
    settings = LabSettings(dataset="iris", method="holdout", test_size=0.3, seed=7)
    run = run_method(settings)
    X_tr, X_te, y_tr, y_te = train_test_split(IRIS.X, IRIS.y, test_size=0.3, stratify=IRIS.y,
                                              random_state=7)
    assert run.estimates.tolist() == [1 - _knn().fit(X_tr, y_tr).score(X_te, y_te)]
    assert run.train_counts.tolist() == [[35, 35, 35]] and run.test_counts.tolist() == [[15] * 3]
    # seed 003: 500 positives and 500 negatives, 70 % / 30 % → 350/350 and 150/150
    toy = Dataset("toy", np.zeros((1000, 1)), np.repeat([0, 1], 500), "classification")
    (train, test), = make_splits(settings, toy)
    assert np.bincount(toy.y[train]).tolist() == [350, 350]
    assert np.bincount(toy.y[test]).tolist() == [150, 150]


def test_k_fold_equals_cross_validate_with_the_same_splitter():
    run = run_method(LabSettings(dataset="iris", model="tree", depth=2, method="kfold", folds=5,
                                 seed=3))
    expected = 1 - cross_validate(DecisionTreeClassifier(max_depth=2, random_state=0), IRIS.X,
                                  IRIS.y, cv=StratifiedKFold(5, shuffle=True, random_state=3),
                                  scoring="accuracy")["test_score"]
    assert run.estimates == pytest.approx(expected, abs=1e-12)
    assert run.mean == pytest.approx(expected.mean()) and run.std == pytest.approx(expected.std())
    assert run.std_sample == pytest.approx(expected.std(ddof=1))
    assert run.test_counts.sum(axis=0).tolist() == [50, 50, 50]


def test_p_times_k_fold_equals_repeated_stratified_k_fold():
    run = run_method(LabSettings(dataset="iris", method="repeated", folds=3, repeats=2, seed=1,
                                 k_neighbors=7))
    expected = 1 - cross_val_score(_knn(7), IRIS.X, IRIS.y, scoring="accuracy",
                                   cv=RepeatedStratifiedKFold(n_splits=3, n_repeats=2,
                                                              random_state=1))
    assert run.estimates == pytest.approx(expected, abs=1e-12)
    assert run.repeat_means == pytest.approx(expected.reshape(2, 3).mean(axis=1))


def test_leave_one_out_on_small_data_and_refused_on_large():
    rows = np.r_[0:10, 50:60, 100:110]  # 30 iris samples keep the test fast
    small = Dataset("iris30", IRIS.X[rows], IRIS.y[rows], "classification")
    run = run_method(LabSettings(method="loo", k_neighbors=7), small)
    expected = 1 - cross_val_score(_knn(7), small.X, small.y, cv=LeaveOneOut())
    assert run.estimates == pytest.approx(expected) and run.estimates.size == 30
    assert run.test_counts.sum(axis=0).tolist() == [10, 10, 10]
    with pytest.raises(EvalInputError) as error:
        run_method(LabSettings(dataset="breast_cancer", method="loo"))
    assert error.value.key == "methods_loo_too_large" and error.value.params["samples"] == 569


def test_bootstrap_out_of_bag_estimate_by_hand():
    run = run_method(LabSettings(dataset="iris", method="bootstrap", rounds=4, seed=5))
    rng, errors, shares = np.random.RandomState(5), [], []
    for _ in range(4):
        drawn = rng.randint(0, 150, size=150)
        oob = np.array([i for i in range(150) if i not in set(drawn)])
        errors.append(1 - _knn().fit(IRIS.X[drawn], IRIS.y[drawn]).score(IRIS.X[oob], IRIS.y[oob]))
        shares.append(oob.size / 150)
    assert run.estimates == pytest.approx(errors, abs=1e-12)
    first = resample(np.arange(150), replace=True, random_state=np.random.RandomState(5))
    assert make_splits(LabSettings(method="bootstrap", rounds=1, seed=5), IRIS)[0][0].tolist() \
        == first.tolist()  # the draw scikit-learn's resample makes
    assert run.oob_share == pytest.approx(shares)
    assert run.train_sizes.tolist() == [150] * 4
    assert (run.train_unique + run.test_sizes).tolist() == [150] * 4


def test_regression_k_fold_mse_equals_cross_validate():
    diabetes = load_dataset("diabetes")
    run = run_method(LabSettings(dataset="diabetes", method="kfold", folds=4, seed=2,
                                 k_neighbors=9))
    expected = -cross_validate(make_pipeline(StandardScaler(), KNeighborsRegressor(9)),
                               diabetes.X, diabetes.y, cv=KFold(4, shuffle=True, random_state=2),
                               scoring="neg_mean_squared_error")["test_score"]
    assert run.measure == "mse" and run.estimates == pytest.approx(expected)


def test_logistic_regression_model_and_the_spread_over_seeds():
    spread = estimate_spread(LabSettings(dataset="iris", model="linear", test_size=0.2),
                             "holdout", range(3))
    expected = []
    for seed in range(3):
        X_tr, X_te, y_tr, y_te = train_test_split(IRIS.X, IRIS.y, test_size=0.2, stratify=IRIS.y,
                                                  random_state=seed)
        model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000))
        expected.append(1 - model.fit(X_tr, y_tr).score(X_te, y_te))
    assert spread == pytest.approx(expected, abs=1e-12)


def test_too_many_stratified_folds_for_the_smallest_class():
    toy = Dataset("toy", np.zeros((12, 1)), np.array([0] * 9 + [1] * 3), "classification")
    with pytest.raises(EvalInputError) as error:
        make_splits(LabSettings(method="kfold", folds=4), toy)
    assert error.value.params == {"folds": 4, "smallest": 3}


def test_out_of_bag_share_approaches_one_over_e():
    curve = oob_share_curve([1, 2, 10, 400], rounds=200, seed=0)
    assert curve.theory == pytest.approx([0.0, 0.25, 0.9 ** 10, (1 - 1 / 400) ** 400])
    assert curve.measured[0] == 0.0 and curve.limit == pytest.approx(0.36787944117)
    # measured shares agree with (1 - 1/m)^m within 4 standard errors
    assert np.all(np.abs(curve.measured - curve.theory)[1:]
                  <= 4 * curve.measured_std[1:] / np.sqrt(200) + 1e-12)
    assert abs(curve.measured[-1] - np.exp(-1)) < 0.01


def test_polynomial_fit_and_mses_equal_numpy_polyfit():
    data = polynomial_data(20, 0.3, seed=4)
    grid = np.linspace(0, 1, 11)
    study = polynomial_study(data, folds=4, degrees=range(7))
    for degree in range(7):
        coef = np.polyfit(data.x_train, data.y_train, degree)
        assert fit_curve(data, degree, grid) == pytest.approx(np.polyval(coef, grid), abs=1e-7)
        assert study.train_mse[degree] == pytest.approx(
            np.mean((np.polyval(coef, data.x_train) - data.y_train) ** 2), rel=1e-7)
        assert study.test_mse[degree] == pytest.approx(
            np.mean((np.polyval(coef, data.x_test) - data.y_test) ** 2), rel=1e-7)
        folds = []
        for train, test in KFold(4, shuffle=True, random_state=4).split(data.x_train):
            c = np.polyfit(data.x_train[train], data.y_train[train], degree)
            folds.append(mean_squared_error(data.y_train[test], np.polyval(c, data.x_train[test])))
        assert study.cv_mse[degree] == pytest.approx(np.mean(folds), rel=1e-6)
    assert study.chosen == int(np.argmin(study.cv_mse))
    # seed 004 §1.3: training error falls with M; the test error rises again after its minimum
    assert np.all(np.diff(study.train_mse) <= 1e-12)


def test_training_error_reaches_zero_and_test_error_rises_again():
    """Seed 004 §1.3 on N_train = 10: M = 9 interpolates the training samples."""
    study = polynomial_study(polynomial_data(10, 0.3, seed=0))
    assert study.train_mse[9] < 1e-20 and study.train_mse[0] > 0.5
    best = study.best_test
    assert 0 < best < 9 and study.test_mse[9] > 3 * study.test_mse[best]
    assert study.chosen == 3  # what 5-fold CV picks on these samples


def test_polynomial_needs_as_many_samples_as_folds():
    with pytest.raises(EvalInputError) as error:
        polynomial_study(polynomial_data(4, 0.3, seed=0), folds=5)
    assert error.value.params == {"folds": 5, "samples": 4}


def test_knn_accuracies_equal_scikit_learn():
    data = neighbors_data(120, 1.2, seed=1)
    study = neighbors_study(data, k_values=(1, 3, 9))
    for i, k in enumerate((1, 3, 9)):
        model = KNeighborsClassifier(n_neighbors=k).fit(data.X_train, data.y_train)
        assert study.train_accuracy[i] == model.score(data.X_train, data.y_train)
        assert study.test_accuracy[i] == model.score(data.X_test, data.y_test)
        assert study.cv_accuracy[i] == pytest.approx(cross_val_score(
            KNeighborsClassifier(n_neighbors=k), data.X_train, data.y_train,
            cv=StratifiedKFold(5, shuffle=True, random_state=1)).mean())
    assert study.chosen == (1, 3, 9)[int(np.argmax(study.cv_accuracy))]
    assert study.train_accuracy[0] == 1.0  # K = 1 remembers every training sample
    regions = decision_regions(data, 3, size=5)
    gx, gy = np.meshgrid(regions.xs, regions.ys)
    direct = KNeighborsClassifier(3).fit(data.X_train, data.y_train).predict(np.c_[gx.ravel(),
                                                                                     gy.ravel()])
    assert regions.classes.ravel().tolist() == direct.tolist()
