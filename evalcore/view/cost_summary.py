"""What the cost-curve figures draw besides the moving parts, read off the analysis value: the
envelope, a bundle of cost lines and the ROC thinned for drawing. Pure, no Streamlit: the Cost
Curve page, the Learn simulator and the report build it here."""

from __future__ import annotations

from dataclasses import dataclass

from evalcore.binary import RocCurve
from evalcore.cost import CostCurve, CostLines


@dataclass(frozen=True)
class CostSummary:
    """The envelope, a line bundle (``total_lines``: one per ROC point), the ROC, p(+)."""

    curve: CostCurve
    lines: CostLines
    total_lines: int
    roc: RocCurve
    prior: float

    @classmethod
    def of(cls, analysis, *, max_lines: int, max_points: int) -> CostSummary:
        """At most ``max_lines`` cost lines (plus the envelope's) and ``max_points`` ROC points of
        ``analysis`` (a :class:`~evalcore.analysis.binary.BinaryAnalysis`, read by its attributes:
        this layer sits below the values)."""
        return cls(curve=analysis.cost_curve, lines=analysis.cost_lines(max_lines),
                   total_lines=analysis.roc.fpr.size,
                   roc=analysis.roc.decimated(max_points=max_points), prior=analysis.prior)
