"""AppTest: every analysis page hands its analysis value and its settings to the report, which is
built without reading the file again, in the page's language; its "Reproduce with" line, run on
the file, prints the report's JSON."""

from __future__ import annotations

import json
import re
import shlex
from html import unescape

import pytest

import evalcore.cli._common
from dashboard.report.request import ReportRequest

from tests.app.helpers import choose_example, open_app
from tests.app.test_report_button import PAGES

BLOCK = re.compile(r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)
COMMAND = re.compile(r"<p>(?:Reproduce with: |复现命令：)(.*?)</p>")


@pytest.mark.parametrize("page,family,example,task,lang,tables", PAGES)
def test_report_renders_the_page_value_without_reading_the_file(
        monkeypatch, tmp_path, capsys, page, family, example, task, lang, tables):
    at = open_app(page, lang=lang)
    if example is not None:
        choose_example(at, example, family)
    request = at.session_state["report_request"]
    assert request.task == task and request.analysis is not None

    def no_reading(*_args, **_kwargs):
        raise AssertionError("the report read the file again")

    with monkeypatch.context() as patch:
        patch.setattr(evalcore.cli._common, "read_input", no_reading)
        patch.setattr(ReportRequest, "_paths", no_reading)
        html = request.html()
    value = json.loads(BLOCK.search(html).group(1))
    assert f'<html lang="{"zh-CN" if lang == "zh" else "en"}">' in html
    # the shown command, pasted in the folder of the file(s), prints the same JSON
    from evalcore.__main__ import main as evalcore_main

    for file in request.files:
        (tmp_path / file.name).write_bytes(file.data)
    argv = shlex.split(unescape(COMMAND.search(html).group(1)))
    assert argv[:3] == ["python", "-m", "evalcore"] and argv[3] == task
    capsys.readouterr()
    monkeypatch.chdir(tmp_path)
    assert evalcore_main(argv[3:]) == 0
    assert json.loads(capsys.readouterr().out) == value
