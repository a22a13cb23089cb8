"""The shared threshold control: a slider of stops plus an exact numeric input, showing one value.

The canonical value lives in ``st.session_state[THRESHOLD]`` so every page (Confusion, ROC/PR, Cost
Curve) shows the same operating point. It is always the threshold the counts use
(:meth:`ThresholdSweep.cut_at`): a real score, or :data:`evalcore.binary.ALL_NEGATIVE` (``+inf``)
when every sample is predicted negative; the slider, the exact box, the histogram line and the
captions all show exactly it (all negative as words, never as a number). The slider's stops are
the distinct scores (every stop changes the confusion matrix) or, beyond :data:`SNAP_LIMIT` of
them, about :data:`SLIDER_STEPS` of them evenly spread by rank, plus the current value and "all
negative". The Comparison page draws one control per model, each in its own ``slot`` (a suffix of
every key). The slider–box mechanics are :func:`dashboard.widgets.synced_input.synced_input`'s,
the URL binding (``threshold``, ``threshold_A``, ``threshold_B``) is
:data:`dashboard.shell.links.PARAMS`'s.
"""

from __future__ import annotations

import math
from functools import partial

import numpy as np
import streamlit as st

from dashboard.widgets.formatting import exact_format, format_exact, format_threshold
from dashboard.shell import links
from dashboard.shell.session import THRESHOLD, THRESHOLD_DATASET
from dashboard.shell.language import t
from dashboard.widgets.synced_input import ExactBox, Slider, synced_input
from evalcore.binary import ALL_NEGATIVE, ThresholdSweep

SNAP_LIMIT = 400
SLIDER_STEPS = 1000
"""Stops of a slider as wide as the page's main column (the Confusion page's header)."""
SIDE_BY_SIDE_STEPS = 300
"""Stops of a slider in half the page (the Comparison page's two models): about two pixels a
stop at 1,400 px, as fine as a mouse can point there. Every move of it resends its stops' labels."""
SHORT_LABEL_REACH = 16
"""How many scores either side of an evenly spread rank :func:`slider_stops` looks at for the one
written with the fewest decimals."""
DEFAULT_THRESHOLD = 0.5
SLIDER_KEY = "threshold_slider"
NUMBER_KEY = "threshold_number"
BOX_STEP = 0.01
"""The exact box's − / + step; a press moves one slider stop instead (see :func:`_one_stop`)."""


def slider_stops(thresholds: np.ndarray, current: float, steps: int = SLIDER_STEPS) -> list[float]:
    """Ascending stops: the distinct scores (beyond :data:`SNAP_LIMIT` of them, about ``steps``
    spread by rank, each the score near its rank written with the fewest decimals: shorter labels
    to send), ``current`` and :data:`ALL_NEGATIVE` last. The lowest and highest scores stay."""
    ascending = np.asarray(thresholds, dtype=float)[::-1]
    if ascending.size > SNAP_LIMIT:
        ascending = ascending[_short_label_ranks(ascending, steps)]
    stops = {float(x) for x in ascending} | {float(current), ALL_NEGATIVE}
    return sorted(stops)


@st.cache_resource(max_entries=16, show_spinner=False)
def _stop_labels(dataset_id: str, slot: str, steps: int, fingerprint: tuple,
                 _thresholds: np.ndarray) -> dict[float, str]:
    """The stops of the sweep of ``dataset_id`` in ``slot`` (``fingerprint``: its size, ends and
    middle, in case one id ever names two sweeps) (without the current value and "all negative") and
    their labels, worked out once per data set: a threshold move then formats one new label
    instead of ~``steps`` (about 25 ms at 10⁵ rows, before the new TP is sent)."""
    grid = slider_stops(_thresholds, float(_thresholds[-1]), steps)[:-1]
    return {value: format_exact(value) for value in grid}


def _short_label_ranks(ascending: np.ndarray, steps: int) -> np.ndarray:
    """Ranks about ``steps`` apart evenly (ends kept), each moved by at most
    :data:`SHORT_LABEL_REACH` (and less than half the spacing) to the score with the fewest
    decimals, the nearest one on a tie."""
    last = ascending.size - 1
    centers = np.unique(np.linspace(0, last, steps + 1).round().astype(np.int64))
    reach = int(min(SHORT_LABEL_REACH, max((last / steps - 1) // 2, 0)))
    offsets = np.arange(-reach, reach + 1)
    candidates = np.clip(centers[:, None] + offsets, 0, last)
    values = ascending[candidates]
    decimals = np.full(values.shape, 18)
    for d in range(17, -1, -1):  # the fewest decimals that give the value back
        decimals[np.round(values, d) == values] = d
    choice = np.lexsort((np.abs(offsets)[None, :].repeat(len(centers), 0), decimals), axis=1)
    ranks = candidates[np.arange(len(centers)), choice[:, 0]]
    ranks[[0, -1]] = 0, last
    return np.unique(ranks)


def threshold_text(value: float) -> str:
    """A threshold for captions and tables, in the user's language (see :func:`format_threshold`)."""
    return format_threshold(value, t("threshold_all_negative"))


def default_threshold(sweep: ThresholdSweep) -> float:
    """0.5 (the CLI's default) when it lies within the scores, else the middle of the range; as
    the threshold the counts use."""
    low, high = float(sweep.thresholds[-1]), float(sweep.thresholds[0])
    return sweep.cut_at(DEFAULT_THRESHOLD if low <= DEFAULT_THRESHOLD <= high
                        else (low + high) / 2)


def set_threshold(value: float, slot: str = "") -> None:
    """Move the shared operating point (e.g. the Cost Curve page's "use this threshold");
    :data:`ALL_NEGATIVE` is "every sample predicted negative"."""
    st.session_state[THRESHOLD + slot] = float(value)


def ensure_threshold(sweep: ThresholdSweep, dataset_id: str, slot: str = "") -> float:
    """The current threshold as the counts use it, reset to the default when the dataset
    changed; a fresh session's link value (any number, ``inf`` for all negative) comes first."""
    state = st.session_state
    if state.get(THRESHOLD_DATASET + slot) != dataset_id or THRESHOLD + slot not in state:
        state[THRESHOLD_DATASET + slot] = dataset_id
        state[THRESHOLD + slot] = default_threshold(sweep)
    from_link = links.number(THRESHOLD + slot, infinite=True)
    if from_link is not None:
        state[THRESHOLD + slot] = float(from_link)
    state[THRESHOLD + slot] = sweep.cut_at(state[THRESHOLD + slot])
    return state[THRESHOLD + slot]


def _one_stop(stops: tuple[float, ...], value: float, previous: float | None) -> float:
    """A typed number as the exact box hands it over (the page then shows the score it cuts at).
    A press of − or + (the value moved by exactly :data:`BOX_STEP`) goes one stop down or up, as
    the slider's arrow keys do: − would otherwise snap straight back to the same score whenever no
    score lies within the step."""
    if previous in stops and math.isclose(abs(value - previous), BOX_STEP, rel_tol=1e-9):
        index = stops.index(previous) + (1 if value > previous else -1)
        return stops[min(max(index, 0), len(stops) - 1)]
    return value


HEADER_ROW = (3, 1)
"""Relative widths of the slider and the exact box side by side (a page's compact header)."""


def threshold_control(sweep: ThresholdSweep, dataset_id: str, *, slot: str = "",
                      label: str | None = None, side_by_side: bool = False,
                      steps: int = SLIDER_STEPS) -> float:
    """Draw the slider and the exact input; return the canonical threshold
    (:data:`ALL_NEGATIVE`: every sample predicted negative, shown as an empty box).

    ``dataset_id`` identifies the data so that a new file starts at the default threshold;
    ``label`` replaces the slider's usual label; ``side_by_side`` puts slider and box on one row
    (:data:`HEADER_ROW`), the rule under the slider, so the curves below stay in view; ``steps``
    is about how many stops the slider has (:data:`SIDE_BY_SIDE_STEPS` in half the page).
    """
    value = ensure_threshold(sweep, dataset_id, slot)
    all_negative = t("threshold_all_negative")
    thresholds = sweep.thresholds
    labels = _stop_labels(dataset_id, slot, steps, (thresholds.size, float(thresholds[0]),
                                                    float(thresholds[thresholds.size // 2]),
                                                    float(thresholds[-1])), thresholds)
    stops = tuple(sorted(labels.keys() | {value, ALL_NEGATIVE}))
    slider = Slider(label or t("threshold_label"), stops=stops,
                    format_func=lambda v: labels.get(v) or format_threshold(v, all_negative),
                    help=t("threshold_help"))
    box = ExactBox(t("threshold_exact"), step=BOX_STEP, placeholder=all_negative,
                   format="%.2f" if value == ALL_NEGATIVE else exact_format(value),
                   help=t("threshold_exact_help"), empty=ALL_NEGATIVE,
                   typed=partial(_one_stop, stops))
    value = synced_input(THRESHOLD + slot, slider, box, slider_key=SLIDER_KEY + slot,
                         number_key=NUMBER_KEY + slot,
                         columns=HEADER_ROW if side_by_side else None)
    st.caption(t("threshold_rule"))
    return value
