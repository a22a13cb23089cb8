"""What the live threshold view receives (:func:`live_data`) and its code (:data:`SCRIPT`,
:data:`STYLE`): the same for the app's component and the report's inline copy. No Streamlit here.
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import Callable

import numpy as np

from dashboard.widgets.formatting import format_threshold
from evalcore.analysis.binary import BinaryAnalysis
from evalcore.binary import POINT_METRICS
from evalcore.cost import iso_cost_line
from evalcore.binary.stop_table import SLIDER_STEPS, stop_table, stop_thresholds
from evalcore.histogram import ScoreHistogram

ASSETS = Path(__file__).parent
SCRIPT = (ASSETS / "live.js").read_text(encoding="utf-8")
"""Defines ``liveThreshold(root, data, send)``; ``send`` null: no server (the report)."""
STYLE = (ASSETS / "live.css").read_text(encoding="utf-8")

Translator = Callable[..., str]
TILES = ("tp", "fp", "tn", "fn")
COST_TILES = {"normalized_cost": "cost_threshold_metric", "cost_sensitive_error": "cost_cse_metric"}
"""The cost view's tiles after the counts (columns of the cost stop table) and their text."""


def view_kind(curves, cost, folds: tuple = (), log_fpr: bool = False) -> str:
    """Which view a table is for: the matrix, the curves (on a log FPR axis when ``log_fpr`` or
    the curves' data say so; with the folds', named by their sweeps), or the costs (with their
    values)."""
    if folds:
        digest = hashlib.blake2b(digest_size=8)
        for name, sweep in folds:
            digest.update(name.encode() + sweep.thresholds.tobytes() + sweep.tp.tobytes())
        return "folds:" + digest.hexdigest()
    if cost is not None:
        return "cost:" + ",".join(map(repr, (cost.cost_fn, cost.cost_fp, cost.p)))
    if curves is None:
        return "matrix"
    log = log_fpr or (isinstance(curves, dict) and "log_decade" in curves.get("roc", {}))
    return "curves:log" if log else "curves"


def live_data(analysis: BinaryAnalysis, histogram: ScoreHistogram | None, *, threshold: float,
              weighted: bool, identity: str, tr: Translator,
              classroom: bool = False, steps: int = SLIDER_STEPS,
              curves: dict | None = None, stops: np.ndarray | None = None,
              cost=None, folds: tuple = (), intervals: bool = False) -> dict:
    """Everything the view shows of the one analysis value, at every stop: its stop table
    (:meth:`BinaryAnalysis.stop_table`, at the value's β, ``threshold`` among its stops),
    each stop's threshold as shown, the histogram's bars and the text in ``tr``'s language;
    with ``curves`` (:func:`curves_data`, :func:`cost_curves_data`) those curves instead of
    matrix and histogram. ``cost`` (a :class:`~evalcore.analysis.binary.CostAnalysis`): the
    table has every stop's cost too, shown in the tiles. ``folds`` (names and sweeps): each
    fold's FPR, recall and precision at the same stops, its points on the curves. ``stops``: the
    slider's (:func:`stop_thresholds` with ``steps``) if worked out already. ``intervals``: the
    measures' table has the two ends of each proportion's 95 % Wilson interval as columns."""
    stops = stop_thresholds(analysis.sweep, steps) if stops is None else stops
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
                        view_kind(curves, cost, folds), str(intervals),
                        hashlib.blake2b(table.thresholds.tobytes(), digest_size=8).hexdigest())),
        "table": table.payload(),
        "labels": labels,
        "index": table.index(threshold),
        "measures": list(POINT_METRICS),
        "intervals": list(table.intervals),
        "tiles": list(tiles),
        "hist": None if histogram is None else {
            "edges": histogram.edges.tolist(), "positives": histogram.positives.tolist(),
            "negatives": histogram.negatives.tolist()},
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


def _block(values) -> str:
    return base64.b64encode(np.asarray(values, dtype="<f8").tobytes()).decode("ascii")


def curves_data(roc, pr, *, auc: float, ap: float, youden, bep, tr: Translator,
                prevalence: float | None = None, log_fpr: bool = False) -> dict:
    """The ROC and P-R curves (already decimated, as drawn on the page) as float64 blocks, their
    landmarks (Youden's point, the BEP) and text: what the view draws under the moving point;
    ``prevalence``: the P-R plot's baseline; ``log_fpr``: the ROC on a log FPR axis (from
    :func:`~dashboard.binary.figures.log_fpr_decade`)."""
    data = {
        "roc": {"x": _block(roc.fpr), "y": _block(roc.tpr), "title": tr("roc_header"),
                "x_title": tr("fpr_axis"), "y_title": tr("tpr_axis"),
                "name": tr("roc_curve_name", auc=f"{auc:.4f}"),
                "landmark": [youden.fpr, youden.tpr], "landmark_name": tr("youden_point")},
        "pr": {"x": _block(pr.recall), "y": _block(pr.precision), "title": tr("pr_header"),
               "x_title": tr("recall_axis"), "y_title": tr("precision_axis"),
               "name": tr("pr_curve_name", ap=f"{ap:.4f}"),
               "landmark": [bep.value, bep.value], "landmark_name": tr("bep_point")},
    }
    if prevalence is not None:
        data["pr"].update(baseline=prevalence,
                          baseline_name=tr("pr_baseline", prevalence=f"{prevalence:.4f}"))
    if log_fpr:
        from dashboard.binary.figures import log_fpr_decade  # plotly's module: only when asked

        data["roc"]["log_decade"] = log_fpr_decade(roc.fpr)
    return data


def cost_curves_data(cost, roc, *, tr: Translator, lines=None) -> dict:
    """The Cost Curve page's two figures for the view: the lower envelope in cost space (with
    the best cost at PC(+) and, moving, the threshold's cost line and its cost there) and the
    ROC (already decimated) under its convex hull (with the cost-optimal vertex and the iso-cost
    line through it); ``cost`` is a
    :class:`~evalcore.analysis.binary.CostAnalysis`; ``lines`` (a
    :class:`~evalcore.cost.CostLines`, thinned as on the page): the bundle of cost lines, each
    ROC point's from (0, FPR) to (1, FNR)."""
    curve, best, pc = cost.curve, cost.best, cost.pc
    return {
        "cost": {"x": _block(curve.pc), "y": _block(curve.cost), "title": tr("cost_curve_header"),
                 "x_title": tr("cost_x_axis"), "y_title": tr("cost_y_axis"),
                 "name": tr("cost_envelope_name"), "landmark": [pc, best.cost],
                 "landmark_name": tr("cost_best_marker"), "pc": pc,
                 "line_name": tr("cost_threshold_line"),
                 "lines": [] if lines is None else [
                     {"x": [0.0, 1.0], "y": [float(f), float(n)]}
                     for f, n in zip(lines.fpr, lines.fnr)]},
        "roc": {"x": _block(roc.fpr), "y": _block(roc.tpr), "title": tr("cost_roc_header"),
                "x_title": tr("fpr_axis"), "y_title": tr("tpr_axis"),
                "name": tr("cost_hull_name"), "landmark": [best.fpr, best.tpr],
                "landmark_name": tr("cost_optimal_vertex"),
                "hull": {"x": _block(curve.hull_fpr), "y": _block(curve.hull_tpr)},
                "iso": [list(side) for side in iso_cost_line(best.fpr, best.tpr, pc)],
                "iso_name": tr("cost_iso_name")},
    }


def folds_curves_data(roc_lines, pr_lines, vertical, *, tr: Translator) -> dict:
    """The Folds page's two figures for the view: every fold's ROC and P-R curve (the page's
    :class:`~dashboard.folds.figures.FoldLine` lists, already decimated) and the vertically
    averaged ROC (``vertical``, an :class:`~evalcore.folds.roc.AveragedRoc`), under the pooled
    operating point and each fold's."""
    def spec(lines, pr: bool) -> dict:
        return {"lines": [{"x": _block(line.x), "y": _block(line.y)} for line in lines],
                "title": tr("folds_pr_title" if pr else "folds_roc_title"),
                "x_title": tr("recall_axis" if pr else "fpr_axis"),
                "y_title": tr("precision_axis" if pr else "tpr_axis"),
                "name": tr("folds_operating_points")}

    average = {"x": _block(vertical.fpr), "y": _block(vertical.tpr_mean)}
    return {"roc": {**spec(roc_lines, False), **average}, "pr": spec(pr_lines, True)}
