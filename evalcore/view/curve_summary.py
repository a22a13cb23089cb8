"""What the ROC / PR figures draw besides the moving point, read off the analysis value: the
curves thinned for drawing and the threshold-free measures, every threshold as shown. Pure, no
Streamlit: the page (:mod:`dashboard.binary.view`), the Learn simulator and the report build it
here."""

from __future__ import annotations

from dataclasses import dataclass, replace

from evalcore.binary import BreakEven, PrCurve, RocCurve, Youden


@dataclass(frozen=True)
class CurveSummary:
    """Decimated curves and scalars, every threshold in them as shown
    (:meth:`~evalcore.binary.ThresholdSweep.shortest_at`: the same counts)."""

    roc: RocCurve
    pr: PrCurve
    auc: float
    rank_loss: float
    ap: float
    bep: BreakEven
    youden: Youden
    total_points: int

    @classmethod
    def of(cls, analysis, *, max_points: int) -> CurveSummary:
        """The summary of ``analysis`` (a :class:`~evalcore.analysis.binary.BinaryAnalysis`, read by
        its attributes: this layer sits below the values) with at most ``max_points`` points a
        curve."""
        sweep, drawn = analysis.sweep, analysis.drawn(max_points)
        return cls(roc=drawn.roc, pr=drawn.pr, auc=analysis.roc_auc,
                   rank_loss=analysis.rank_loss, ap=analysis.average_precision,
                   bep=replace(analysis.bep, threshold=sweep.shortest_at(analysis.bep.threshold)),
                   youden=replace(analysis.youden,
                                  threshold=sweep.shortest_at(analysis.youden.threshold)),
                   total_points=drawn.total_points)
