"""evalcore.folds against scikit-learn, numpy and SciPy on out-of-fold predictions made with
cross_val_predict (repeated stratified folds, rounded scores so that ties occur)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy import stats
from sklearn.datasets import load_breast_cancer, load_diabetes, load_iris
from sklearn.linear_model import LinearRegression, LogisticRegression
from sklearn.metrics import (
    accuracy_score,
    average_precision_score,
    cohen_kappa_score,
    f1_score,
    mean_absolute_error,
    mean_squared_error,
    precision_score,
    r2_score,
    recall_score,
    roc_auc_score,
    roc_curve,
)
from sklearn.model_selection import KFold, RepeatedStratifiedKFold, cross_val_predict
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from evalcore.errors import EvalInputError
from evalcore.folds import (
    GRID,
    corrected_resampled_ttest,
    evaluate_folds,
    five_by_two_cv_ttest,
    fold_split,
    paired_ttest,
    repeat_means,
    roc_at,
    summarize,
    vertical_roc_average,
)
from evalcore.io import binary_from_table
from evalcore.multiclass import multiclass_from_table
from evalcore.regression import regression_from_table


def scaled_logistic():
    """Logistic regression on standardised features (converges in a few iterations)."""
    return make_pipeline(StandardScaler(), LogisticRegression())


def out_of_fold(X, y, model, cv, method, *, repeats: int) -> pd.DataFrame:
    """One row per (repeat, sample): the repeat, the fold (1-based) and the prediction, made by
    cross_val_predict on each repeat's folds of the RepeatedStratifiedKFold / KFold ``cv``."""
    splits = list(cv.split(X, y))
    k = len(splits) // repeats
    frames = []
    for r in range(repeats):
        repeat_splits = splits[r * k:(r + 1) * k]
        fold = np.empty(len(y), int)
        for i, (_, test) in enumerate(repeat_splits):
            fold[test] = i + 1
        prediction = cross_val_predict(model, X, y, cv=repeat_splits, method=method)
        frames.append(pd.DataFrame({"repeat": f"r{r + 1}", "fold": fold, "y": y,
                                    "prediction": list(prediction)}))
    return pd.concat(frames, ignore_index=True)


@pytest.fixture(scope="module")
def binary_table():
    X, y = load_breast_cancer(return_X_y=True)
    cv = RepeatedStratifiedKFold(n_splits=5, n_repeats=2, random_state=3)
    table = out_of_fold(X[:, :5], y, scaled_logistic(), cv, "predict_proba",
                        repeats=2)
    score = np.round([p[1] for p in table["prediction"]], 1)
    return pd.DataFrame({"repeat": table["repeat"], "fold": table["fold"], "label": table["y"],
                         "score": score})


def _groups(table):
    return [(r, f, ((table["repeat"] == r) & (table["fold"] == f)).to_numpy())
            for r in sorted(table["repeat"].unique()) for f in sorted(table["fold"].unique())]


def test_binary_folds_mean_std_pooled_match_scikit_learn(binary_table):
    assert len(np.unique(binary_table["score"])) < 12  # rounded: many ties
    data = binary_from_table(binary_table, weight_col=False)
    split = fold_split(binary_table)
    assert (split.fold_col, split.repeat_col, split.k, split.n_repeats) == ("fold", "repeat", 5, 2)
    folds, pooled = evaluate_folds("binary", data, split, threshold=0.5)
    reference = {"roc_auc": lambda y, s: roc_auc_score(y, s),
                 "average_precision": lambda y, s: average_precision_score(y, s),
                 "accuracy": lambda y, s: accuracy_score(y, s >= 0.5),
                 "error_rate": lambda y, s: 1 - accuracy_score(y, s >= 0.5),
                 "precision": lambda y, s: precision_score(y, s >= 0.5),
                 "recall": lambda y, s: recall_score(y, s >= 0.5),
                 "f1": lambda y, s: f1_score(y, s >= 0.5)}
    groups = _groups(binary_table)
    assert [(f.repeat, f.fold, f.n) for f in folds] == [(r, str(k), int(m.sum()))
                                                         for r, k, m in groups]
    y, s = binary_table["label"].to_numpy(), binary_table["score"].to_numpy()
    for key, metric in reference.items():
        expected = np.array([metric(y[m], s[m]) for _, _, m in groups])
        assert [f.metrics[key].value for f in folds] == pytest.approx(expected)
        summary = summarize(folds, key)
        assert summary.mean == pytest.approx(expected.mean())
        assert summary.std == pytest.approx(np.std(expected, ddof=0))
        assert summary.std_sample == pytest.approx(np.std(expected, ddof=1))
        assert (summary.defined, summary.skipped) == (10, 0)
        assert pooled[key].value == pytest.approx(metric(y, s))
        means, spread = repeat_means(folds, key)
        by_repeat = [expected[:5].mean(), expected[5:].mean()]
        assert list(means) == ["r1", "r2"]
        assert list(means.values()) == pytest.approx(by_repeat)
        assert spread == pytest.approx(np.std(by_repeat))


def test_regression_folds_match_scikit_learn():
    X, y = load_diabetes(return_X_y=True)
    cv = KFold(n_splits=4, shuffle=True, random_state=1)
    table = out_of_fold(X, y, LinearRegression(), cv, "predict", repeats=1)
    table = table.drop(columns="repeat").rename(columns={"y": "y_true", "prediction": "y_pred"})
    split = fold_split(table)
    assert split.repeat_col is None and split.groups == tuple((None, str(i)) for i in range(1, 5))
    folds, pooled = evaluate_folds("regression", regression_from_table(table), split)
    yt, yp = table["y_true"].to_numpy(), table["y_pred"].to_numpy(dtype=float)
    reference = {"mse": mean_squared_error, "rmse": lambda a, b: mean_squared_error(a, b) ** .5,
                 "mae": mean_absolute_error, "r2": r2_score}
    for key, metric in reference.items():
        expected = np.array([metric(yt[m], yp[m]) for m in
                             [(table["fold"] == i).to_numpy() for i in range(1, 5)]])
        assert [f.metrics[key].value for f in folds] == pytest.approx(expected)
        assert summarize(folds, key).std == pytest.approx(np.std(expected))
        assert summarize(folds, key).std_sample == pytest.approx(np.std(expected, ddof=1))
        assert pooled[key].value == pytest.approx(metric(yt, yp))


def test_multiclass_folds_match_scikit_learn():
    X, y = load_iris(return_X_y=True)
    cv = RepeatedStratifiedKFold(n_splits=3, n_repeats=2, random_state=0)
    table = out_of_fold(X[:, :2], y, scaled_logistic(), cv, "predict", repeats=2)
    table = table.rename(columns={"y": "y_true", "prediction": "y_pred"})
    data = multiclass_from_table(table, matrix=False)
    folds, pooled = evaluate_folds("multiclass", data, fold_split(table))
    yt, yp = table["y_true"].to_numpy(), table["y_pred"].to_numpy(dtype=int)

    def book(a, b):  # harmonic mean of macro-P and macro-R (seed 004)
        p, r = precision_score(a, b, average="macro"), recall_score(a, b, average="macro")
        return 2 * p * r / (p + r)

    reference = {"accuracy": accuracy_score, "macro_f1_book": book,
                 "macro_f1_mean": lambda a, b: f1_score(a, b, average="macro"),
                 "kappa": cohen_kappa_score}
    for key, metric in reference.items():
        expected = np.array([metric(yt[m], yp[m]) for _, _, m in _groups(table)])
        assert [f.metrics[key].value for f in folds] == pytest.approx(expected)
        assert summarize(folds, key).mean == pytest.approx(expected.mean())
        assert pooled[key].value == pytest.approx(metric(yt, yp))


def test_a_one_class_fold_has_no_auc_and_the_others_are_kept():
    table = pd.DataFrame({"fold": ["a"] * 4 + ["b"] * 4 + ["c"] * 3,
                          "label": [1, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0],
                          "score": [.9, .2, .4, .6, .8, .7, .3, .6, .1, .9, .5]})
    data = binary_from_table(table)
    folds, pooled = evaluate_folds("binary", data, fold_split(table))
    auc = folds[1].metrics["roc_auc"]
    assert auc.value is None and auc.reason == "folds_one_class" and auc.params == {"label": "1"}
    assert folds[1].metrics["average_precision"].value is None
    assert folds[1].metrics["accuracy"].value == 0.75  # 0.3 < 0.5 is the one miss
    expected = [roc_auc_score([1, 0, 1, 0], [.9, .2, .4, .6]), roc_auc_score([0, 1, 0], [.1, .9, .5])]
    assert folds[0].metrics["roc_auc"].value == pytest.approx(expected[0])
    summary = summarize(folds, "roc_auc")
    assert (summary.defined, summary.skipped) == (2, 1)
    assert summary.mean == pytest.approx(np.mean(expected))
    assert summary.std == pytest.approx(np.std(expected))
    assert pooled["roc_auc"].value == pytest.approx(roc_auc_score(table["label"], table["score"]))


@pytest.mark.parametrize("column, key", [
    ([1, 1, 1, 1], "folds_one_fold"),
    ([1, None, 2, 2], "folds_missing_ids"),
    ([1, 2, 2, 2], "folds_one_row"),
])
def test_bad_fold_columns_are_refused(column, key):
    table = pd.DataFrame({"fold": column, "label": [1, 0, 1, 0], "score": [.9, .1, .8, .2]})
    with pytest.raises(EvalInputError) as error:
        fold_split(table)
    assert error.value.key == key


def test_fold_ids_are_text_as_written_and_chinese_names_are_detected():
    table = pd.DataFrame({"折号": ["甲", "甲", "乙", "乙"], "重复": [1.0, 1.0, 1.0, 1.0],
                          "label": [1, 0, 1, 0], "score": [.9, .1, .8, .2]})
    split = fold_split(table)
    assert (split.fold_col, split.repeat_col) == ("折号", "重复")
    assert split.groups == (("1", "乙"), ("1", "甲"))


def _reference_tpr(fpr, tpr, grid):
    """Independent, point by point: on a vertical segment (FPR = x at several points) the highest
    TPR; otherwise np.interp on the one segment of the polyline that crosses x."""
    out = []
    for x in grid:
        at = fpr == x
        if at.any():
            out.append(tpr[at].max())
            continue
        left = np.flatnonzero(fpr < x)[-1]
        out.append(np.interp(x, fpr[left:left + 2], tpr[left:left + 2]))
    return np.array(out)


def test_vertical_roc_average_matches_an_independent_interpolation(binary_table):
    curves = []
    for _, _, m in _groups(binary_table):
        fpr, tpr, _ = roc_curve(binary_table["label"][m], binary_table["score"][m],
                                drop_intermediate=False)
        curves.append((fpr, tpr))
    average = vertical_roc_average(curves)
    assert average.fpr.size == 101 and average.fpr[1] == pytest.approx(0.01)
    rows = np.array([_reference_tpr(f, t, GRID) for f, t in curves])
    assert average.tpr == pytest.approx(rows)
    assert average.tpr_mean == pytest.approx(rows.mean(axis=0))
    assert average.tpr_std == pytest.approx(rows.std(axis=0))


def test_roc_at_takes_the_highest_tpr_on_a_vertical_segment():
    fpr, tpr = np.array([0, 0, .5, .5, 1]), np.array([0, .4, .6, .9, 1])
    assert roc_at(fpr, tpr, np.array([0, .25, .5, .75, 1])) == pytest.approx(
        [.4, .5, .9, .95, 1])
    # Before a vertical run the polyline's own segment counts, not the run's top: (0, 0) to
    # (0.5, 0.6) at 0.25 is 0.3, not halfway to 0.9.
    fpr, tpr = np.array([0, .5, .5, 1]), np.array([0, .6, .9, 1])
    assert roc_at(fpr, tpr, np.array([.25, .5])) == pytest.approx([.3, .9])


def test_paired_and_corrected_t_tests_by_hand():
    a, b = [0.80, 0.82, 0.78, 0.85, 0.81], [0.78, 0.80, 0.79, 0.80, 0.79]
    d = np.array(a) - np.array(b)  # 0.02, 0.02, -0.01, 0.05, 0.02: mean 0.02
    s2 = np.sum((d - 0.02) ** 2) / 4  # (0 + 0 + 0.0009 + 0.0009 + 0) / 4 = 0.00045
    assert s2 == pytest.approx(0.00045)
    plain = paired_ttest(a, b)
    assert plain.statistic == pytest.approx(0.02 / np.sqrt(0.00045 / 5))
    assert plain.statistic == pytest.approx(stats.ttest_rel(a, b).statistic)
    corrected = corrected_resampled_ttest(a, b, test_train_ratio=1 / 4)  # K = 5
    t = 0.02 / np.sqrt((1 / 5 + 1 / 4) * 0.00045)  # = 0.02 / sqrt(0.0002025) = 1.4055
    assert corrected.statistic == pytest.approx(t) and t == pytest.approx(1.40546, abs=1e-5)
    assert corrected.p_value == pytest.approx(2 * stats.t.sf(t, 4))
    assert corrected.df == 4


def test_five_by_two_cv_t_test_by_hand():
    d = np.array([[0.04, 0.02], [0.01, 0.03], [0.02, 0.02], [0.05, 0.01], [0.00, 0.02]])
    # s_i² = (d_i1 − d_i2)² / 2: 0.0002, 0.0002, 0, 0.0008, 0.0002; mean 0.00028
    t = 0.04 / np.sqrt(0.00028)
    result = five_by_two_cv_ttest(d)
    assert result.statistic == pytest.approx(t) and result.df == 5
    assert result.p_value == pytest.approx(2 * stats.t.sf(t, 5))
    assert five_by_two_cv_ttest(d[:4]).reason == "folds_5x2_layout"


def test_two_models_on_5x2_folds(binary_table):
    """Two score columns on a 5 repeats × 2 folds file: the per-fold AUC differences equal
    scikit-learn's, and the three tests follow their formulas."""
    from evalcore.folds import compare_folds

    X, y = load_breast_cancer(return_X_y=True)
    cv = RepeatedStratifiedKFold(n_splits=2, n_repeats=5, random_state=7)
    table = out_of_fold(X[:, :3], y, scaled_logistic(), cv, "predict_proba",
                        repeats=5)
    table["score"] = np.round([p[1] for p in table["prediction"]], 2)
    second = out_of_fold(X[:, 3:6], y, scaled_logistic(), cv, "predict_proba",
                         repeats=5)
    table["score_b"] = [p[1] for p in second["prediction"]]
    table = table.rename(columns={"y": "label"}).drop(columns="prediction")
    data, split = binary_from_table(table, score_col="score"), fold_split(table)
    folds_a, _ = evaluate_folds("binary", data, split)
    folds_b, _ = evaluate_folds("binary", data, split, scores=table["score_b"].to_numpy())
    result = compare_folds(folds_a, folds_b, "roc_auc")
    d = np.array([roc_auc_score(table["label"][m], table["score"][m])
                  - roc_auc_score(table["label"][m], table["score_b"][m])
                  for _, _, m in _groups(table)])
    assert result.differences == pytest.approx(d)
    assert result.paired.statistic == pytest.approx(d.mean() / np.sqrt(d.var(ddof=1) / 10))
    corrected = d.mean() / np.sqrt((1 / 10 + 1 / (2 - 1)) * d.var(ddof=1))
    assert result.corrected.statistic == pytest.approx(corrected)
    pairs = d.reshape(5, 2)
    s2 = ((pairs[:, 0] - pairs[:, 1]) ** 2 / 2).mean()
    assert result.five_by_two.statistic == pytest.approx(pairs[0, 0] / np.sqrt(s2))


def test_binary_weights_are_used_per_fold():
    table = pd.DataFrame({"fold": [1, 1, 1, 1, 2, 2, 2, 2],
                          "label": [1, 0, 1, 0, 1, 0, 0, 1],
                          "score": [.9, .6, .4, .2, .7, .8, .1, .3],
                          "weight": [1, 2, 3, 1, 2, 1, 1, 4]})
    data = binary_from_table(table)
    assert data.weight_col == "weight"
    folds, pooled = evaluate_folds("binary", data, fold_split(table))
    for fold, mask in zip(folds, [table["fold"] == 1, table["fold"] == 2]):
        y, s, w = table["label"][mask], table["score"][mask], table["weight"][mask]
        assert fold.metrics["roc_auc"].value == pytest.approx(roc_auc_score(y, s, sample_weight=w))
        assert fold.metrics["precision"].value == pytest.approx(
            precision_score(y, s >= .5, sample_weight=w))
    assert pooled["accuracy"].value == pytest.approx(
        accuracy_score(table["label"], table["score"] >= .5, sample_weight=table["weight"]))
