"""AppTest: the multiclass views of the Confusion and ROC/PR pages, on both built-in digits examples
and on uploads, in both languages; numbers checked against scikit-learn and seed 004 by hand."""

from __future__ import annotations

import hashlib
import io

import numpy as np
import pandas as pd
import pytest
from scipy.stats import gmean
from sklearn.metrics import (accuracy_score, average_precision_score, cohen_kappa_score,
                             confusion_matrix,
                             matthews_corrcoef, precision_recall_fscore_support, roc_auc_score,
                             top_k_accuracy_score)
from sklearn.preprocessing import label_binarize

from dashboard.i18n import CATALOG, translate
from dashboard.multiclass.sidebar import detect_task
from evalcore import io as evalcore_io
from evalcore.binary import threshold_sweep
from evalcore.examples import all_examples
from evalcore.examples.multiclass import SEED_004_DIGITS, digits_logreg_table
from evalcore.multiclass import multiclass_from_table
from tests.app.helpers import (metric_values, open_app, plotly_array,
                               plotly_figures, upload)

LANGS = ["en", "zh"]
SEED_CSV = all_examples()["digits_seed004"].build()


def fmt(value: float) -> str:
    return f"{value:.4f}"


def seed_samples() -> tuple[np.ndarray, np.ndarray]:
    """y_true, y_pred with the seed matrix's counts (a[i, j] samples of true i predicted j)."""
    cells = np.argwhere(SEED_004_DIGITS >= 0)
    counts = SEED_004_DIGITS.ravel()
    return np.repeat(cells[:, 0], counts), np.repeat(cells[:, 1], counts)


def table_of(at, header_key: str, lang: str, row_key: str | None = None) -> pd.DataFrame:
    """The table (st.dataframe or static st.table) whose first column header is ``header_key``'s
    text (and whose first column holds ``row_key``'s text, when given)."""
    head = translate(header_key, lang)
    return next(d.value for d in [*at.dataframe, *at.table] if d.value.columns[0] == head
                and (row_key is None or translate(row_key, lang) in set(d.value.iloc[:, 0])))


def rows_by_first_column(frame: pd.DataFrame) -> dict[str, list]:
    return {str(row[0]): list(row[1:]) for row in frame.itertuples(index=False)}


def heatmap_z(at) -> np.ndarray:
    trace = plotly_figures(at)[0]["data"][0]
    shape = [int(s) for s in str(trace["z"]["shape"]).split(",")]
    return np.array(plotly_array(trace["z"]), dtype=float).reshape(shape)


def m(key: str, lang: str, **params) -> str:
    return translate(key, lang, **params)


@pytest.mark.parametrize("lang", LANGS)
def test_seed004_matrix_summary_and_per_class_against_sklearn(lang):
    at = open_app(lang=lang, example="digits_seed004")
    assert at.header[0].value == m("multiclass_confusion_header", lang, classes=10, n="993")
    y_true, y_pred = seed_samples()
    metrics = metric_values(at)
    assert metrics[m("multiclass_metric_accuracy", lang)] == fmt(968 / 993) == "0.9748"
    assert metrics[m("multiclass_metric_error_rate", lang)] == fmt(25 / 993)
    assert metrics[m("multiclass_metric_kappa", lang)] == fmt(cohen_kappa_score(y_true, y_pred))
    assert metrics[m("multiclass_metric_mcc", lang)] == fmt(matthews_corrcoef(y_true, y_pred))
    p, r, f1, support = precision_recall_fscore_support(y_true, y_pred, zero_division=0)
    assert metrics[m("multiclass_metric_g_mean", lang)] == fmt(gmean(r))
    captions = " ".join(c.value for c in at.caption)
    assert m("multiclass_accuracy_counts", lang, correct="968", n="993") in captions
    assert m("multiclass_kappa_band", lang, band=m("multiclass_kappa_almost_perfect", lang)) \
        in captions
    assert m("multiclass_macro_note", lang) in captions

    per_class = rows_by_first_column(table_of(at, "multiclass_class_column", lang))
    a = SEED_004_DIGITS
    tn_plus_fp = a.sum() - a.sum(axis=1)
    specificity = (tn_plus_fp - (a.sum(axis=0) - np.diag(a))) / tn_plus_fp
    for i in range(10):
        assert per_class[str(i)][:6] == [fmt(p[i]), fmt(r[i]), fmt(f1[i]), fmt(f1[i]),
                                         fmt(specificity[i]), str(support[i])]

    averages = rows_by_first_column(table_of(at, "metric_column", lang,
                                             "multiclass_metric_macro_precision"))
    expected = {"macro": precision_recall_fscore_support(y_true, y_pred, average="macro"),
                "micro": precision_recall_fscore_support(y_true, y_pred, average="micro"),
                "weighted": precision_recall_fscore_support(y_true, y_pred, average="weighted")}
    for kind, (ep, er, ef, _) in expected.items():
        assert averages[m(f"multiclass_metric_{kind}_precision", lang)][0] == fmt(ep)
        assert averages[m(f"multiclass_metric_{kind}_recall", lang)][0] == fmt(er)
        f1_key = "macro_f1_mean" if kind == "macro" else f"{kind}_f1"
        assert averages[m(f"multiclass_metric_{f1_key}", lang)][0] == fmt(ef)
    macro_p, macro_r = expected["macro"][:2]
    book = 2 * macro_p * macro_r / (macro_p + macro_r)
    assert averages[m("multiclass_metric_macro_f1_book", lang)][0] == fmt(book)


@pytest.mark.parametrize("lang", LANGS)
def test_heatmap_normalization_switches_z(lang):
    at = open_app(lang=lang, example="digits_seed004")
    a = SEED_004_DIGITS.astype(float)
    assert np.array_equal(heatmap_z(at), a)
    at.radio(key="multiclass_normalize").set_value("rows").run()
    rows = heatmap_z(at)
    np.testing.assert_allclose(rows, a / a.sum(axis=1, keepdims=True))
    assert rows[9, 9] == 95 / 100 and rows[9, 4] == 3 / 100  # digit 9: 95 right, 3 read as 4
    at.radio(key="multiclass_normalize").set_value("columns").run()
    columns = heatmap_z(at)
    np.testing.assert_allclose(columns, a / a.sum(axis=0, keepdims=True))
    assert columns[9, 9] == 95 / 99  # column 9: 1 + 2 + 1 + 95 predicted as 9
    trace = plotly_figures(at)[0]["data"][0]
    assert trace["text"][9][9] == "95<br>96.0%"
    diagonal = [s for s in plotly_figures(at)[0]["layout"]["shapes"]]
    assert [(s["x0"], s["y0"]) for s in diagonal[:10]] == [(i - 0.5, i - 0.5) for i in range(10)]


@pytest.mark.parametrize("lang", LANGS)
def test_class_vs_rest_shows_that_class_two_by_two(lang):
    at = open_app(lang=lang, example="digits_seed004")
    at.selectbox(key=next(s.key for s in at.selectbox if s.key.startswith("multiclass_class_"))) \
        .set_value("9").run()
    assert m("multiclass_class_vs_rest_header", lang, label="9") in [s.value for s in at.subheader]
    metrics = metric_values(at)
    # row 9: 95 right, 5 elsewhere; column 9: 1 (true 0) + 2 (true 4) + 1 (true 8) wrongly 9
    assert [metrics[m(k, lang)] for k in ("tp_label", "fp_label", "tn_label", "fn_label")] == \
        ["95", "4", str(993 - 95 - 4 - 5), "5"]
    two_by_two = plotly_figures(at)[1]["data"][0]
    assert [c.split("<br>")[1] for row in two_by_two["text"] for c in row] == \
        ["95", "5", "4", "889"]
    selected = plotly_figures(at)[0]["layout"]["shapes"][-1]
    assert (selected["x0"], selected["y0"]) == (8.5, 8.5)
    measures = rows_by_first_column(table_of(at, "metric_column", lang, "metric_precision"))
    assert measures[m("metric_precision", lang)][0] == fmt(95 / 99)


def test_logreg_confusion_is_the_argmax_matrix():
    at = open_app(example="digits_logreg")
    table = digits_logreg_table()
    y = table["y_true"].to_numpy()
    predicted = table.filter(like="score_").to_numpy().argmax(axis=1)
    assert metric_values(at)["Accuracy"] == fmt(accuracy_score(y, predicted))
    np.testing.assert_array_equal(heatmap_z(at), confusion_matrix(y, predicted))


def logreg_arrays() -> tuple[np.ndarray, np.ndarray]:
    table = digits_logreg_table()
    return table["y_true"].to_numpy(), table.filter(like="score_").to_numpy()


def trace_named(figure: dict, name: str) -> dict:
    return next(d for d in figure["data"] if d.get("name") == name)


@pytest.mark.parametrize("lang", LANGS)
def test_roc_page_per_class_and_averages_against_sklearn(lang):
    at = open_app("app_pages/roc_pr.py", lang=lang, example="digits_logreg")
    y, scores = logreg_arrays()
    metrics = metric_values(at)
    assert metrics[m("multiclass_metric_auc_macro", lang)] == \
        fmt(roc_auc_score(y, scores, multi_class="ovr"))
    indicator = label_binarize(y, classes=range(10))
    assert metrics[m("multiclass_metric_auc_micro", lang)] == \
        fmt(roc_auc_score(indicator, scores, average="micro"))
    assert metrics[m("multiclass_metric_auc_weighted", lang)] == \
        fmt(roc_auc_score(y, scores, multi_class="ovr", average="weighted"))
    assert metrics[m("multiclass_metric_ap_macro", lang)] == \
        fmt(average_precision_score(indicator, scores, average="macro"))
    assert metrics[m("multiclass_metric_ap_micro", lang)] == \
        fmt(average_precision_score(indicator, scores, average="micro"))
    per_class = rows_by_first_column(table_of(at, "multiclass_class_column", lang))
    for i in range(10):
        assert per_class[str(i)][:3] == [str((y == i).sum()),
                                         fmt(roc_auc_score(y == i, scores[:, i])),
                                         fmt(average_precision_score(y == i, scores[:, i]))]
    top_k = dict(rows_by_first_column(table_of(at, "metric_column", lang)))
    for k in range(1, 10):
        assert top_k[m("multiclass_metric_top_k", lang, k=k)] == \
            [fmt(top_k_accuracy_score(y, scores, k=k, labels=range(10)))]
    assert top_k[m("multiclass_metric_top_k", lang, k=10)] == ["1.0000"]  # every class
    assert m("multiclass_tied_top_rows", lang, count="0", n="450") in [c.value for c in at.caption]
    roc, pr = plotly_figures(at)
    assert len(roc["data"]) == 1 + 10 + 1 + 1  # diagonal, classes, micro, operating point
    assert len(pr["data"]) == 1 + 10 + 1 + 2  # … and the BEP
    assert all(len(plotly_array(d["x"])) <= 5000 for d in roc["data"] + pr["data"])


@pytest.mark.parametrize("lang", LANGS)
def test_roc_class_threshold_moves_operating_point_and_bep(lang):
    at = open_app("app_pages/roc_pr.py", lang=lang, example="digits_logreg")
    y, scores = logreg_arrays()
    class_box = next(s for s in at.selectbox if s.key.startswith("multiclass_roc_class_"))
    class_box.set_value("8").run()
    at.number_input(key="threshold_number").set_value(0.3).run()
    positive, predicted = y == 8, scores[:, 8] >= 0.3
    tp, fp = int((positive & predicted).sum()), int((~positive & predicted).sum())
    fn, tn = int(positive.sum()) - tp, int((~positive).sum()) - fp
    metrics = metric_values(at)
    assert [metrics[m(k, lang)] for k in ("tp_label", "fp_label", "tn_label", "fn_label")] == \
        [str(tp), str(fp), str(tn), str(fn)]
    roc, pr = plotly_figures(at)
    point = trace_named(roc, m("operating_point", lang))
    assert (point["x"][0], point["y"][0]) == pytest.approx((fp / (fp + tn), tp / (tp + fn)))
    point = trace_named(pr, m("operating_point", lang))
    assert (point["x"][0], point["y"][0]) == pytest.approx((tp / (tp + fn), tp / (tp + fp)))
    bep = threshold_sweep(positive, scores[:, 8]).bep().value
    star = trace_named(pr, m("bep_point", lang))
    assert star["x"] == star["y"] == [pytest.approx(bep)]
    selected = trace_named(roc, m("multiclass_curve_name", lang, label="8", name="AUC",
                                  area=fmt(roc_auc_score(positive, scores[:, 8]))))
    assert selected["line"]["width"] == 3.5
    assert roc["data"][-3]["name"] == selected["name"]  # drawn last of the classes, on top


def test_roc_page_needs_scores_for_a_matrix():
    at = open_app("app_pages/roc_pr.py", lang="zh", example="digits_seed004")
    assert [i.value for i in at.info] == [m("multiclass_needs_scores", "zh")]
    assert not plotly_figures(at)


def test_predicted_label_never_true_is_an_extra_column_with_notice():
    data = b"y_true,y_pred\ncat,cat\ndog,dog\nbird,bird\ncat,dog\ndog,fox\nbird,cat\n"
    at = upload(open_app(), "pets.csv", data)
    assert at.header[0].value == m("multiclass_confusion_header", "en", classes=4, n="6")
    assert at.warning[0].value == m("multiclass_predicted_never_true", "en", count=1,
                                    labels="fox")
    per_class = rows_by_first_column(table_of(at, "multiclass_class_column", "en"))
    assert per_class["fox"][:3] == ["0.0000", "undefined", "0.0000"]
    assert per_class["fox"][-1] == m("multiclass_recall_never_true", "en", label="fox")
    y = ["cat", "dog", "bird", "cat", "dog", "bird"]
    pred = ["cat", "dog", "bird", "dog", "fox", "cat"]
    macro = precision_recall_fscore_support(y, pred, average="macro", zero_division=0,
                                            labels=["bird", "cat", "dog", "fox"])
    averages = rows_by_first_column(table_of(at, "metric_column", "en",
                                             "multiclass_metric_macro_precision"))
    assert averages["Macro-R"][0] == fmt(macro[1])


def test_prediction_none_uses_the_argmax_of_scores():
    data = b"y_true,y_pred,score_a,score_b,score_c\na,a,0.1,0.8,0.1\nb,b,0.2,0.7,0.1\n" \
           b"c,a,0.1,0.1,0.8\na,c,0.6,0.3,0.1\n"
    at = upload(open_app(), "both.csv", data)
    assert metric_values(at)["Accuracy"] == fmt(2 / 4)  # the y_pred column: a, b, a, c
    key = next(s.key for s in at.sidebar.selectbox if s.key.startswith("multiclass_pred_col_"))
    at.sidebar.selectbox(key=key).set_value("__none__").run()
    assert metric_values(at)["Accuracy"] == fmt(3 / 4)  # argmax: b, b, c, a
    table = pd.read_csv(io.BytesIO(data))
    direct = multiclass_from_table(table, pred_col=False)
    np.testing.assert_array_equal(direct.y_pred, [1, 1, 2, 0])
    np.testing.assert_array_equal(heatmap_z(at), direct.confusion)


TIED_ROWS = [("a", 0.5, 0.0, 0.5), ("b", 0.4, 0.4, 0.2), ("c", 0.5, 0.0, 0.5), ("b", 0.1, 0.9, 0)]
"""The issue's file: true label, then the scores of a, b, c; rows 1-3 have a tied top score."""


def tied_csv(order: str) -> bytes:
    lines = ["y_true," + ",".join(f"score_{c}" for c in order)]
    lines += [",".join([label, *(str(dict(zip("abc", row))[c]) for c in order)])
              for label, *row in TIED_ROWS]
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("order", ["cab", "abc"])
def test_tied_scores_same_in_every_column_order_and_counted(lang, order):
    """Ties go to the first class in label order: a, a, a, b, so accuracy = top-1 = 2/4."""
    note = m("multiclass_tied_top_rows", lang, count="3", n="4")
    at = upload(open_app(lang=lang), f"{order}.csv", tied_csv(order))
    assert metric_values(at)[m("multiclass_metric_accuracy", lang)] == fmt(0.5)
    assert note in [c.value for c in at.caption]
    np.testing.assert_array_equal(heatmap_z(at), [[1, 0, 0], [1, 1, 0], [1, 0, 0]])
    at.switch_page("app_pages/roc_pr.py").run()
    top_k = dict(rows_by_first_column(table_of(at, "metric_column", lang)))
    assert top_k[m("multiclass_metric_top_k", lang, k=1)] == [fmt(0.5)]
    assert top_k[m("multiclass_metric_top_k", lang, k=2)] == [fmt(1.0)]
    assert note in [c.value for c in at.caption]


BAD_MULTICLASS = {
    "negative count": (b"true,a,b\na,5,-1\nb,2,7\n", "multiclass_matrix_negative"),
    "missing score column": (b"y_true,score_a,score_b\na,0.9,0.1\nc,0.2,0.8\n",
                             "multiclass_missing_score_columns"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(BAD_MULTICLASS))
def test_bad_multiclass_upload_keeps_last_good(case, lang):
    data, key = BAD_MULTICLASS[case]
    at = upload(open_app(lang=lang), "seed.csv", SEED_CSV)
    good = metric_values(at)
    at = upload(at, "bad.csv", data)
    errors = [e.value.replace("\\", "") for e in at.main.error]
    assert errors and CATALOG[key][lang].split("{")[0] in errors[0]
    assert "seed\\.csv" in at.main.caption[0].value  # which data is still shown
    assert metric_values(at) == good


@pytest.mark.parametrize("lang", LANGS)
def test_non_square_matrix_says_so_once_declared_a_matrix(lang):
    data = b"true\\predicted,0,1,2\n0,5,1,0\n1,2,7,1\n"
    at = upload(open_app(lang=lang), "seed.csv", SEED_CSV)
    good = metric_values(at)
    at = upload(at, "bad.csv", data)
    key = hashlib.sha256(data).hexdigest()[:16]
    at.sidebar.radio(key=f"task_{key}").set_value("multiclass").run()
    at.sidebar.checkbox(key=f"multiclass_matrix_{key}").check().run()
    errors = [e.value.replace("\\", "") for e in at.main.error]
    assert errors[0] == m("multiclass_matrix_not_square", lang, shape="2 × 3")
    assert metric_values(at) == good


@pytest.mark.parametrize("csv, task", [
    (SEED_CSV, "multiclass"),                                           # C×C matrix
    (b"y_true,proba_x,proba_y\nx,0.9,0.1\ny,0.3,0.7\n", "multiclass"),  # prefixed scores
    (b"label,pred\na,a\nb,c\nc,c\n", "multiclass"),                     # 3 labels + predictions
    (b"label,score\na,0.9\nb,0.8\nc,0.1\n", "binary"),                  # one score: pick a class
    (b"label,pred\na,a\nb,a\n", "binary"),                              # two labels
    (b"label,score_A,score_B\n1,0.9,0.2\n0,0.3,0.6\n", "binary"),       # two models' scores
    (b"label,score_A,score_B\nA,0.9,0.1\nB,0.3,0.7\n", "multiclass"),   # ... or classes A, B
])
def test_task_default_follows_the_file(csv, task):
    table = evalcore_io.read_table(csv, "f.csv")
    label = evalcore_io.resolve_column(table, "label", evalcore_io.LABEL_NAMES, required=False)
    labels = evalcore_io.distinct_labels(table, label) if label else ()
    assert detect_task(table, labels) == task
