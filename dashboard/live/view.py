"""The live threshold view as a Streamlit custom component (v2, no iframe): the page's switch
(:func:`live_view_on`) and the view (:func:`live_threshold_view`), fed :func:`live_data`.

The browser gets evalcore's stop table once per analysis (:mod:`evalcore.binary.stop_table`),
repaints every move itself and tells the server the threshold when a drag or key press ends, so
the URL, the links and the other pages stay in sync. A typed threshold goes through the server.
"""

from __future__ import annotations

import math

import streamlit as st

from dashboard.live.data import SCRIPT, STYLE, live_data
from evalcore.binary import ALL_NEGATIVE, ThresholdSweep
from evalcore.histogram import ScoreHistogram

APP_ENTRY = """
let moves = 0;  // the module's, so it keeps counting across the runs that call the export again
export default function (component) {
  const { data, parentElement, setStateValue } = component;
  liveThreshold(parentElement, data, (name, value) => {
    moves += 1;  // a new value each time, so that a move back to the same stop still counts
    const shown = typeof value === "number" && !Number.isFinite(value) ? null : value;
    setStateValue(name, { value: shown, n: moves });
  });
}
"""
COMPONENT_KEY = "live_threshold"
_component = st.components.v2.component("evalcore_live_threshold", css=STYLE,
                                        js=SCRIPT + APP_ENTRY)


@st.cache_resource(max_entries=16, show_spinner=False)
def _cached_data(identity: str, threshold: float, beta: float, weighted: bool, lang: str,
                 classroom: bool, _sweep: ThresholdSweep, _histogram: ScoreHistogram) -> dict:
    """:func:`live_data` once per data set, threshold off the stops, β, language and mode (a
    drag's end lands on a stop: the same table, no new work)."""
    from dashboard.shell.language import t

    return live_data(_sweep, _histogram, threshold=threshold, beta=beta, weighted=weighted,
                     identity=identity, tr=t, classroom=classroom)


def _from_browser(key: str, name: str, sweep: ThresholdSweep) -> None:
    """on_change: the threshold the browser settled on (a stop, or a typed number) becomes the
    shared one, as shown (its counts' shortest decimal)."""
    from dashboard.widgets.threshold import set_threshold

    sent = (st.session_state.get(key) or {}).get(name) or {}
    value = sent.get("value") if isinstance(sent, dict) else None
    if isinstance(value, (int, float)) and math.isfinite(value):
        set_threshold(sweep.shortest_at(float(value)))
    elif value is None and sent:
        set_threshold(ALL_NEGATIVE)


def live_threshold_view(sweep: ThresholdSweep, histogram: ScoreHistogram, dataset_id: str, *,
                        beta: float, weighted: bool) -> float:
    """Draw the live view at the shared threshold and return it (the browser's last settled
    move and the exact box are applied before the run, by the component's callbacks)."""
    from dashboard.shell import links
    from dashboard.shell.language import lang
    from dashboard.shell.session import THRESHOLD, classroom_mode
    from dashboard.widgets.threshold import ensure_threshold

    threshold = ensure_threshold(sweep, dataset_id)
    data = _cached_data(dataset_id, threshold, beta, weighted, lang(), classroom_mode(),
                        sweep, histogram)
    _component(key=COMPONENT_KEY, data=data,
               on_threshold_change=lambda: _from_browser(COMPONENT_KEY, "threshold", sweep),
               on_typed_change=lambda: _from_browser(COMPONENT_KEY, "typed", sweep))
    links.publish(THRESHOLD, float(threshold))
    return threshold


LIVE_TOGGLE = "live_view"


def live_view_on() -> bool:
    """The page's switch between the live view and the server-drawn one (kept for the session)."""
    from dashboard.shell.language import t
    from dashboard.shell.session import sticky

    return bool(sticky(st.toggle, t("live_view_toggle"), key=LIVE_TOGGLE, value=False,
                       help=t("live_view_help")))
