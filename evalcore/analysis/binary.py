"""The binary analysis (with cost): one value built from a scorer's labels, scores and weights
and the settings (threshold, β, costs, prior), rendered by the Confusion, ROC / PR and Cost Curve
pages, ``python -m evalcore binary`` and ``cost``, and the HTML report.

The scores are sorted once (:class:`~evalcore.binary.ThresholdSweep`); everything that does not
depend on the threshold (ROC, P-R, AUC, ℓrank, AP, BEP, Youden, KS, the cost curve) is computed
on first use and kept; :meth:`BinaryAnalysis.at` answers a threshold from the sweep in O(log n)
without sorting again. :meth:`BinaryAnalysis.cost` gives the :class:`CostAnalysis` of a cost
matrix and prior, which shares the value's curves; its :meth:`CostAnalysis.stop_table` adds
the cost of every slider stop.

The arrays of every measure at every slider stop, for the browser-side live view, are
:meth:`BinaryAnalysis.stop_table` (:mod:`evalcore.binary.stop_table` on the value's sweep).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from evalcore.analysis.memo import Memo
from evalcore.binary import ALL_NEGATIVE, Confusion, ThresholdSweep, point_metrics
from evalcore.binary import threshold_sweep
from evalcore.binary.direction import in_file_units
from evalcore.binary.lift import ks_json
from evalcore.binary.shortest import with_shortest_thresholds
from evalcore.errors import EvalInputError
from evalcore.jsonable import jsonable
from evalcore.measure import Measure
from evalcore.analysis.drawn import Drawn

if TYPE_CHECKING:  # the cost and risk modules are imported by the methods that use them
    from evalcore.analysis.risk import CalibrationAnalysis, LiftAnalysis
    from evalcore.binary.lift import GainsCurve
    from evalcore.cost import CostCurve, CostLines, OperatingCosts

_KEPT_POINTS = 64
"""Operating points (threshold, β) a binary value keeps."""

POINT_KEYS_BEFORE_BETA = ("accuracy", "error_rate", "precision", "recall", "specificity", "fpr",
                          "fnr", "f1", "f_beta")
"""The point measures printed before ``beta`` in the JSON's ``metrics``."""


def _kept(name: str) -> cached_property:
    """The sweep's ``name()`` (a curve or a threshold-free measure), computed on first use and
    kept."""
    prop = cached_property(lambda self: getattr(self.sweep, name)())
    prop.__doc__ = f"The sweep's :meth:`~evalcore.binary.ThresholdSweep.{name}`, kept."
    return prop


@dataclass(frozen=True, eq=False)
class OperatingPoint:
    """The confusion counts at one threshold and every point measure there (Fβ with ``beta``)."""

    threshold: float
    confusion: Confusion
    beta: float

    @cached_property
    def measures(self) -> dict[str, Measure]:
        """Every point measure (:func:`~evalcore.binary.point_metrics`), None with a reason where
        undefined."""
        return point_metrics(self.confusion, beta=self.beta)

    def values(self) -> dict[str, float | None]:
        """``metrics`` as the JSON prints it: the values, ``beta`` after ``f_beta``."""
        values = {name: measure.value for name, measure in self.measures.items()}
        return {**{key: values[key] for key in POINT_KEYS_BEFORE_BETA}, "beta": self.beta,
                **{key: values[key] for key in values if key not in POINT_KEYS_BEFORE_BETA}}


@dataclass(frozen=True, eq=False)
class DrawnCurves:
    """The ROC and P-R curves as a figure draws them: at most ``max_points`` each, every
    threshold written as its shortest decimal (the same counts); ``total_points`` of the full
    ROC."""

    roc: Any
    pr: Any
    total_points: int


@dataclass(frozen=True, eq=False)
class BinaryAnalysis(Drawn):
    """Everything shown about a binary scorer, from one sort of its scores.

    Attributes
    ----------
    sweep : ThresholdSweep
        The cumulative counts at every distinct score.
    data : BinaryData or None
        Where the scores came from (labels, columns, rows); None for a sweep without a file
        (one class against the rest, a simulated draw). :meth:`to_json` needs it.
    threshold, beta : float
        The settings of :meth:`to_json` (``at`` answers any threshold).
    curves : bool
        :meth:`to_json` adds the full-resolution ROC and P-R curves.
    aggregate : BinaryAggregate or None
        A query engine's aggregate the data came from (binned when ``approximate``).
    constraint : ConstrainedThreshold or None
        The constraint that chose ``threshold``.
    segments : dict or None
        The ``segments`` and ``gaps`` keys of measures by segment, computed by the caller.
    segment_values : array or None
        The segment column's values lined up with the data's rows (``segments`` is their JSON):
        what the report draws each segment's ROC curve from.
    score_direction : str
        ``higher`` (a higher score means positive) or ``lower``: then ``data`` holds the negated
        scores, ``threshold`` is on them, and :meth:`to_json` reports thresholds in the file's
        units (:mod:`evalcore.binary.direction`).
    segment_constraint : (str, Fraction) or None
        A constraint (kind, value) the page applied to each segment on its own, whose
        per-segment thresholds a report of the segments shows beside the shared threshold's
        counts (not a setting of :meth:`to_json`: the command's ``--threshold-for`` also moves
        the shared threshold).
    segment_column : str or None
        The name of the column ``segment_values`` came from (``--by``): the report's Segments
        view and its "Reproduce with" line name it.
    """

    figure_kind: ClassVar[str] = "binary"

    task: ClassVar[str] = "binary"

    sweep: ThresholdSweep
    data: Any = None
    threshold: float = 0.5
    beta: float = 1.0
    curves: bool = False
    aggregate: Any = None
    constraint: Any = None
    segments: dict | None = None
    segment_values: Any = None
    score_direction: str = "higher"
    segment_constraint: Any = None
    segment_column: str | None = None
    _points: Memo = field(default_factory=lambda: Memo(_KEPT_POINTS), repr=False)

    @classmethod
    def of(cls, data, *, score_direction: str = "higher", **settings) -> BinaryAnalysis:
        """Sort ``data``'s scores (a :class:`~evalcore.io.BinaryData`, negated first when
        ``score_direction`` is ``lower``) and keep the settings."""
        from evalcore.binary.direction import oriented

        data = oriented(data, score_direction)
        sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
        return cls(sweep, data, score_direction=score_direction, **settings)

    def with_settings(self, **settings) -> BinaryAnalysis:
        """The same data with other settings (the sweep is shared, not sorted again)."""
        return replace(self, **settings)

    def at(self, threshold: float, *, beta: float | None = None) -> OperatingPoint:
        """The counts and point measures when score ≥ ``threshold`` is predicted positive (kept
        for the recent thresholds: the counts of a page's threshold are computed once)."""
        key = (float(threshold), float(self.beta if beta is None else beta))
        return self._points.get(key, lambda: OperatingPoint(
            key[0], self.sweep.confusion_at(key[0]), key[1]))

    def show(self, language: str = "en") -> str | None:
        """Show the live threshold view in a notebook (Jupyter, VS Code): the app's view (the
        counts, the matrix, every measure, the score histogram, the ROC and P-R curves) at the
        value's threshold, its slider answered in the browser with no kernel round trip.

        Parameters
        ----------
        language : {"en", "zh"}, default "en"
            The view's language (English or 简体中文).

        Returns
        -------
        None, or str outside IPython
            Displayed with IPython's ``display``; without a running IPython, the HTML fragment
            (Plotly.js and the view's script inline) is returned instead.

        Notes
        -----
        Plotly.js (the installed ``plotly`` package's copy, offline) and the view's script go
        into the first view a kernel shows; the later views use them. Evaluating the value in a
        cell (``a``) shows the same view in English (:meth:`_repr_html_`).
        """
        from evalcore.view.live.notebook import show

        return show(self, language=language)

    def _repr_html_(self) -> str:
        """The live threshold view as a notebook cell's HTML, in English (see :meth:`show`)."""
        from evalcore.view.live.notebook import notebook_html

        return notebook_html(self)

    @property
    def prior(self) -> float:
        """p(+): the (weighted) share of positives."""
        return self.sweep.prior

    roc = _kept("roc")
    pr = _kept("pr")
    roc_auc = _kept("roc_auc")
    rank_loss = _kept("rank_loss")
    average_precision = _kept("average_precision")
    bep = _kept("bep")
    youden = _kept("youden")

    def stop_table(self, thresholds=None, *, beta: float | None = None,
                   intervals: bool = False, rates: bool = False):
        """Every measure at every slider stop (or at ``thresholds``), as typed arrays, for the
        live view: :func:`evalcore.binary.stop_table.stop_table` on this value's sweep (β: the
        value's unless given; ``intervals``: with the proportions' Wilson intervals; ``rates``:
        with the queue rate, the KS distance and each stop in the file's units)."""
        from evalcore.binary.stop_table import stop_table, stop_thresholds

        stops = stop_thresholds(self.sweep) if thresholds is None else thresholds
        return stop_table(self.sweep, stops, beta=self.beta if beta is None else beta,
                          intervals=intervals, rates=self.score_direction if rates else None)

    @cached_property
    def ks(self):
        """The Kolmogorov–Smirnov statistic and its threshold (:func:`evalcore.binary.lift.ks`)."""
        from evalcore.binary.lift import ks

        return ks(self.sweep, youden=self.youden)

    @cached_property
    def calibration_fit(self):
        """The calibration slope and intercept of the scores read as probabilities
        (:func:`evalcore.binary.calibration_fit.calibration_fit`), fitted once: they depend on
        the scores only, not on any bins."""
        from evalcore.binary.calibration_fit import calibration_fit

        return calibration_fit(self.sweep)

    @property
    def gini(self) -> float:
        """The Gini coefficient (accuracy ratio) 2·AUC − 1: credit scoring's name for the
        ranking quality, 0 for a random score, negative for a reversed one."""
        return 2.0 * self.roc_auc - 1.0

    @cached_property
    def cost_curve(self) -> CostCurve:
        """The Drummond–Holte lower envelope of every threshold's cost line (independent of the
        costs and the prior)."""
        from evalcore.cost import cost_curve

        roc = self.roc
        return cost_curve(roc.fpr, roc.tpr, roc.thresholds)

    def cost_lines(self, max_lines: int) -> CostLines:
        """A bundle of at most ``max_lines`` cost lines plus the envelope's, for drawing."""
        from evalcore.cost import cost_lines

        return cost_lines(self.roc.fpr, self.roc.tpr, self.cost_curve, max_lines=max_lines)

    def drawn(self, max_points: int) -> DrawnCurves:
        """The ROC and P-R curves thinned to ``max_points`` for a figure (see
        :class:`DrawnCurves`)."""
        scores = self.sweep.thresholds
        return DrawnCurves(
            roc=with_shortest_thresholds(scores, self.roc.decimated(max_points=max_points)),
            pr=with_shortest_thresholds(scores, self.pr.decimated(max_points=max_points)),
            total_points=self.roc.fpr.size)

    def cost(self, *, cost_fn: float = 1.0, cost_fp: float = 1.0, prior: float | None = None,
             threshold: float | None = None) -> CostAnalysis:
        """The cost view of this value at C(−|+) = ``cost_fn``, C(+|−) = ``cost_fp`` and
        p(+) = ``prior`` (default: the data's)."""
        return CostAnalysis(self, cost_fn=float(cost_fn), cost_fp=float(cost_fp),
                            prior=None if prior is None else float(prior),
                            threshold=float(self.threshold if threshold is None else threshold))

    def lift(self, groups: int = 10) -> LiftAnalysis:
        """The lift and gains table in ``groups`` equal-count groups, highest scores first.

        Parameters
        ----------
        groups : int, default 10
            The number of groups (deciles by default); tied scores stay in one group.

        Returns
        -------
        LiftAnalysis
            Its ``table`` (per group: rows, positives, response rate, ``gain``, ``lift``,
            ``cum_lift``, ``ks``…), and ``to_json()``, what ``python -m evalcore lift`` prints
            for the same data and ``--groups``.

        Examples
        --------
        >>> import evalcore as ec
        >>> a = ec.binary([0, 0, 1, 1, 0, 1], [0.1, 0.2, 0.3, 0.8, 0.4, 0.9])
        >>> [round(g["gain"], 4) for g in a.lift(groups=3).table]
        [0.6667, 1.0, 1.0]
        """
        from evalcore.analysis.risk import LiftAnalysis

        return LiftAnalysis(self, int(groups))

    def gains(self) -> GainsCurve:
        """The cumulative gains curve: at every distinct score, from (0, 0), the ``share`` of the
        rows flagged (highest scores first) against ``gain``, the share of the positives caught
        (weighted when the value is).

        Examples
        --------
        >>> import evalcore as ec
        >>> curve = ec.binary([0, 0, 1, 1, 0, 1], [0.1, 0.2, 0.3, 0.8, 0.4, 0.9]).gains()
        >>> [round(float(x), 4) for x in curve.gain]
        [0.0, 0.3333, 0.6667, 0.6667, 1.0, 1.0, 1.0]
        """
        from evalcore.binary.lift import gains_curve

        return gains_curve(self.sweep)

    def calibration(self, bins: int = 10, strategy: str = "uniform") -> CalibrationAnalysis:
        """The probability quality of the scores read as probabilities: the reliability bins,
        Brier score and its binned decomposition, ECE and MCE, log loss, Hosmer–Lemeshow, and the
        calibration slope and intercept; per segment too when the value was built with a
        segment column (``by``).

        Parameters
        ----------
        bins : int, default 10
            The number of bins.
        strategy : {"uniform", "quantile"}, default "uniform"
            Equal-width bins over [0, 1], or bins of equal counts.

        Returns
        -------
        CalibrationAnalysis
            Its ``to_json()`` is what ``python -m evalcore calibration`` prints for the same data,
            ``--bins`` and ``--strategy``; scores outside [0, 1] raise the input error saying so.

        Examples
        --------
        >>> import evalcore as ec
        >>> a = ec.binary([0, 0, 1, 1, 0, 1], [0.1, 0.2, 0.3, 0.8, 0.4, 0.9])
        >>> round(a.calibration(bins=2).to_json()["brier"], 4)
        0.125
        """
        from evalcore.analysis.risk import CalibrationAnalysis

        if strategy not in ("uniform", "quantile"):
            raise EvalInputError("api_calibration_strategy", value=str(strategy))
        by = self.segment_column if self.segment_values is not None else None
        return CalibrationAnalysis(self, int(bins), strategy, by=by,
                                   segment_values=self.segment_values if by else None)

    @property
    def approximate(self) -> bool:
        """The scores were binned by a query engine: counts hold at the bins' edges."""
        return bool(self.aggregate is not None and self.aggregate.approximate)

    def count(self) -> Callable[[float], int | float]:
        """int for counts of rows (no weights, or whole counts of an aggregated file), else
        float: how the JSON prints TP, FP, TN, FN and the class totals."""
        data, aggregate = self.data, self.aggregate
        if aggregate is not None:
            return float if aggregate.weighted else int
        if data.weights is None:
            return int
        if data.aggregated and (data.weights == data.weights.round()).all():
            return int
        return float

    def rows(self) -> int:
        """Rows evaluated: the kept rows, or the samples an aggregated file's counts stand for."""
        data = self.data
        if self.aggregate is None and data.aggregated:
            return int(round(float(data.weights.sum())))
        return data.n_rows - data.dropped

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore binary`` prints (JSON-ready: numbers as Python floats,
        undefined ones as None)."""
        sweep, count, point = self.sweep, self.count(), self.at(self.threshold)
        confusion, youden = point.confusion, self.youden
        result = {
            "task": "binary",
            "n": self.rows(),
            "positives": count(sweep.positives),
            "negatives": count(sweep.negatives),
            "pos_label": self.data.pos_label,
            "threshold": self.threshold,
            "confusion": {key: count(getattr(confusion, key)) for key in ("tp", "fp", "tn", "fn")},
            "metrics": point.values(),
            "roc_auc": self.roc_auc,
            "gini": self.gini,
            "rank_loss": self.rank_loss,
            "average_precision": self.average_precision,
            "bep": self.bep.value,
            "youden": {"threshold": youden.threshold, "tpr": youden.tpr, "fpr": youden.fpr,
                       "j": youden.j},
        }
        if self.approximate:
            # binned: the counts hold at the lowest bin edge >= the threshold asked (null: above
            # every edge, nothing predicted positive), so that edge is the threshold reported
            result["threshold"] = sweep.cut_at(self.threshold)
            result["threshold_requested"] = self.threshold
            result["approximate"] = True
            result["roc_auc_bounds"] = list(self.aggregate.roc_auc_bounds())
            result["bin_width"] = self.aggregate.bin_width
        if self.curves:
            roc, pr = self.roc, self.pr
            result["curves"] = {
                "roc": {"fpr": roc.fpr, "tpr": roc.tpr, "thresholds": roc.thresholds},
                "pr": {"precision": pr.precision, "recall": pr.recall,
                       "thresholds": pr.thresholds[:-1]},
            }
        result.update(self._risk_keys(confusion))
        if self.constraint is not None:
            result["constraint"] = {"kind": self.constraint.kind, "value": self.constraint.value,
                                    "achieved": self.constraint.achieved}
        if self.segments is not None:
            result.update(self.segments)
        return in_file_units(jsonable(result), self.score_direction)

    def _risk_keys(self, confusion: Confusion) -> dict:
        """``ks``, ``brier``, ``log_loss``, ``intervals`` and ``notes`` (why a value is null)."""
        from evalcore.binary.calibration import probability_quality
        from evalcore.binary.intervals import auc_interval, threshold_intervals

        notes = {}
        if self.approximate:
            from evalcore.messages import render

            brier = log_loss = None
            notes = dict.fromkeys(("brier", "log_loss"), render("risk_binned_scores", "en", {}))
        else:
            quality = probability_quality(self.sweep)
            brier, log_loss = quality.brier, quality.log_loss
            if quality.reason:
                from evalcore.messages import render

                notes = dict.fromkeys(("brier", "log_loss"),
                                      render(quality.reason, "en", quality.params))
        return {
            "ks": ks_json(self.ks),
            "brier": brier,
            "log_loss": log_loss,
            "intervals": {**threshold_intervals(confusion),
                          "auc": auc_interval(self.sweep, auc=self.roc_auc)},
            "notes": notes,
        }


@dataclass(frozen=True, eq=False)
class CostAnalysis(Drawn):
    """A :class:`BinaryAnalysis` seen at one cost matrix and prior: PC(+), the cost-optimal
    operating point there, and (:meth:`at`) the cost of any threshold. The envelope is the
    binary value's, computed once whatever the costs."""

    figure_kind: ClassVar[str] = "cost"

    task: ClassVar[str] = "cost"

    binary: BinaryAnalysis
    cost_fn: float = 1.0
    cost_fp: float = 1.0
    prior: float | None = None
    threshold: float = 0.5

    @property
    def p(self) -> float:
        """p(+) in use: the one given, else the data's share of positives."""
        return self.binary.prior if self.prior is None else self.prior

    @property
    def curve(self) -> CostCurve:
        return self.binary.cost_curve

    @cached_property
    def pc(self) -> float:
        """PC(+) (raises :class:`~evalcore.errors.EvalInputError` for a bad cost or prior)."""
        from evalcore.cost import probability_cost

        return probability_cost(self.p, cost_fn=self.cost_fn, cost_fp=self.cost_fp)

    @cached_property
    def best(self):
        """The cost-optimal hull vertex at :attr:`pc`."""
        from evalcore.cost import best_at

        return best_at(self.curve, self.pc)

    def at(self, threshold: float) -> OperatingCosts:
        """PC(+), the best cost, and the normalized cost and cost-sensitive error of
        ``threshold``."""
        from evalcore.cost import operating_costs

        return operating_costs(self.curve, self.binary.sweep.confusion_at(threshold),
                               cost_fn=self.cost_fn, cost_fp=self.cost_fp, prior=self.p)

    def stop_table(self, thresholds=None, *, beta: float | None = None):
        """The binary value's :meth:`~BinaryAnalysis.stop_table` with two more arrays, the cost
        of every stop at these costs and prior: ``normalized_cost`` (its ROC point's cost line
        at :attr:`pc`) and ``cost_sensitive_error``, as :meth:`at` gives them one threshold at a
        time (the same formulas on arrays)."""
        from types import MappingProxyType

        from evalcore.cost import cost_sensitive_error, line_cost

        table = self.binary.stop_table(thresholds, beta=beta)
        costs = {"normalized_cost": line_cost(table.measures["fpr"], table.measures["recall"],
                                              self.pc),
                 "cost_sensitive_error": cost_sensitive_error(
                     table.tp, table.fp, table.tn, table.fn, cost_fn=self.cost_fn,
                     cost_fp=self.cost_fp)}
        return replace(table, measures=MappingProxyType({**table.measures, **costs}))

    def to_json(self) -> dict[str, Any]:
        """What ``python -m evalcore cost`` prints."""
        best, costs = self.best, self.at(self.threshold)
        best_json = {"threshold": best.threshold, "cost": best.cost, "fpr": best.fpr,
                     "tpr": best.tpr}
        if best.threshold == ALL_NEGATIVE:
            best_json["reason"] = "cost_threshold_all_negative"
        return jsonable({
            "task": "cost",
            "pos_label": self.binary.data.pos_label,
            "prior": self.p,
            "cost_fn": self.cost_fn,
            "cost_fp": self.cost_fp,
            "pc": self.pc,
            "expected_cost_area": self.curve.area,
            "envelope": {"pc": self.curve.pc, "cost": self.curve.cost},
            "best": best_json,
            "at_threshold": {
                "threshold": self.threshold,
                "normalized_cost": costs.threshold_cost,
                "cost_sensitive_error": costs.error_rate,
            },
        })

