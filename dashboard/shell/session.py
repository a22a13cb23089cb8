"""Session-state keys shared by the app shell and the pages, and the widgets that survive a page
switch.

Widgets that must survive a page switch keep their value in a plain session-state key (not only in
the widget's own key, which Streamlit discards when the widget is not rendered). The same place
binds a value to the URL: a :func:`sticky` widget whose key :data:`dashboard.shell.links.PARAMS`
names takes a fresh session's link value and writes its value back into the URL.
"""

from __future__ import annotations

import inspect

from typing import Any, Callable

import streamlit as st

from dashboard.shell import guard, links
from dashboard.shell.state import CLASSROOM, set_sticky, sticky_key

THRESHOLD = "threshold"
THRESHOLD_DATASET = "threshold_dataset"
BETA = "beta"
FIGURE_FORMAT = "figure_format"
FIGURE_FORMATS = ("png", "svg")
"""What a figure's camera button saves: a PNG picture or an SVG drawing (for slides and print)."""
__all__ = ["BETA", "CLASSROOM", "FIGURE_FORMAT", "FIGURE_FORMATS", "THRESHOLD", "THRESHOLD_DATASET",
           "classroom_mode", "figure_format", "hand_to_widget", "set_sticky", "sticky"]


def sticky(widget: Callable[..., Any], label: str, *, key: str, **kwargs: Any) -> Any:
    """Draw ``widget`` (e.g. ``st.sidebar.selectbox``) so that its value survives page switches.

    Streamlit drops a widget's state when a page without it runs; the value is therefore also
    kept under a plain session-state key and handed back to the widget when it is drawn again.
    A default passed in ``kwargs`` (``index``/``value``) only applies the first time; afterwards
    the kept value is the widget's default too (:func:`hand_to_widget`).
    When :data:`~dashboard.shell.links.PARAMS` binds ``key`` to the URL, a fresh session's link
    value comes first (checked against ``options``, or ``min_value``/``max_value`` and the type of
    ``value``), and the value is written back into the URL.
    """
    state = st.session_state
    store = sticky_key(key)
    from_link = _from_link(key, kwargs)
    if from_link is not None:
        state[store] = from_link
    identity = tuple(kwargs.get(name) for name in ("min_value", "max_value", "step"))
    if store in state:
        handed = hand_to_widget(key, state[store], identity=identity)
        kwargs.pop("index", None)
        kwargs.pop("value", None)
        if not handed:
            kwargs.update(_default_of(widget, state[store], kwargs.get("options")))
    value = widget(label, key=key, on_change=_keep, args=(key, store), **kwargs)
    state[store] = value
    _held(key, identity)
    links.publish(key, value)
    return value


def _default_of(widget: Callable[..., Any], value: Any, options: Any) -> dict[str, Any]:
    """The widget argument that makes ``value`` its default: ``index`` among ``options`` for the
    widgets that take one (selectbox, radio), ``value`` for the others (select_slider, sliders,
    inputs); none when ``value`` is not among ``options``."""
    if options is None:
        return {"value": value}
    listed = list(options)
    if value not in listed:
        return {}
    if "index" in inspect.signature(widget).parameters:
        return {"index": listed.index(value)}
    return {"value": value}


def _from_link(key: str, kwargs: dict[str, Any]) -> Any | None:
    """The link's value for the widget ``key`` drawn with ``kwargs`` (None: none, or a bad one)."""
    if "options" in kwargs:
        return links.choice(key, list(kwargs["options"]))
    default = kwargs.get("value")
    if isinstance(default, bool):
        return links.switch(key)
    if isinstance(default, str):
        return links.text(key, max_chars=kwargs.get("max_chars"))
    if isinstance(default, (int, float)):
        return links.number(key, low=kwargs.get("min_value"), high=kwargs.get("max_value"),
                            integer=isinstance(default, int))
    return None


HANDED = "handed_to_widgets"
"""Widget key → (page, identity) when it was last drawn holding its value or handed one
(:func:`hand_to_widget`)."""


def hand_to_widget(key: str, value: Any, identity: tuple = ()) -> bool:
    """Give widget ``key`` the value ``value`` before it is drawn, unless the same widget already
    holds it; True when it was given (assigned) in this run.

    Every assignment to a widget's key makes Streamlit send the value to the browser as a forced
    set; arriving after a key press the user made while the script ran, it moves the slider back
    and that press is lost (fast arrow-key presses skipped stops). The assignment is skipped only
    when the widget is the same one as last time: the same page (a widget's id includes its
    page) and the same ``identity`` (the arguments besides the key that Streamlit builds the id
    from, e.g. a slider's bounds and step); otherwise the new widget would start at its default.

    When the assignment is skipped, the caller must draw the widget with ``value`` as its default
    (``value=``/``index=``): the server's record of what the browser holds can be wrong. A run
    interrupted by the next one (a busy server, a quick click) may have handed the value without
    the browser ever drawing the widget; the browser then creates it at its default and sends that
    back with its next request, which the widget's ``on_change`` would take as the user's choice.
    With the value as the default, a widget the browser (re)creates shows the value in use.
    """
    state = st.session_state
    if key in state and state[key] == value and state.get(HANDED, {}).get(key) == _where(identity):
        return False
    state[key] = value
    _held(key, identity)
    return True


def _where(identity: tuple) -> tuple:
    """What makes a widget the same one from run to run: its page and ``identity``."""
    return st.session_state.get(guard.PAGE), identity


def _held(key: str, identity: tuple) -> None:
    """Record that widget ``key`` (drawn with ``identity`` on this page) holds its value now, so
    the next run does not send it again: a value sent while the user changes the widget (a click
    during the run after its first drawing, e.g. the upload's) would undo the change."""
    st.session_state.setdefault(HANDED, {})[key] = _where(identity)


def _keep(key: str, store: str) -> None:
    """on_change: the user's new value replaces the kept one before the script runs."""
    st.session_state[store] = st.session_state[key]


def classroom_mode() -> bool:
    """Whether the sidebar's classroom-mode toggle is on (kept across page switches)."""
    return bool(st.session_state.get(sticky_key(CLASSROOM), False))


def figure_format() -> str:
    """The image format the sidebar's choice gives every figure's camera button (PNG unless SVG
    was chosen; kept across page switches)."""
    chosen = st.session_state.get(sticky_key(FIGURE_FORMAT), FIGURE_FORMATS[0])
    return chosen if chosen in FIGURE_FORMATS else FIGURE_FORMATS[0]
