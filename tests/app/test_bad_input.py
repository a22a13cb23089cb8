"""AppTest: every bad upload gets a translated message, user text stays literal, and the last good
dataset stays in use."""

from __future__ import annotations

import tomllib

import pytest

from dashboard.i18n import CATALOG, translate
from tests.app.helpers import ROOT, input_errors, metric_values, open_app, top_of_page, upload

GOOD = b"label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.2\n"

BAD_FILES = {
    "empty": (b"", "io_empty_file"),
    "header only": (b"label,score\n", "io_header_only"),
    "non-numeric score": (b"label,score\n1,0.9\n0,abc\n1,0.3\n", "io_invalid_values"),
    "one class": (b"label,score\n1,0.9\n1,0.8\n", "io_one_class"),
    "three labels": (b"label,score\na,0.9\nb,0.8\nc,0.1\n", "io_too_many_labels"),
    "duplicate columns": (b"label,score,score\n1,0.9,0.1\n0,0.8,0.3\n", "io_duplicate_columns"),
    "negative weight": (b"label,score,weight\n1,0.9,1\n0,0.8,-2\n", "io_negative_weights"),
    "bad encoding": (b"label,score\n\xff\xfe\x00\x00\xc3\x28,0.1\n", None),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_upload_shows_message_and_keeps_last_good(case, lang):
    data, key = BAD_FILES[case]
    at = upload(open_app(lang=lang), "good.csv", GOOD)
    good_counts = metric_values(at)
    at = upload(at, "bad.csv", data)
    assert not at.exception
    assert not at.sidebar.error  # the sidebar stays short: the message is where the eye is
    assert top_of_page(at).type == "error", f"no error at the top of the page for {case}"
    errors = [e.value for e in at.main.error]
    # the page says which data is still on screen (the good file, literally)
    assert at.main.caption[0].value == translate("showing_last_good", lang, 
        name="good\\.csv", rows="4")
    if key is not None:
        head = CATALOG[key][lang].split("{")[0].strip()
        assert head and head in errors[0].replace("\\", "")
    assert metric_values(at) == good_counts  # the last good dataset stays


def test_markup_in_headers_and_labels_is_shown_literally():
    header = "<img src=x onerror=alert(1)>"
    data = f"{header},**bold**\n1,0.9\n0,0.2\n".encode()
    at = upload(open_app(), "xss.csv", data)
    # Neither column is recognised by name, so the user must choose; the choices are the raw names.
    label_box = at.sidebar.selectbox[[b.label for b in at.sidebar.selectbox].index("True label column")]
    assert header in label_box.options
    # The message names the columns with every Markdown/HTML character escaped, so the browser
    # shows them literally (checked in tests/browser).
    error = at.main.error[0].value
    assert "\\<img src=x onerror=alert\\(1\\)\\>" in error
    assert "\\*\\*bold\\*\\*" in error


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_upload_limit_and_the_uploaders_english_refusal_are_stated(lang):
    """Streamlit's uploader refuses an over-limit file in the browser with an English-only
    message; the caption under it states the limit and that message in the user's language."""
    at = open_app(lang=lang)
    at.sidebar.radio(key="source_kind_classification").set_value("upload").run()
    with open(ROOT / ".streamlit" / "config.toml", "rb") as config:
        limit = tomllib.load(config)["server"]["maxUploadSize"]
    captions = [c.value for c in at.sidebar.caption]
    stated = [c for c in captions if f"{limit} MB" in c]
    assert stated and "File must be … or smaller." in stated[0]
    assert stated[0] == translate("upload_limit", lang, limit=limit)


# ---- messages fit the page: widgets named by their labels, never CLI flags -------------------------

PAGE_MESSAGES = {
    # file, family, page, the shown text in English and Chinese
    "no score column": (
        b"label,foo\n1,a\n0,b\n", "classification", None,
        "No column was recognised as “Score column” by its name. Columns in the file: label, "
        "foo. Choose the column under “Score column” in the sidebar.",
        "没有按列名识别出“预测值列”。文件中的列：label, foo。请在侧边栏的“预测值列”中选择该列。"),
    "no predicted value column": (
        b"y,guess\n1,1.5\n2,2.5\n", "regression", "app_pages/regression.py",
        "No column was recognised as “Predicted value column (ŷ)” by its name. Columns in the "
        "file: y, guess. Choose the column under “Predicted value column (ŷ)” in the sidebar.",
        "没有按列名识别出“预测值列（ŷ）”。文件中的列：y, guess。请在侧边栏的“预测值列（ŷ）”中选择该列。"),
    "invalid score": (
        b"label,score\n1,0.9\n0,\n", "classification", None,
        "Column score has 1 row that is empty, not a number or infinite (row 2; row 1 is the "
        "first row under the header). Fix the file, or tick “Drop rows with invalid values” in "
        "the sidebar (the number of dropped rows is reported).",
        "列 score 中有 1 行为空、不是数字或为无穷大（行 2；第 1 行为表头下的第一行）。请修正文件，或在"
        "侧边栏勾选“删除含无效值的行”（删除的行数会被报告）。"),
    "regression file on the confusion page": (
        b"label,score\n" + b"".join(b"%d.5,0.%d\n" % (i, i) for i in range(8)), "classification",
        None,
        "Column label holds 8 different numeric values (0.5, 1.5, 2.5, 3.5, 4.5, …): it looks "
        "like a regression target, not class labels. Open the Regression page (in the "
        "navigation) and load the file there.",
        "列 label 中有 8 个不同的数值（0.5, 1.5, 2.5, 3.5, 4.5, …）：它看起来是回归的目标值，而不是类别"
        "标记。请打开“回归”页面（导航栏中），在那里加载该文件。"),
    "percentages": (
        b"label,score\n1,85%\n0,0.2\n", "classification", None,
        "Column score holds percentages such as 85% (1 row: row 1; row 1 is the first row under "
        "the header), which are not read as numbers. Write them without the % sign, as fractions "
        "(85% as 0.85).",
        "列 score 中含有百分数，如 85%（共 1 行：行 1；第 1 行为表头下的第一行），它们不会被读作数字。"
        "请去掉 % 号，写成小数（85% 写作 0.85）。"),
    "ragged row": (
        b"label,score\n1,0.9\n0,0.2,7\n", "classification", None,
        "Line 3 of the file bad.csv has 3 fields, but the header has 2 (the delimiter is “,”). "
        "Every row needs as many fields as the header; a field holding the delimiter must be in "
        "double quotes.",
        "文件 bad.csv 的第 3 行有 3 个字段，而表头有 2 个（分隔符为“,”）。每一行的字段数必须与表头相同；"
        "含分隔符的字段须用双引号括起。"),
    "all weights zero": (
        b"label,score,weight\n1,0.9,0\n0,0.2,0\n", "classification", None,
        "Every weight in column weight is 0 (counting the rows kept), so there is nothing to "
        "evaluate. Check the weight column, or evaluate without weights.",
        "权重列 weight 中的权重全为 0（只计保留的行），没有可评估的数据。请检查权重列，或不使用权重。"),
}


def _parquet_label_lists() -> bytes:
    import io

    import pyarrow as pa
    import pyarrow.parquet as pq

    buffer = io.BytesIO()
    pq.write_table(pa.table({"label": pa.array([[1], [0]]), "score": [0.9, 0.2]}), buffer)
    return buffer.getvalue()


PAGE_MESSAGES["parquet label lists"] = (
    _parquet_label_lists(), "classification", None,
    "Column label holds lists or records (such as [1]) instead of single values. Use a column "
    "with one label or number per row, or flatten this one.",
    "列 label 中的值是列表或记录（如 [1]），而不是单个值。请使用每行一个标记或数值的列，或将该列展开。")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("case", sorted(PAGE_MESSAGES))
def test_page_messages_name_the_sidebar_widgets(case, lang):
    data, family, page, english, chinese = PAGE_MESSAGES[case]
    at = upload(open_app(page, lang=lang), "bad.csv", data, family)
    shown = input_errors(at)
    assert shown == [english if lang == "en" else chinese]
    assert "--" not in shown[0]
