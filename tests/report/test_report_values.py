"""A report is built whatever the page's values look like on a command line (a column ``-y`` or
``--score``, a positive label ``-1``, a threshold ``-1e-05``, a file ``preds[v2].csv``), its
"Reproduce with" line runs as shown, and a report that cannot be built never stops the server:
the download is a page saying why, in the user's language, and the error is logged."""

from __future__ import annotations

import json
import logging
import re
from html import escape, unescape
import shlex

import numpy as np
import pytest
from sklearn.metrics import confusion_matrix, roc_auc_score

from dashboard.i18n import translate
from dashboard import report  # noqa: F401  the task reports, which requests render with
from dashboard.reporting.request import NamedFile, ReportRequest, binary_settings, threshold_flag
from evalcore.cli.binary import BinarySettings
from evalcore.cli.compare import CompareSettings
from evalcore.__main__ import main as evalcore_main
from evalcore.io import load_binary

BLOCK = re.compile(r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)
COMMAND = re.compile(r"<p>(?:Reproduce with: |复现命令：)(.*?)</p>")
LABELS = np.array([-1, 1, -1, 1, 1, -1, -1, 1])
SCORES = np.array([0.4, -0.3, 0.2, -0.00002, 0.1, -0.5, 0.00003, -0.2])
THRESHOLD = -1e-05


def _csv(label: str, score: str) -> bytes:
    rows = "".join(f"{y},{float(s)!r}\n" for y, s in zip(LABELS, SCORES))
    return f"{label},{score}\n{rows}".encode()


def _request(name: str, label: str, score: str, lang: str = "en") -> ReportRequest:
    """The Confusion page's request for the file: its settings from the loaded data, as the page
    builds them (positive class -1)."""
    data = load_binary(_csv(label, score), name, label_col=label, score_col=score, pos_label=-1)
    return ReportRequest("binary", (NamedFile(name, _csv(label, score)),),
                         binary_settings(data, THRESHOLD), lang, "confusion", THRESHOLD)


@pytest.mark.parametrize("name, label, score", [
    ("preds[v2].csv", "-y", "--score"),
    ("-preds *?.csv", "y", "-score"),
])
def test_report_of_values_argparse_reads_as_options(tmp_path, capsys, name, label, score):
    html = _request(name, label, score).html_bytes().decode("utf-8")
    result = json.loads(BLOCK.search(html).group(1))
    positive = LABELS == -1
    predicted = SCORES >= THRESHOLD
    tn, fp, fn, tp = confusion_matrix(positive, predicted).ravel()
    assert result["n"] == 8 and result["pos_label"] == "-1"
    assert result["confusion"] == {"tp": tp, "fp": fp, "tn": tn, "fn": fn}
    assert result["roc_auc"] == pytest.approx(roc_auc_score(positive, SCORES))
    # the shown command, pasted in the folder of the file, prints the same JSON
    (tmp_path / name).write_bytes(_csv(label, score))
    argv = shlex.split(unescape(COMMAND.search(html).group(1)))
    assert argv[:3] == ["python", "-m", "evalcore"]
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        assert evalcore_main(argv[3:]) == 0
    assert json.loads(capsys.readouterr().out) == result


NEAR_ZERO = np.array([-3e-05, -2e-05, -1e-05, 0.5])
"""Scores whose gaps make -1e-05 and -2e-05 the shortest decimals (repr: exponent form)."""


def test_compare_thresholds_below_zero_in_exponent_form():
    """Two thresholds follow --threshold as separate values: -1e-05 must not read as an option."""
    text = "y,score_A,score_B\n" + "".join(
        f"{y},{float(a)!r},{float(b)!r}\n" for y, a, b in zip(LABELS == -1, SCORES, SCORES[::-1]))
    assert [threshold_flag(t, NEAR_ZERO) for t in (-1e-05, -2e-05)] == ["-0.00001", "-0.00002"]
    settings = CompareSettings(task="binary", label_col="y", pos_label="True",
                               threshold=(-1e-05, -2e-05))
    assert settings.argv()[-3:] == ["--threshold", "-0.00001", "-0.00002"]
    request = ReportRequest("compare", (NamedFile("pair.csv", text.encode()),), settings, "en",
                            "comparison")
    result = request.result()
    assert result["threshold"] == {"A": -1e-05, "B": -2e-05}
    positive = LABELS == -1
    assert result["auc"] == pytest.approx({"A": roc_auc_score(positive, SCORES),
                                           "B": roc_auc_score(positive, SCORES[::-1])})
    right_a = (SCORES >= -1e-05) == positive  # McNemar's table: who is right, at each threshold
    right_b = (SCORES[::-1] >= -2e-05) == positive
    assert result["mcnemar"]["table"] == [
        [int(np.sum(right_a & right_b)), int(np.sum(right_a & ~right_b))],
        [int(np.sum(~right_a & right_b)), int(np.sum(~right_a & ~right_b))]]


PAIR = np.array([0.9, 0.1, 0.8, 0.35, 0.6, 0.7, 0.2, 0.4])
"""Model B's scores beside SCORES (model A)."""


def test_a_pair_of_columns_beginning_with_a_dash_reproduces(tmp_path, capsys):
    """``--score-cols -a --b``: the report is built, and its "Reproduce with" line, pasted,
    prints the report's JSON (AUCs against scikit-learn)."""
    text = "y,-a,--b\n" + "".join(f"{y},{float(a)!r},{float(b)!r}\n"
                                   for y, a, b in zip(LABELS, SCORES, PAIR))
    settings = CompareSettings(task="binary", label_col="y", pos_label="-1",
                               score_cols=("-a", "--b"))
    html = ReportRequest("compare", (NamedFile("pair.csv", text.encode()),), settings, "en",
                         "comparison").html_bytes().decode("utf-8")
    result = json.loads(BLOCK.search(html).group(1))
    positive = LABELS == -1
    assert result["columns"] == {"A": "-a", "B": "--b"}
    assert result["auc"] == pytest.approx({"A": roc_auc_score(positive, SCORES),
                                           "B": roc_auc_score(positive, PAIR)})
    (tmp_path / "pair.csv").write_text(text)
    argv = shlex.split(unescape(COMMAND.search(html).group(1)))
    assert argv[argv.index("--score-cols"):][:3] == ["--score-cols", "-a", "--b"]
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        assert evalcore_main(argv[3:]) == 0
    assert json.loads(capsys.readouterr().out) == result


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_report_that_cannot_be_built_says_why(caplog, lang):
    """Two causes: an input error (its message), anything else (its kind only). A pair of
    columns whose first is named like one of the command's flags (no command line can say it)
    is no cause: the report's value is built from the settings, not from a command line."""
    cases = [
        ReportRequest("binary", (NamedFile("<b>x</b>.csv", b"y,score\n1,0.5\n"),),
                      BinarySettings(score_col="<b>nope</b>"), lang, "confusion"),
    ]
    reasons = ["&lt;b&gt;nope&lt;/b&gt;"]
    flag_named = ReportRequest("compare", (NamedFile("pair.csv",
                                                     b"y,--task,-b\n1,0.9,0.1\n0,0.2,0.3\n"),),
                               CompareSettings(task="binary", score_cols=("--task", "-b")), lang,
                               "comparison")
    assert flag_named.result()["auc"] == {"A": 1.0, "B": 0.0}
    assert "evalcore-result" in flag_named.html_bytes().decode("utf-8")
    for request, reason in zip(cases, reasons):
        caplog.clear()
        with caplog.at_level(logging.ERROR, logger="dashboard.reporting.failure"):
            page = request.html_bytes().decode("utf-8")
        assert caplog.records and caplog.records[0].exc_info is not None
        assert f"<h1>{escape(translate('report_failed_title', lang))}</h1>" in page
        assert escape(translate("report_failed_note", lang)) in page and reason in page
        assert "<b>" not in page and "evalcore-result" not in page
        assert f'<html lang="{"zh-CN" if lang == "zh" else "en"}">' in page


def test_an_unexpected_error_is_named_by_its_kind(monkeypatch):
    def broken(self):
        raise ZeroDivisionError("secret detail")

    monkeypatch.setattr(ReportRequest, "html", broken)
    page = _request("a.csv", "y", "s", "zh").html_bytes().decode("utf-8")
    assert escape(translate("report_failed_unexpected", "zh", kind="ZeroDivisionError")) in page
    assert "secret detail" not in page

