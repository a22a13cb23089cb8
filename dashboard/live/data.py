"""What the live threshold view receives (:func:`live_data`, with the Plotly figures of
:func:`curves_data`, :func:`cost_curves_data`, :func:`folds_curves_data` and the histogram's) and
its code (:data:`SCRIPT`, :data:`STYLE`): the same for the app's component (as files,
:data:`ASSETS`) and the report's inline copy. No Streamlit here.

The figures are the ones the server-drawn pages and the report draw, from the same builders
(:mod:`dashboard.binary.figures`, :mod:`dashboard.cost.figures`, :mod:`dashboard.folds.figures`),
as Plotly.js takes them (numbers as base64 typed arrays), each with the indices of its marks that
the view moves at every stop (``marks``): the operating point, the cost line, the cut.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Callable

import numpy as np
import plotly.io as pio

from dashboard.binary.figures import pr_figure, roc_figure, score_histogram_figure
from dashboard.binary.labels import histogram_labels, point_text_at, pr_labels, roc_labels
from dashboard.cost.figures import cost_curve_figure, roc_hull_figure
from dashboard.cost.labels import cost_curve_labels, roc_hull_labels
from dashboard.folds.figures import CURVES_HEIGHT, folds_pr_figure, folds_roc_figure
from dashboard.folds.tables import curve_labels as fold_curve_labels
from dashboard.widgets.figure_layout import (CLASSROOM_FONT_SIZE, PROJECTOR_HEIGHT, image_config,
                                             presented)
from dashboard.widgets.formatting import format_threshold
from dashboard.widgets.safe import plot_text
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import POINT_METRICS
from evalcore.cost import iso_cost_line
from evalcore.binary.stop_table import SLIDER_STEPS, stop_table, stop_thresholds
from evalcore.histogram import ScoreHistogram

ASSETS = Path(__file__).parent
"""The component's files: ``live.js``, ``live.css`` and ``entry.js`` (the app's module, which
loads the other script and Plotly.js by URL, :mod:`dashboard.live.assets`)."""
SCRIPT = (ASSETS / "live.js").read_text(encoding="utf-8")
"""Defines ``liveThreshold(root, data, send)``; ``send`` null: no server (the report). Needs
Plotly.js (``window.Plotly``), loaded before or after it (``window.livePlotly``, a promise)."""
STYLE = (ASSETS / "live.css").read_text(encoding="utf-8")

Translator = Callable[..., str]
TILES = ("tp", "fp", "tn", "fn")
COST_TILES = {"normalized_cost": "cost_threshold_metric", "cost_sensitive_error": "cost_cse_metric"}
"""The cost view's tiles after the counts (columns of the cost stop table) and their text."""


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


def live_data(analysis: BinaryAnalysis, histogram: ScoreHistogram | None, *, threshold: float,
              weighted: bool, identity: str, tr: Translator,
              classroom: bool = False, steps: int = SLIDER_STEPS,
              curves: dict | None = None, stops: np.ndarray | None = None,
              cost=None, folds: tuple = (), intervals: bool = False,
              projector: bool = False) -> dict:
    """Everything the view shows of the one analysis value, at every stop: its stop table
    (:meth:`BinaryAnalysis.stop_table`, at the value's β, ``threshold`` among its stops),
    each stop's threshold as shown, the histogram's bars and the text in ``tr``'s language;
    with ``curves`` (:func:`curves_data`, :func:`cost_curves_data`, :func:`folds_curves_data`)
    those figures instead of matrix and histogram (and the P-R operating point's text at every
    stop, ``point_texts``, when a figure writes it). ``cost`` (a :class:`~evalcore.analysis.binary.CostAnalysis`): the
    table has every stop's cost too, shown in the tiles. ``folds`` (names and sweeps): each
    fold's FPR, recall and precision at the same stops, its points on the curves. ``stops``: the
    slider's (:func:`stop_thresholds` with ``steps``) if worked out already. ``intervals``: the
    measures' table has the two ends of each proportion's 95 % Wilson interval as columns.
    ``projector``: a screen shown on a projector that a clicker cannot scroll (the lesson): no
    table of measures, no toolbar on the figures, and each figure as tall as the window leaves
    below its top."""
    stops = stop_thresholds(analysis.sweep, steps) if stops is None else stops
    if projector and classroom and curves is not None:
        curves = {kind: _classroom_notes(spec) for kind, spec in curves.items()}
    at = np.append(stops, threshold)
    table = (analysis.stop_table(at, intervals=intervals) if cost is None
             else cost.stop_table(at, beta=analysis.beta))
    tiles = (*TILES, *(COST_TILES if cost is not None else ("precision", "recall")))
    all_negative = tr("threshold_all_negative")
    labels = [format_threshold(float(v), all_negative) for v in table.thresholds]
    reasons = {key for by_stop in table.reasons.values() for key in by_stop.values()}
    marker = "\u0000"
    return {
        "id": "|".join((identity, repr(analysis.beta), tr("threshold_label"), str(classroom),
                        view_kind(curves, cost, folds), str(intervals), str(projector),
                        hashlib.blake2b(table.thresholds.tobytes(), digest_size=8).hexdigest())),
        "table": table.payload(),
        "labels": labels,
        "index": table.index(threshold),
        "measures": [] if projector else list(POINT_METRICS),
        "projector": projector,
        "intervals": list(table.intervals),
        "tiles": list(tiles),
        "hist": None if histogram is None or curves is not None else (
            _classroom_notes if projector and classroom else lambda spec: spec)(histogram_spec(
                histogram, tr=tr, weighted=weighted, classroom=classroom)),
        "point_texts": _point_texts(table, tr) if _has_label(curves) else None,
        "classroom": classroom,
        "curves": curves,
        "folds": [{"name": name, **stop_table(fold, table.thresholds).payload()}
                  for name, fold in folds],
        "text": {
            "operating_point": tr("operating_point"),
            "threshold_label": tr("threshold_label"), "exact_label": tr("threshold_exact"),
            "exact_help": tr("live_exact_help"), "all_negative": all_negative,
            "rule": tr("threshold_rule"),
            **{name: tr(f"{name}_label") for name in TILES},
            "precision": tr("precision_metric"), "recall": tr("recall_metric"),
            **{name: tr(key) for name, key in COST_TILES.items()},
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
    spec = json.loads(pio.to_json(fig, validate=False))
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


def curves_data(roc, pr, *, auc: float, ap: float, youden, bep, tr: Translator,
                prevalence: float | None = None, log_fpr: bool = False,
                classroom: bool = False) -> dict:
    """The ROC and P-R figures of the ROC / PR page (:func:`roc_figure`, :func:`pr_figure`: the
    curves already decimated, as drawn on the page), their operating points first at the
    landmarks (Youden's point, the BEP) and moved by the view; ``prevalence``: the P-R plot's
    baseline; ``log_fpr``: the ROC on a log FPR axis."""
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
    :class:`~dashboard.cost.summary.CostSummary`): the threshold's cost line and its cost at
    PC(+), and its ROC point, first at the best cost and moved by the view."""
    best, pc = cost.best, cost.pc
    cost_text, hull_text = cost_curve_labels(tr, summary), roc_hull_labels(tr)
    envelope = cost_curve_figure(summary.curve, summary.lines, pc=pc, best=best,
                                 threshold_line=(best.fpr, 1 - best.tpr),
                                 threshold_cost=best.cost, labels=cost_text)
    hull = roc_hull_figure(summary.roc, summary.curve, best=best,
                           iso_line=iso_cost_line(best.fpr, best.tpr, pc),
                           point=(best.fpr, best.tpr), labels=hull_text)
    return {
        "cost": figure_spec(envelope, classroom=classroom, name="cost_curve",
                            marks={"line": _trace(envelope, cost_text.threshold_line),
                                   "point": _trace(envelope, cost_text.current), "pc": pc}),
        "roc": figure_spec(hull, classroom=classroom, name="cost_roc",
                           marks={"point": _trace(hull, hull_text.operating_point)}),
    }


def folds_curves_data(roc_lines, pr_lines, vertical, *, tr: Translator,
                      classroom: bool = False) -> dict:
    """The Folds page's two figures (:func:`folds_roc_figure` with the vertically averaged ROC
    ``vertical``, :func:`folds_pr_figure`; ``roc_lines``, ``pr_lines``: the page's
    :class:`~dashboard.folds.figures.FoldLine` lists, already decimated): each fold's operating
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
