"""Ranking in a real browser: open /ranking, pick the synthetic example, move k with the keyboard,
read the new NDCG@k; screenshot kept in artifacts/ranking.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from evalcore.examples import all_examples
from evalcore.ranking import evaluate_ranking, load_ranking
from tests.browser.helpers import choose_sidebar_example, metric_value, wait_idle

pytestmark = pytest.mark.browser


def test_k_slider_with_the_keyboard(page: Page, app_url: str, artifacts):
    example = all_examples()["ranking_synthetic"]
    data = load_ranking(example.build(), example.filename)
    evaluation = evaluate_ranking(data.query_id, data.relevance, data.score, doc_id=data.doc_id)
    page.set_viewport_size({"width": 1500, "height": 1200})
    page.goto(f"{app_url}/ranking")
    choose_sidebar_example(page, "Synthetic: 200 queries, graded relevance")
    expect(metric_value(page, "NDCG@k")).to_have_text(f"{evaluation.ndcg_at(10).mean():.4f}")
    wait_idle(page)
    slider = page.get_by_role("slider", name="Cut-off k")
    slider.focus()
    slider.press("ArrowLeft")
    expect(page.get_by_test_id("stSliderThumbValue")).to_have_text("9")
    expect(metric_value(page, "NDCG@k")).to_have_text(f"{evaluation.ndcg_at(9).mean():.4f}")
    expect(metric_value(page, "P@k")).to_have_text(f"{evaluation.precision_at(9).mean():.4f}")
    wait_idle(page)
    page.screenshot(path=str(artifacts / "ranking.png"), full_page=True)
