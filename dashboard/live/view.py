"""The live threshold view: what it receives (:func:`live_data`, the same for the app and the
report) and its Streamlit custom component (:func:`live_threshold_view`).

The browser gets evalcore's stop table once per analysis (:mod:`evalcore.binary.stop_table`),
repaints every move itself and tells the server the threshold when a drag or key press ends, so
the URL, the links and the other pages stay in sync. A typed threshold goes through the server.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Callable

import numpy as np
import streamlit as st

from evalcore.binary import ALL_NEGATIVE, POINT_METRICS, ThresholdSweep
from evalcore.binary.stop_table import SLIDER_STEPS, stop_table, stop_thresholds
from evalcore.histogram import ScoreHistogram

ASSETS = Path(__file__).parent
SCRIPT = (ASSETS / "live.js").read_text(encoding="utf-8")
STYLE = (ASSETS / "live.css").read_text(encoding="utf-8")
APP_ENTRY = """
export default function (component) {
  const { data, parentElement, setStateValue } = component;
  let moves = 0;
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

Translator = Callable[..., str]
TILES = ("tp", "fp", "tn", "fn")


def live_data(sweep: ThresholdSweep, histogram: ScoreHistogram, *, threshold: float,
              beta: float, weighted: bool, identity: str, tr: Translator,
              classroom: bool = False, steps: int = SLIDER_STEPS) -> dict:
    """Everything the view shows, at every stop: the stop table (``threshold`` among its stops),
    each stop's threshold as shown, the histogram's bars and the text in ``tr``'s language."""
    from dashboard.widgets.formatting import format_threshold

    stops = stop_thresholds(sweep, steps)
    table = stop_table(sweep, np.append(stops, threshold), beta=beta)
    all_negative = tr("threshold_all_negative")
    labels = [format_threshold(float(v), all_negative) for v in table.thresholds]
    reasons = {key for by_stop in table.reasons.values() for key in by_stop.values()}
    marker = "\u0000"
    return {
        "id": f"{identity}|{beta!r}|{table.thresholds.size}|{tr('threshold_label')}|{classroom}",
        "table": table.payload(),
        "labels": labels,
        "index": table.index(threshold),
        "measures": list(POINT_METRICS),
        "hist": {"edges": histogram.edges.tolist(), "positives": histogram.positives.tolist(),
                 "negatives": histogram.negatives.tolist()},
        "classroom": classroom,
        "text": {
            "threshold_label": tr("threshold_label"), "exact_label": tr("threshold_exact"),
            "exact_help": tr("live_exact_help"), "all_negative": all_negative,
            "rule": tr("threshold_rule"),
            **{name: tr(f"{name}_label") for name in TILES},
            "precision": tr("precision_metric"), "recall": tr("recall_metric"),
            "matrix_label": tr("live_matrix_label"), "truth": tr("truth"),
            "prediction": tr("prediction"),
            **{key: tr(key) for key in ("predicted_positive", "predicted_negative",
                                        "actual_positive", "actual_negative")},
            "hist_title": tr("score_distribution_header"), "score": tr("score"),
            "count": tr("count_weighted" if weighted else "count"),
            "threshold_short": tr("threshold_short", value=marker),
            "measures_header": tr("point_metrics_header"),
            "metric_column": tr("metric_column"), "value_column": tr("value_column"),
            "note_column": tr("note_column"), "undefined": tr("undefined"),
            "metrics": {name: tr(f"metric_{name}") for name in POINT_METRICS},
            "reasons": {key: tr(key) for key in sorted(reasons)},
        },
    }


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
