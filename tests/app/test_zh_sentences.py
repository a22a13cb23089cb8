"""AppTest in 简体中文: where a page runs catalog sentences together into one paragraph (a caption,
a metric's help), no space follows a Chinese full stop, as English puts one after its own."""

from __future__ import annotations

import pandas as pd
import pytest

from dashboard.i18n import translate
from tests.app import test_compare_many_multiclass_page as many_multiclass
from tests.app import test_compare_many_ranking_page as many_ranking
from tests.app import test_compare_many_regression_page as many_regression
from tests.app.helpers import csv_bytes, open_app, upload

PAGES = [("app_pages/comparison.py", "compare_diabetes", "compare"),
         ("app_pages/comparison.py", "compare_ranking_synthetic", "compare"),
         ("app_pages/ranking.py", "ranking_synthetic", "ranking")]


@pytest.mark.parametrize("page, example, family", PAGES)
def test_no_space_after_a_chinese_full_stop(page, example, family):
    at = open_app(page, lang="zh", example=example, family=family)
    texts = ([c.value for c in at.caption] + [m.value for m in at.markdown]
             + [m.help or "" for m in at.metric])
    assert [text for text in texts if "。 " in text] == []
    assert sum("。" in text for text in texts) >= 5  # the page's paragraphs were read


def test_a_measures_reason_and_meaning_run_on_in_the_regression_table():
    """A negative true value: RMSLE's cell says why it is undefined, then what it means."""
    at = open_app("app_pages/regression.py", lang="zh")
    data = pd.DataFrame({"y_true": [-1.0, 2, 3, 4], "y_pred": [0.5, 2.5, 2, 5]})
    at = upload(at, "r.csv", csv_bytes(data), "regression")
    meanings = at.table[0].value.iloc[:, 2].tolist()
    help_text = translate("regression_metric_rmsle_help", "zh")
    (cell,) = [m for m in meanings if m.endswith(help_text) and m != help_text]
    assert cell[-len(help_text) - 1] == "。"  # the reason's full stop, then the meaning


@pytest.mark.parametrize("open_four", [
    lambda: many_multiclass._four("zh")[0], lambda: many_ranking._four("zh")[0],
    lambda: many_regression._four(open_app(many_regression.PAGE, lang="zh"))],
    ids=["multiclass", "ranking", "regression"])
def test_the_k_model_tables_caption_runs_on_into_its_intervals(open_four):
    """Four models compared: the measures table's caption, then what its intervals are."""
    at = open_four()
    said = [c.value for c in at.caption if "95 %" in c.value]
    assert said and [text for text in said if "。 " in text] == []
