"""AppTest: what the server sends for a page is bounded by what the page shows, not by the data
(every element's message measured as its serialized size): 5,000 folds on the Folds page, 1,000
classes (short and 210-character labels) on the Confusion page, a 1 MB label as the positive class.
Before, the folds page sent 1,078 MB, the matrix of 1,000 classes 164–296 MB and the live view
carried the label whole. The pages say in both languages how many things are left out and how to
see them; the numbers they still show are checked against scikit-learn."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from sklearn.metrics import confusion_matrix, roc_auc_score

from dashboard.i18n import translate
from dashboard.loading.budgets import TABLE_PAGE_ROWS
from evalcore.view.budgets import MAX_FOLDS_DRAWN, MAX_MATRIX_CLASSES
from evalcore.io.limits import MAX_CELL_CHARS
from tests.app.helpers import open_app, plotly_array, plotly_figures, upload

FRAME_BYTES = 20 << 20
"""The issue's bound on any one message the server sends."""
FOLDS = 5000
CLASSES = 1000
REPORT_BYTES = 20 << 20
"""Most bytes of the "Download report" file of these pages (it was 1.3 GB on a 250 MB label)."""


def largest_element(at) -> tuple[int, str]:
    """The largest element's serialized size (bytes) on the page, and its type."""
    def walk(node):
        children = getattr(node, "children", None)
        if children:
            for child in children.values():
                yield from walk(child)
        elif getattr(node, "proto", None) is not None:
            yield node.proto.ByteSize(), getattr(node, "type", type(node).__name__)

    return max(walk(at._tree))


def report_bytes(at) -> int:
    """The size of the file the page's "Download report" would give (built as a click would)."""
    return len(at.session_state["report_request"].html_bytes())


def assert_page_and_report_bounded(at, case: str) -> None:
    """The page's largest element within :data:`FRAME_BYTES` and its report within
    :data:`REPORT_BYTES` (both printed with ``case``)."""
    size, kind = largest_element(at)
    print(f"\n{case}: largest element {size:,} bytes ({kind})")
    assert size <= FRAME_BYTES
    report = report_bytes(at)
    print(f"{case}: report {report:,} bytes")
    assert report <= REPORT_BYTES


def captions(at) -> str:
    return "\n".join(c.value for c in at.caption)


def folds_csv() -> tuple[bytes, pd.DataFrame]:
    """5,000 folds of 4 rows (two of each class), scores with a slight lift."""
    rng = np.random.default_rng(48)
    y = np.tile([0, 1, 0, 1], FOLDS)
    frame = pd.DataFrame({"fold": np.repeat(np.arange(FOLDS), 4), "label": y,
                          "score": np.round(np.clip(rng.normal(0.4 + 0.2 * y, 0.2), 0, 1), 3)})
    return frame.to_csv(index=False).encode(), frame


def classes_csv(long: bool) -> tuple[bytes, list[str], np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1000)
    names = [(f"{i:04d}" + "x" * 206) if long else f"c{i}" for i in range(CLASSES)]
    n = 20_000
    y_true = np.minimum(rng.integers(0, CLASSES, n), rng.integers(0, CLASSES, n))
    y_true[:CLASSES] = np.arange(CLASSES)  # every class present
    y_pred = np.where(rng.random(n) < 0.6, y_true, rng.integers(0, CLASSES, n))
    table = pd.DataFrame({"label": np.array(names)[y_true], "pred": np.array(names)[y_pred]})
    return table.to_csv(index=False).encode(), names, y_true, y_pred


def test_5000_folds_draw_20_and_page_the_table():
    data, frame = folds_csv()
    at = open_app("app_pages/folds.py", live=True)
    at.default_timeout = 300
    upload(at, "folds.csv", data, "folds")
    assert_page_and_report_bounded(at, "5,000 folds")
    chooser = at.multiselect[0]  # the folds drawn
    assert chooser.value == [str(i) for i in range(MAX_FOLDS_DRAWN)]
    assert translate("folds_drawn_note", "en", shown=MAX_FOLDS_DRAWN, folds="5,000",
                     left="4,980") in captions(at)
    assert translate("table_page_caption", "en", first="1", last="100", rows="5,000") \
        in captions(at)
    pager = at.number_input(key=f"folds_per_fold_page_of_{FOLDS // TABLE_PAGE_ROWS}")
    pager.set_value(50).run()
    assert not at.exception, at.exception
    table = at.dataframe[0].value
    assert len(table) == TABLE_PAGE_ROWS and list(table.iloc[:, 0]) == [
        str(i) for i in range(4900, 5000)]
    last = frame[frame["fold"] == 4999]
    auc = translate("folds_metric_roc_auc", "en")
    assert table[auc].iloc[-1] == f"{roc_auc_score(last['label'], last['score']):.4f}"
    chooser.set_value(["4999", "7"]).run()  # two folds chosen: their curves drawn
    assert not at.exception, at.exception
    assert translate("folds_drawn_note", "en", shown=2, folds="5,000", left="4,998") \
        in captions(at)


@pytest.mark.parametrize(("long", "lang"), [(False, "zh"), (True, "en")])
def test_1000_classes_draw_30_in_the_matrix_and_page_the_table(long, lang):
    data, names, y_true, y_pred = classes_csv(long)
    at = open_app("app_pages/confusion.py", lang=lang)
    at.default_timeout = 300
    upload(at, "classes.csv", data)
    assert_page_and_report_bounded(at, f"1,000 classes (long labels: {long})")
    order = sorted(names)  # the page's class order: the labels sorted as text
    counts = confusion_matrix(np.array(names)[y_true], np.array(names)[y_pred], labels=order)
    support = counts.sum(axis=1)  # scikit-learn's row sums: the true classes' samples
    selected = 0  # the page's first class
    ranked = [i for i in sorted(range(CLASSES), key=lambda i: (-support[i], i)) if i != selected]
    shown = sorted([selected, *ranked[:MAX_MATRIX_CLASSES - 1]])
    trace = plotly_figures(at)[0]["data"][0]
    z = np.array(plotly_array(trace["z"]), dtype=float).reshape(len(shown), len(shown))
    np.testing.assert_array_equal(z, counts[np.ix_(shown, shown)])
    assert translate("multiclass_left_out_chooser", lang, shown=MAX_MATRIX_CLASSES,
                     classes="1,000", left="970") in captions(at)
    assert translate("table_page_caption", lang, first="1", last="100", rows="1,000") \
        in captions(at)
    at.selectbox(key="multiclass_shown_by").select_index(1).run()  # most errors
    assert not at.exception, at.exception
    errors = counts.sum(axis=1) + counts.sum(axis=0) - 2 * np.diag(counts)
    ranked = [i for i in sorted(range(CLASSES), key=lambda i: (-errors[i], i)) if i != selected]
    shown = sorted([selected, *ranked[:MAX_MATRIX_CLASSES - 1]])
    trace = plotly_figures(at)[0]["data"][0]
    z = np.array(plotly_array(trace["z"]), dtype=float).reshape(len(shown), len(shown))
    np.testing.assert_array_equal(z, counts[np.ix_(shown, shown)])


def _category_file(label: str) -> bytes:
    rng = np.random.default_rng(250)
    y = rng.integers(0, 2, 200).astype(np.int32)
    buffer = io.BytesIO()
    pq.write_table(pa.table({"label": pa.DictionaryArray.from_arrays(pa.array(y),
                                                                     pa.array(["B", label])),
                             "score": pa.array(rng.random(200))}), buffer)
    return buffer.getvalue()


def test_a_1_mb_category_is_refused_with_a_message_and_nothing_large_is_sent():
    at = open_app(live=True)
    upload(at, "category.parquet", _category_file("A" * (1 << 20)))
    assert not at.exception, at.exception
    assert "4,096" in "\n".join(e.value for e in at.main.error)  # the read gate's limit
    size, kind = largest_element(at)
    assert size < 200_000, (size, kind)


def test_a_positive_class_at_the_cell_limit_is_cut_where_shown_and_hashed_in_keys():
    label = "A" * MAX_CELL_CHARS
    at = open_app(live=True)
    upload(at, "category.parquet", _category_file(label))
    box = next(b for b in at.sidebar.selectbox if b.key.startswith("pos_label"))
    box.set_value(label).run()
    assert not at.exception, at.exception
    assert translate("summary_positive", "en", label="A" * 60 + "…") in \
        "\n".join(c.value for c in at.sidebar.caption)
    assert not any(label in (w.key or "") for w in at.sidebar.selectbox)  # hashed in keys
    size, kind = largest_element(at)
    print(f"\n{MAX_CELL_CHARS}-character label: largest element {size:,} bytes ({kind})")
    assert size < 200_000


def test_150_class_scores_draw_30_curves_and_page_the_tables():
    rng = np.random.default_rng(150)
    classes, n = 150, 3000
    y = np.minimum(rng.integers(0, classes, n), rng.integers(0, classes, n))
    y[:classes] = np.arange(classes)
    scores = rng.random((n, classes)) + 2 * np.eye(classes)[y] * (rng.random(n) < 0.5)[:, None]
    names = [f"k{i:03d}" for i in range(classes)]
    frame = pd.DataFrame(scores, columns=[f"score_{c}" for c in names])
    frame.insert(0, "y_true", np.array(names)[y])
    at = open_app("app_pages/roc_pr.py")
    at.default_timeout = 300
    upload(at, "scores.csv", frame.to_csv(index=False).encode())
    size, kind = largest_element(at)
    print(f"\n150 classes with scores: largest element {size:,} bytes ({kind})")
    assert size <= FRAME_BYTES
    roc = plotly_figures(at)[0]
    class_traces = [tr for tr in roc["data"] if tr.get("legendrank", 0) > 1000]
    assert len(class_traces) == 30
    positives = np.bincount(y, minlength=classes)
    ranked = [i for i in sorted(range(classes), key=lambda i: (-positives[i], i)) if i != 0]
    drawn = {names[i] for i in [0, *ranked[:29]]}  # the selected class (the first) and the rest
    assert {tr["name"].split(" ")[0] for tr in class_traces} == drawn
    assert translate("multiclass_curves_left_out", "en", shown=30, classes=classes,
                     left=classes - 30) in captions(at)
    assert translate("table_page_caption", "en", first="1", last="100", rows="150") \
        in captions(at)
    ovr = next(d.value for d in at.dataframe if "AUC" in d.value.columns)
    assert len(ovr) == TABLE_PAGE_ROWS
    first = roc_auc_score(y == 0, frame[f"score_{names[0]}"])
    assert ovr["AUC"].iloc[0] == f"{first:.4f}"
    assert report_bytes(at) <= REPORT_BYTES


def test_1000_classes_on_the_comparison_page():
    rng = np.random.default_rng(1001)
    n = 20_000
    y = np.minimum(rng.integers(0, CLASSES, n), rng.integers(0, CLASSES, n))
    y[:CLASSES] = np.arange(CLASSES)
    names = np.array([f"c{i:03d}" for i in range(CLASSES)])
    preds = [np.where(rng.random(n) < q, rng.integers(0, CLASSES, n), y) for q in (0.3, 0.5)]
    frame = pd.DataFrame({"y_true": names[y], "pred_a": names[preds[0]],
                          "pred_b": names[preds[1]]})
    at = open_app("app_pages/comparison.py", lang="zh")
    at.default_timeout = 300
    upload(at, "two.csv", frame.to_csv(index=False).encode(), "compare")
    size, kind = largest_element(at)
    print(f"\n1,000 classes compared: largest element {size:,} bytes ({kind})")
    assert size <= FRAME_BYTES
    assert translate("multiclass_left_out", "zh", shown=30, classes="1,000",
                     left="970") in captions(at)
    support = np.bincount(y, minlength=CLASSES)
    shown = sorted(sorted(range(CLASSES), key=lambda i: (-support[i], i))[:30])
    matrix_a = next(f for f in plotly_figures(at) if f["data"][0]["type"] == "heatmap")
    z = np.array(plotly_array(matrix_a["data"][0]["z"]), dtype=float).reshape(30, 30)
    np.testing.assert_array_equal(z, confusion_matrix(frame["y_true"], frame["pred_a"],
                                                      labels=names)[np.ix_(shown, shown)])
    assert translate("table_page_caption", "zh", first="1", last="100", rows="1,000") \
        in captions(at)
