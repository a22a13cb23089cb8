"""The live threshold view as a Streamlit custom component (v2, no iframe): the page's switch
(:func:`live_view_on`) and the view (:func:`live_threshold_view`), fed :func:`live_data`.

The browser gets evalcore's stop table and the page's Plotly figures once per analysis
(:mod:`evalcore.binary.stop_table`, :mod:`evalcore.view.live.payload`), repaints every move
itself and tells the server the threshold when a drag, a key press or a click on a figure ends,
so the URL, the links and the other pages stay in sync. A typed threshold goes through the
server. The component's code and Plotly.js are assets fetched once by URL
(:mod:`dashboard.live.assets`), so a run sends the data's URL and two numbers, no code.
"""

from __future__ import annotations

import math

import numpy as np
import streamlit as st

from dashboard.live.assets import live_component
from evalcore.view.live.payload import cost_curves_data, curves_data, live_data, view_kind
from dashboard.loading.byte_cache import byte_cached
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import ALL_NEGATIVE, ThresholdSweep
from evalcore.binary.shortest import shortest_flag
from evalcore.binary.stop_table import stop_thresholds
from evalcore.histogram import ScoreHistogram

COMPONENT_KEY = "live_threshold"


@byte_cached
def _stops(identity: str, _sweep: ThresholdSweep) -> np.ndarray:
    """The slider's stops of the data set ``identity``, worked out once."""
    return stop_thresholds(_sweep)


@byte_cached
def _cached_data(identity: str, extra: float | None, beta: float, weighted: bool, lang: str,
                 classroom: bool, page: str, intervals: bool, projector: bool,
                 _sweep: ThresholdSweep,
                 _histogram: ScoreHistogram | None, _summary, _cost,
                 _folds: tuple, direction: str = "higher") -> tuple[dict, np.ndarray]:
    """:func:`live_data` and its stops once per data set, threshold off the stops (``extra``;
    None: on a stop, as after every drag), β, language, mode and page (``page``, a
    :func:`view_kind`, names the costs too on the Cost Curve page and the ROC's log FPR axis);
    ``intervals``: the measures' table with the proportions' Wilson intervals; ``projector``:
    :func:`live_data`'s; ``direction``: the score direction ``_sweep``'s scores are read in
    (``lower``: negated)."""
    from dashboard.shell.language import t

    curves = None
    if _folds:  # folds_curves_data's, or a function of the mode that makes them
        curves = _summary(classroom=classroom) if callable(_summary) else _summary
    elif isinstance(_summary, dict):  # figures built by the page (its own kinds of marks)
        curves = _summary
    elif _cost is not None:
        curves = cost_curves_data(_cost, _summary, tr=t, classroom=classroom)
    elif _summary is not None:
        s = _summary
        curves = curves_data(s.roc, s.pr, auc=s.auc, ap=s.ap, youden=s.youden, bep=s.bep, tr=t,
                             prevalence=_sweep.prior, log_fpr=page.endswith(":log"),
                             classroom=classroom)
    stops = _stops(identity, _sweep)
    if extra is not None:  # the stop of the same counts gives way to it (every stop moves them)
        stops = stops[stops != _sweep.shortest_at(extra)]
    data = live_data(BinaryAnalysis(_sweep, beta=beta, score_direction=direction), _histogram,
                     threshold=stops[-1] if extra is None else extra, weighted=weighted,
                     identity=identity, tr=t, classroom=classroom, curves=curves, stops=stops,
                     cost=_cost, folds=_folds, intervals=intervals, projector=projector,
                     rates=_reads_rates(curves))
    return data, np.unique(np.append(stops, stops[-1] if extra is None else extra))


def _reads_rates(curves) -> bool:
    """Whether a page's figure places its marks by the stop table's columns of the metrics
    against the threshold (its marks name the column of their x, ``x``)."""
    return isinstance(curves, dict) and any(
        isinstance(spec, dict) and "x" in spec.get("marks", {}) for spec in curves.values())


def _from_browser(key: str, name: str, sweep: ThresholdSweep, dataset_id: str,
                  slot: str, lower: bool = False) -> None:
    """on_change: the threshold the browser settled on becomes the shared one of data set
    ``dataset_id``: a stop (``name`` "threshold", a drag or a key) as its counts' shortest
    decimal, a typed number (``name`` "typed") as the user wrote it. ``lower``: ``sweep`` is of
    the negated scores (a lower score positive): a stop is negated back into the file's units,
    and "all negative" is the shortest decimal below every score."""
    from dashboard.widgets.threshold import move_threshold

    sent = (st.session_state.get(key) or {}).get(name) or {}
    value = sent.get("value") if isinstance(sent, dict) else None
    if isinstance(value, (int, float)) and math.isfinite(value):
        typed = name == "typed"
        if lower and not typed:  # snapped on the negated scores, kept as it is
            move_threshold(dataset_id, 0.0 - sweep.shortest_at(float(value)), slot, given=True)
            return
        move_threshold(dataset_id, float(value) if typed else sweep.shortest_at(float(value)),
                       slot, given=typed)
    elif value is None and sent:
        if lower:
            below = 0.0 - float(shortest_flag(sweep.thresholds[:1], ALL_NEGATIVE))
            move_threshold(dataset_id, below, slot, given=True)
            return
        move_threshold(dataset_id, ALL_NEGATIVE, slot)


def live_threshold_view(sweep: ThresholdSweep, histogram: ScoreHistogram | None, dataset_id: str,
                        *, beta: float, weighted: bool, curves=None, cost=None,
                        folds: tuple = (), slot: str = "", log_fpr: bool = False,
                        intervals: bool = False, lower: ThresholdSweep | None = None,
                        projector: bool = False) -> float:
    """Draw the live view at the shared threshold and return it (the browser's last settled
    move and the exact box are applied before the run, by the component's callbacks);
    ``curves`` (the ROC / PR page's :class:`~dashboard.binary.view.CurveSummary`): the curves
    with their operating points instead of the matrix and histogram; with ``cost`` (a
    :class:`~evalcore.analysis.binary.CostAnalysis`) ``curves`` is the Cost Curve page's
    :class:`~evalcore.view.cost_summary.CostSummary` and the view shows the cost of every stop;
    with ``folds`` (each fold's name and sweep) ``curves`` is :func:`folds_curves_data`'s (or
    a function of ``classroom`` returning it, called once per table) and the view moves every
    fold's point; ``curves`` may also be a page's own figures, already as the view takes them
    (a dict of :func:`~evalcore.view.live.payload.figure_spec`'s, e.g. the Risk page's
    :func:`~dashboard.risk.live_metrics.threshold_metrics_data`). ``slot``: which threshold
    control (as :func:`~dashboard.widgets.threshold.current_threshold`'s); ``log_fpr``: the
    ROC's FPR axis logarithmic; ``intervals``: the table of point measures under the matrix
    has the 95 % Wilson interval of each proportion as two columns; ``lower``: a lower score
    means positive, ``lower`` the sweep of the negated scores, whose stops and counts the view
    shows (a row positive when score ≤ threshold), the threshold kept in the file's units;
    ``projector``: the view as a projector's screen shows it
    (:func:`~evalcore.view.live.payload.live_data`'s)."""
    from dashboard.shell import links
    from dashboard.shell.language import lang
    from dashboard.shell.session import THRESHOLD, classroom_mode
    from dashboard.widgets.threshold import current_threshold

    threshold = current_threshold(sweep, dataset_id, slot).value
    identity, key = dataset_id + slot, COMPONENT_KEY + slot  # one view per control
    shown, inside, direction = sweep, threshold, "higher"
    if lower is not None:  # the negated scores' stops, their own view
        shown, inside, direction = lower, 0.0 - threshold, "lower"
        identity += ":lower"
        if inside > shown.thresholds[0]:  # below every score in the file's units: the stop
            inside = ALL_NEGATIVE         # "all negative" (the link holds a finite number)
    stops = _stops(identity, shown)
    on_stop = bool(np.isin(inside, stops))
    data, thresholds = _cached_data(identity, None if on_stop else inside, beta, weighted,
                                    lang(), classroom_mode(),
                                    view_kind(curves, cost, folds, log_fpr), intervals,
                                    projector, shown,
                                    histogram,
                                    curves, cost, folds, direction)
    index = int(np.searchsorted(thresholds, inside))
    component = live_component()
    if component is None:  # bare mode: no browser to draw in
        links.publish(THRESHOLD + slot, float(threshold))
        return threshold
    flipped = lower is not None
    component(key=key, data=_by_url(data, index, key),
               on_threshold_change=lambda: _from_browser(key, "threshold", shown, dataset_id,
                                                         slot, flipped),
               on_typed_change=lambda: _from_browser(key, "typed", shown, dataset_id, slot,
                                                     flipped))
    links.publish(THRESHOLD + slot, float(threshold))
    return threshold


INLINE_SENT = "live_tables_sent"
"""Session-state key: the ids of the tables this session's runs have sent inline (newest last)."""


def heard_move(sent) -> int | None:
    """The number of the newest move this session's server has heard from a view (``sent``:
    the component's state, each name's ``{"value", "n"}``); None before any. A run echoes it, so
    that the view can tell a run that answers its newest move from one that started before."""
    numbers = [v.get("n") for v in (sent or {}).values() if isinstance(v, dict)]
    numbers = [n for n in numbers if isinstance(n, int) and not isinstance(n, bool)]
    return max(numbers) if numbers else None


def _by_url(data: dict, index: int, key: str | None = None) -> dict:
    """The view's data as a file of Streamlit's media store (its URL names its bytes), the
    current stop and the newest move the component ``key`` was heard to send
    (:func:`heard_move`): the run at the end of a drag then resends a URL and two numbers, not
    the table.
    The first run that shows a table also sends it inline (``inline``), so that the first
    numbers do not wait for a fetch after the run; the browser keeps it under its URL. Inline
    only when there is no runtime (bare mode)."""
    from streamlit import runtime

    heard = heard_move(st.session_state.get(key)) if key is not None else None
    if not runtime.exists():
        return {**data, "index": index, "heard": heard}
    body = _json_bytes(data["id"], data)
    url = runtime.get_instance().media_file_mgr.add(body, "application/json",
                                                    f"{COMPONENT_KEY}-{data['id']}")
    current = {"url": url, "index": index, "heard": heard}
    sent = st.session_state.setdefault(INLINE_SENT, [])
    if data["id"] in sent:
        return current
    sent[:] = [*sent[-31:], data["id"]]
    return {**current, "inline": {**data, "index": None}}


@byte_cached
def _json_bytes(identity: str, _data: dict) -> bytes:
    """The data's JSON once per table (``identity``: :func:`live_data`'s id names the table)."""
    import json

    return json.dumps({**_data, "index": None}, allow_nan=False).encode()


LIVE_TOGGLE = "live_view"


def live_view_on() -> bool:
    """The switch between the live view (the default) and the server-drawn one, in the sidebar
    (kept for the session): on the page it would push the threshold's figures below a
    projector's fold."""
    from dashboard.shell.language import t
    from dashboard.shell.session import sticky

    return bool(sticky(st.sidebar.toggle, t("live_view_toggle"), key=LIVE_TOGGLE, value=True,
                       help=t("live_view_help")))


def live_view_chosen() -> bool:
    """The switch of :func:`live_view_on` as the session last left it (on before any), read
    without drawing it: for a fragment, which cannot draw in the sidebar."""
    from dashboard.shell.state import sticky_key

    return bool(st.session_state.get(sticky_key(LIVE_TOGGLE), True))
