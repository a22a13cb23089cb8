"""The figure of metrics against the threshold as the live threshold view takes it
(:func:`threshold_metrics_data`): the same builder as the server-drawn tab
(:func:`dashboard.risk.render.threshold_metrics_chart`), drawn once with its operating point, whose
marks (the vertical line, its text and one marker per curve) the view moves at every stop."""

from __future__ import annotations

from dashboard.live.data import Translator, figure_spec
from dashboard.risk.render import threshold_metrics_chart
from evalcore.binary.threshold_metrics import CURVES


def threshold_metrics_data(tr: Translator, value, *, classroom: bool = False) -> dict:
    """The live view's ``curves`` for ``value`` (a BinaryAnalysis, higher score positive): one
    figure, ``metrics``, first at the KS threshold. Its ``marks`` name the curves
    (:data:`CURVES`, what the view reads at a stop), their marker traces (``points``, in the same
    order), the line's shape and its text's annotation."""
    fig = threshold_metrics_chart(tr, value, value.ks.threshold)
    points = list(range(len(fig.data) - len(CURVES), len(fig.data)))
    marks = {"curves": list(CURVES), "points": points,
             "line": len(fig.layout.shapes) - 1, "line_text": len(fig.layout.annotations) - 1}
    return {"metrics": figure_spec(fig, classroom=classroom, name="threshold_metrics",
                                   marks=marks)}
