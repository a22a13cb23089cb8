"""What the live threshold view receives (:func:`live_data`, with the Plotly figures of
:func:`curves_data`, :func:`cost_curves_data`, :func:`folds_curves_data` and the histogram's) and
its code (:data:`SCRIPT`, :data:`STYLE`): the same for the app's component (as files beside this
module, :data:`ASSETS`), the report's inline copy and a notebook's cell. Every text comes from
the caller's translator (the dashboard's catalog, or :func:`evalcore.view.language.translator`).

The figures are the ones the server-drawn pages and the report draw, from the same builders
(:mod:`evalcore.view.binary`, :mod:`evalcore.view.cost`, :mod:`evalcore.view.folds`),
as Plotly.js takes them (numbers as base64 typed arrays), each with the indices of its marks that
the view moves at every stop (``marks``): the operating point, the cost line, the cut.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Callable

import numpy as np

from evalcore.view.binary import pr_figure, roc_figure, score_histogram_figure
from evalcore.view.labels.binary import histogram_labels, point_text_at, pr_labels, roc_labels
from evalcore.view.cost import cost_curve_figure, roc_hull_figure
from evalcore.view.labels.cost import cost_curve_labels, roc_hull_labels
from evalcore.view.folds import CURVES_HEIGHT, folds_pr_figure, folds_roc_figure
from evalcore.view.folds_curves import curve_labels as fold_curve_labels
from evalcore.view.layout import (CLASSROOM_FONT_SIZE, PROJECTOR_HEIGHT, image_config,
                                  presented, thinned_steps)
from evalcore.view.formatting import format_exact, format_threshold
from evalcore.view.language import plotly_locale
from evalcore.view.text import plot_text
from evalcore.binary import ALL_NEGATIVE, POINT_METRICS
from evalcore.binary.direction import internal_threshold
from evalcore.cost import iso_cost_line
from evalcore.binary.shortest import shortest_thresholds
from evalcore.binary.stop_table import SLIDER_STEPS, stop_table, stop_thresholds
from evalcore.histogram import ScoreHistogram

ASSETS = Path(__file__).parent
"""The view's files: ``live.js`` and ``live.css`` (the app serves them by URL,
:mod:`dashboard.live.assets`; the report and a notebook inline them)."""
SCRIPT = (ASSETS / "live.js").read_text(encoding="utf-8")
"""Defines ``liveThreshold(root, data, send)``; ``send`` null: no server (the report, a
notebook). Needs Plotly.js: ``window.livePlotly`` (a promise of the copy to draw with) when set,
else ``window.Plotly``."""
STYLE = (ASSETS / "live.css").read_text(encoding="utf-8")

Translator = Callable[..., str]
TILES = ("tp", "fp", "tn", "fn")
COST_TILES = {"normalized_cost": "cost_threshold_metric", "cost_sensitive_error": "cost_cse_metric"}
"""The cost view's tiles after the counts (columns of the cost stop table) and their text."""
RATE_TILES = {"ks_distance": "risk_ks_distance"}
"""The tile after precision and recall when the table has the metrics against the threshold
(the Risk page's view): the KS distance |TPR − FPR| at the threshold, whose maximum is the KS
statistic."""


def view_kind(curves, cost, folds: tuple = (), log_fpr: bool = False) -> str:
    """Which view a table is for: the matrix, the curves (on a log FPR axis when ``log_fpr`` or
    the curves' data say so; with the folds', named by their sweeps; a page's own figures, as
    the Risk page's metrics against the threshold, named by their kinds), or the costs (with
    their values)."""
    if folds:
        digest = hashlib.blake2b(digest_size=8)
        for name, sweep in folds:
            digest.update(name.encode() + sweep.thresholds.tobytes() + sweep.tp.tobytes())
        return "folds:" + digest.hexdigest()
    if cost is not None:
        return "cost:" + ",".join(map(repr, (cost.cost_fn, cost.cost_fp, cost.p)))
    if curves is None:
        return "matrix"
    if isinstance(curves, dict) and set(curves) != {"roc", "pr"}:  # another page's figures
        return "curves:" + ",".join(sorted(curves))
    log = log_fpr or (isinstance(curves, dict) and curves.get("roc", {}).get("figure", {})
                      .get("layout", {}).get("xaxis", {}).get("type") == "log")
    return "curves:log" if log else "curves"


def live_data(analysis, histogram: ScoreHistogram | None, *, threshold: float,
              weighted: bool, identity: str, tr: Translator,
              classroom: bool = False, steps: int = SLIDER_STEPS,
              curves: dict | None = None, stops: np.ndarray | None = None,
              cost=None, folds: tuple = (), intervals: bool = False,
              rates: bool = False, projector: bool = False,
              figures: dict | None = None) -> dict:
    """Everything the view shows of the one analysis value (a
    :class:`~evalcore.analysis.binary.BinaryAnalysis`), at every stop: its stop table
    (:meth:`~evalcore.analysis.binary.BinaryAnalysis.stop_table`, at the value's β,
    ``threshold`` among its stops),
    each stop's threshold as shown, the histogram's bars and the text in ``tr``'s language
    (Plotly.js's own too: ``plotly_locale``, its figures' ``config``);
    with ``curves`` (:func:`curves_data`, :func:`cost_curves_data`, :func:`folds_curves_data`)
    those figures instead of matrix and histogram (and the P-R operating point's text at every
    stop, ``point_texts``, when a figure writes it). ``cost`` (a :class:`~evalcore.analysis.binary.CostAnalysis`): the
    table has every stop's cost too, shown in the tiles. ``folds`` (names and sweeps): each
    fold's FPR, recall and precision at the same stops, its points on the curves. ``stops``: the
    slider's (:func:`stop_thresholds` with ``steps``) if worked out already. ``intervals``: the
    measures' table has the two ends of each proportion's 95 % Wilson interval as columns.
    ``rates``: the table has the columns of the metrics against the threshold
    (:func:`~evalcore.binary.stop_table.threshold_rates`), which its figure's marks read. With
    a lower score direction (``analysis`` of the negated scores) the stops are shown in the
    file's units.
    ``projector``: a screen shown on a projector that a clicker cannot scroll (the lesson): no
    table of measures, no toolbar on the figures, and each figure as tall as the window leaves
    below its top. ``figures`` (:func:`curves_data`'s ROC and P-R, a notebook's): drawn after the
    matrix and the histogram, their marks moved at every stop as the ROC / PR page's."""
    stops = stop_thresholds(analysis.sweep, steps) if stops is None else stops
    if projector and classroom and curves is not None:
        curves = {kind: _classroom_notes(spec) for kind, spec in curves.items()}
    at = np.append(stops, threshold)
    table = (analysis.stop_table(at, intervals=intervals, rates=rates) if cost is None
             else cost.stop_table(at, beta=analysis.beta))
    tiles = (*TILES, *(COST_TILES if cost is not None else ("precision", "recall")),
             *(RATE_TILES if rates else ()))
    lower = analysis.score_direction == "lower"
    all_negative = tr("live_all_negative_lower" if lower else "threshold_all_negative")
    in_file = internal_threshold(table.thresholds, analysis.score_direction)
    all_positive = tr("live_all_positive_lower")  # a lower direction's +inf (score ≤ +inf)
    labels = [all_negative if t == ALL_NEGATIVE else all_positive if lower and t == -ALL_NEGATIVE
              else format_exact(v) for t, v in zip(table.thresholds.tolist(), in_file.tolist())]
    reasons = {key for by_stop in table.reasons.values() for key in by_stop.values()}
    sent, single = _sent_columns(table, curves, cost, placed=bool(figures))
    marker = "\u0000"
    return {
        "id": "|".join((identity, repr(analysis.beta), tr("threshold_label"), str(classroom),
                        view_kind(curves, cost, folds), str(intervals), str(projector),
                        analysis.score_direction,
                        hashlib.blake2b(table.thresholds.tobytes(), digest_size=8).hexdigest())),
        "table": table.payload(sent, single=single),
        "labels": labels,
        "index": table.index(threshold),
        "measures": [] if projector else list(POINT_METRICS),
        "projector": projector,
        "intervals": list(table.intervals),
        "tiles": list(tiles),
        "hist": None if histogram is None or curves is not None else (
            _classroom_notes if projector and classroom else lambda spec: spec)(histogram_spec(
                histogram, tr=tr, weighted=weighted, classroom=classroom)),
        "point_texts": (_point_texts(table, tr) if _has_label(curves) or _has_label(figures)
                        else None),
        **({"figures": figures} if figures else {}),
        "classroom": classroom,
        "curves": curves,
        "plotly_locale": plotly_locale(tr),
        "folds": [{"name": name,
                   **stop_table(fold, table.thresholds).payload(MARK_COLUMNS[1:])}
                  for name, fold in folds],
        "text": {
            "operating_point": tr("operating_point"),
            "threshold_label": tr("threshold_label"), "exact_label": tr("threshold_exact"),
            "exact_help": tr("live_exact_help"), "all_negative": all_negative,
            "rule": tr("live_rule_lower" if lower else "threshold_rule"),
            **{name: tr(f"{name}_label") for name in TILES},
            "precision": tr("precision_metric"), "recall": tr("recall_metric"),
            **{name: tr(key) for name, key in COST_TILES.items()},
            **({name: tr(key) for name, key in RATE_TILES.items()} if rates else {}),
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
            "interval_low": tr("risk_interval_low"), "interval_high": tr("risk_interval_high"),
            "metrics": {name: tr(f"metric_{name}") for name in POINT_METRICS},
            "reasons": {key: tr(key) for key in sorted(reasons)},
        },
    }


MARK_COLUMNS = ("threshold", "fpr", "recall", "precision")
"""What the figures' marks are placed by: the cut, the ROC and P-R points (and the folds')."""
COST_COLUMNS = ("fnr", "normalized_cost", "cost_sensitive_error")
"""The cost view's line (FPR to FNR), its point and its second tile."""
ROW_RATES = ("recall", "fnr", "fpr", "specificity")
"""The matrix's row rates: written in percent to one decimal, the cell dark above 55 %."""


def _sent_columns(table, curves, cost, *, placed: bool = False) -> tuple[list[str], set[str]]:
    """Which of the stop table's columns the view reads, and which of those go as float32: a
    count float32 holds exactly, or (in the matrix view) a measure whose every shown text
    float32 keeps and that places no mark (``placed``: the matrix view's own ROC and P-R
    figures place theirs by the marks' columns, which stay float64). The curves' views read the
    counts, the tiles and the marks' columns only (the Risk page's figures the F1 and the
    metrics against the threshold's own columns too)."""
    counts = [name for name in TILES if _same(table.column(name), lambda v: v)]
    if curves is None:
        marks = MARK_COLUMNS if placed else ("threshold",)
        texts = [name for name in table.columns if name not in (*marks, *TILES)
                 and _same(table.column(name), _shown_measure(name))]
        return list(table.columns), {*counts, *texts}
    names = [*MARK_COLUMNS, *TILES, *(COST_COLUMNS if cost is not None else ())]
    if isinstance(curves, dict) and set(curves) - {"roc", "pr", "cost"}:
        names.extend(("f1", *table.rates))
    return [name for name in table.columns if name in names], set(counts)


def _shown_measure(name: str):
    """How the view shows a value of the column ``name``: four decimals (NaN: undefined), and
    for a row rate its percent with one decimal and whether its cell is dark."""
    def shown(value: float):
        if value != value:
            return None
        text = f"{value:.4f}"
        return (text, f"{value * 100:.1f}", value > 0.55) if name in ROW_RATES else text
    return shown


def _same(column: np.ndarray, shown) -> bool:
    """Whether ``column`` as float32 shows as it does as float64 (``shown`` of each value). Only
    the values float32 moves across or near a rounding point of the shown text (a half of its
    last decimal, four decimals or a percent's one; the dark cell's 55 %) are formatted: the
    others show the same digits."""
    narrow = column.astype(np.float32).astype(np.float64)
    if np.array_equal(narrow, column, equal_nan=True):
        return True
    near = (narrow > 0.55) != (column > 0.55)
    with np.errstate(invalid="ignore"):
        for scale in (1e4, 1e3):
            u, v = narrow * scale - 0.5, column * scale - 0.5
            near |= ((np.floor(u) != np.floor(v)) | (np.abs(u - np.round(u)) < 1e-6)
                     | (np.abs(v - np.round(v)) < 1e-6))
    near &= ~(np.isnan(narrow) & np.isnan(column))
    return all(shown(a) == shown(b) for a, b in zip(narrow[near].tolist(),
                                                     column[near].tolist()))


def _classroom_notes(spec: dict) -> dict:
    """``spec`` with its annotations (the cut's text, a point's label) at least at the classroom
    font, as the lesson's own figures have them (a copy: the spec may be cached)."""
    layout = spec["figure"]["layout"]
    notes = [{**note, "font": {**note.get("font", {}),
                               "size": max(note.get("font", {}).get("size") or 0,
                                           CLASSROOM_FONT_SIZE)}}
             for note in layout.get("annotations", [])]
    return {**spec, "figure": {**spec["figure"], "layout": {**layout, "annotations": notes}}}


def figure_spec(fig, *, classroom: bool, marks: dict, height: int = PROJECTOR_HEIGHT,
                name: str = "figure") -> dict:
    """``fig`` as a page draws it (:func:`presented`: its height, classroom mode's fonts) in the
    JSON Plotly.js takes, numbers as base64 typed arrays (``bdata``) and without the template
    (the app's look and Plotly.js's defaults draw it), with ``marks`` (what the view moves: trace,
    shape and annotation indices) and the camera button's settings (``name``)."""
    presented(fig, height=height, classroom=classroom)
    spec = json.loads(fig.to_json(validate=False))  # the figure's own JSON: typed arrays
    spec["layout"].pop("template", None)
    return {"figure": spec, "marks": marks, "config": image_config(name)}


def _trace(fig, name: str) -> int:
    """The index of ``fig``'s last trace called ``name``."""
    return max(k for k, trace in enumerate(fig.data) if trace.name == name)


def histogram_spec(histogram: ScoreHistogram, *, tr: Translator, weighted: bool,
                   classroom: bool) -> dict:
    """The score histograms (:func:`score_histogram_figure`) with the cut, first at the bars'
    middle: its line is shape 0 and its text annotation 0, moved by the view."""
    edges = histogram.edges
    middle = float(edges[0] + edges[-1]) / 2
    fig = score_histogram_figure(edges, histogram.positives, histogram.negatives, middle,
                                 labels=histogram_labels(tr, middle, titled=True,
                                                         weighted=weighted))
    return figure_spec(fig, classroom=classroom, name="score_histogram",
                       marks={"cut": 0, "cut_text": 0})


def _has_label(curves) -> bool:
    return isinstance(curves, dict) and "label" in curves.get("pr", {}).get("marks", {})


def _point_texts(table, tr: Translator) -> list[str]:
    """The P-R operating point's text at every stop (:func:`point_text_at`)."""
    return [point_text_at(tr, p, r) for p, r in zip(table.column("precision").tolist(),
                                                     table.column("recall").tolist())]


THIN_ABOVE = 400
"""A ROC curve of more drawn points than this is thinned further by :func:`_thinner`."""
THIN_TOLERANCE = 0.0005
"""How far (axis units: a quarter pixel on a 500-pixel axis) :func:`_thinner` may move a drawn
ROC curve."""


def _thinner(roc):
    """The page's drawn ROC curve (already decimated) with only the points a straight chord
    cannot replace within :data:`THIN_TOLERANCE` (:meth:`~evalcore.binary.RocCurve.simplified`):
    the view's first payload carries each point with its hover text, and a smooth curve of
    thousands of points looks the same with a hundred. Small curves (up to :data:`THIN_ABOVE`
    points) keep every point, so every threshold stays hoverable."""
    return roc.simplified(max_points=THIN_ABOVE, tolerance=THIN_TOLERANCE)


def curves_data(roc, pr, *, auc: float, ap: float, youden, bep, tr: Translator,
                prevalence: float | None = None, log_fpr: bool = False,
                classroom: bool = False) -> dict:
    """The ROC and P-R figures of the ROC / PR page (:func:`roc_figure`, :func:`pr_figure`: the
    curves already decimated, as drawn on the page), their operating points first at the
    landmarks (Youden's point, the BEP) and moved by the view; ``prevalence``: the P-R plot's
    baseline; ``log_fpr``: the ROC on a log FPR axis."""
    roc = _thinner(roc)
    pr = thinned_steps(pr, max_points=THIN_ABOVE, tolerance=THIN_TOLERANCE)
    roc_text, pr_text = roc_labels(tr, auc, titled=True), pr_labels(
        tr, ap, titled=True, point=" ", prevalence=prevalence)
    roc_fig = roc_figure(roc, point=(youden.fpr, youden.tpr), youden=(youden.fpr, youden.tpr),
                         labels=roc_text, log_fpr=log_fpr)
    pr_fig = pr_figure(pr, point=(bep.value, bep.value), bep=(bep.value, bep.value),
                       labels=pr_text, baseline=prevalence)
    return {
        "roc": figure_spec(roc_fig, classroom=classroom, name="roc",
                           marks={"point": _trace(roc_fig, roc_text.operating_point)}),
        "pr": figure_spec(pr_fig, classroom=classroom, name="pr",
                          marks={"point": _trace(pr_fig, pr_text.operating_point),
                                 "label": len(pr_fig.layout.annotations) - 1}),
    }


def cost_curves_data(cost, summary, *, tr: Translator, classroom: bool = False) -> dict:
    """The Cost Curve page's two figures (:func:`cost_curve_figure`, :func:`roc_hull_figure`)
    at ``cost`` (a :class:`~evalcore.analysis.binary.CostAnalysis`; ``summary``: the page's
    :class:`~evalcore.view.cost_summary.CostSummary`): the threshold's cost line and its cost at
    PC(+), and its ROC point, first at the best cost and moved by the view."""
    best, pc = cost.best, cost.pc
    cost_text, hull_text = cost_curve_labels(tr, summary), roc_hull_labels(tr)
    envelope = cost_curve_figure(summary.curve, summary.lines, pc=pc, best=best,
                                 threshold_line=(best.fpr, 1 - best.tpr),
                                 threshold_cost=best.cost, labels=cost_text)
    roc = _thinner(summary.roc)
    hull = roc_hull_figure(roc, summary.curve, best=best,
                           iso_line=iso_cost_line(best.fpr, best.tpr, pc),
                           point=(best.fpr, best.tpr), labels=hull_text)
    scores, words = cost.binary.sweep.thresholds, tr("threshold_all_negative")
    curve = summary.curve
    # a click on a point sets its threshold (the view reads customdata[0]): an envelope
    # breakpoint's is the optimal vertex of the segment it starts (the last: the one it ends)
    _clickable(envelope, cost_text.envelope, scores,
               curve.thresholds[np.minimum(np.arange(curve.pc.size), curve.thresholds.size - 1)],
               words)
    _clickable(hull, hull_text.hull, scores, curve.hull_thresholds, words)
    _clickable(hull, hull_text.roc, scores, roc.thresholds, words)
    return {
        "cost": figure_spec(envelope, classroom=classroom, name="cost_curve",
                            marks={"line": _trace(envelope, cost_text.threshold_line),
                                   "point": _trace(envelope, cost_text.current), "pc": pc}),
        "roc": figure_spec(hull, classroom=classroom, name="cost_roc",
                           marks={"point": _trace(hull, hull_text.operating_point)}),
    }


def _clickable(fig, name: str, scores: np.ndarray, thresholds, all_negative: str) -> None:
    """The trace ``name`` of ``fig`` carries each point's threshold as shown (its shortest
    decimal among ``scores``, descending; all negative in words) in ``customdata[0]``, which
    a click on the point sets."""
    shown = shortest_thresholds(scores, np.asarray(thresholds, dtype=np.float64))
    fig.data[_trace(fig, name)].customdata = [[format_threshold(float(v), all_negative)]
                                              for v in shown]


def folds_curves_data(roc_lines, pr_lines, vertical, *, tr: Translator,
                      classroom: bool = False) -> dict:
    """The Folds page's two figures (:func:`folds_roc_figure` with the vertically averaged ROC
    ``vertical``, :func:`folds_pr_figure`; ``roc_lines``, ``pr_lines``: the page's
    :class:`~evalcore.view.folds.FoldLine` lists, already decimated): each fold's operating
    point is one point of the trace the view moves (the folds in the lines' order)."""
    roc_text, pr_text = fold_curve_labels(tr, False), fold_curve_labels(tr, True)
    roc_fig = folds_roc_figure(roc_lines, vertical, labels=roc_text)
    pr_fig = folds_pr_figure(pr_lines, labels=pr_text)

    def spec(fig, text, name, lines) -> dict:
        points = [k for k, trace in enumerate(fig.data) if trace.name == text.points]
        return figure_spec(fig, classroom=classroom, name=name, height=CURVES_HEIGHT,
                           marks={"folds": points[-1] if points else None,
                                  "names": [plot_text(line.name) for line in lines]})

    return {"roc": spec(roc_fig, roc_text, "folds_roc", roc_lines),
            "pr": spec(pr_fig, pr_text, "folds_pr", pr_lines)}
