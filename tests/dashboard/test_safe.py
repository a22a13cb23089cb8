"""dashboard.text.safe: Markdown escaping leaves no live autolink, and downloadable tables hold no
text a spreadsheet would run as a formula."""

from __future__ import annotations

import pathlib
import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dashboard.text.safe import (WORD_JOINER, escape_params, md_escape, md_shown, shown_cells,
                                    spreadsheet_safe, spreadsheet_text)
from evalcore.view.text import plot_text, shown_text

# GFM's autolink literal rules as remark-gfm applies them to the parsed text (the regular
# expressions of mdast-util-gfm-autolink-literal, as in Streamlit's frontend bundle).
GFM_URL = re.compile(r"(https?://|www(?=\.))([-.\w]+)([^ \t\r\n]*)", re.I)
GFM_EMAIL = re.compile(r"([-.\w+]+)@([-\w]+(?:\.[-\w]+)+)")


def parsed_text(escaped: str) -> str:
    """What the Markdown parser leaves after the backslash escapes are taken out."""
    return re.sub(r"\\(.)", r"\1", escaped)


@pytest.mark.parametrize("text", ["https://evil.example/login", "www.evil.example.csv",
                                  "HTTP://EVIL.EXAMPLE", "WWW.evil.example", "me@evil.example",
                                  "see http://a.b and www.c.d"])
def test_no_autolink_survives_and_the_text_reads_the_same(text):
    shown = parsed_text(md_escape(text))
    assert not GFM_URL.search(shown) and not GFM_EMAIL.search(shown)
    assert GFM_URL.search(text) or GFM_EMAIL.search(text)  # the input itself would be linked
    assert shown.replace(WORD_JOINER, "") == text


def test_plain_text_is_only_escaped():
    assert md_escape("score_A (v2)") == "score\\_A \\(v2\\)"
    assert md_escape("wwwx.csv") == "wwwx\\.csv"  # "www" must be followed by "." to link


def test_formula_cells_are_quoted_numbers_stay():
    table = pd.DataFrame({
        "query": ["=cmd|' /C calc'!A0", "@SUM(A1)", "+x", "-x", "\tx", "\rx", "plain", "-0.5"],
        "value": [-1.0, 2.0, -3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
        "mixed": [1, "=1+2", None, 2.5, "a", "-inf", "+3", "b"],
    })
    safe = spreadsheet_safe(table)
    assert safe["query"].tolist() == ["'=cmd|' /C calc'!A0", "'@SUM(A1)", "'+x", "'-x", "'\tx",
                                      "'\rx", "plain", "-0.5"]
    assert safe["value"].dtype == np.float64 and safe["value"].tolist() == table["value"].tolist()
    assert safe["mixed"].tolist()[:3] == [1, "'=1+2", None]
    assert safe["mixed"].tolist()[5:7] == ["-inf", "+3"]  # numbers written as text
    assert table["query"][0] == "=cmd|' /C calc'!A0"  # the input is not changed


def test_column_names_and_index_are_quoted():
    table = pd.DataFrame({"=HYPERLINK(\"x\")": [1]}, index=["@x"])
    safe = spreadsheet_safe(table)
    assert list(safe.columns) == ["'=HYPERLINK(\"x\")"] and list(safe.index) == ["'@x"]
    assert spreadsheet_text(-2) == -2 and spreadsheet_text("−2") == "−2"  # U+2212 is no formula


def test_every_table_goes_through_the_safe_wrapper():
    """No page or view calls st.dataframe directly (a new table would bypass the quoting)."""
    root = pathlib.Path(__file__).resolve().parents[2]
    bare = [f"{path.relative_to(root)}:{number}"
            for folder in ("app_pages", "dashboard") for path in (root / folder).rglob("*.py")
            if path.name != "tables.py"
            for number, line in enumerate(path.read_text().splitlines(), start=1)
            if re.search(r"\.(dataframe|data_editor)\(|\bst\.table\(", line)]
    assert not bare, bare


def test_user_text_is_cut_for_the_page_with_an_ellipsis():
    assert shown_text("x" * 60) == "x" * 60
    assert shown_text("x" * 100_159) == "x" * 60 + "…"
    assert md_shown("<b>" * 30) == md_escape("<b>" * 20) + "…"  # cut first, then escaped
    assert plot_text("<" * 100) == "&lt;" * 60 + "…"
    params = escape_params({"columns": "a, " * 2000, "name": "f.csv"})
    assert params["columns"] == md_escape(("a, " * 2000)[:1000]) + "…"
    assert params["name"] == "f\\.csv"


def test_long_text_cells_are_cut_for_the_page_numbers_and_short_text_stay():
    table = pd.DataFrame({"class": ["a", "b" * 301, None], "n": [1, 2, 3]})
    shown = shown_cells(table)
    assert shown["class"].tolist()[:2] == ["a", "b" * 300 + "…"] and pd.isna(shown["class"][2])
    assert shown["n"].tolist() == [1, 2, 3] and table["class"][1] == "b" * 301  # a copy
    short = table.iloc[[0]]
    assert shown_cells(short) is short


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=12)), min_size=1,
                max_size=8),
       st.integers(min_value=1, max_value=10))
def test_every_text_cell_longer_than_the_limit_and_only_those_are_cut(cells, limit):
    """Any mix of text, numbers and missing cells in a column: each text longer than ``limit``
    becomes ``shown_text`` of it, everything else stays as it was, and a table with nothing to
    cut is returned itself."""
    table = pd.DataFrame({"mixed": pd.Series(cells, dtype=object),
                          "text": [str(c) for c in cells], "n": range(len(cells))})
    shown = shown_cells(table, limit)
    for column in ("mixed", "text"):
        expected = [shown_text(v, limit) if isinstance(v, str) and len(v) > limit else v
                    for v in table[column]]
        assert [None if pd.isna(v) else v for v in shown[column]] == \
            [None if pd.isna(v) else v for v in expected]
    assert shown["n"].tolist() == list(range(len(cells)))
    any_long = any(isinstance(v, str) and len(v) > limit
                   for column in ("mixed", "text") for v in table[column])
    assert (shown is table) == (not any_long)
