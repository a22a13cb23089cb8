"""The CLI's error messages fit the command line: settings named by their flags (never "the
sidebar"), one line on stderr and exit status 2; English singular/plural; and the catalog's
surface-neutral texts."""

from __future__ import annotations

import io as stdio
import json
import string

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from evalcore.__main__ import main
from evalcore.messages import CATALOG, CLI_HINT_KEYS, format_message


def cli(capsys, tmp_path, command: str, data: bytes, *options: str, name: str = "data.csv"):
    path = tmp_path / name
    path.write_bytes(data)
    status = main([command, str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


CLI_ERRORS = {
    "no score column": (
        "binary", b"label,foo\n1,a\n0,b\n",
        "error: No column was recognised as --score-col by its name. Columns in the file: label, "
        "foo. Pass --score-col with the column's name."),
    "no predicted value column": (
        "regression", b"y,guess\n1,1.5\n2,2.5\n",
        "error: No column was recognised as --pred-col by its name. Columns in the file: y, "
        "guess. Pass --pred-col with the column's name."),
    "invalid score": (
        "binary", b"label,score\n1,0.9\n0,\n",
        "error: Column score has 1 row that is empty, not a number or infinite (row 2; row 1 is "
        "the first row under the header). Fix the file, or drop those rows with --drop-invalid "
        "(the number of dropped rows is reported)."),
    "three labels": (
        "binary", b"label,score\na,0.9\nb,0.8\nc,0.1\n",
        "error: Column label has 3 different labels (a, b, c), but a binary evaluation needs two. "
        "Once a positive class is chosen, every other label counts as negative (one-vs-rest). "
        "Choose the positive class with --pos-label."),
    "regression file through multiclass": (
        "multiclass", b"y_true,y_pred\n" + b"".join(b"%d.5,%d.25\n" % (i, i) for i in range(8)),
        "error: Column y_true holds 8 different numeric values (0.5, 1.5, 2.5, 3.5, 4.5, …): it "
        "looks like a regression target, not class labels. Evaluate it with python -m evalcore "
        "regression FILE."),
    "weights near 1e308 through cost": (
        "cost", b"label,score,weight\n1,0.9,1e308\n0,0.2,1e308\n1,0.4,1e308\n0,0.1,1e308\n",
        "error: The weights in column weight are too large to compute with: their total "
        "(> 1.8e308) multiplied by itself, as AUC, MCC and κ need, exceeds the largest "
        "representable number (about 1.8e308). Rescale them (divide every weight by the same "
        "factor, e.g. 1e300): the measures do not change."),
}


@pytest.mark.parametrize("case", sorted(CLI_ERRORS))
def test_cli_errors_name_flags_on_one_line(capsys, tmp_path, case):
    command, data, expected = CLI_ERRORS[case]
    status, out, err = cli(capsys, tmp_path, command, data)
    assert (status, out) == (2, "")
    assert err == expected + "\n"
    assert "sidebar" not in err


def parquet_label_lists() -> bytes:
    buffer = stdio.BytesIO()
    table = pa.table({"label": pa.array([[1], [0], [1], [0]]),
                      "score_A": [0.9, 0.2, 0.6, 0.4], "score_B": [0.8, 0.1, 0.7, 0.3]})
    pq.write_table(table, buffer)
    return buffer.getvalue()


@pytest.mark.parametrize("command, options", [
    ("binary", ("--score-col", "score_A")), ("cost", ("--score-col", "score_A")),
    ("multiclass", ("--pred-col", "score_A")), ("compare", ()),
])
def test_parquet_label_lists_give_one_line_not_a_traceback(capsys, tmp_path, command, options):
    status, out, err = cli(capsys, tmp_path, command, parquet_label_lists(), *options,
                           name="lists.parquet")
    assert (status, out) == (2, "")
    assert err.startswith("error: Column label holds lists or records (such as [1]) instead of "
                          "single values.")
    assert err.count("\n") == 1


def test_regression_overflow_reason_is_in_notes(capsys, tmp_path):
    data = b"y_true,y_pred\n1e200,2e200\n3e200,1e200\n-2e200,0\n5e199,1e200\n"
    status, out, _ = cli(capsys, tmp_path, "regression", data)
    result = json.loads(out)
    assert status == 0 and result["metrics"]["mse"] is None
    assert result["notes"]["mse"]["key"] == "regression_overflow"
    assert result["metrics"]["rmse"] == pytest.approx(1e200 * (9.25 / 4) ** 0.5, rel=1e-12)


# ---- the formatter and the catalog -----------------------------------------------------------------

@pytest.mark.parametrize("params, expected", [
    ({"count": 1, "rows": "3"}, "1 row (row 3)"),
    ({"count": 2, "rows": "3, 4"}, "2 rows (rows 3, 4)"),
    ({"count": "1", "rows": "3"}, "1 row (row 3)"),
    ({"count": "1,000", "rows": "3, 4, …"}, "1,000 rows (rows 3, 4, …)"),
])
def test_english_agreement(params, expected):
    assert format_message("{count:row|rows} ({rows:*row|rows})", params) == expected


def test_evalcore_messages_are_surface_neutral():
    """No message names a CLI flag or the sidebar: settings come as {setting} or as the hint.
    The command line's own messages (evalcore/messages/cli.py, raised only by evalcore.cli) may
    name flags."""
    from evalcore.messages.cli import MESSAGES as CLI_ONLY

    for key, texts in CATALOG.items():
        if key in CLI_HINT_KEYS.values() or key in CLI_ONLY:
            continue
        for lang, text in texts.items():
            assert "sidebar" not in text and "侧边栏" not in text, key
            assert " --" not in text and "（--" not in text and "(--" not in text, key


def test_every_counted_english_noun_agrees():
    """Every English placeholder named like a count is followed by its own words only through
    ``{count:one|many}`` (no "1 rows")."""
    counted = {"count", "n", "rows", "ids", "a", "b", "positives", "negatives", "labels",
               "matched", "count_a", "fields"}
    nouns = ("row", "rows", "id", "ids", "sample", "samples", "label", "labels", "class",
             "classes", "value", "values", "score", "scores", "field", "fields", "positives",
             "negatives", "resamples")
    for key, texts in CATALOG.items():
        parsed = list(string.Formatter().parse(texts["en"]))
        for (_, field, spec, _), (after, *_) in zip(parsed, parsed[1:] + [("", None, None, None)]):
            if field in counted and not spec:
                word = after.split(" ")[1] if after.startswith(" ") and len(after) > 1 else ""
                assert word.strip(".,;:)") not in nouns, (key, field, after[:20])
