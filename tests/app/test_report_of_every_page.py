"""AppTest: every analysis page hands its analysis value and its settings to the report, which is
built without reading the file again, in the page's language; its "Reproduce with" line, run on
the file, prints the report's JSON."""

from __future__ import annotations

import json
import re
import shlex
from html import unescape

import pytest

import evalcore.api.build
import evalcore.tasks

from tests.app.helpers import choose_example, open_app, upload_two
from tests.app.test_report_button import PAGES

BLOCK = re.compile(r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)
COMMAND = re.compile(r"<p>(?:Reproduce with: |复现命令：)(.*?)</p>")


@pytest.mark.parametrize("page,family,example,task,lang,tables", PAGES)
def test_report_renders_the_page_value_without_reading_the_file(
        monkeypatch, tmp_path, capsys, page, family, example, task, lang, tables):
    at = open_app(page, lang=lang)
    if example is not None:
        choose_example(at, example, family)
    _check(at.session_state["report_request"], task, lang, monkeypatch, tmp_path, capsys)


def test_report_of_two_compared_files_names_each_model_by_its_file(monkeypatch, tmp_path,
                                                                   capsys):
    a = "id,y,score\n1,1,0.9\n2,0,0.2\n3,1,0.6\n4,0,0.7\n5,1,0.35\n"
    b = "id,y,score\n4,0,0.1\n3,1,0.8\n2,0,0.3\n1,1,0.4\n5,1,0.5\n"
    at = upload_two(open_app("app_pages/comparison.py"), a.encode(), b.encode(),
                    ("model A.csv", "模型 B.csv"))
    value = _check(at.session_state["report_request"], "compare", "en", monkeypatch, tmp_path,
                   capsys)
    assert value["columns"] == {"A": "model A.csv", "B": "模型 B.csv"}
    assert value["aligned_by"] == "id" and value["n"] == 5


def _check(request, task: str, lang: str, monkeypatch, tmp_path, capsys) -> dict:
    """The report of ``request`` built with every file reader disabled, in ``lang``; its command
    run on the files prints its JSON (returned)."""
    assert request.task == task and request.analysis is not None

    def no_reading(*_args, **_kwargs):
        raise AssertionError("the report read the file again")

    with monkeypatch.context() as patch:
        patch.setattr(evalcore.api.build, "read_source", no_reading)
        patch.setattr(evalcore.tasks, "analysis", no_reading)
        patch.setattr(evalcore.api.build, "regression", no_reading)
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
    return value


def test_a_file_named_with_quotes_is_named_so_in_the_reproduce_line(monkeypatch, tmp_path,
                                                                    capsys):
    """Browsers send a ``"`` in an uploaded file's name as ``%22``: the report's command names
    the user's own file, which it reads."""
    from tests.app.helpers import upload

    data = b"y,score\n1,0.9\n0,0.2\n1,0.6\n0,0.7\n1,0.35\n"
    at = upload(open_app(), "scores%22v2%22.csv", data)  # as chromium sends scores"v2".csv
    request = at.session_state["report_request"]
    assert [f.name for f in request.files] == ['scores"v2".csv']
    html = request.html()
    (tmp_path / 'scores"v2".csv').write_bytes(data)  # the user's file
    argv = shlex.split(unescape(COMMAND.search(html).group(1)))
    assert argv[4] == 'scores"v2".csv'
    from evalcore.__main__ import main as evalcore_main

    capsys.readouterr()
    monkeypatch.chdir(tmp_path)
    assert evalcore_main(argv[3:]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(BLOCK.search(html).group(1))
