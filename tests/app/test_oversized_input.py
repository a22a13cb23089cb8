"""AppTest: files whose text no label, header or name can be (a cell of 200 KB, a file on one
line, a header of 10⁶ columns, 10⁵ distinct labels) show a clear message, and nothing the page
sends to the browser grows with them."""

from __future__ import annotations

import pytest

from dashboard.i18n import translate
from tests.app.helpers import open_app, upload

ELEMENT_BYTES = 16_000
"""Largest element the page may send (a figure of the example data is about 8 KB)."""

FILES = {
    "long label cell": (b"label,score\n" + b"x" * 200_000 + b",0.9\n0,0.2\n1,0.5\n",
                        "io_long_cell", {"column": "label", "name": "f\\.csv",
                                         "length": "200,000", "limit": "4,096"}),
    "one long line": (b"a" * 300_000, "io_long_column_name",
                      {"column": "a" * 39 + "…", "name": "f\\.csv", "limit": "4,096"}),
    "million columns": ((",".join(f"c{i}" for i in range(1_000_000)) + "\n"
                         + "1," * 999_999 + "1\n").encode(),
                        "io_too_many_columns", {"name": "f\\.csv", "count": "1,000,000",
                                                "limit": "10,000"}),
}


def _walk(node):
    yield node
    children = getattr(node, "children", None)
    if isinstance(children, dict):
        for child in children.values():
            yield from _walk(child)


def largest_element(at) -> int:
    """Bytes of the largest element (its protobuf) on the page."""
    return max(n.proto.ByteSize() for n in _walk(at._tree) if getattr(n, "proto", None))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(FILES))
def test_oversized_text_gets_its_message_and_nothing_big_reaches_the_page(case, lang):
    data, key, params = FILES[case]
    at = upload(open_app(lang=lang), "f.csv", data)
    assert not at.exception
    assert [e.value for e in at.main.error] == [translate(key, lang, **params)]
    assert largest_element(at) < ELEMENT_BYTES


def test_a_hundred_thousand_labels_keep_the_positive_class_box_small():
    labels = [f"class_{i:06d}" for i in range(100_000)]
    data = ("label,score\n" + "\n".join(f"{x},{i / 1e5}" for i, x in enumerate(labels))).encode()
    at = upload(open_app(), "labels.csv", data)
    assert not at.exception
    error = at.main.error[0].value.replace("\\", "")
    assert error.startswith("Column label has 100000 different labels (class_000000, ")
    box = at.sidebar.selectbox(key=next(b.key for b in at.sidebar.selectbox
                                        if b.label == "Positive class"))
    assert len(box.options) == 1 + 1000  # "automatic" and the first 1,000 labels
    assert largest_element(at) < 40_000  # was 789 KB


def test_a_long_class_label_is_cut_in_tables_figures_and_choices():
    label = "L" * 3000  # under the loaders' cell limit, far above what the page shows
    rows = [(label, label), ("b", "b"), ("c", "c"), ("b", label), (label, "c"), ("c", "b")]
    data = ("y_true,y_pred\n" + "\n".join(f"{t},{p}" for t, p in rows)).encode()
    at = upload(open_app(), "classes.csv", data)
    assert not at.exception and not at.main.error
    per_class = next(d.value for d in at.dataframe if "Class" in d.value.columns)
    assert sorted(per_class["Class"]) == sorted(["L" * 300 + "…", "b", "c"])
    assert largest_element(at) < ELEMENT_BYTES
