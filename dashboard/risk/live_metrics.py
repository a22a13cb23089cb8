"""The KS tab's threshold figures as the live threshold view takes them
(:func:`threshold_metrics_data`): the KS curves (:func:`evalcore.view.risk_render.ks_chart`) and the
metrics against the threshold (:func:`evalcore.view.risk_render.threshold_metrics_chart`), the same
builders as the server-drawn tab, each drawn once with its threshold line, whose marks (the line,
its text and, on the metrics, one marker per curve) the view moves at every stop."""

from __future__ import annotations

from evalcore.view.live.payload import Translator, figure_spec
from evalcore.view.risk_render import ks_chart, threshold_metrics_chart
from evalcore.binary.direction import internal_threshold
from evalcore.binary.threshold_metrics import CURVES

X_COLUMN = "file_threshold"
"""The stop table's column (:func:`~evalcore.binary.stop_table.threshold_rates`) that places
the marks: each stop in the file's units, as both figures' x axes read the score."""


def threshold_metrics_data(tr: Translator, value, summary, *, classroom: bool = False) -> dict:
    """The live view's ``curves`` for ``value`` (a BinaryAnalysis in its score direction) and
    ``summary`` (the data set's :class:`~evalcore.view.risk_summary.RiskSummary`, the KS curves in
    the file's units): ``ks`` and ``metrics``, first at the KS threshold. Their ``marks`` name
    the stop table's column of the line's x (:data:`X_COLUMN`), the line's shape and its text's
    annotation; the metrics' name its curves too (:data:`CURVES`, columns of the stop table
    read at a stop) and their marker traces (``points``, in the same order)."""
    start = internal_threshold(value.ks.threshold, value.score_direction)
    ks = ks_chart(tr, summary, threshold=start)
    fig = threshold_metrics_chart(tr, value, start)
    points = list(range(len(fig.data) - len(CURVES), len(fig.data)))
    line = {"line": len(fig.layout.shapes) - 1, "line_text": len(fig.layout.annotations) - 1,
            "x": X_COLUMN}
    return {"ks": figure_spec(ks, classroom=classroom, name="ks", marks={
                "curves": [], "points": [], "line": len(ks.layout.shapes) - 1,
                "line_text": len(ks.layout.annotations) - 1, "x": X_COLUMN}),
            "metrics": figure_spec(fig, classroom=classroom, name="threshold_metrics",
                                   marks={"curves": list(CURVES), "points": points, **line})}
