"""The live view against runs that answer out of date: a run that started before the server
heard the view's newest move must not pull the view back to a stop the user has left. In
Chromium, with the view's own script and keys; the test plays the server's runs in the order a
busy server can deliver them."""

from __future__ import annotations

import json

import numpy as np
import pytest
from playwright.sync_api import Page

from evalcore.view.live.payload import SCRIPT, live_data
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import threshold_sweep
from evalcore.histogram import sweep_histogram
from evalcore.binary.stop_table import payload_columns

pytestmark = pytest.mark.browser

Y = np.array([1, 1, 0, 1, 0, 0, 1, 0, 1, 0])
S = np.array([0.95, 0.8, 0.7, 0.6, 0.55, 0.4, 0.35, 0.3, 0.2, 0.1])

SETUP = """([data, other]) => {
  window.sent = [];
  window.send = (name, value) => { window.sent.push(value); return window.sent.length; };
  window.run = (index, heard, table) => liveThreshold(document.getElementById('root'),
    { ...(table === 'other' ? other : data), index, heard }, window.send);
}"""


def _data(identity: str, threshold: float) -> dict:
    sweep = threshold_sweep(Y == 1, S)
    return live_data(BinaryAnalysis(sweep, beta=1.0), sweep_histogram(sweep),
                     threshold=threshold, weighted=False, identity=identity,
                     tr=lambda key, **params: key)


def _open(page: Page) -> list[float]:
    """The view's page with two tables; the first one's stops."""
    return _open_both(page)[0]


def _open_both(page: Page) -> tuple[list[float], list[float]]:
    """The view's page with two tables: each one's stops."""
    data = _data("order", 0.5)
    other = _data("order-other", 0.33)  # another table: a threshold off the stops adds one
    page.set_content("<div id=root></div>")
    page.add_script_tag(content=SCRIPT)
    page.evaluate(SETUP, json.loads(json.dumps([data, other])))
    return (list(payload_columns(data["table"])["threshold"]),
            list(payload_columns(other["table"])["threshold"]))


def _stop_shown(page: Page) -> int:
    return int(page.locator("[data-live=slider]").input_value())


def test_runs_that_had_not_heard_the_newest_move_leave_the_view_where_the_user_put_it(page):
    thresholds = _open(page)
    page.evaluate("() => run(3, null)")  # the page's first run: stop 3
    slider = page.locator("[data-live=slider]")
    slider.press("ArrowLeft")   # move 1: stop 2
    slider.press("ArrowLeft")   # move 2: stop 1
    slider.press("ArrowRight")  # move 3: back to stop 2
    assert page.evaluate("() => window.sent") == [thresholds[2], thresholds[1], thresholds[2]]
    assert _stop_shown(page) == 2
    # a busy server answers each move in turn; the first two had not heard move 3
    page.evaluate("() => run(2, 1)")  # move 1's answer: the same stop, from an older move
    page.evaluate("() => run(1, 2)")  # move 2's answer would pull the view back to stop 1
    assert _stop_shown(page) == 2
    page.evaluate("() => run(2, 3)")
    assert _stop_shown(page) == 2
    # a run that has heard the newest move moves the view (e.g. "use this threshold")
    page.evaluate("() => run(5, 3)")
    assert _stop_shown(page) == 5
    shown = page.locator("[data-live=threshold]").text_content()
    assert float(shown) == pytest.approx(thresholds[5], abs=5e-3)


def test_runs_of_a_server_that_heard_nothing_are_shown(page):
    """A server that restarted has heard none of the view's moves: its runs are shown, else
    the view would never follow the server again."""
    _open(page)
    page.evaluate("() => run(4, null)")
    page.locator("[data-live=slider]").press("ArrowRight")  # move 1: stop 5
    page.evaluate("() => run(5, 1)")
    assert _stop_shown(page) == 5
    page.evaluate("() => run(7, null)")  # the restarted server's first run
    assert _stop_shown(page) == 7


def test_a_new_table_from_an_older_run_shows_the_newest_move_and_keeps_the_keyboards_place(page):
    """A run can bring a new table (a threshold off the old stops, another β) while the view
    awaits the answer to a newer move: the rebuilt view shows that newer move's threshold on the
    new table (neither the older run's stop nor wherever a new slider starts), the newer move's
    answer then moves it, and the focus stays on the slider."""
    thresholds, others = _open_both(page)
    page.evaluate("() => run(3, null)")
    slider = page.locator("[data-live=slider]")
    slider.press("ArrowLeft")  # move 1: stop 2
    slider.press("ArrowLeft")  # move 2: stop 1
    page.evaluate("() => run(6, 1, 'other')")  # move 1's run, with another table
    newest = next(i for i, t in enumerate(others) if t >= thresholds[1])
    assert newest != 6 and _stop_shown(page) == newest
    shown = page.locator("[data-live=threshold]").text_content()
    assert float(shown) == pytest.approx(thresholds[1], abs=5e-3)
    page.evaluate("() => run(6, 1, 'other')")  # a second run of move 1 leaves it there
    assert _stop_shown(page) == newest
    page.evaluate("() => run(5, 2, 'other')")  # move 2's answer
    assert _stop_shown(page) == 5
    # the rebuilt view kept the keyboard's place: the next key moves its slider
    assert page.evaluate("() => document.activeElement.dataset.live") == "slider"
    page.keyboard.press("ArrowRight")
    assert _stop_shown(page) == 6 and len(page.evaluate("() => window.sent")) == 3


def test_the_exact_box_follows_when_a_drag_ends(page):
    """A drag's frames paint the counts and the label; the exact box (the dearest text to
    rewrite) takes the stop's threshold when the drag ends, as a key press's release does."""
    _open(page)
    page.evaluate("() => run(3, null)")
    exact, label = page.locator("[data-live=exact]"), page.locator("[data-live=threshold]")
    assert exact.input_value() == label.text_content()
    drag = """(to) => { const s = document.querySelector('[data-live=slider]');
      for (const i of to) { s.value = String(i); s.dispatchEvent(new Event('input')); } }"""
    page.evaluate(drag, [4, 5, 6])
    assert label.text_content() != exact.input_value()
    assert page.evaluate("() => window.sent") == []
    page.evaluate("() => document.querySelector('[data-live=slider]')"
                  ".dispatchEvent(new Event('change'))")
    assert exact.input_value() == label.text_content()
    assert len(page.evaluate("() => window.sent")) == 1
    page.locator("[data-live=slider]").press("ArrowRight")
    assert exact.input_value() == label.text_content()
    assert _stop_shown(page) == 7


def test_a_move_held_when_a_new_table_comes_is_told_as_its_own_tables_stop(page):
    """A drag still held (its frames painted, nothing sent) when a run brings a new table: the
    server hears the held stop's threshold of the table it was chosen on, not the stop of the
    same number on the new table, and the rebuilt view shows that threshold."""
    thresholds, others = _open_both(page)
    page.evaluate("() => run(3, null)")
    slider = page.locator("[data-live=slider]")
    slider.press("ArrowRight")  # move 1: stop 4
    page.evaluate("() => run(4, 1)")  # its answer
    page.evaluate("""() => { const s = document.querySelector('[data-live=slider]');
      for (const i of [5, 6]) { s.value = String(i); s.dispatchEvent(new Event('input')); } }""")
    assert page.evaluate("() => window.sent") == [thresholds[4]]
    assert others[6] != thresholds[6]
    page.evaluate("() => run(4, 1, 'other')")  # a run of before the drag, with another table
    assert page.evaluate("() => window.sent") == [thresholds[4], thresholds[6]]
    held = next(i for i, t in enumerate(others) if t >= thresholds[6])
    assert _stop_shown(page) == held
    page.evaluate("() => run(4, 1, 'other')")  # again: it does not pull the view back
    assert _stop_shown(page) == held
    page.evaluate("() => run(7, 2, 'other')")  # the drag's answer (here: another stop) wins
    assert _stop_shown(page) == 7
