"""The regression analysis: seed 004's metrics, the REC curve, the residuals' histogram, the worst
rows and a sample of rows to plot, built once; :meth:`RegressionAnalysis.at` answers a tolerance ε
(the share within ±ε and the count outside from the REC curve, which rows of the sample are
outside) without touching the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

import numpy as np

from evalcore.jsonable import jsonable
from evalcore.decimate import decimate_curve
from evalcore.messages import render
from evalcore.regression import (
    RecCurve,
    RegressionData,
    WorstPredictions,
    rec_curve,
    regression_metrics,
    residuals,
    worst_predictions,
)
from evalcore.regression.rec import check_tolerance
from evalcore.regression.residual_plots import (NormalQQ, counted_residual_bins, normal_qq,
                                                residual_bins)
from evalcore.sampling import sample_rows
from evalcore.measure import Measure
from evalcore.analysis.drawn import Drawn

HISTOGRAM_BINS = 60
"""Bars of the residuals' histogram of a local dataset binned by its engine (whose bins divide
into them); otherwise the bars follow the Freedman–Diaconis rule, bounded
(:mod:`evalcore.regression.residual_plots`)."""
WORST_ROWS = 20
"""Rows of the worst-predictions table."""


@dataclass(frozen=True, eq=False)
class ResidualHistogram:
    """The residuals e = y − ŷ of every row counted in equal bins (``np.histogram``'s edges and
    counts: ``counts[i]`` rows in [edges[i], edges[i+1]), the last bin closed)."""

    edges: np.ndarray
    counts: np.ndarray


@dataclass(frozen=True, eq=False)
class RegressionAt:
    """The analysis at tolerance ε: ``share_within`` (weighted share of rows with |e| ≤ ε),
    ``outside_count`` (rows with |e| > ε) over every row, and ``outside`` (|e| > ε) for each
    row of the plotted sample."""

    tolerance: float
    share_within: float
    outside_count: int
    outside: np.ndarray


@dataclass(frozen=True, eq=False)
class RegressionAnalysis(Drawn):
    """One regression file's analysis.

    ``data`` holds the rows kept (of a local dataset only the sampled rows; ``data.n_rows`` counts
    them all); ``sample`` indexes the rows of ``data`` to plot and ``residual`` is their
    residual; ``rec_bin_width`` (a local dataset with binned residuals) says how far the REC
    curve is a lower bound of the exact one.
    """

    figure_kind: ClassVar[str] = "regression"

    data: RegressionData
    metrics: dict[str, Measure]
    rec: RecCurve
    histogram: ResidualHistogram
    worst: WorstPredictions
    sample: np.ndarray
    residual: np.ndarray
    rec_bin_width: float | None = None
    qq: NormalQQ | None = None
    """The residuals' normal Q-Q plot (of every row; of the sampled rows of a local dataset)."""
    task: str = "regression"
    tolerance: float | None = None
    """The tolerance ε of :meth:`to_json` (None: the MAE); ``at`` answers any."""
    curves: bool = False
    """:meth:`to_json` adds the REC curve."""

    def with_settings(self, **settings) -> RegressionAnalysis:
        """The same analysis printed at another ``tolerance`` or ``curves`` (nothing is
        recomputed)."""
        return replace(self, **settings)

    @classmethod
    def of(cls, data: RegressionData, *, budget: int, bins: int | None = None,
           worst: int = WORST_ROWS) -> RegressionAnalysis:
        """Compute everything from the rows of ``data`` (``budget``: rows and Q-Q points to plot
        at most; ``bins``: the histogram's, default by the Freedman–Diaconis rule, bounded)."""
        residual = residuals(data.y_true, data.y_pred)
        counts, edges = np.histogram(residual, bins=residual_bins(residual) if bins is None
                                     else bins)
        sample = sample_rows(data.n_rows, budget)
        return cls(
            data=data,
            metrics=regression_metrics(data.y_true, data.y_pred, sample_weight=data.weights),
            rec=rec_curve(data.y_true, data.y_pred, sample_weight=data.weights),
            histogram=ResidualHistogram(edges, counts),
            worst=worst_predictions(data.y_true, data.y_pred, k=worst,
                                    row_numbers=data.row_numbers),
            sample=sample, residual=residual[sample], qq=normal_qq(residual, max_points=budget))

    @classmethod
    def of_local(cls, local, *, bins: int = HISTOGRAM_BINS) -> RegressionAnalysis:
        """From a local dataset's DuckDB reductions (:func:`evalcore.engine.files.regression_local`):
        the engine's exact metrics, the REC curve and histogram of its residual counts (on
        Freedman–Diaconis bars when the counts are exact, else ``bins``), its sample and worst
        rows."""
        sums, errors, rows = local.sums, local.errors, local.rows
        data = RegressionData(
            y_true=rows.y_true, y_pred=rows.y_pred, weights=None, true_col=sums.true_col,
            pred_col=sums.pred_col, weight_col=None, n_rows=sums.n, dropped=sums.dropped,
            dropped_rows=sums.dropped_rows, row_numbers=np.empty(0, np.int64))
        return cls(data=data, metrics=sums.metrics, rec=errors.rec(),
                   histogram=ResidualHistogram(*errors.histogram(
                       bins if errors.approximate
                       else counted_residual_bins(errors.values, errors.counts))),
                   worst=rows.worst,
                   sample=np.arange(rows.y_true.size), residual=rows.y_true - rows.y_pred,
                   rec_bin_width=errors.bin_width,
                   qq=normal_qq(rows.y_true - rows.y_pred, max_points=rows.y_true.size))

    def at(self, tolerance: float) -> RegressionAt:
        """The share within ±``tolerance`` and the rows outside (ε ≥ 0)."""
        tolerance = check_tolerance(tolerance)
        return RegressionAt(tolerance, self.rec.share_within(tolerance),
                            self.rec.count_outside(tolerance),
                            np.abs(self.residual) > tolerance)

    def rec_drawn(self, max_points: int) -> np.ndarray:
        """Indices of the REC points to draw: at most about ``max_points``, the curve kept within
        0.2% of both axes (:func:`~evalcore.decimate.decimate_curve`)."""
        rec = self.rec
        return decimate_curve(rec.tolerance / max(rec.tolerance[-1], 1e-300), rec.accuracy,
                              max_points=max_points)

    def to_json(self) -> dict[str, Any]:
        """``python -m evalcore regression``'s JSON at the value's ``tolerance`` (None: the MAE);
        ``curves`` adds the REC curve."""
        data, metrics, tolerance, curves = self.data, self.metrics, self.tolerance, self.curves
        tolerance = metrics["mae"].value if tolerance is None else check_tolerance(tolerance)
        result = {
            "task": "regression",
            "n": data.n_rows,
            "columns": {"true": data.true_col, "pred": data.pred_col, "weight": data.weight_col},
            "dropped": data.dropped,
            "dropped_rows": data.dropped_rows,
            "metrics": {key: m.value for key, m in metrics.items()},
            "notes": {key: {"key": m.reason, "message": render(m.reason, "en", m.params)}
                      for key, m in metrics.items() if m.reason},
            "tolerance": tolerance,
            "rec_at_tolerance": self.rec.share_within(tolerance),
        }
        if curves:
            result["rec"] = {"tolerance": self.rec.tolerance, "accuracy": self.rec.accuracy}
        return jsonable(result)
