"""AppTest in 简体中文: where a page runs catalog sentences together into one paragraph (a caption,
a metric's help), no space follows a Chinese full stop, as English puts one after its own."""

from __future__ import annotations

import pytest

from tests.app.helpers import open_app

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
