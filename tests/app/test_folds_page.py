"""AppTest of the Folds page, in English and 简体中文, on out-of-fold predictions made with
scikit-learn's cross_val_predict (2 repeats × 3 stratified folds, scores rounded to one decimal so
that ties occur, two models): every number against scikit-learn, numpy and SciPy; the bad inputs
say what is wrong and keep the rest; other pages work on a file with a fold column."""

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
from sklearn.model_selection import RepeatedKFold, RepeatedStratifiedKFold, cross_val_predict
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.tree import DecisionTreeClassifier, DecisionTreeRegressor

from dashboard.i18n import CATALOG
from tests.app.helpers import (csv_bytes, open_app, plotly_figures, plotly_array, top_of_page,
                               upload)
from tests.evalcore.test_folds import _reference_tpr

PAGE = "app_pages/folds.py"
BINARY = {"roc_auc": roc_auc_score, "average_precision": average_precision_score,
          "accuracy": lambda y, s: accuracy_score(y, s >= 0.5),
          "error_rate": lambda y, s: 1 - accuracy_score(y, s >= 0.5),
          "precision": lambda y, s: precision_score(y, s >= 0.5),
          "recall": lambda y, s: recall_score(y, s >= 0.5),
          "f1": lambda y, s: f1_score(y, s >= 0.5)}


def out_of_fold(x, y, models: dict, *, repeats: int = 2, k: int = 3, method="predict_proba",
                seed: int = 1, stratified: bool = True) -> pd.DataFrame:
    """One row per (repeat, sample): repeat, fold (1-based), y and each model's prediction by
    cross_val_predict on that repeat's folds (stratified for classes, plain k-fold else)."""
    splitter = RepeatedStratifiedKFold if stratified else RepeatedKFold
    splits = list(splitter(n_splits=k, n_repeats=repeats, random_state=seed).split(x, y))
    frames = []
    for r in range(repeats):
        folds = splits[r * k:(r + 1) * k]
        fold = np.empty(len(y), int)
        for i, (_, test) in enumerate(folds):
            fold[test] = i + 1
        frame = {"repeat": r + 1, "fold": fold, "y": y}
        for column, model in models.items():
            out = cross_val_predict(model, x, y, cv=folds, method=method)
            frame[column] = out[:, 1] if out.ndim == 2 else out
        frames.append(pd.DataFrame(frame))
    return pd.concat(frames, ignore_index=True)


@pytest.fixture(scope="module")
def binary_table() -> pd.DataFrame:
    x, y = load_breast_cancer(return_X_y=True)
    table = out_of_fold(x[:, :4], y, {
        "score_logreg": make_pipeline(StandardScaler(), LogisticRegression()),
        "score_tree": DecisionTreeClassifier(max_depth=2, random_state=0)})
    table[["score_logreg", "score_tree"]] = table[["score_logreg", "score_tree"]].round(1)
    return table.rename(columns={"y": "label"})


def groups(table: pd.DataFrame) -> list[np.ndarray]:
    return [((table["repeat"] == r) & (table["fold"] == f)).to_numpy()
            for r in sorted(table["repeat"].unique()) for f in sorted(table["fold"].unique())]


def text(key: str, lang: str, **params) -> str:
    from dashboard.i18n import translate

    return translate(key, lang, **params)


def tables(at) -> list[pd.DataFrame]:
    return [table.value for table in at.table]


def column(key: str, lang: str) -> str:
    return CATALOG[f"folds_metric_{key}"][lang]


def f4(value: float) -> str:
    return f"{value:.4f}"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_binary_numbers_match_scikit_learn(binary_table, lang):
    at = upload(open_app(PAGE, lang=lang), "oof.csv", csv_bytes(binary_table), "folds")
    assert not at.exception and not at.main.error
    per_fold, summary, repeats, pair, tests = tables(at)
    y, s = binary_table["label"].to_numpy(), binary_table["score_logreg"].to_numpy()
    masks = groups(binary_table)
    assert len(np.unique(s)) <= 11  # rounded: ties
    assert per_fold[CATALOG["folds_col_rows"][lang]].tolist() == [str(m.sum()) for m in masks]
    for key, metric in BINARY.items():
        values = np.array([metric(y[m], s[m]) for m in masks])
        name = column(key, lang)
        assert per_fold[name].tolist() == [f4(v) for v in values], key
        assert summary[name].tolist() == [
            f"{values.mean():.4f} ± {values.std():.4f}", f4(values.mean()), f4(values.std()),
            f4(values.std(ddof=1)), f4(metric(y, s))], key
        by_repeat = [values[:3].mean(), values[3:].mean()]
        assert repeats[name].tolist() == [f4(v) for v in by_repeat] + [f4(np.std(by_repeat))]
    # the two models' AUC per fold, their differences and the tests over the six folds
    b = binary_table["score_tree"].to_numpy()
    auc_a = np.array([roc_auc_score(y[m], s[m]) for m in masks])
    auc_b = np.array([roc_auc_score(y[m], b[m]) for m in masks])
    assert pair["A − B"].tolist() == [f4(v) for v in auc_a - auc_b]
    d = auc_a - auc_b
    paired = stats.ttest_rel(auc_a, auc_b)
    corrected = d.mean() / np.sqrt((1 / 6 + 1 / 2) * d.var(ddof=1))  # K = 3: n_test/n_train = 1/2
    assert tests["t"].tolist() == [f4(paired.statistic), f4(corrected)]
    assert tests[CATALOG["folds_col_p"][lang]].tolist()[0] == f"{paired.pvalue:.3g}"
    assert len(tests) == 2  # 2 × 3 is not the 5×2cv layout
    assert_averaged_roc_and_operating_points(at, binary_table, lang)


def assert_averaged_roc_and_operating_points(at, binary_table, lang):
    """The vertical average against an independent interpolation of roc_curve's points; each
    fold's operating point at the threshold 0.5 counted by hand."""
    roc = plotly_figures(at)[0]
    traces = {trace["name"]: trace for trace in roc["data"]}
    y, s = binary_table["label"].to_numpy(), binary_table["score_logreg"].to_numpy()
    grid = np.linspace(0, 1, 101)
    rows = []
    for m in groups(binary_table):
        fpr, tpr, _ = roc_curve(y[m], s[m], drop_intermediate=False)
        rows.append(_reference_tpr(fpr, tpr, grid))
    average = f'{CATALOG["folds_vertical_average"][lang]} {CATALOG["folds_band"][lang]}'
    assert plotly_array(traces[average]["y"]) == pytest.approx(np.mean(rows, axis=0))
    points = traces[CATALOG["folds_operating_points"][lang]]
    expected = [(np.mean(s[m][y[m] == 0] >= 0.5), np.mean(s[m][y[m] == 1] >= 0.5))
                for m in groups(binary_table)]
    assert list(zip(plotly_array(points["x"]), plotly_array(points["y"]))) == pytest.approx(
        expected)


def test_multiclass_and_regression_folds_match_scikit_learn():
    x, y = load_iris(return_X_y=True)
    table = out_of_fold(x[:, :2], y, {"y_pred": make_pipeline(StandardScaler(),
                                                              LogisticRegression())},
                        method="predict").rename(columns={"y": "y_true"})
    at = upload(open_app(PAGE), "iris_oof.csv", csv_bytes(table), "folds")
    assert at.sidebar.radio(key=next(r.key for r in at.sidebar.radio
                                     if r.key.startswith("folds_task_"))).value == "multiclass"
    per_fold, summary, _ = tables(at)
    yt, yp = table["y_true"].to_numpy(), table["y_pred"].to_numpy()
    for key, metric in {"accuracy": accuracy_score, "kappa": cohen_kappa_score,
                        "macro_f1_mean": lambda a, b: f1_score(a, b, average="macro")}.items():
        values = [metric(yt[m], yp[m]) for m in groups(table)]
        assert per_fold[column(key, "en")].tolist() == [f4(v) for v in values]
        assert summary[column(key, "en")].tolist()[-1] == f4(metric(yt, yp))

    x, y = load_diabetes(return_X_y=True)
    table = out_of_fold(x, y, {"pred_linear": LinearRegression(),
                               "pred_tree": DecisionTreeRegressor(max_depth=3, random_state=0)},
                        method="predict", repeats=1, seed=0, stratified=False)
    table = table.drop(columns="repeat").rename(columns={"y": "y_true"})
    table["fold"] = table["fold"].map({1: "a", 2: "b", 3: "c"})
    at = upload(at, "diabetes_oof.csv", csv_bytes(table), "folds")
    assert not at.main.error
    per_fold, summary, pair, tests = tables(at)
    yt, yp = table["y_true"].to_numpy(), table["pred_linear"].to_numpy()
    masks = [(table["fold"] == f).to_numpy() for f in "abc"]
    for key, metric in {"mse": mean_squared_error, "mae": mean_absolute_error,
                        "r2": r2_score}.items():
        values = np.array([metric(yt[m], yp[m]) for m in masks])
        assert per_fold[column(key, "en")].tolist() == [f4(v) for v in values]
        assert summary[column(key, "en")].tolist()[2:] == [f4(values.std()),
                                                           f4(values.std(ddof=1)),
                                                           f4(metric(yt, yp))]
    mse_a = [mean_squared_error(yt[m], yp[m]) for m in masks]  # the comparison starts on MSE
    mse_b = [mean_squared_error(yt[m], table["pred_tree"].to_numpy()[m]) for m in masks]
    assert pair["A − B"].tolist() == [f4(a - b) for a, b in zip(mse_a, mse_b)]
    assert tests["t"].tolist()[0] == f4(stats.ttest_rel(mse_a, mse_b).statistic)


def test_a_one_class_fold_says_why_and_keeps_the_other_folds(binary_table):
    table = binary_table[binary_table["repeat"] == 1].drop(columns="repeat")
    fold3 = (table["fold"] == 3).to_numpy()
    table = table[~fold3 | (table["label"] == 1).to_numpy()]  # fold 3: positives only
    for lang in ("en", "zh"):
        at = upload(open_app(PAGE, lang=lang), "one_class.csv", csv_bytes(table), "folds")
        assert not at.main.error
        per_fold, summary = tables(at)[:2]
        name = column("roc_auc", lang)
        y, s = table["label"].to_numpy(), table["score_logreg"].to_numpy()
        aucs = [roc_auc_score(y[m], s[m]) for m in [(table["fold"] == f).to_numpy()
                                                     for f in (1, 2)]]
        assert per_fold[name].tolist() == [f4(aucs[0]), f4(aucs[1]), "—"]
        assert summary[name].tolist()[1] == f4(np.mean(aucs))
        warning = at.warning[0].value.replace("\\", "")
        assert warning == text("folds_fold_note", lang, fold="3",
                               reason=text("folds_one_class", lang, label="1"))
        assert text("folds_skipped", lang, defined=2, skipped=1) in [
            c.value.split("：" if lang == "zh" else ": ", 1)[-1] for c in at.caption]


BAD_FOLDS = (
    (lambda t: t.assign(fold=1), "folds_one_fold"),
    (lambda t: t.assign(fold=t["fold"].where(t.index != 4)), "folds_missing_ids"),
    (lambda t: t.assign(fold=np.where(t.index == 0, 9, t["fold"])), "folds_one_row"),
    (lambda t: t.drop(columns="fold"), "io_column_missing"),
)
"""A fold column with one value, a missing fold id, a one-row fold, no fold column."""


def test_bad_fold_columns_are_refused_and_the_last_good_data_stays(binary_table):
    at = open_app(PAGE)  # opens on the built-in example: 5 repeats × 2 folds, two models
    assert not at.exception and not at.main.error
    test_names = tables(at)[-1][CATALOG["folds_col_test"]["en"]].tolist()
    assert test_names[-1] == CATALOG["folds_test_5x2"]["en"]
    at = upload(at, "good.csv", csv_bytes(binary_table), "folds")
    before = tables(at)
    for change, message in BAD_FOLDS:
        at = upload(at, f"{message}.csv", csv_bytes(change(binary_table)), "folds")
        assert not at.exception and top_of_page(at).type == "error"
        error = at.main.error[0].value.replace("\\", "")
        head = CATALOG[message]["en"].split("{")[0]
        assert error.startswith(head) and "Fold column" in error, error
        assert any(c.value.replace("\\", "").startswith("Showing the last good data: good.csv")
                   for c in at.main.caption)
        assert len(tables(at)) == len(before)
        assert all(a.equals(b) for a, b in zip(tables(at), before)), message


def test_other_pages_work_on_a_file_with_a_fold_column(binary_table):
    at = upload(open_app("app_pages/roc_pr.py"), "oof.csv", csv_bytes(binary_table))
    # two models' scores: the page asks which (the sidebar says why), then shows it
    score = next(s for s in at.sidebar.selectbox if s.key.startswith("score_col_"))
    assert not at.exception and score.value is None
    score.set_value("score_logreg").run()
    assert not at.exception and not at.main.error
    auc = roc_auc_score(binary_table["label"], binary_table["score_logreg"])
    assert {m.label: m.value for m in at.metric}["AUC"] == f4(auc)
    at.switch_page("app_pages/comparison.py").run()
    at = upload(at, "oof.csv", csv_bytes(binary_table), "compare")
    assert not at.exception and not at.main.error
    aucs = [roc_auc_score(binary_table["label"], binary_table[c])
            for c in ("score_logreg", "score_tree")]
    assert [m.value for m in at.metric][:2] == [f4(a) for a in aucs]  # the pair, not the folds


def test_the_weight_column_weights_every_fold_and_the_pooled_value(binary_table):
    table = binary_table.drop(columns="score_tree").rename(columns={"score_logreg": "score"})
    table["weight"] = np.random.default_rng(3).random(len(table)) * 4
    at = upload(open_app(PAGE), "weighted.csv", csv_bytes(table), "folds")
    assert not at.exception and not at.main.error
    per_fold, summary, *_ = tables(at)
    y, s, w = (table[c].to_numpy() for c in ("label", "score", "weight"))
    auc = [roc_auc_score(y[m], s[m], sample_weight=w[m]) for m in groups(table)]
    name = column("roc_auc", "en")
    assert per_fold[name].tolist() == [f4(v) for v in auc]
    assert summary[name].tolist()[-1] == f4(roc_auc_score(y, s, sample_weight=w))
    assert f4(roc_auc_score(y, s, sample_weight=w)) != f4(roc_auc_score(y, s))
    choice = next(b for b in at.sidebar.selectbox if b.label == CATALOG["weight_column"]["en"])
    assert choice.value == "weight"


def test_repeats_with_different_k_are_noted_and_a_repeat_column_that_is_the_fold_column_is_refused(
        binary_table):
    table = binary_table.drop(columns="score_tree").rename(columns={"score_logreg": "score"})
    second = (table["repeat"] == 2).to_numpy()
    table.loc[second & (table["fold"] == 3).to_numpy(), "fold"] = 4
    table.loc[second & (table.index % 7 == 0), "fold"] = 5  # repeat 2: folds 1, 2, 4, 5
    at = upload(open_app(PAGE, lang="zh"), "uneven.csv", csv_bytes(table), "folds")
    assert not at.exception and not at.main.error
    note = text("folds_k_differs", "zh", k=5, ks="1: 3, 2: 4")
    assert note in [i.value.replace("\\", "") for i in at.info]
    repeat = next(b for b in at.sidebar.selectbox
                  if b.label == CATALOG["folds_repeat_column"]["zh"])
    before = tables(at)
    at = repeat.set_value("fold").run()
    assert not at.exception and top_of_page(at).type == "error"
    head = CATALOG["folds_repeat_is_fold"]["zh"].split("{")[0]
    assert at.main.error[0].value.replace("\\", "").startswith(head)
    assert all(a.equals(b) for a, b in zip(tables(at), before))
