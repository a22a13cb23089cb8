"""AppTest: the Confusion and ROC / PR pages with the live threshold switched on (what the
browser does with it is tested in tests/browser/test_live_threshold.py)."""

from __future__ import annotations

import json

import pytest

from tests.app.helpers import choose_example, open_app


def live_data(at) -> dict:
    return json.loads(at.get("bidi_component")[0].proto.json)


@pytest.mark.parametrize("page, lang", [(None, "en"), (None, "zh"),
                                        ("app_pages/roc_pr.py", "en")])
def test_live_view_gets_its_table_by_url_and_the_current_stop(page, lang):
    at = choose_example(open_app(lang=lang), "seed002_six")
    if page:
        at.switch_page(page).run()
    at.toggle(key="live_view").set_value(True).run()
    assert not at.exception
    data = live_data(at)
    # seed 002's six scores: stops 0.1, 0.15, 0.4, 0.7, 0.8, 0.96's 0.9, all negative; the
    # default threshold 0.5 counts at the score 0.7: the fourth stop
    assert data["index"] == 3 and data["url"].endswith(".json")


def test_beta_gives_another_table_at_the_same_stop():
    at = choose_example(open_app(), "seed002_six")
    at.toggle(key="live_view").set_value(True).run()
    before = live_data(at)
    at.number_input(key="beta").set_value(2.0).run()
    after = live_data(at)
    assert after["url"] != before["url"] and after["index"] == before["index"]
