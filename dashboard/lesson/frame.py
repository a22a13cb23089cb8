"""The lesson's frame on a projector: each screen in a container of its own, as tall as the
browser's window, whose figures share the height its text leaves (CSS flex, so the browser and
not the server sizes them, at any window and in either language); in classroom mode no text under
18 px. A screen's body runs as a fragment whose figures fill their boxes."""

from __future__ import annotations

from functools import wraps
from typing import Any, Callable

import streamlit as st

from dashboard.live.figure import box_figure
from dashboard.live.view import live_view_chosen
from dashboard.shell.guard import guarded_fragment
from dashboard.widgets.charts import filling_charts

BODY = "lesson_body"
"""Key prefix of a screen's container (``lesson_body_3``): a new key per screen, drawn in the
place the previous screen's container did not take (:func:`screen_body`)."""

FRAME_STYLE = """<style>
[data-testid="stMainBlockContainer"] { height: 100dvh; box-sizing: border-box;
  padding-top: 3.5rem; padding-bottom: 0.5rem; }
[data-testid="stMainBlockContainer"] > [data-testid="stVerticalBlock"] { height: 100%; }
[data-testid="stLayoutWrapper"]:has(> [class*="st-key-lesson_body_"]),
[class*="st-key-lesson_body_"] { flex: 1 1 0; min-height: 0; --steps-fit: 1; }
[class*="st-key-lesson_body_"], [class*="st-key-lesson_body_"] [data-testid="stVerticalBlock"] {
  gap: 0.6rem; }
[class*="st-key-lesson_body_"] :is([data-testid="stLayoutWrapper"], [data-testid="stVerticalBlock"],
  [data-testid="stHorizontalBlock"],
  [data-testid="stElementContainer"]):has(:is(.stPlotlyChart, .box-figure)) {
  flex: 1 1 0; min-height: 0; }
[class*="st-key-lesson_body_"] [data-testid="stHorizontalBlock"]:has(:is(.stPlotlyChart,
  .box-figure)) { align-items: stretch; }
[class*="st-key-lesson_body_"] [data-testid="stColumn"]:has(:is(.stPlotlyChart, .box-figure)) {
  display: flex; flex-direction: column; min-height: 0; }
[class*="st-key-lesson_body_"] .stPlotlyChart { height: 100%; }
[class*="st-key-lesson_body_"] [data-testid="stCaptionContainer"] { margin-bottom: 0; }
[class*="st-key-lesson_body_"] [data-testid="stCaptionContainer"] p:last-child {
  margin-bottom: 0; }
.st-key-lesson_heading h1 { font-size: 1.6rem; padding: 0; line-height: 1.25; }
body.lesson-turning [class*="st-key-lesson_body_"] [data-stale="true"] { visibility: hidden; }
</style>"""
"""Static CSS, no user text: the page is the window's height, the screen's container takes what
the page's top leaves, and every box that holds a figure grows into what the screen's text
leaves (several figures share it; the rows closer than Streamlit's 1 rem; a caption's last line
without the margin that reaches below its box), the step-through's figures too (``--steps-fit``,
read by dashboard/learn/steps.js); the navigation row sits just below Streamlit's header; while a screen
turns (``lesson-turning``, set by :mod:`dashboard.lesson.keys`) the previous screen's leftover
elements are hidden."""

CLASSROOM_TEXT = """<style>
[data-testid="stMain"] :is(p, li, td, th, label, button, input, small, code,
  [data-testid="stCaptionContainer"], [data-testid="stCaptionContainer"] *,
  [data-testid="stTickBarMin"], [data-testid="stTickBarMax"],
  [data-testid="stSliderThumbValue"], [data-testid="stMetricLabel"] *,
  [data-baseweb="select"] *):not([data-testid="stMetricValue"] *) {
  font-size: max(1.125rem, 18px); }
[data-testid="stMain"] .live.classroom :is(.live-label, .live-label *, .live-exact label,
  .live-tile-label, .live-rule, .cell-name, .cell-rate, .live-matrix th) {
  font-size: max(1.125rem, 18px); }
</style>"""
"""Static CSS of classroom mode on the lesson, no user text: every text the screens show at
18 px or more (captions, buttons, slider ticks, a select's value, metric labels, the live
threshold view's labels)."""


def frame_style(classroom: bool) -> None:
    """The frame's CSS (and classroom mode's text size)."""
    st.html(FRAME_STYLE + (CLASSROOM_TEXT if classroom else ""))


def screen_body(number: int):
    """The container screen ``number`` draws in (see :data:`BODY`), in one of two places that
    alternate from screen to screen: the run first empties the place the previous screen was
    drawn in, so that the browser removes its elements at once instead of drawing them again
    under the new screen's container, then draws the new screen in the other place, empty."""
    places = st.empty(), st.empty()
    return places[number % 2].container(key=f"{BODY}_{number}")


def screen_fragment(draw: Callable[..., Any]) -> Callable[..., Any]:
    """``draw`` as a guarded fragment whose figures fill their boxes
    (:func:`dashboard.widgets.charts.filling_charts`), on its first run and on its own reruns:
    drawn in the browser at their boxes' size (:func:`~dashboard.live.figure.box_figure`, laid
    out once as a screen turns) unless the sidebar's live switch is off."""
    @wraps(draw)
    def filled(*args, **kwargs):
        with filling_charts(box_figure if live_view_chosen() else None):
            return draw(*args, **kwargs)
    return guarded_fragment(filled)
