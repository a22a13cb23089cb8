"""AppTest: the Confusion and ROC / PR pages hand their analysis value to the report, which renders
it without running the command again, and the report's "reproduce with" flags give the same
JSON when the command is run on the file."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from sklearn.metrics import confusion_matrix, fbeta_score

import evalcore.api.build
import evalcore.tasks

from tests.app.helpers import open_app

BLOCK = re.compile(r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)
# seed 002's six samples: y = [1,0,1,1,0,1], scores [0.8,0.96,0.4,0.1,0.15,0.7]
Y = [True, False, True, True, False, True]
SCORES = [0.8, 0.96, 0.4, 0.1, 0.15, 0.7]


@pytest.mark.parametrize("page, beta", [("app_pages/confusion.py", 2.0),
                                        ("app_pages/roc_pr.py", None)])
def test_report_renders_the_page_value_and_its_flags_reproduce_it(monkeypatch, page, beta):
    at = open_app(page, example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    if beta is not None:
        at.number_input(key="beta").set_value(beta).run()
    request = at.session_state["report_request"]
    assert request.analysis is not None
    value = request.result()
    predicted = [s >= 0.2 for s in SCORES]
    tn, fp, fn, tp = confusion_matrix(Y, predicted).ravel()
    assert value["confusion"] == {"tp": tp, "fp": fp, "tn": tn, "fn": fn}
    assert value["metrics"]["f_beta"] == pytest.approx(fbeta_score(Y, predicted, beta=beta or 1))
    assert replace(request, analysis=None).result() == value  # the command on the file agrees

    def no_reading(*_args, **_kwargs):
        raise AssertionError("the report read the file again")

    monkeypatch.setattr(evalcore.api.build, "binary", no_reading)
    monkeypatch.setattr(evalcore.tasks, "analysis", no_reading)  # every build from settings
    html = request.html_bytes().decode("utf-8")
    assert json.loads(BLOCK.search(html).group(1)) == value
