"""AppTest: the Comparison page's multiclass view on the digits example against scikit-learn and
SciPy, McNemar's table against a direct count, two files by shuffled id equal to one file, labels
differing between the files in both languages, Markdown names, the bootstrap, many classes."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy.stats import chi2
from sklearn.metrics import (
    accuracy_score,
    cohen_kappa_score,
    confusion_matrix,
    f1_score,
    matthews_corrcoef,
    precision_recall_fscore_support,
)

from dashboard.i18n import CATALOG, translate
from evalcore.compare import paired_bootstrap
from evalcore.examples.compare_multiclass import digits_pair_table
from tests.app.helpers import (
    assert_bad_model_b_keeps_last_good,
    csv_bytes,
    metric_values,
    open_app,
    plotly_array,
    plotly_figures,
    upload,
    upload_two,
)

PAGE = "app_pages/comparison.py"
MODELS = ("pred_logreg", "pred_tree")
DIGITS = list(range(10))


def _digits():
    return open_app(PAGE, example="compare_digits", family="compare")


def _summary(at) -> pd.DataFrame:
    return at.dataframe[0].value


def _per_class(at) -> pd.DataFrame:
    return at.dataframe[1].value


def _matrix(trace) -> np.ndarray:
    z = trace["z"]
    if isinstance(z, dict):
        return np.array(plotly_array(z)).reshape([int(s) for s in str(z["shape"]).split(",")])
    return np.array([plotly_array(row) for row in z], dtype=float)


def test_digits_summary_and_per_class_equal_scikit_learn():
    at = _digits()
    assert at.sidebar.radio(key=next(r.key for r in at.sidebar.radio
                                     if r.key.startswith("compare_task_"))).value == "multiclass"
    table = digits_pair_table()
    y, (a, b) = table["y_true"], (table[m] for m in MODELS)
    rows = {r[0]: list(r[1:]) for r in _summary(at).itertuples(index=False)}
    for key, metric in (("accuracy", accuracy_score),
                        ("macro_f1_mean", lambda y, p: f1_score(y, p, average="macro")),
                        ("kappa", cohen_kappa_score), ("mcc", matthews_corrcoef),
                        ("weighted_f1", lambda y, p: f1_score(y, p, average="weighted"))):
        va, vb = metric(y, a), metric(y, b)
        label = CATALOG[f"multiclass_metric_{key}"]["en"]
        assert rows[label] == [f"{va:.4f}", f"{vb:.4f}", f"{va - vb:+.4f}"], key
    assert _summary(at).columns.tolist()[1:3] == ["A · logreg", "B · tree"]  # models, not columns
    tiles = metric_values(at)
    assert tiles["Accuracy: A − B"] == f"{accuracy_score(y, a) - accuracy_score(y, b):+.4f}"
    assert tiles["Cohen's kappa: A − B"] == (
        f"{cohen_kappa_score(y, a) - cohen_kappa_score(y, b):+.4f}")
    per_class = _per_class(at)
    assert per_class.iloc[:, 0].tolist() == [str(d) for d in DIGITS]
    prf_a, prf_b = (precision_recall_fscore_support(y, p, labels=DIGITS) for p in (a, b))
    assert per_class.iloc[:, 1].tolist() == prf_a[3].tolist()
    for i, name in enumerate(("Precision", "Recall", "F1")):
        assert np.allclose(per_class[f"{name} (A)"], prf_a[i])
        assert np.allclose(per_class[f"{name} (B)"], prf_b[i])
        assert np.allclose(per_class[f"{name}: A − B"], prf_a[i] - prf_b[i])
        assert per_class[f"{name}: A − B"].dtype == float  # sorts as numbers


def test_mcnemar_table_and_p_value_equal_a_direct_count_and_scipy():
    at = _digits()
    table = digits_pair_table()
    right_a, right_b = (table[m] == table["y_true"] for m in MODELS)
    counts = [int((right_a & right_b).sum()), int((right_a & ~right_b).sum()),
              int((~right_a & right_b).sum()), int((~right_a & ~right_b).sum())]
    mcnemar = next(d.value for d in at.dataframe if d.value.shape == (4, 2))
    assert mcnemar.iloc[:, 1].tolist() == [str(c) for c in counts]
    only_a, only_b = counts[1], counts[2]
    statistic = (abs(only_a - only_b) - 1) ** 2 / (only_a + only_b)
    expected = translate("compare_mcnemar_result", "en", 
        statistic=f"{statistic:.4g}", p=f"{chi2.sf(statistic, 1):.2e}",
        method=CATALOG["compare_method_chi2"]["en"], a="logreg", b="tree")
    assert expected in [c.value for c in at.caption]


def test_f1_difference_bars_are_coloured_by_sign():
    at = _digits()
    bars = [tr for tr in plotly_figures(at)[0]["data"] if tr["type"] == "bar"]
    table = digits_pair_table()
    diff = (f1_score(table["y_true"], table["pred_logreg"], average=None)
            - f1_score(table["y_true"], table["pred_tree"], average=None))
    shown = dict(zip(bars[0]["y"], plotly_array(bars[0]["x"])))
    assert bars[0]["name"] == "logreg better"
    assert shown == pytest.approx({str(d): v for d, v in zip(DIGITS, diff) if v > 0})
    assert all(len(plotly_array(tr["x"])) == int((diff < 0).sum() if i == 1 else (diff == 0).sum())
               for i, tr in enumerate(bars[1:], start=1))
    # recall instead of F1
    key = next(r.key for r in at.radio if r.key.startswith("compare_multiclass_bar_"))
    at.radio(key=key).set_value("recall").run()
    bars = [tr for tr in plotly_figures(at)[0]["data"] if tr["type"] == "bar"]
    recall = (precision_recall_fscore_support(table["y_true"], table["pred_logreg"])[1]
              - precision_recall_fscore_support(table["y_true"], table["pred_tree"])[1])
    drawn = {y: x for tr in bars for y, x in zip(tr["y"], plotly_array(tr["x"]))}
    assert drawn == pytest.approx({str(d): v for d, v in zip(DIGITS, recall)})


def test_confusion_matrices_side_by_side_and_their_difference():
    at = _digits()
    table = digits_pair_table()
    expected = [confusion_matrix(table["y_true"], table[m], labels=DIGITS) for m in MODELS]
    heatmaps = [fig["data"][0] for fig in plotly_figures(at)[1:3]]
    for trace, matrix in zip(heatmaps, expected):
        assert _matrix(trace).tolist() == matrix.tolist()
    at.radio(key="compare_multiclass_matrix_view").set_value("difference").run()
    difference = plotly_figures(at)[1]["data"][0]
    assert _matrix(difference).tolist() == (expected[0] - expected[1]).tolist()
    at.radio(key="compare_multiclass_normalize").set_value("rows").run()
    rows = [m / m.sum(axis=1, keepdims=True) for m in expected]
    assert np.allclose(_matrix(plotly_figures(at)[1]["data"][0]), rows[0] - rows[1])


def test_two_files_by_shuffled_id_equal_one_file():
    table = digits_pair_table()
    one = _digits()
    table.insert(0, "id", [f"img{i}" for i in range(len(table))])
    file_a = table.drop(columns="pred_tree").rename(columns={"pred_logreg": "y_pred"})
    file_b = table.drop(columns="pred_logreg").sample(frac=1, random_state=5)
    at = upload_two(open_app(PAGE), csv_bytes(file_a), csv_bytes(file_b),
                    ("logreg.csv", "tree.csv"))
    assert CATALOG["compare_aligned_id"]["en"] in [c.value for c in at.sidebar.caption]
    assert _summary(at).columns.tolist()[1:3] == ["A · logreg.csv", "B · tree.csv"]
    assert _summary(at).values.tolist() == _summary(one).values.tolist()
    assert _per_class(at).values.tolist() == _per_class(one).values.tolist()
    assert metric_values(at) == metric_values(one)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_labels_differing_between_files_is_an_error_and_keeps_last_good(lang):
    table = digits_pair_table()
    file_a = csv_bytes(table[["y_true", "pred_logreg"]])
    good = table[["y_true", "pred_tree"]]
    changed = good.copy()
    changed.loc[[2, 5, 11], "y_true"] = (changed.loc[[2, 5, 11], "y_true"] + 1) % 10
    at = upload_two(open_app(PAGE, lang=lang), file_a, csv_bytes(good), ("logreg.csv", "tree.csv"))
    summary_before = _summary(at)
    head = CATALOG["compare_labels_differ_rows"][lang].split("{")[0]
    assert "3, 6, 12" in assert_bad_model_b_keeps_last_good(at, csv_bytes(changed), head)
    assert _summary(at).equals(summary_before)


def test_markdown_names_and_labels_are_shown_literally():
    table = pd.DataFrame({
        "label": ["**a**", "<b>x</b>", "c_1", "**a**", "c_1", "<b>x</b>"],
        "pred_*star*": ["**a**", "<b>x</b>", "c_1", "c_1", "c_1", "**a**"],
        "pred_[link](u)": ["<b>x</b>", "<b>x</b>", "c_1", "**a**", "**a**", "<b>x</b>"],
    })
    at = upload(open_app(PAGE), "md.csv", csv_bytes(table), "compare")
    at.sidebar.radio(key=next(r.key for r in at.sidebar.radio
                              if r.key.startswith("compare_task_"))).set_value("multiclass").run()
    assert not at.exception and not at.error
    assert _summary(at).columns.tolist()[1:3] == ["A · *star*", "B · [link](u)"]
    assert _per_class(at).iloc[:, 0].tolist() == ["**a**", "<b>x</b>", "c_1"]
    caption = next(c.value for c in at.caption if c.value.startswith("A is "))
    assert caption.replace("\\", "").startswith("A is *star*, B is [link](u).")
    bars = plotly_figures(at)[0]["data"]
    assert {y for tr in bars for y in tr["y"]} <= {"**a**", "&lt;b&gt;x&lt;/b&gt;", "c_1"}
    assert bars[0]["name"] == "*star* better"
    shown = [m.value.replace("\\", "") for m in at.markdown]
    assert "***star***" in shown and "**[link](u)**" in shown


def test_bootstrap_of_the_macro_f1_difference_equals_a_direct_call():
    at = _digits()
    key = next(w.key for w in at.selectbox if w.key and w.key.startswith("boot_metric_"))
    suffix = key.removeprefix("boot_metric_")
    assert at.selectbox(key=key).options == [CATALOG[f"compare_boot_metric_{m}"]["en"]
                                             for m in ("macro_f1", "accuracy")]
    at.number_input(key=f"boot_n_{suffix}").set_value(200)
    at.number_input(key=f"boot_seed_{suffix}").set_value(4)
    at.button(key=f"boot_run_{suffix}").click().run()
    assert not at.exception
    table = digits_pair_table()
    expected = paired_bootstrap(lambda y, p: f1_score(y, p, labels=DIGITS, average="macro"),
                                table["y_true"], table["pred_logreg"], table["pred_tree"],
                                n_resamples=200, seed=4)
    shown = next(d.value for d in at.dataframe
                 if d.value.iloc[0, 0] == "logreg" and len(d.value) == 5).iloc[:, 1].tolist()
    assert shown[2] == f"{expected.difference:.4f}"
    assert shown[3] == f"[{expected.ci[0]:.4f}, {expected.ci[1]:.4f}]"
    settings = translate("compare_bootstrap_settings", "en", n=200, seed=4,
                                                                  method="percentile")
    assert any(settings in c.value for c in at.caption)


def test_fifty_classes_stay_readable():
    rng = np.random.default_rng(0)
    y = rng.integers(0, 50, 2000)
    noisy = [np.where(rng.random(2000) < q, rng.integers(0, 50, 2000), y) for q in (0.2, 0.4)]
    frame = pd.DataFrame({"y_true": [f"c{v:02d}" for v in y],
                          "pred_a": [f"c{v:02d}" for v in noisy[0]],
                          "pred_b": [f"c{v:02d}" for v in noisy[1]]})
    at = upload(open_app(PAGE), "fifty.csv", csv_bytes(frame), "compare")
    assert not at.exception and not at.error
    assert len(_per_class(at)) == 50
    bars, matrix_a = plotly_figures(at)[:2]
    assert sum(len(tr["y"]) for tr in bars["data"]) == 50
    assert bars["layout"]["height"] >= 22 * 50
    assert bars["layout"]["yaxis"]["type"] == "category"
    assert matrix_a["data"][0].get("texttemplate") is None  # hover only beyond 20 classes


def test_a_million_rows_draw_one_bar_per_class_and_cell():
    rng = np.random.default_rng(1)
    n = 10**6
    y = rng.integers(0, 12, n)
    frame = pd.DataFrame({"y_true": y,
                          "pred_a": np.where(rng.random(n) < 0.1, rng.integers(0, 12, n), y),
                          "pred_b": np.where(rng.random(n) < 0.3, rng.integers(0, 12, n), y)})
    at = upload(open_app(PAGE), "big.csv", csv_bytes(frame), "compare")
    assert not at.exception and not at.error
    figures = plotly_figures(at)
    assert sum(len(tr["y"]) for tr in figures[0]["data"]) == 12
    matrix = _matrix(figures[1]["data"][0])
    assert matrix.shape == (12, 12)
    assert matrix.tolist() == confusion_matrix(y, frame["pred_a"], labels=range(12)).tolist()
