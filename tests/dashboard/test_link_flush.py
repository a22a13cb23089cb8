"""The URL follows the page when moves outrun the server: each run's request carries the URL the
browser showed when it left, which may be older than a URL already on its way to it. Whatever
the order in which runs and URL messages interleave, once every message has arrived the address
bar reads what the last run wanted, and no message repeats the URL the browser shows."""

from __future__ import annotations

import pytest
import streamlit as st
from hypothesis import given, settings, strategies as st_

from dashboard.shell import links


class Browser:
    """The address bar, the URL messages on their way to it (in order), and its history."""

    def __init__(self, url: dict[str, list[str]]):
        self.url = dict(url)
        self.on_the_way: list[dict[str, list[str]]] = []
        self.history = [dict(url)]

    def deliver(self) -> None:
        """The oldest message arrives; like Streamlit's front end, the same URL adds no entry."""
        message = self.on_the_way.pop(0)
        if message != self.url:
            self.url = dict(message)
            self.history.append(dict(message))


class ServerQueryParams:
    """``st.query_params`` of one run: the URL the run's request carried; ``from_dict`` sends a
    message to the browser."""

    def __init__(self, browser: Browser, carried: dict[str, list[str]]):
        self.browser, self.params = browser, dict(carried)

    def __iter__(self):
        return iter(list(self.params))

    def get_all(self, name: str) -> list[str]:
        return list(self.params.get(name, []))

    def from_dict(self, params: dict[str, list[str]]) -> None:
        self.params = dict(params)
        self.browser.on_the_way.append(dict(params))


def _run(monkeypatch, state: dict, browser: Browser, carried: dict, step: int) -> None:
    """One run that moved the step to ``step``, started by a request carrying ``carried``."""
    monkeypatch.setattr(st, "session_state", state)
    monkeypatch.setattr(st, "query_params", ServerQueryParams(browser, carried))
    links.publish_param("step", str(step))
    links.flush()


START = {"view": ["steps"], "step": ["0"]}

# each event: a run that moves the step to 0..10 (its request leaves now or carries the URL the
# browser showed a few deliveries ago), or one URL message arriving
EVENTS = st_.lists(st_.one_of(st_.tuples(st_.just("run"), st_.integers(0, 10),
                                         st_.integers(0, 3)),
                              st_.tuples(st_.just("deliver"), st_.just(0), st_.just(0))),
                   min_size=1, max_size=30)


@settings(max_examples=300, deadline=None)
@given(EVENTS)
def test_the_address_bar_ends_on_the_last_run_s_url(events):
    with pytest.MonkeyPatch.context() as patch:
        state: dict = {}
        browser = Browser(START)
        last = None
        for kind, step, lag in events:
            if kind == "deliver":
                if browser.on_the_way:
                    browser.deliver()
                continue
            carried = browser.history[max(0, len(browser.history) - 1 - lag)]
            _run(patch, state, browser, carried, step)
            last = step
        while browser.on_the_way:
            browser.deliver()
        assert browser.url == (START if last is None else {**START, "step": [str(last)]})


def test_a_move_made_before_the_last_url_arrived_is_sent(monkeypatch):
    """The case seen in Chromium: the browser showed step 3, a run for step 1 sent its URL, and
    the run for the next move to step 3 left before that URL arrived."""
    state: dict = {}
    browser = Browser({**START, "step": ["3"]})
    _run(monkeypatch, state, browser, browser.url, 1)
    _run(monkeypatch, state, browser, browser.url, 3)  # still carries step 3
    assert browser.on_the_way == [{**START, "step": ["1"]}, {**START, "step": ["3"]}]
    browser.deliver()
    browser.deliver()
    assert browser.url["step"] == ["3"]


def test_nothing_is_sent_when_the_url_already_reads_it(monkeypatch):
    state: dict = {}
    browser = Browser(START)
    _run(monkeypatch, state, browser, browser.url, 0)
    assert browser.on_the_way == []
    _run(monkeypatch, state, browser, browser.url, 4)
    browser.deliver()
    _run(monkeypatch, state, browser, browser.url, 4)
    assert browser.on_the_way == [] and browser.history == [START, {**START, "step": ["4"]}]
