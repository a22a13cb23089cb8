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
from evalcore.binary.stop_table import SLIDER_STEPS, stop_thresholds
from evalcore.histogram import ScoreHistogram

ASSETS = Path(__file__).parent
SCRIPT = (ASSETS / "live.js").read_text(encoding="utf-8")
"""Defines ``liveThreshold(root, data, send)``; ``send`` null: no server (the report)."""
STYLE = (ASSETS / "live.css").read_text(encoding="utf-8")

Translator = Callable[..., str]
TILES = ("tp", "fp", "tn", "fn")


def live_data(analysis: BinaryAnalysis, histogram: ScoreHistogram, *, threshold: float,
              weighted: bool, identity: str, tr: Translator,
              classroom: bool = False, steps: int = SLIDER_STEPS,
              curves: dict | None = None, stops: np.ndarray | None = None) -> dict:
    """Everything the view shows of the one analysis value, at every stop: its stop table
    (:meth:`BinaryAnalysis.stop_table`, at the value's β, ``threshold`` among the stops), each
    stop's threshold as shown, the histogram's bars and the text in ``tr``'s language; with
    ``curves`` (:func:`curves_data`) the ROC and P-R curves instead of matrix and histogram.
    ``stops``: the slider's (:func:`stop_thresholds` with ``steps``) if worked out already."""
    stops = stop_thresholds(analysis.sweep, steps) if stops is None else stops
    table = analysis.stop_table(np.append(stops, threshold))
    all_negative = tr("threshold_all_negative")
    labels = [format_threshold(float(v), all_negative) for v in table.thresholds]
    reasons = {key for by_stop in table.reasons.values() for key in by_stop.values()}
    marker = "\u0000"
    return {
        "id": "|".join((identity, repr(analysis.beta), tr("threshold_label"), str(classroom),
                        "curves" if curves else "matrix",
                        hashlib.blake2b(table.thresholds.tobytes(), digest_size=8).hexdigest())),
        "table": table.payload(),
        "labels": labels,
        "index": table.index(threshold),
        "measures": list(POINT_METRICS),
        "hist": {"edges": histogram.edges.tolist(), "positives": histogram.positives.tolist(),
                 "negatives": histogram.negatives.tolist()},
        "classroom": classroom,
        "curves": curves,
        "text": {
            "operating_point": tr("operating_point"),
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


def curves_data(roc, pr, *, auc: float, ap: float, youden, bep, tr: Translator) -> dict:
    """The ROC and P-R curves (already decimated, as drawn on the page) as float64 blocks, their
    landmarks (Youden's point, the BEP) and text: what the view draws under the moving point."""
    def block(values) -> str:
        return base64.b64encode(np.asarray(values, dtype="<f8").tobytes()).decode("ascii")

    return {
        "roc": {"x": block(roc.fpr), "y": block(roc.tpr), "title": tr("roc_header"),
                "x_title": tr("fpr_axis"), "y_title": tr("tpr_axis"),
                "name": tr("roc_curve_name", auc=f"{auc:.4f}"),
                "landmark": [youden.fpr, youden.tpr], "landmark_name": tr("youden_point")},
        "pr": {"x": block(pr.recall), "y": block(pr.precision), "title": tr("pr_header"),
               "x_title": tr("recall_axis"), "y_title": tr("precision_axis"),
               "name": tr("pr_curve_name", ap=f"{ap:.4f}"),
               "landmark": [bep.value, bep.value], "landmark_name": tr("bep_point")},
    }
