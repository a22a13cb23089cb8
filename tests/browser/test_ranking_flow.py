"""Ranking in a real browser: open /ranking, pick the synthetic example, move k with the keyboard,
read the new NDCG@k; screenshot kept in artifacts/ranking.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from evalcore.examples import all_examples
from evalcore.ranking import evaluate_ranking, load_ranking
from tests.browser.helpers import choose_sidebar_example, metric_value, wait_idle, wait_rendered

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


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_toolbar_shown_on_hover_covers_no_histogram_title(page: Page, app_url: str, lang):
    """Hovering over the per-query histograms shows Plotly's toolbar at the figure's top right;
    it sits above the first row's titles, not over the last one (a 1440×900 window)."""
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{app_url}/ranking?example=ranking_synthetic&lang={lang}")
    wait_rendered(page)
    figure = page.locator(".js-plotly-plot").filter(has=page.locator("g.subplot.x7y7"))
    expect(figure).to_have_count(1)
    figure.scroll_into_view_if_needed()
    box = figure.bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.2, box["y"] + box["height"] * 0.4)
    toolbar = figure.locator(".modebar")
    expect(toolbar).to_be_visible()
    page.wait_for_function("""el => getComputedStyle(el).opacity === '1'""",
                           arg=toolbar.element_handle())
    bar = toolbar.bounding_box()
    titles = figure.locator(".annotation-text")
    assert titles.count() == 7
    for i in range(titles.count()):
        title = titles.nth(i).bounding_box()
        overlap_x = min(bar["x"] + bar["width"], title["x"] + title["width"]) \
            - max(bar["x"], title["x"])
        overlap_y = min(bar["y"] + bar["height"], title["y"] + title["height"]) \
            - max(bar["y"], title["y"])
        assert overlap_x <= 0 or overlap_y <= 0, titles.nth(i).text_content()
