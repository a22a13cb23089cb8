"""The ROC step-through answered in the browser: the live view's component (v2, no iframe; its
module ``entry.js`` loads ``steps.js`` and Plotly.js from the registered asset roots,
:mod:`dashboard.live.assets`) gets the construction once
(:func:`~dashboard.learn.live_steps_data.steps_data`, by URL) and steps, plays and pauses by
itself; the server hears the step when play stops or a step is chosen, so the page's state and
its link (``step=``) stay in sync."""

from __future__ import annotations

import numpy as np
import streamlit as st

from dashboard.binary.sidebar import BinaryDataset
from dashboard.learn.figures import StripData
from dashboard.learn.live_steps_data import sent_steps, steps_data
from dashboard.live.assets import live_component
from dashboard.live.view import _by_url
from dashboard.shell.language import lang
from dashboard.shell.session import classroom_mode
from dashboard.loading.byte_cache import byte_cached
from evalcore.teaching import RocSteps

COMPONENT_KEY = "learn_steps_live"


@byte_cached
def _cached_data(dataset_id: str, left: str, size: int, seed: int, language: str,
                 classroom: bool, strip_title: str, _dataset: BinaryDataset, _steps: RocSteps,
                 _strip: StripData, toolbar: bool = True) -> dict:
    """:func:`steps_data` once per data set, left figure, strip, language, mode and toolbar."""
    return steps_data(_steps, _dataset.sweep, identity=dataset_id, left=left, strip=_strip,
                      strip_title=strip_title, histogram=_dataset.histogram,
                      weighted=_dataset.data.weights is not None, classroom=classroom,
                      toolbar=toolbar)


def _from_browser(key: str, store: str, last: int, manual: str) -> None:
    """on_change: the step the browser settled on becomes the page's (``store``)."""
    sent = (st.session_state.get(key) or {}).get("step") or {}
    value = sent.get("value") if isinstance(sent, dict) else None
    if isinstance(value, (int, float)) and np.isfinite(value):
        st.session_state[store] = min(max(int(value), 0), last)
        st.session_state[manual] = True


def live_steps_view(dataset: BinaryDataset, steps: RocSteps, index: int, *, left: str,
                    size: int, seed: int, strip: StripData, strip_title: str, store: str,
                    manual: str, toolbar: bool = True) -> None:
    """Draw the step-through at step ``index`` (``toolbar``: Plotly's on its figures); the
    browser's settled step is written to ``st.session_state[store]`` (and ``manual`` set) by
    the component's callback, before the run it causes. Bare mode (no server) draws nothing."""
    component = live_component()
    if component is None:
        return
    data = _cached_data(dataset.dataset_id, left, size, seed, lang(), classroom_mode(),
                        strip_title, dataset, steps, strip, toolbar)
    sent = sent_steps(len(steps))
    at = int(np.searchsorted(sent, index, side="right") - 1)
    last = len(steps) - 1
    component(key=COMPONENT_KEY, data=_by_url(data, at, COMPONENT_KEY),
              on_step_change=lambda: _from_browser(COMPONENT_KEY, store, last, manual))
