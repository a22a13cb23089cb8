"""The shared threshold control: a slider of stops plus an exact numeric input, showing one value.

A page reads the threshold once per run, as a typed :class:`Threshold` (its data set, the value
as shown, the score the counts cut at, how many distinct scores lie at or above it):
:func:`threshold_control` draws the control and returns it; a page that needs the value before the
control is drawn settles it with :func:`current_threshold` and passes it on. The canonical value
lives in ``st.session_state[THRESHOLD]`` (with the data set it belongs to in
``THRESHOLD_DATASET``) so every page (Confusion, ROC/PR, Cost Curve) shows the same operating
point; anything else that moves it (a button, a component) calls :func:`move_threshold`, and
:func:`shared_threshold` tells whether it belongs to a data set. A new data set starts at its own
default (:func:`default_threshold`), whatever the previous data's threshold or widgets held: a
widget value that arrives for the previous data's control is not taken.

A threshold the user gave (the default 0.5, a typed number, a link's, the CLI's) is shown as
given: it yields exactly the counts shown, and a user who asked for 0.5 should read 0.5, not the
0.6 of the same gap between scores. A threshold the user did not write (a slider stop reached by
dragging or the keys, the box's − / +, a score a button or a constraint chose) is shown as
:meth:`ThresholdSweep.shortest_at`: the decimal with the fewest digits between the next lower
distinct score and the score the counts cut at (0.5, not 0.5003085688736519; the same counts), or
:data:`evalcore.binary.ALL_NEGATIVE` (``+inf``) when every sample is predicted negative; the
slider, the exact box, the histogram line and the captions all show exactly the value in use (all
negative as words, never as a number), and the exact box's help names the score itself. The
slider's stops are the distinct scores or, beyond :data:`~evalcore.binary.stop_table.SNAP_LIMIT`
of them, about :data:`SLIDER_STEPS` of them at evenly spaced ranks of the positives and of the
negatives (one step moves few of either class), plus the current value and "all negative". The
Comparison page draws one control per model, each in its own ``slot`` (a suffix of every key).
The slider–box mechanics are :func:`dashboard.widgets.synced_input.synced_input`'s, the URL
binding (``threshold``, ``threshold_A``, ``threshold_B``) is :data:`dashboard.shell.links.PARAMS`'s.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

import streamlit as st

from dashboard.text.formatting import exact_format, format_exact, format_threshold
from dashboard.shell import links
from dashboard.shell.session import THRESHOLD, THRESHOLD_DATASET
from dashboard.shell.language import t
from dashboard.widgets.synced_input import ExactBox, Slider, synced_input
from dashboard.loading.byte_cache import byte_cached
from evalcore.binary import ALL_NEGATIVE, ThresholdSweep
from evalcore.binary.stop_table import SLIDER_STEPS, stop_thresholds

SIDE_BY_SIDE_STEPS = 300
"""Stops of a slider in half the page (the Comparison page's two models): about two pixels a
stop at 1,400 px, as fine as a mouse can point there. Every move of it resends its stops' labels."""
DEFAULT_THRESHOLD = 0.5
SLIDER_KEY = "threshold_slider"
NUMBER_KEY = "threshold_number"
BOX_STEP = 0.01
"""The exact box's − / + step; a press moves one slider stop instead (see :func:`_one_stop`)."""


def slider_stops(sweep: ThresholdSweep, current: float, steps: int = SLIDER_STEPS) -> list[float]:
    """Ascending stops as shown (:func:`~evalcore.binary.stop_table.stop_thresholds`: every
    distinct score's, or beyond :data:`~evalcore.binary.stop_table.SNAP_LIMIT` scores those at its ranks), ``current``
    among them and :data:`ALL_NEGATIVE` last."""
    return sorted({float(x) for x in stop_thresholds(sweep, steps)} | {float(current)})


@byte_cached
def _stop_labels(dataset_id: str, slot: str, steps: int, fingerprint: tuple,
                 _sweep: ThresholdSweep) -> dict[float, str]:
    """The stops of the sweep of ``dataset_id`` in ``slot`` (``fingerprint``: its size, ends and
    middle, in case one id ever names two sweeps) (without the current value and "all negative") and
    their labels, worked out once per data set: a threshold move then formats one new label
    instead of working out ~``steps`` shortest decimals before the new TP is sent."""
    grid = slider_stops(_sweep, ALL_NEGATIVE, steps)[:-1]
    return {value: format_exact(value) for value in grid}


def threshold_text(value: float, sweep: ThresholdSweep | None) -> str:
    """A threshold of ``sweep`` (any number, e.g. Youden's score) for captions and tables, as
    shown (:meth:`ThresholdSweep.shortest_at`), in the user's language; ``sweep`` None: ``value``
    is already as shown."""
    shown = value if sweep is None else sweep.shortest_at(value)
    return format_threshold(shown, t("threshold_all_negative"))


def exact_score_help(sweep: ThresholdSweep, value: float) -> str:
    """The exact box's help: what typing does, and the exact score the shown ``value`` stands
    for (the gap between scores it lies in)."""
    previous, score = sweep.gap_at(value)
    if score == ALL_NEGATIVE:
        return t("threshold_exact_help")
    return t("threshold_exact_help") + "\n\n" + t(
        "threshold_exact_score", score=format_exact(score),
        previous=t("threshold_no_lower") if math.isinf(previous) else format_exact(previous))


def default_threshold(sweep: ThresholdSweep) -> float:
    """0.5 (the CLI's default) as it is when it lies within the scores, else the middle of the
    range as shown (:meth:`ThresholdSweep.shortest_at`)."""
    low, high = float(sweep.thresholds[-1]), float(sweep.thresholds[0])
    if low <= DEFAULT_THRESHOLD <= high:
        return DEFAULT_THRESHOLD
    return sweep.shortest_at((low + high) / 2)


@dataclass(frozen=True)
class Threshold:
    """One data set's operating point in this run, settled once (:func:`current_threshold`).

    ``value`` is the threshold as shown and written into the link (as the user gave it, or
    :meth:`ThresholdSweep.shortest_at`; :data:`ALL_NEGATIVE`: every sample predicted negative),
    ``score`` the distinct score the counts cut at (:meth:`ThresholdSweep.cut_at`), ``stop`` how
    many distinct scores are predicted positive (0 to ``sweep.thresholds.size``; the sweep's row
    ``stop - 1`` holds the counts), ``slot`` which control (``""``: the shared one)."""

    dataset_id: str
    value: float
    score: float
    stop: int
    slot: str = ""


SNAP = "threshold_snap"
"""Session-state key: the slots whose moved value the next :func:`current_threshold` shows as its
counts' shortest decimal (a value the user did not write)."""


def move_threshold(dataset_id: str, value: float, slot: str = "", *,
                   given: bool = False) -> None:
    """Move the operating point of data set ``dataset_id`` to ``value`` (any number;
    :data:`ALL_NEGATIVE`: every sample predicted negative): the Cost Curve's and the Learn page's
    "use this threshold", or a component's value. Callable from a widget's ``on_click`` /
    ``on_change``; the next :func:`current_threshold` of that data set shows it snapped to its
    counts' shortest decimal, on every page, unless the user ``given`` it (typed it): then as
    it is."""
    state = st.session_state
    state[THRESHOLD_DATASET + slot] = dataset_id
    state[THRESHOLD + slot] = float(value)
    snapped = state.setdefault(SNAP, set())
    if given:
        snapped.discard(slot)
    else:
        snapped.add(slot)


def shared_threshold(dataset_id: str, slot: str = "") -> float | None:
    """The operating point last settled or moved for data set ``dataset_id`` (None: the control
    holds another data set's, or none), without settling it: for a page that shows whether its
    own value is the shared one."""
    state = st.session_state
    if state.get(THRESHOLD_DATASET + slot) != dataset_id:
        return None
    return state.get(THRESHOLD + slot)


def current_threshold(sweep: ThresholdSweep, dataset_id: str, slot: str = "") -> Threshold:
    """Settle the operating point of data set ``dataset_id`` for this run: a fresh session's
    link value (any number, ``inf`` for all negative) first, else the value kept for this data
    set, else (a new data set) :func:`default_threshold`. The link's, the kept and the default
    value are shown as they are; one :func:`move_threshold` moved to without ``given`` is
    snapped to its counts' shortest decimal."""
    state = st.session_state
    value = shared_threshold(dataset_id, slot)
    snap = slot in state.get(SNAP, ()) and value is not None
    state.get(SNAP, set()).discard(slot)
    from_link = links.number(THRESHOLD + slot, infinite=True)
    if from_link is not None:
        value, snap = float(from_link), False
    if value is None:
        value = default_threshold(sweep)
    shown = sweep.shortest_at(value) if snap else float(value)
    state[THRESHOLD_DATASET + slot] = dataset_id
    state[THRESHOLD + slot] = shown
    score = sweep.cut_at(shown)
    stop = sweep.stop_at(score)
    return Threshold(dataset_id, shown, score, stop, slot)


def _one_stop(stops: tuple[float, ...], value: float, previous: float | None) -> float:
    """A typed number as the exact box hands it over (the page then shows it as its counts'
    shortest decimal).
    A press of − or + (the value moved by exactly :data:`BOX_STEP`) goes one stop down or up, as
    the slider's arrow keys do: − would otherwise snap straight back to the same score whenever no
    score lies within the step."""
    if previous in stops and math.isclose(abs(value - previous), BOX_STEP, rel_tol=1e-9):
        index = stops.index(previous) + (1 if value > previous else -1)
        return stops[min(max(index, 0), len(stops) - 1)]
    return value


def _twin(sweep: ThresholdSweep, value: float) -> float | None:
    """The stop that a threshold given off the stops replaces on the slider: the one giving
    its counts (:meth:`ThresholdSweep.shortest_at`), so that every stop moves the counts; None
    for a value on a stop."""
    shortest = sweep.shortest_at(value)
    return None if shortest == value else shortest


HEADER_ROW = (3, 1)
"""Relative widths of the slider and the exact box side by side (a page's compact header)."""


def threshold_control(sweep: ThresholdSweep, dataset_id: str, *, slot: str = "",
                      label: str | None = None, side_by_side: bool = False,
                      steps: int = SLIDER_STEPS, settled: Threshold | None = None) -> Threshold:
    """Draw the slider and the exact input; return this run's :class:`Threshold`
    (:data:`ALL_NEGATIVE`: every sample predicted negative, shown as an empty box).

    ``dataset_id`` identifies the data so that a new file starts at the default threshold;
    ``label`` replaces the slider's usual label; ``side_by_side`` puts slider and box on one row
    (:data:`HEADER_ROW`), the rule under the slider, so the curves below stay in view; ``steps``
    is about how many stops the slider has (:data:`SIDE_BY_SIDE_STEPS` in half the page);
    ``settled``: the run's :func:`current_threshold` of this data set, when the page needed it
    before drawing the control.
    """
    if settled is None or (settled.dataset_id, settled.slot) != (dataset_id, slot):
        settled = current_threshold(sweep, dataset_id, slot)
    value = settled.value
    all_negative = t("threshold_all_negative")
    thresholds = sweep.thresholds
    labels = _stop_labels(dataset_id, slot, steps, (thresholds.size, float(thresholds[0]),
                                                    float(thresholds[thresholds.size // 2]),
                                                    float(thresholds[-1])), sweep)
    stops = tuple(sorted(labels.keys() - {_twin(sweep, value)} | {value, ALL_NEGATIVE}))
    slider = Slider(label or t("threshold_label"), stops=stops,
                    format_func=lambda v: labels.get(v) or format_threshold(v, all_negative),
                    help=t("threshold_help"))
    box = ExactBox(t("threshold_exact"), step=BOX_STEP, placeholder=all_negative,
                   format="%.2f" if value == ALL_NEGATIVE else exact_format(value),
                   help=exact_score_help(sweep, value), empty=ALL_NEGATIVE,
                   typed=partial(_one_stop, stops))
    synced_input(THRESHOLD + slot, slider, box, slider_key=SLIDER_KEY + slot,
                 number_key=NUMBER_KEY + slot, columns=HEADER_ROW if side_by_side else None,
                 owner=(THRESHOLD_DATASET + slot, dataset_id), linked=False)
    st.caption(t("threshold_rule"))
    return settled
