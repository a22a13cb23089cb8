"""The shared threshold control: a slider plus an exact numeric input, kept in sync.

The canonical value lives in ``st.session_state[THRESHOLD]`` so every page (Confusion, ROC/PR, Cost
Curve) shows the same operating point; the two widgets are only views of it. With few distinct
scores the slider snaps to the real scores (every stop changes the confusion matrix), otherwise it
moves over the score range in fine steps. The Comparison page draws one control per model, each
in its own ``slot`` (a suffix of every key).
"""

from __future__ import annotations

import math

import numpy as np
import streamlit as st

from dashboard.state import THRESHOLD, THRESHOLD_DATASET, t

SNAP_LIMIT = 400
SLIDER_STEPS = 1000
DEFAULT_THRESHOLD = 0.5
SLIDER_KEY = "threshold_slider"
NUMBER_KEY = "threshold_number"


def slider_stops(thresholds: np.ndarray) -> list[float] | None:
    """Ascending distinct scores, plus the next float above the highest (every sample predicted
    negative), when there are few distinct scores; else ``None``."""
    if thresholds.size > SNAP_LIMIT:
        return None
    stops = sorted(float(x) for x in thresholds)
    return stops + [math.nextafter(stops[-1], math.inf)]


def snap(value: float, stops: list[float]) -> float:
    """The smallest stop ≥ value: the same predictions as ``value`` under score ≥ threshold."""
    index = int(np.searchsorted(np.asarray(stops), value, side="left"))
    return stops[min(index, len(stops) - 1)]


def default_threshold(low: float, high: float) -> float:
    """0.5 (the CLI's default) when it lies within the scores, else the middle of the range."""
    return DEFAULT_THRESHOLD if low <= DEFAULT_THRESHOLD <= high else (low + high) / 2


def set_threshold(value: float, slot: str = "") -> None:
    """Move the shared operating point (e.g. the Cost Curve page's "use this threshold")."""
    st.session_state[THRESHOLD + slot] = float(value)


def ensure_threshold(dataset_id: str, low: float, high: float, slot: str = "") -> float:
    """The current threshold, reset to the default when the dataset changed."""
    state = st.session_state
    if state.get(THRESHOLD_DATASET + slot) != dataset_id or THRESHOLD + slot not in state:
        state[THRESHOLD_DATASET + slot] = dataset_id
        state[THRESHOLD + slot] = default_threshold(low, high)
    return state[THRESHOLD + slot]


def _copy_to_threshold(widget_key: str, slot: str) -> None:
    set_threshold(st.session_state[widget_key], slot)


def threshold_control(thresholds: np.ndarray, dataset_id: str, *, slot: str = "",
                      label: str | None = None) -> float:
    """Draw the slider and the numeric input; return the canonical threshold.

    ``thresholds`` are the sweep's distinct scores (descending), ``dataset_id`` identifies the data so
    that a new file starts at the default threshold; ``label`` replaces the slider's usual label.
    """
    low, high = float(thresholds.min()), float(thresholds.max())
    value = ensure_threshold(dataset_id, low, high, slot)
    stops = slider_stops(thresholds)
    state = st.session_state
    slider_key, number_key = SLIDER_KEY + slot, NUMBER_KEY + slot
    label = label or t("threshold_label")
    on_slide = dict(on_change=_copy_to_threshold, args=(slider_key, slot), help=t("threshold_help"))
    if stops is not None:
        state[slider_key] = snap(value, stops)
        top = stops[-2]
        st.select_slider(label, options=stops, key=slider_key,
                         format_func=lambda v: f"> {top:.4g}" if v > top else f"{v:.4g}",
                         **on_slide)
    else:
        step = (high - low) / SLIDER_STEPS or 1.0
        state[slider_key] = min(max(value, low), high)
        st.slider(label, min_value=low, max_value=high, step=step, key=slider_key,
                  format="%.4f", **on_slide)
    state[number_key] = value
    st.number_input(t("threshold_exact"), key=number_key, on_change=_copy_to_threshold,
                    args=(number_key, slot), format="%.6f")
    st.caption(t("threshold_rule"))
    return state[THRESHOLD + slot]
