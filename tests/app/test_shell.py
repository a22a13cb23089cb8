"""AppTest: every page renders in both languages, and the threshold is shared between pages."""

from __future__ import annotations

import pytest

from dashboard.i18n import translate
from tests.app.helpers import PAGES, choose_example, metric_values, open_app


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("script", [spec[0] for spec in PAGES])
def test_every_page_renders_in_both_languages(script, lang):
    at = open_app(script, lang=lang)
    assert not at.exception
    assert at.title, f"{script} has no title"
    assert not at.error, [e.value for e in at.error]


def test_navigation_titles_follow_the_language():
    at = open_app(lang="zh")
    assert at.title[0].value == translate("confusion_title", "zh")


def test_switching_pages_keeps_the_threshold():
    at = open_app(example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    at.switch_page("app_pages/roc_pr.py").run()
    assert at.number_input(key="threshold_number").value == 0.2  # as typed
    assert at.select_slider(key="threshold_slider").value == 0.2
    assert metric_values(at)["TP (true positive)"] == "3"
    at.switch_page("app_pages/confusion.py").run()
    assert at.number_input(key="threshold_number").value == 0.2
    assert metric_values(at)["FP (false positive)"] == "1"


def test_new_dataset_starts_at_the_default_threshold():
    at = open_app(example="seed002_six")
    at.number_input(key="threshold_number").set_value(0.2).run()
    choose_example(at, "seed001_a")
    # the default 0.5: the lowest score ≥ 0.5 is 0.55, and 0.5 lies in (0.45, 0.55]
    assert at.number_input(key="threshold_number").value == 0.5
