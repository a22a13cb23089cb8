"""AppTest (a projector): classroom mode enlarges the figures and survives a page
switch; the P-R operating point carries its P and R, and the BEP is drawn above it."""

from __future__ import annotations

import pytest

from evalcore.view.layout import CLASSROOM_FONT_SIZE, CLASSROOM_SCALE
from dashboard.compare.views.risk_views import RISK_FIGURES
from tests.app.helpers import choose_example, open_app, plotly_figures


def font_sizes(at) -> list[int | None]:
    return [figure["layout"].get("font", {}).get("size") for figure in plotly_figures(at)]


def named(figure: dict, name: str) -> tuple[int, dict]:
    return next((i, d) for i, d in enumerate(figure["data"]) if d.get("name", "") == name)


def test_classroom_mode_enlarges_figures_and_persists_across_pages():
    at = open_app("app_pages/roc_pr.py")
    at.session_state["det_open"] = True  # the DET curve's expander open
    at.run()
    assert font_sizes(at) == [None, None, None]  # Plotly's default 12 (ROC, P-R, DET)
    _, point = named(plotly_figures(at)[1], "Operating point")
    assert point["marker"]["size"] == 17
    at.sidebar.toggle(key="classroom").set_value(True).run()
    assert not at.exception
    assert font_sizes(at) == [CLASSROOM_FONT_SIZE] * 3 == [18] * 3
    roc, pr, _ = plotly_figures(at)
    _, point = named(pr, "Operating point")
    assert point["marker"]["size"] == pytest.approx(17 * CLASSROOM_SCALE)
    _, curve = named(roc, "ROC (AUC 0.6400)")
    assert curve["line"]["width"] == pytest.approx(2 * CLASSROOM_SCALE)
    assert any("stMetricValue" in h.proto.body for h in at.get("html"))
    at.switch_page("app_pages/confusion.py").run()
    assert not at.exception
    assert at.sidebar.toggle(key="classroom").value is True
    assert font_sizes(at) == [18, 18]  # matrix and histogram
    at.sidebar.toggle(key="classroom").set_value(False).run()
    assert font_sizes(at) == [None, None]


def point_label(figure: dict, text: str) -> dict:
    return next(a for a in figure["layout"]["annotations"] if a.get("text") == text)


def test_pr_operating_point_labelled_and_bep_drawn_above_it():
    at = open_app("app_pages/roc_pr.py", example="seed001_a")
    # threshold 0.5 (the default; the counts of the score 0.55): the top five, N P P P N,
    # predicted positive:
    # P = 3/5 = R, the operating point coincides with the BEP
    pr = plotly_figures(at)[1]
    point_index, point = named(pr, "Operating point")
    bep_index, bep = named(pr, "BEP (P = R)")
    assert (point["x"], point["y"]) == ([0.6], [0.6]) == (bep["x"], bep["y"])
    assert point["text"] == ["P=0.60<br>R=0.60"]
    label = point_label(pr, "P=0.60<br>R=0.60")
    # joined to the point, set off down and left (a point right of the middle): off the curve
    assert (label["x"], label["y"], label["showarrow"]) == (0.6, 0.6, True)
    assert label["ax"] < 0 < label["ay"] and label["xanchor"] == "right"
    assert bep_index > point_index  # drawn later: on top
    assert bep["marker"]["size"] < point["marker"]["size"]  # the circle shows around the star
    at.select_slider(key="threshold_slider").set_value(0.6).run()  # the score 0.65's counts
    _, point = named(plotly_figures(at)[1], "Operating point")
    assert point["text"] == ["P=0.75<br>R=0.60"]  # 3 of the top four are positive
    assert point_label(plotly_figures(at)[1], "P=0.75<br>R=0.60")["y"] == 0.75


def test_pr_point_text_in_chinese():
    at = open_app("app_pages/roc_pr.py", lang="zh", example="seed001_a")
    pr = plotly_figures(at)[1]
    assert any(d.get("text") == ["P=0.60<br>R=0.60"] for d in pr["data"])
    assert point_label(pr, "P=0.60<br>R=0.60")["bgcolor"]


def test_classroom_mode_enlarges_every_figure_on_the_other_pages():
    """Regression, Ranking, Comparison (binary and multiclass) and the multiclass ROC / PR view
    draw through the same path: every figure gets the classroom font."""
    at = open_app("app_pages/regression.py")
    assert font_sizes(at) == [None] * 5
    at.sidebar.toggle(key="classroom").set_value(True).run()
    # scatter, residuals, REC, histogram, normal Q-Q plot
    assert font_sizes(at) == [CLASSROOM_FONT_SIZE] * 5
    # Comparison: its three figures, then each model's KS, gains, lift and reliability (their
    # expander opened)
    at.session_state[RISK_FIGURES] = True
    for page, figures in (("app_pages/ranking.py", 3), ("app_pages/comparison.py", 3 + 2 * 4)):
        at.switch_page(page).run()
        assert not at.exception
        assert font_sizes(at) == [CLASSROOM_FONT_SIZE] * figures, page
    at = choose_example(at, "compare_digits", "compare")
    sizes = font_sizes(at)
    assert len(sizes) >= 2 and set(sizes) == {CLASSROOM_FONT_SIZE}
    at.switch_page("app_pages/roc_pr.py").run()
    at = choose_example(at, "digits_logreg")
    sizes = font_sizes(at)
    assert len(sizes) == 2 and set(sizes) == {CLASSROOM_FONT_SIZE}  # one-vs-rest ROC and P-R
