"""Small helpers for reading what the browser shows."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Callable

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from evalcore.examples import all_examples
from tests.browser.conftest import BOUND_MS


def seed001_learner_a_csv() -> bytes:
    """The built-in seed-001 learner A file (10 samples), to upload as a user would."""
    return all_examples()["seed001_a"].build()


UPLOAD_CHOICE = re.compile(r"^(Upload a file|上传文件)$")
"""The sidebar's data-source choice that shows the file uploader, in either language."""


def put_file(page: Page, path) -> None:
    """Give ``path`` to the sidebar's file uploader, in either language. "Upload a file" clicked
    in the sidebar a page switch was still replacing can be lost with the old sidebar; as a
    user would, it is chosen again until the uploader shows."""
    # the sidebar's: a page may have an uploader of its own (the Risk page's second file)
    dropzone = page.get_by_test_id("stSidebar").get_by_test_id("stFileUploaderDropzoneInput")

    def choose_again() -> None:
        wait_idle(page)
        if dropzone.count() == 0:
            page.get_by_test_id("stSidebar").get_by_text(UPLOAD_CHOICE).first.click()

    until_shown(lambda: expect(dropzone.first).to_be_attached(timeout=5000), choose_again)
    dropzone.first.set_input_files(path)


def upload(page: Page, path) -> None:
    """:func:`put_file`, then wait until the run that reads it has ended (its name in the
    sidebar's English summary): numbers that the example and the file share would otherwise
    pass a wait before the file is read, and a control moved then is reset by that run."""
    put_file(page, path)
    expect(page.get_by_test_id("stSidebar").get_by_text(f"File: {Path(path).name}", exact=True)
           ).to_be_visible()
    wait_idle(page)


def open_list(page: Page, box: Locator) -> None:
    """Open the selectbox ``box``'s list with its "Open" button and wait until the list is shown.
    A list opened while the page still moves (an expander opening above it) closes at once, so
    the button is pressed again until the list stays open."""
    listbox = page.get_by_role("listbox")
    press = box.get_by_role("button", name="Open").click
    press()
    until_shown(lambda: expect(listbox).to_be_visible(timeout=3000), press)


def choose_option(page: Page, box: Locator, name, exact: bool = True) -> None:
    """Pick the option ``name`` (text or pattern) from the selectbox ``box``'s list and wait until
    the script run it starts has ended. A run that ends while the list is open draws the list
    again under the pointer and the option's element goes away, so, as a user would, the list is
    opened again and the option clicked once more (at most five times)."""
    for _ in range(5):
        wait_idle(page)
        open_list(page, box)
        try:
            page.get_by_role("option", name=name, exact=exact).click(timeout=10_000)
            break
        except PlaywrightTimeoutError:
            continue
    else:
        raise AssertionError(f"{name} could not be chosen")
    wait_idle(page)


def until_shown(shown: Callable[[], None], again: Callable[[], None]) -> None:
    """``shown()`` (a short ``expect``) until it passes, doing ``again()`` (the user's action
    once more) after each miss, within :data:`BOUND_MS`: for an action the page can lose while
    it still moves."""
    deadline = time.monotonic() + BOUND_MS / 1000
    while True:
        try:
            shown()
            return
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            again()


IDLE = """() => !!document.querySelector(
  '[data-testid="stApp"][data-test-script-state="notRunning"]')"""
"""Whether Streamlit has no script run under way."""


def wait_idle(page: Page) -> None:
    """Wait until Streamlit has finished the current script run, looked at in every animation
    frame: Playwright's waits for an element (``expect``, ``wait_for``) look again only after
    100, 250 and 500 ms and then every 500 ms to a second, so a run that ended after 0.4 s was
    seen at about 0.8 s, and the suite waits for a run thousands of times."""
    page.wait_for_function(IDLE)


RENDERED = """() => !document.querySelector('[data-testid="stSkeleton"]')
  && [...document.querySelectorAll('[data-testid="stPlotlyChart"]')]
       .every(c => c.querySelector('.js-plotly-plot')?._fullLayout)"""
"""No element still waiting to be shown (Streamlit's skeleton) and every Plotly chart drawn."""


def wait_rendered(page: Page) -> None:
    """Wait until the script run has ended and the browser has shown all it sent: the script's
    state turns idle while the page still puts skeletons where its elements will be and Plotly
    draws the figures one after another, so a figure's place is read once all are drawn."""
    wait_idle(page)
    page.wait_for_function(RENDERED)


CHARTS_LAID_OUT = """() => [...document.querySelectorAll('.js-plotly-plot')]
  .filter(g => !g.closest('details:not([open])'))
  .every(g => g._fullLayout
              && Math.abs(g.getBoundingClientRect().width - g._fullLayout.width) < 2)"""
"""Every shown Plotly chart (not one in a closed expander) is laid out at its box's width:
Plotly lays a chart out again only 100 ms after its box has kept still."""

SIDEBAR_CLOSED_AND_CHARTS_LAID_OUT = f"""() => document.querySelector(
  '[data-testid="stSidebar"]').getBoundingClientRect().right <= 1 && ({CHARTS_LAID_OUT})()"""
"""The sidebar has slid out of the window and every chart has taken the freed width."""


def collapse_sidebar(page: Page) -> None:
    """Close the sidebar as a teacher at a projector does (its collapse button, in Streamlit's
    own words), and wait until it has slid away and every chart has followed."""
    page.get_by_test_id("stSidebar").hover()
    page.get_by_role("button", name="Collapse sidebar").click()
    page.wait_for_function(SIDEBAR_CLOSED_AND_CHARTS_LAID_OUT)


def metric_value(page: Page, label: str) -> Locator:
    """The value element of the st.metric whose label is exactly ``label``."""
    return (page.get_by_test_id("stMetric")
            .filter(has=page.get_by_test_id("stMetricLabel").get_by_text(label, exact=True))
            .get_by_test_id("stMetricValue"))


def plotly_trace_point(page: Page, chart_index: int, trace_name: str) -> tuple[float, float]:
    """(x, y) of the single-point trace ``trace_name`` in the ``chart_index``-th Plotly chart."""
    chart = page.locator(".js-plotly-plot").nth(chart_index)
    point = chart.evaluate(
        "(g, name) => { const tr = g.data.find(d => d.name === name); return [tr.x[0], tr.y[0]]; }",
        trace_name,
    )
    return float(point[0]), float(point[1])


def wait_for_figure(page: Page, index: int, predicate: str, arg=None) -> None:
    """Wait until ``predicate(g, arg)`` (JavaScript) holds for the ``index``-th Plotly figure ``g``:
    Plotly draws after the script run ends, so a figure's data is read by waiting on it."""
    page.wait_for_function(
        "([index, arg]) => { const g = document.querySelectorAll('.js-plotly-plot')[index];"
        f" return !!(g && g._fullData) && ({predicate})(g, arg); }}", arg=[index, arg])


def choose_sidebar_example(page: Page, title: str) -> None:
    """Pick the built-in example whose title starts with ``title`` in the sidebar.

    Every step waits on what the page shows, never on time: the radio checked and the example
    selectbox drawn before the box is opened (by :func:`choose_option`, which opens it again if
    a run redraws the list), the box showing the title and the script idle before returning.
    """
    sidebar = page.get_by_test_id("stSidebar")
    radio = sidebar.get_by_role("radio", name="Built-in example")
    until_shown(lambda: expect(radio).to_be_checked(timeout=5000),
                lambda: sidebar.get_by_text("Built-in example", exact=True).click())
    box = sidebar.get_by_test_id("stSelectbox").filter(
        has=page.get_by_test_id("stWidgetLabel").get_by_text("Example", exact=True))
    expect(box).to_be_visible()
    choose_option(page, box, re.compile("^" + re.escape(title)), exact=False)
    expect(box.get_by_role("combobox")).to_have_value(re.compile("^" + re.escape(title)))
    wait_idle(page)


def choose_in_multiselect(page: Page, box: Locator, name: str) -> None:
    """Add the option ``name`` to the multiselect ``box`` and wait until its tag shows and the
    run it starts has ended. As with :func:`choose_option`, a run that ends while the list is
    open can draw it again under the pointer, so the list is opened again and the option
    clicked once more until the tag is there."""
    tag = box.locator(f'[data-tag][aria-label="{name}"]')
    for _ in range(5):
        wait_idle(page)
        if tag.count():
            break
        option = page.get_by_role("option", name=name, exact=True)
        try:
            if not option.is_visible():
                box.click()
            option.click(timeout=5_000)
            expect(tag).to_have_count(1, timeout=5_000)
            break
        except (PlaywrightTimeoutError, AssertionError):
            continue
    else:
        raise AssertionError(f"{name} could not be added")
    wait_idle(page)


def server_drawn(page: Page, lang: str = "en") -> None:
    """Switch the live threshold view (the app's default, in the sidebar) off, for a session
    that moves the server-drawn slider; waits until the live view is gone and the run ended."""
    from dashboard.i18n import translate

    page.get_by_test_id("stSidebar").get_by_text(translate("live_view_toggle", lang),
                                                  exact=True).click()
    expect(page.locator("[data-live=slider]")).to_have_count(0)
    wait_idle(page)


def wait_drawn(scope) -> None:
    """Wait until every Plotly figure of the live views in ``scope`` (a page or a view) is
    drawn (``data-drawn``)."""
    expect(scope.locator("[data-live^=plot-]").first).to_be_attached()
    expect(scope.locator("[data-live^=plot-]:not([data-drawn])")).to_have_count(0)


def mark(scope, kind: str, role: str = "point") -> tuple[list, list]:
    """The x and y of the mark ``role`` (a trace index in the figure's ``data-marks``) of the
    live view's figure ``kind`` (``roc``, ``pr``, ``cost``, ``hist``), as Plotly holds them
    (``gd.data``; None where undefined), once the figure's data has caught up with the marks
    drawn during a move (:data:`SETTLED`)."""
    return tuple(scope.locator(f"[data-live=plot-{kind}]").evaluate(
        f"async (g, role) => {{ await ({SETTLED})(g);"
        " const t = g.data[JSON.parse(g.dataset.marks)[role]];"
        " return [Array.from(t.x), Array.from(t.y)]; }", role))


SETTLED = """async g => {
  while (g.dataset.synced === undefined || g.dataset.synced !== g.dataset.at)
    await new Promise(r => requestAnimationFrame(r));
}"""
"""JavaScript: resolves once a live figure's data (what Plotly holds) shows the stop its drawn
marks show: a move places the marks at once and updates the data when the moves settle."""
