"""One number, two views: a slider and an exact numeric input kept in sync (the threshold, the
costs and the prior, the regression tolerance ε).

The canonical value lives in ``st.session_state[key]``; the caller sets it before drawing. Each
run writes it into both widgets (the slider clamped to its range, the box as it is, so a typed
value may lie beyond the slider; a slider that ``grows`` extends its range to a round number
above the value instead, so that both show the value in use), and each widget's ``on_change``
copies its new value back before the rerun. A widget the value was not assigned to in this run
gets it as its default (:func:`dashboard.shell.session.hand_to_widget`). What differs between
uses is described by a :class:`Slider` (a continuous range, or only some stops) and an
:class:`ExactBox` (bounds, step, format, an optional value shown as an empty box, a hook for
typed values). When :data:`dashboard.shell.links.PARAMS` binds the key to
the URL, a fresh session's link value (within the box's bounds) replaces the caller's, and the
value is written back into the URL.
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

import streamlit as st

from dashboard.shell import links
from dashboard.shell.session import hand_to_widget


@dataclass(frozen=True)
class Slider:
    """The slider view: ``st.slider`` over [``low``, ``high``] by ``step`` (printf ``format``),
    or, when ``stops`` are given, ``st.select_slider`` over exactly those values (shown with
    ``format_func``; the canonical value must be one of them)."""

    label: str
    low: float = 0.0
    high: float = 1.0
    step: float | None = None
    format: str | None = None
    stops: Sequence[float] = ()
    format_func: Callable[[float], str] | None = None
    help: str | None = None
    grows: bool = False
    """Whether a value above ``high`` (typed in the box) extends the range (see :meth:`fitted`)
    rather than being shown clamped at its end."""

    def fitted(self, value: float) -> Slider:
        """This slider, its top raised to the round number (1, 2 or 5 × 10ᵏ) at or above
        ``value`` when it ``grows`` and ``value`` lies beyond ``high``."""
        if not self.grows or self.stops or not math.isfinite(value) or value <= self.high:
            return self
        power = 10.0 ** math.floor(math.log10(value))
        top = next(m * power for m in (1, 2, 5, 10) if m * power >= value)
        return replace(self, high=top)

    def shown(self, value: float) -> float:
        """What the slider shows for ``value``: itself on a stop slider, else clamped to the
        range."""
        return value if self.stops else min(max(value, self.low), self.high)

    @property
    def identity(self) -> tuple:
        """What Streamlit builds the slider's widget id from besides its key (a select slider:
        nothing; a slider: its bounds and step)."""
        return () if self.stops else (self.low, self.high, self.step)

    def draw(self, key: str, on_change: Callable, args: tuple, default: float | None) -> None:
        """Draw the slider under widget ``key`` (its value already in the session state), with
        ``default`` as the value it starts at in a browser that lacks it (None: the value was
        assigned in this run)."""
        if self.stops:
            st.select_slider(self.label, options=list(self.stops), key=key, value=default,
                             on_change=on_change, args=args, format_func=self.format_func or str,
                             help=self.help)
        else:
            st.slider(self.label, min_value=self.low, max_value=self.high, step=self.step,
                      key=key, value=default, format=self.format, on_change=on_change,
                      args=args, help=self.help)


@dataclass(frozen=True)
class ExactBox:
    """The exact view: ``st.number_input`` within [``low``, ``high``] (None: unbounded) by
    ``step`` with printf ``format``.

    ``empty`` is a canonical value the box cannot hold (``+inf`` for the threshold): it is shown as
    an empty box with ``placeholder``, and an emptied box means it. ``typed(value, previous)``
    turns a box value into the canonical one (e.g. the threshold's − / + moving one stop).
    """

    label: str
    low: float | None = None
    high: float | None = None
    step: float | None = None
    format: str | None = None
    placeholder: str | None = None
    help: str | None = None
    empty: float | None = None
    typed: Callable[[float, float | None], float] | None = None
    label_visibility: str = "visible"
    """"collapsed" under a slider that says what it is: no room taken, the label still read by
    screen readers."""

    def shown(self, value: float) -> float | None:
        """What the box shows for ``value``: None (empty) for :attr:`empty`, else the value."""
        return None if self.empty is not None and value == self.empty else value

    def draw(self, key: str, on_change: Callable, args: tuple, default: float | None) -> None:
        """Draw the box under widget ``key`` (its value already in the session state), with
        ``default`` as the value it starts at in a browser that lacks it (None: empty)."""
        st.number_input(self.label, min_value=self.low, max_value=self.high, step=self.step,
                        key=key, value=default, format=self.format, placeholder=self.placeholder,
                        on_change=on_change, args=args, help=self.help,
                        label_visibility=self.label_visibility)

    def canonical(self, value: float | None, previous: float | None) -> float | None:
        """The canonical value of box value ``value``; None leaves the previous one."""
        if value is None:
            return self.empty
        return float(self.typed(value, previous) if self.typed else value)


Owner = tuple[str, Any]
"""(session-state key, value) that must hold for a widget's new value to be taken: the widgets
were drawn for that owner (e.g. the threshold's data set)."""


def _owned(owner: Owner | None) -> bool:
    """Whether the widgets' owner is still the current one (no owner: always)."""
    return owner is None or st.session_state.get(owner[0]) == owner[1]


def _from_slider(key: str, slider_key: str, owner: Owner | None = None) -> None:
    """on_change of the slider: its value becomes the canonical one, if still its owner's."""
    if _owned(owner):
        st.session_state[key] = float(st.session_state[slider_key])


def _from_box(key: str, number_key: str, box: ExactBox, owner: Owner | None = None) -> None:
    """on_change of the box: its value (see :meth:`ExactBox.canonical`) becomes the canonical
    one, if still its owner's."""
    state = st.session_state
    value = box.canonical(state[number_key], state.get(key))
    if value is not None and _owned(owner):
        state[key] = value


def synced_input(key: str, slider: Slider, box: ExactBox, *, slider_key: str | None = None,
                 number_key: str | None = None, columns: Sequence[float] | None = None,
                 owner: Owner | None = None, linked: bool = True) -> float:
    """Draw ``slider`` and ``box`` as two views of ``st.session_state[key]`` (which must be set)
    and return that value.

    The widgets' keys are ``slider_key`` and ``number_key`` (default ``{key}_slider`` and
    ``{key}_number``); ``columns`` (relative widths) puts them side by side, else one below the
    other. ``owner``: a widget value arriving when it no longer holds (the widgets were drawn
    for other data, e.g. by a run the next one interrupted) is not taken. ``linked`` False: the
    caller has read the link already.
    """
    state = st.session_state
    slider_key = slider_key or f"{key}_slider"
    number_key = number_key or f"{key}_number"
    from_link = links.number(key, low=box.low, high=box.high) if linked else None
    if from_link is not None:
        state[key] = float(from_link)
    value = state[key]
    slider = slider.fitted(value)
    slider_given = hand_to_widget(slider_key, slider.shown(value), identity=slider.identity)
    box_given = hand_to_widget(number_key, box.shown(value))
    slider_place, box_place = st.columns(columns) if columns else (nullcontext(), nullcontext())
    with slider_place:
        slider.draw(slider_key, _from_slider, (key, slider_key, owner),
                    None if slider_given else slider.shown(value))
    with box_place:
        box.draw(number_key, _from_box, (key, number_key, box, owner),
                 None if box_given else box.shown(value))
    links.publish(key, float(state[key]))
    return float(state[key])
