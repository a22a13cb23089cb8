"""evalcore.io: reading files, choosing columns, numeric validation and the binary loader."""

from __future__ import annotations

import io as stdio
import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from evalcore import io
from evalcore.errors import EvalInputError, Setting
from evalcore.messages.io import MESSAGES


def raises(key: str, call, *args, **kwargs) -> dict:
    """Run ``call``, expect EvalInputError ``key``; return its params."""
    with pytest.raises(EvalInputError) as caught:
        call(*args, **kwargs)
    assert caught.value.key == key
    return caught.value.params


# ---- read_table: encodings, delimiters, decimal comma, Parquet ----------------------------------

CHINESE = "真实标记,预测得分\n好瓜,0.9\n坏瓜,0.2\n好瓜,0.6\n"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be",
                                      "gb18030", "gbk"])
def test_every_encoding_reads_chinese_headers(encoding):
    data = CHINESE.encode(encoding)
    if encoding in ("utf-16-le", "utf-16-be"):  # the codec without BOM; Excel writes one
        data = "\ufeff".encode(encoding) + data
    table = io.read_table(data, "西瓜.csv")
    assert list(table.columns) == ["真实标记", "预测得分"]
    assert table["真实标记"].tolist() == ["好瓜", "坏瓜", "好瓜"]
    assert table["预测得分"].tolist() == [0.9, 0.2, 0.6]
    loaded = io.load_binary(data, "西瓜.csv")
    assert (loaded.label_col, loaded.score_col, loaded.pos_label) == ("真实标记", "预测得分", "好瓜")
    assert loaded.y_true.tolist() == [True, False, True]


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_each_delimiter(delimiter):
    text = delimiter.join(["y_true", "score", "note"]) + "\n"
    text += "\n".join(delimiter.join(row) for row in [["1", "0.5", "a b"], ["0", "0.25", "c"]])
    table = io.read_table(text.encode(), "f.txt")
    expected = pd.DataFrame({"y_true": [1, 0], "score": [0.5, 0.25], "note": ["a b", "c"]})
    pd.testing.assert_frame_equal(table, expected, check_dtype=False)
    assert table["y_true"].dtype == np.int64 and table["score"].dtype == np.float64


def test_sniffing_respects_quotes_and_picks_the_consistent_delimiter():
    data = b'label;score\n"a;b";0.5\n"c,d";0.25\n'
    table = io.read_table(data, "f.csv")
    assert table["label"].tolist() == ["a;b", "c,d"]
    assert io.header.sniff_delimiter('a,b\n"x,y",1\n') == ","
    assert io.header.sniff_delimiter("a|b|c\n1|2|3\n") == "|"
    assert io.header.sniff_delimiter("only\n1\n2\n") == ","


def test_decimal_comma_with_semicolons():
    table = io.read_table(b"y;score;weight\n1;0,75;1,5\n0;0,25;2\n1;-1,5e-3;3\n", "de.csv")
    assert table["score"].tolist() == [0.75, 0.25, -0.0015]
    assert table["weight"].tolist() == [1.5, 2.0, 3.0]


def test_semicolon_with_decimal_points_is_not_decimal_comma():
    table = io.read_table(b"y;score;tag\n1;0.75;a,b\n0;0.25;c\n", "f.csv")
    assert table["score"].tolist() == [0.75, 0.25]
    assert table["tag"].tolist() == ["a,b", "c"]


def test_header_names_are_stripped_and_values_keep_their_type():
    table = io.read_table(b"y_true , score\n yes , 0.5\nno,0.25\n", "f.csv")
    assert list(table.columns) == ["y_true", "score"]
    assert table["score"].tolist() == [0.5, 0.25]
    assert set(table["y_true"].str.strip()) == {"yes", "no"}


def test_labels_are_not_coerced():
    table = io.read_table(b"a,b,c\nTrue,1,x\nFalse,0,y\n", "f.csv")
    assert table["a"].dtype == bool
    assert table["b"].dtype == np.int64
    assert table["c"].tolist() == ["x", "y"]


def _parquet(frame: pd.DataFrame) -> bytes:
    buffer = stdio.BytesIO()
    frame.to_parquet(buffer, index=False)
    return buffer.getvalue()


@pytest.mark.parametrize("filename", ["p.parquet", "p.PQ", "no_extension"])
def test_parquet_roundtrip_by_extension_or_magic(filename):
    frame = pd.DataFrame({"y_true": [True, False, True], "score": [0.1, 0.2, 0.3],
                          "标签": ["好瓜", "坏瓜", "好瓜"]})
    pd.testing.assert_frame_equal(io.read_table(_parquet(frame), filename), frame)


# ---- read_table: bad input -----------------------------------------------------------------------

@pytest.mark.parametrize(
    "data", [b"", b"\n \n", b"\xef\xbb\xbf", b"\xff\xfe", "\n".encode("utf-16")]
)
def test_empty_file(data):
    assert raises("io_empty_file", io.read_table, data, "e.csv") == {"name": "e.csv"}


def test_empty_parquet_bytes():
    assert raises("io_empty_file", io.read_table, b"", "e.parquet") == {"name": "e.parquet"}


def test_header_only():
    params = raises("io_header_only", io.read_table, b"y_true,score\n", "h.csv")
    assert params == {"name": "h.csv", "columns": "y_true, score"}
    frame = pd.DataFrame({"y": pd.Series([], dtype=float)})
    assert raises("io_header_only", io.read_table, _parquet(frame), "h.parquet")["columns"] == "y"


@pytest.mark.parametrize("data", [b"y,score\n1,\x80\x80\xff\n", b"\x89PNG\r\n\x1a\n\x00\x00\x00\r"])
def test_unreadable_encoding(data):
    assert raises("io_unreadable_encoding", io.read_table, data, "b.csv") == {"name": "b.csv"}


def test_excel_workbook():
    assert raises("io_excel_workbook", io.read_table, b"PK\x03\x04xl/", "w.xlsx") == {
        "name": "w.xlsx"
    }


def test_corrupt_parquet():
    params = raises("io_unreadable_parquet", io.read_table, b"PAR1 not really", "c.parquet")
    assert params["name"] == "c.parquet" and params["detail"]


@pytest.mark.parametrize("data, repeated", [
    (b"y,score,y\n1,0.5,2\n", "y"),
    (b"score, score ,label,label\n1,2,3,4\n", "score, label"),
])
def test_duplicate_columns_are_named(data, repeated):
    assert raises("io_duplicate_columns", io.read_table, data, "d.csv") == {
        "name": "d.csv", "columns": repeated,
    }


def test_duplicate_parquet_columns():
    import pyarrow as pa
    import pyarrow.parquet as pq

    buffer = stdio.BytesIO()
    pq.write_table(pa.table([[1], [2]], names=["x", "x"]), buffer)
    params = raises("io_duplicate_columns", io.read_table, buffer.getvalue(), "d.pq")
    assert params == {"name": "d.pq", "columns": "x"}


def test_no_usable_columns():
    params = raises("io_no_usable_columns", io.read_table, b"a,b\n,\n,\n", "n.csv")
    assert params == {"name": "n.csv", "columns": "a, b"}


@pytest.mark.parametrize("data, line", [
    (b"y,score\n1,0.5\n0,0.1,7\n", 3),
    (b"y,score\n1,0.5,7\n0,0.1,7\n", 2),  # pandas would take the first column as the index
    (b"sep=;\ny;score\n1;0,5\n0;0,1;7\n", 4),  # Excel's sep= line counts as a line
])
def test_rows_that_do_not_match_the_header_name_their_line(data, line):
    params = raises("io_ragged_line", io.read_table, data, "m.csv")
    assert params == {"name": "m.csv", "line": line, "fields": 3, "expected": 2,
                      "delimiter": ";" if b"sep=" in data else ","}
    with pytest.raises(EvalInputError) as caught:
        io.read_table(data, "m.csv")
    assert str(caught.value).startswith(f"Line {line} of the file m.csv has 3 fields, but the "
                                        "header has 2")


@pytest.mark.parametrize("head", [b"", b"sep=,\n"])
def test_a_long_first_row_is_refused_before_pandas_makes_its_fields_an_index(monkeypatch, head):
    # pandas would turn the 20,000 extra leading fields into a 20,000-level MultiIndex (minutes)
    monkeypatch.setattr(pd, "read_csv", lambda *a, **k: pytest.fail("parsed"))
    data = head + b"label,score\n" + b"0.25," * 20_000 + b"0.5"
    params = raises("io_ragged_line", io.read_table, data, "line.csv")
    assert params == {"name": "line.csv", "line": 3 if head else 2, "fields": 20_001,
                      "expected": 2, "delimiter": ","}


# ---- resolve_column ------------------------------------------------------------------------------

def test_resolve_column_by_normalized_name_and_candidate_order():
    frame = pd.DataFrame(columns=["Prediction", "Y-True", " Score ", "W"])
    assert io.resolve_column(frame, "label", io.LABEL_NAMES) == "Y-True"
    assert io.resolve_column(frame, "score", io.SCORE_NAMES) == " Score "  # score before prediction
    assert io.resolve_column(frame, "weight", io.WEIGHT_NAMES, required=False) is None
    assert io.resolve_column(frame, "weight", io.WEIGHT_NAMES, "W") == "W"
    assert io.normalize_name(" Sample_Weight ") == "sampleweight"
    assert io.normalize_name("sample - weight") == "sampleweight"


def test_chinese_names_are_detected():
    frame = pd.DataFrame(columns=["样本权重", "概率", "类别"])
    assert io.resolve_column(frame, "label", io.LABEL_NAMES) == "类别"
    assert io.resolve_column(frame, "score", io.SCORE_NAMES) == "概率"
    assert io.resolve_column(frame, "weight", io.WEIGHT_NAMES) == "样本权重"


def test_missing_column_names_the_setting_and_columns():
    frame = pd.DataFrame(columns=["a", "b"])
    with pytest.raises(EvalInputError) as caught:
        io.resolve_column(frame, "score", io.SCORE_NAMES)
    error = caught.value
    assert error.key == "io_column_missing"
    assert error.params == {"setting": Setting("score_col", "--score-col"), "columns": "a, b"}
    assert error.hint == Setting("score_col", "--score-col")
    # The CLI's text names the flag and never the dashboard's sidebar.
    assert str(error) == ("No column was recognised as --score-col by its name. Columns in the "
                          "file: a, b. Pass --score-col with the column's name.")


def test_override_must_exist():
    frame = pd.DataFrame(columns=["a", "b"])
    params = raises("io_column_not_found", io.resolve_column, frame, "label", io.LABEL_NAMES, "c")
    assert params == {"column": "c", "setting": Setting("label_col", "--label-col"),
                      "columns": "a, b"}


# ---- numeric_columns -----------------------------------------------------------------------------

BAD = pd.DataFrame({
    "score": ["0.5", "x", None, "inf", "0.1", "-inf", "0.3"],
    "weight": [1.0, 1.0, 1.0, 1.0, np.nan, 2.0, 3.0],
})


def test_numeric_columns_reports_the_first_bad_column():
    params = raises("io_invalid_values", io.numeric_columns, BAD, ["score", "weight"])
    assert params == {"column": "score", "count": 4, "rows": "2, 3, 4, 6"}


def test_numeric_columns_drops_invalid_rows_of_any_column():
    numeric = io.numeric_columns(BAD, ["score", "weight"], drop_invalid=True)
    assert numeric.kept.tolist() == [True, False, False, False, False, False, True]
    assert (numeric.dropped, numeric.dropped_rows) == (5, (2, 3, 4, 5, 6))
    assert numeric.row_numbers.tolist() == [1, 7]
    assert numeric.values["score"].tolist() == [0.5, 0.3]
    assert numeric.values["weight"].tolist() == [1.0, 3.0]
    assert numeric.values["score"].dtype == np.float64


def test_numeric_columns_lists_ten_rows_at_most():
    frame = pd.DataFrame({"s": ["x"] * 12 + ["1"]})
    params = raises("io_invalid_values", io.numeric_columns, frame, ["s"])
    assert params == {"column": "s", "count": 12, "rows": "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …"}
    assert io.numeric_columns(frame, ["s"], drop_invalid=True).dropped_rows == tuple(range(1, 11))


def test_numeric_columns_all_invalid():
    frame = pd.DataFrame({"s": ["x", "y"], "t": [1, 2]})
    params = raises("io_no_valid_rows", io.numeric_columns, frame, ["s", "t"], drop_invalid=True)
    assert params == {"count": 2, "columns": "s, t"}


def test_numeric_columns_all_valid_keeps_everything():
    frame = pd.DataFrame({"s": [1, 2, 3]})
    numeric = io.numeric_columns(frame, ["s"])
    assert numeric.kept.all() and numeric.dropped == 0 and numeric.dropped_rows == ()
    assert numeric.values["s"].tolist() == [1.0, 2.0, 3.0]


# ---- binary loader: labels and the positive class ------------------------------------------------

def binary(text: str, **kwargs) -> io.BinaryData:
    return io.load_binary(text.encode(), "b.csv", **kwargs)


@pytest.mark.parametrize("negative, positive, expected_labels", [
    ("0", "1", ("0", "1")),
    ("-1", "1", ("-1", "1")),
    ("0.0", "1.0", ("0", "1")),
    ("False", "True", ("False", "True")),
    ("no", "yes", ("no", "yes")),
    ("No", "Yes", ("No", "Yes")),
    ("neg", "pos", ("neg", "pos")),
    ("negative", "POSITIVE", ("POSITIVE", "negative")),
    ("坏瓜", "好瓜", ("坏瓜", "好瓜")),
    ("否", "是", ("否", "是")),
    ("反例", "正例", ("反例", "正例")),
    ("0", "2", ("0", "2")),
    ("-5", "3", ("-5", "3")),
])
def test_positive_label_rule(negative, positive, expected_labels):
    labels = [negative, positive, positive, negative]
    data = binary("label,score\n" + "".join(f"{lab},{i}\n" for i, lab in enumerate(labels)))
    assert data.pos_label == positive.removesuffix(".0")
    assert data.labels == expected_labels
    assert data.y_true.tolist() == [False, True, True, False]
    assert data.scores.tolist() == [0.0, 1.0, 2.0, 3.0]


def test_rule_is_exposed_in_order():
    assert io.POSITIVE_LABEL_RULE[:5] == ("1", "true", "yes", "pos", "positive")
    assert "好瓜" in io.POSITIVE_LABEL_RULE


@pytest.mark.parametrize("pos_label", [1, 1.0, "1", "1.0", np.int64(1)])
def test_pos_label_matches_as_text_or_number(pos_label):
    data = binary("y,score\n1,0.9\n0,0.1\n2,0.5\n", pos_label=pos_label)
    assert data.pos_label == "1"
    assert data.y_true.tolist() == [True, False, False]  # one-vs-rest with three labels
    assert data.labels == ("0", "1", "2")


def test_pos_label_case_insensitive_and_negative_choice():
    assert binary("y,score\nYes,0.9\nNo,0.1\n", pos_label="no").y_true.tolist() == [False, True]
    assert binary("y,score\n1,0.9\n0,0.1\n", pos_label=0).y_true.tolist() == [False, True]
    for pos_label in (False, "false", "FALSE"):
        data = binary("y,score\nTrue,0.9\nFalse,0.1\n", pos_label=pos_label)
        assert (data.pos_label, data.y_true.tolist()) == ("False", [False, True])


def test_pos_label_absent():
    params = raises("io_pos_label_absent", binary, "y,score\na,1\nb,2\n", pos_label="c")
    assert params == {"pos_label": "c", "column": "y", "labels": "a, b"}


def test_pos_label_cannot_be_inferred():
    params = raises("io_pos_label_unknown", binary, "y,score\ncat,1\ndog,2\n")
    assert params["labels"] == "cat, dog" and params["column"] == "y"
    assert params["rule"] == ", ".join(io.POSITIVE_LABEL_RULE)


def test_more_than_two_labels_without_pos_label():
    params = raises("io_too_many_labels", binary, "y,score\n2,1\n10,2\n1,3\n")
    assert params == {"column": "y", "count": 3, "labels": "1, 2, 10"}


def test_one_class_only():
    params = raises("io_one_class", binary, "y,score\n1,0.5\n1,0.2\n")
    assert params == {"column": "y", "label": "1"}
    assert raises("io_one_class", binary, "y,score\n0,0.5\n0,0.2\n", pos_label=0)["label"] == "0"


def test_missing_labels_are_invalid_rows():
    text = "y,score\n1,0.5\n,0.2\n0,0.3\n0,x\n"
    assert raises("io_missing_labels", binary, text) == {"column": "y", "count": 1, "rows": "2"}
    data = binary(text, drop_invalid=True)
    assert (data.n_rows, data.dropped, data.dropped_rows) == (4, 2, (2, 4))
    assert data.y_true.tolist() == [True, False] and data.scores.tolist() == [0.5, 0.3]


def test_invalid_scores_are_reported_then_dropped():
    text = "y,score\n1,0.5\n0,nan\n1,inf\n0,abc\n1,0.1\n0,0.2\n"
    assert raises("io_invalid_values", binary, text) == {"column": "score", "count": 3,
                                                         "rows": "2, 3, 4"}
    data = binary(text, drop_invalid=True)
    assert (data.dropped, data.dropped_rows, data.n_rows) == (3, (2, 3, 4), 6)
    assert data.scores.tolist() == [0.5, 0.1, 0.2]


def test_nothing_left_after_dropping():
    params = raises("io_no_valid_rows", binary, "y,score\n,0.5\n,0.2\n", drop_invalid=True)
    assert params == {"count": 2, "columns": "y, score"}


def test_same_column_for_labels_and_scores():
    assert raises("io_same_column", binary, "y,score\n1,0\n", label_col="y", score_col="y") == {
        "column": "y"
    }


def test_distinct_labels_sorted_numerically_or_as_text():
    frame = pd.DataFrame({"n": [10, 2, -1, 2, np.nan], "s": ["b", "a", None, "B", "a"]})
    assert io.distinct_labels(frame, "n") == ("-1", "2", "10")
    assert io.distinct_labels(frame, "s") == ("B", "a", "b")


# ---- binary loader: weights ----------------------------------------------------------------------

def test_weights_detected_and_totalled():
    data = binary("y,score,sample_weight\n1,0.9,2.5\n0,0.1,1\n1,0.4,0.5\n0,0.3,0\n")
    assert data.weight_col == "sample_weight"
    assert data.weights.tolist() == [2.5, 1.0, 0.5, 0.0]
    assert (data.positives, data.negatives) == (3.0, 1.0)
    assert isinstance(data.positives, float)


def test_weight_column_can_be_declined():
    data = binary("y,score,sample_weight\n1,0.9,2.5\n0,0.1,1\n", weight_col=False)
    assert data.weights is None and data.weight_col is None
    assert (data.positives, data.negatives) == (1.0, 1.0)


def test_unweighted_totals_are_counts():
    data = binary("y,score\n1,0.9\n0,0.1\n1,0.4\n")
    assert data.weights is None and data.weight_col is None
    assert (data.positives, data.negatives) == (2.0, 1.0)


def test_negative_weights():
    text = "y,score,weight\n1,0.9,1\n0,0.1,-1\n1,0.4,2\n0,0.3,-0.5\n"
    assert raises("io_negative_weights", binary, text) == {"column": "weight", "count": 2,
                                                           "rows": "2, 4"}


def test_non_numeric_weights():
    text = "y,score,weight\n1,0.9,1\n0,0.1,heavy\n1,0.2,1\n0,0.4,2\n"
    assert raises("io_invalid_values", binary, text) == {"column": "weight", "count": 1,
                                                         "rows": "2"}
    assert binary(text, drop_invalid=True).weights.tolist() == [1.0, 1.0, 2.0]


def test_zero_weight_class_counts_as_absent():
    text = "y,score,weight\n1,0.9,0\n0,0.1,1\n1,0.4,0\n0,0.3,2\n"
    assert raises("io_one_class", binary, text) == {"column": "y", "label": "0"}
    text = "y,score,weight\na,0.9,1\nb,0.1,1\nc,0.4,0\n"
    assert raises("io_one_class", binary, text, pos_label="c") == {"column": "y", "label": "a, b"}


# ---- messages ------------------------------------------------------------------------------------

def test_every_message_in_both_languages_with_the_same_placeholders():
    for key, texts in MESSAGES.items():
        assert key.startswith("io_")
        fields = [set(re.findall(r"{(\w+)(?::[^}]*)?}", texts[lang])) for lang in ("en", "zh")]
        assert fields[0] == fields[1], key


# ---- property: what is written is read back ------------------------------------------------------

NAMES = st.lists(st.from_regex(r"[a-z][a-z0-9_]{0,7}", fullmatch=True), min_size=1, max_size=4,
                 unique=True)


@st.composite
def numeric_frames(draw):
    names = draw(NAMES)
    rows = draw(st.integers(1, 20))
    columns = {}
    for name in names:
        if draw(st.booleans()):
            elements = st.floats(allow_nan=False, allow_infinity=False, width=64)
            columns[name] = draw(hnp.arrays(np.float64, rows, elements=elements))
        else:
            columns[name] = draw(hnp.arrays(np.int64, rows, elements=st.integers(-10**12, 10**12)))
    return pd.DataFrame(columns)


@settings(max_examples=80, deadline=None)
@given(frame=numeric_frames(), delimiter=st.sampled_from(io.DELIMITERS),
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "gb18030"]))
def test_written_csv_reads_back_equal(frame, delimiter, encoding):
    data = frame.to_csv(index=False, sep=delimiter).encode(encoding)
    pd.testing.assert_frame_equal(io.read_table(data, "h.csv"), frame, check_exact=True)



@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_line_endings(newline):
    data = newline.join(["y;score", "1;0,5", "0;0,25", ""]).encode()
    assert io.read_table(data, "f.csv")["score"].tolist() == [0.5, 0.25]


def test_excel_sep_line_and_decimal_comma_with_tabs():
    table = io.read_table(b"sep=;\r\ny;score\r\n1;0,5\r\n0;0,25\r\n", "excel.csv")
    assert list(table.columns) == ["y", "score"] and table["score"].tolist() == [0.5, 0.25]
    table = io.read_table(b"y\tscore\n1\t0,5\n0\t0,25\n", "f.tsv")
    assert table["score"].tolist() == [0.5, 0.25]


def test_labels_with_spaces_match_the_rule():
    data = binary('y,score\n"yes ",0.9\n" no",0.1\nyes,0.5\n')
    assert (data.labels, data.pos_label, data.y_true.tolist()) == (
        ("no", "yes"), "yes", [True, False, True])
