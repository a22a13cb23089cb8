"""The report's order and language: the numbers come first and the command-line flags last,
under "Reproduce with"; every key of the data table is named in the report's language; a
teaching page's report ends with its settings and its file is named after the data set."""

from __future__ import annotations

import re

import pytest

from dashboard.i18n import translate
from dashboard.report import build_report
from evalcore.view.report.document import Heading, Paragraph
from dashboard.reporting.page import PageReport
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.app.helpers import open_app

SCRIPTS = re.compile(r"<script.*?</script>", re.S)


@pytest.fixture(scope="module")
def seed001(tmp_path_factory):
    example = all_examples()["seed001_a"]
    path = tmp_path_factory.mktemp("report") / "seed001_a.csv"
    path.write_bytes(csv_bytes(example.build(), example.filename))
    return str(path)


def _body(html: str) -> str:
    """The HTML a reader sees (the scripts' JSON removed)."""
    return SCRIPTS.sub("", html)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_flags_come_last_under_reproduce_with(seed001, lang):
    body = _body(build_report("binary", seed001, ["--threshold", "0.55"], lang=lang))
    headings = re.findall(r"<h2>(.*?)</h2>", body)
    assert headings[0] == translate("report_data_header", lang)
    assert headings[-1] == translate("report_reproduce_header", lang)
    end = body.index(f"<h2>{headings[-1]}</h2>")
    # no flag before the end: the first screen is the data and the figures
    assert "--threshold" not in body[:end] and "--max-distinct" not in body[:end]
    assert body.index(translate("report_numbers_header", lang)) < end
    assert body.rfind('class="figure"') < end
    tail = body[end:]
    assert "python -m evalcore binary" in tail and "<td>--threshold</td>" in tail


def test_chinese_report_names_its_keys_in_chinese(seed001):
    body = _body(build_report("binary", seed001, lang="zh"))
    data = re.search(r"<table>.*?</table>", body).group(0)
    for english in ("n", "positives", "negatives", "pos_label", "label_col"):
        assert f"<td>{english}</td>" not in data
    # seed 001: 10 samples, 5 positives and 5 negatives, positive class 1
    assert "<td>样本数 n</td><td>10</td>" in data
    assert "<td>正例数 m⁺</td><td>5</td>" in data
    assert "<td>反例数 m⁻</td><td>5</td>" in data
    assert "<td>正类</td><td>1</td>" in data
    # the numbers table names each number beside its key in the JSON block
    assert "<td>AUC（ROC 曲线下的面积）</td><td>roc_auc</td>" in body
    assert "<td>正例数 m⁺</td><td>positives</td><td>5</td>" in body
    assert "<td>真正例 TP</td><td>confusion.tp</td><td>3</td>" in body
    assert "<th>JSON 中的键</th>" in body


def test_teaching_report_ends_with_its_settings():
    report = PageReport(title="T", lang="en", file_stem="x", intro="intro",
                        settings_header="Reproduce with", columns=("Item", "Value"),
                        settings=(("Data set", "seed001_a.csv"),),
                        blocks=(Heading("Steps"), Paragraph("area")))
    body = _body(report.html())
    assert body.index("<h2>Steps</h2>") < body.index("<h2>Reproduce with</h2>")
    assert body.index("<h2>Reproduce with</h2>") < body.index("<td>seed001_a.csv</td>")


def test_learn_steps_report_is_named_after_the_data_set():
    at = open_app("app_pages/learn.py", example="seed001_a")
    report = at.session_state["report_request"]
    assert report.file_stem.startswith("seed001_a_learn_steps")
