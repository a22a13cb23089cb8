"""The comparison of two models on the same rows, one value per task, each built once from the
paired data (:mod:`evalcore.compare`'s loaders) and answering its control:

- binary: curves, AUCs with DeLong's test, AP, BEPs, cost envelopes and dominance once;
  :meth:`BinaryComparisonAnalysis.at` reads each model's counts at its threshold off its sweep and
  runs McNemar's test on the two predictions;
- multiclass: both reports once; :meth:`MulticlassComparisonAnalysis.at` gives them with Fβ at
  a β (the JSON's β is 1);
- regression: everything once; :meth:`RegressionComparisonAnalysis.at` reads each model's share
  of rows within a tolerance off its REC curve;
- ranking: both models evaluated once per setting; :meth:`RankingComparisonAnalysis.at` compares
  one per-query measure at cut-off k.

Each value holds the settings its JSON is printed at (the thresholds; the ranking measure, k,
resamples and seed) and ``to_json()``, argument-free, is what ``python -m evalcore compare``
prints for the task; :meth:`with_settings` gives the same comparison at other settings.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

import numpy as np

from evalcore.analysis.memo import Memo
from evalcore.binary.confusion import Confusion
from evalcore.jsonable import jsonable
from evalcore.compare import BinaryComparison, CompareData, compare_binary, mcnemar_test
from evalcore.compare.mcnemar import McNemarResult
from evalcore.compare.multiclass import MulticlassComparison, MulticlassPair, compare_multiclass
from evalcore.multiclass import MulticlassReport, multiclass_report
from evalcore.compare.ranking import (
    RankingComparison,
    RankingPair,
    compare_evaluations,
    evaluate_pair,
)
from evalcore.compare.regression import (
    RegressionComparison,
    RegressionPair,
    ResidualHistograms,
    compare_regression,
    residual_histograms,
)
from evalcore.decimate import decimate_curve
from evalcore.messages import render
from evalcore.regression import RecCurve, rec_curve
from evalcore.regression.rec import check_tolerance
from evalcore.analysis.drawn import Drawn

AB = ("A", "B")
_KEPT = 32
"""Answers (threshold pairs, ranking measures at k) a comparison keeps."""


def _reason(value) -> dict:
    return {"key": value.reason, "message": render(value.reason, "en", value.params)}


def _reasons(values: dict) -> dict:
    """``{name: {"key", "message"}}`` of the values (``Measure``-like) that carry a reason."""
    return {name: _reason(v) for name, v in values.items() if v.reason}


def _paired(task: str, pair, truth_key: str) -> dict:
    """The JSON's first keys: the task, A's and B's columns, the truth column (under
    ``truth_key``), how the rows were paired and how many."""
    return {"task": task, "columns": dict(zip(AB, pair.names)), truth_key: pair.true_col,
            "aligned_by": pair.aligned_by, "n": int(pair.y_true.size)}


def _difference(a: dict, b: dict) -> dict:
    return {key: None if a[key] is None or b[key] is None else a[key] - b[key] for key in a}


@dataclass(frozen=True, eq=False)
class BinaryComparisonAt:
    """Both models at their ``thresholds``: each one's counts, predictions (score ≥ threshold)
    and McNemar's test of who is right."""

    thresholds: tuple[float, float]
    confusions: tuple[Confusion, Confusion]
    predictions: tuple[np.ndarray, np.ndarray]
    mcnemar: McNemarResult


@dataclass(frozen=True, eq=False)
class BinaryComparisonAnalysis(Drawn):
    """Two scorers on the same labelled rows: the ``pair`` and every threshold-free result."""

    figure_kind: ClassVar[str] = "compare_binary"

    pair: CompareData
    result: BinaryComparison
    task: str = "binary"
    score_direction: str = "higher"
    _answers: Memo = field(default_factory=lambda: Memo(_KEPT), repr=False)
    thresholds: tuple[float, float] = (0.5, 0.5)
    """A's and B's thresholds of :meth:`to_json` (``at`` answers any)."""

    @classmethod
    def of(cls, pair: CompareData, *, confidence: float = 0.95,
           thresholds: tuple[float, float] = (0.5, 0.5),
           score_direction: str = "higher") -> BinaryComparisonAnalysis:
        """Compare the paired scores once (``confidence`` of DeLong's intervals; both scores
        negated first when ``score_direction`` is ``lower``, see
        :mod:`evalcore.binary.direction`); ``thresholds`` are in the file's units."""
        from evalcore.binary.direction import SCORE_DIRECTIONS

        if score_direction not in SCORE_DIRECTIONS:
            raise ValueError(f"score_direction must be one of {SCORE_DIRECTIONS}")
        if score_direction == "lower":
            pair = replace(pair, score_a=0.0 - np.asarray(pair.score_a, np.float64),
                           score_b=0.0 - np.asarray(pair.score_b, np.float64))
        return cls(pair, compare_binary(pair.y_true, pair.score_a, pair.score_b,
                                        confidence=confidence), score_direction=score_direction,
                   thresholds=(float(thresholds[0]), float(thresholds[1])))

    def with_settings(self, *, thresholds: tuple[float, float]) -> BinaryComparisonAnalysis:
        """The same comparison printed at other ``thresholds`` (in the file's units; the
        answers are shared)."""
        return replace(self, thresholds=(float(thresholds[0]), float(thresholds[1])))

    def model_analysis(self, k: int):
        """Model ``k``'s (0: A, 1: B) :class:`~evalcore.analysis.binary.BinaryAnalysis` of its
        sweep (what its live view answers at every stop)."""
        from evalcore.analysis.binary import BinaryAnalysis

        return BinaryAnalysis(self.result.sweeps[k])

    def at(self, thresholds: tuple[float, float]) -> BinaryComparisonAt:
        """Each model's counts at its threshold and McNemar's test of the two predictions."""
        thresholds = (float(thresholds[0]), float(thresholds[1]))
        return self._answers.get(thresholds, lambda: self._at(thresholds))

    def _at(self, thresholds: tuple[float, float]) -> BinaryComparisonAt:
        y = np.asarray(self.pair.y_true, bool)
        scores = (np.asarray(self.pair.score_a, np.float64),
                  np.asarray(self.pair.score_b, np.float64))
        predictions = tuple(s >= t for s, t in zip(scores, thresholds))
        confusions = tuple(s.confusion_at(t) for s, t in zip(self.result.sweeps, thresholds))
        return BinaryComparisonAt(thresholds, confusions, predictions,
                                  mcnemar_test(y, *predictions))

    def risk(self) -> dict[str, Any]:
        """``ks``, ``gini``, ``brier`` and ``log_loss`` per model (A, B); Brier and log loss
        None, with the reason under ``notes``, when a model's scores are not in [0, 1] (or the
        score direction is lower: probabilities have one direction). KS thresholds are on the
        oriented scores."""
        from evalcore.binary.lift import ks_json
        from evalcore.binary.calibration import probability_quality
        from evalcore.binary.lift import ks

        keys: dict[str, Any] = {"ks": {}, "gini": {}, "brier": {}, "log_loss": {}}
        notes: dict[str, dict] = {}
        for name, sweep in zip(AB, self.result.sweeps):
            keys["ks"][name] = ks_json(ks(sweep))
            keys["gini"][name] = 2.0 * sweep.roc_auc() - 1.0
            if self.score_direction == "lower":
                reason = render("compare_probabilities_one_direction", "en", {})
                brier = loss = None
            else:
                quality = probability_quality(sweep)
                brier, loss = quality.brier, quality.log_loss
                reason = quality.reason and render(quality.reason, "en", quality.params)
            keys["brier"][name], keys["log_loss"][name] = brier, loss
            if reason:
                notes.setdefault("brier", {})[name] = reason
                notes.setdefault("log_loss", {})[name] = reason
        return {**keys, "notes": notes}

    def to_json(self) -> dict[str, Any]:
        """The binary comparison's JSON, McNemar's test at the value's ``thresholds`` (in the
        file's units: with a lower score direction, score ≤ threshold is predicted positive)."""
        from evalcore.binary.direction import in_file_units, internal_threshold

        data, result = self.pair, self.result
        given = self.thresholds
        internal = tuple(internal_threshold(t, self.score_direction) for t in given)
        delong, mcnemar = result.delong, self.at(internal).mcnemar
        risk = self.risk()
        notes = {name: _reason(value) for name, value in (("delong", delong),
                                                          ("mcnemar", mcnemar)) if value.reason}
        positives = int(data.y_true.sum())
        estimates = (delong.a, delong.b)
        result_json = jsonable({
            "task": "binary",
            "columns": dict(zip(AB, data.names)),
            "label_col": data.label_col,
            "pos_label": data.pos_label,
            "aligned_by": data.aligned_by,
            "n": len(data.y_true),
            "positives": positives,
            "negatives": len(data.y_true) - positives,
            "auc": {k: e.auc for k, e in zip(AB, estimates)},
            "auc_ci": {k: e.ci for k, e in zip(AB, estimates)},
            "auc_variance": {k: e.variance for k, e in zip(AB, estimates)},
            "confidence": delong.confidence,
            "delong": {"z": delong.z, "p_value": delong.p_value,
                       "difference": delong.difference, "covariance": delong.covariance},
            "gini": risk["gini"],
            "ks": risk["ks"],
            "average_precision": dict(zip(AB, result.average_precision)),
            "bep": {k: bep.value for k, bep in zip(AB, result.bep)},
            "brier": risk["brier"],
            "log_loss": risk["log_loss"],
            "cost_area": {k: cost.area for k, cost in zip(AB, result.cost)},
            "dominance": {
                "roc": result.roc_dominance.verdict,
                "roc_crossings": result.roc_dominance.crossings,
                "pr": result.pr_dominance.verdict,
                "pr_crossings": result.pr_dominance.crossings,
                "cost": result.cost_dominance.verdict,
                "cost_crossings": result.cost_dominance.crossings,
            },
            "threshold": dict(zip(AB, given)),
            "mcnemar": {"statistic": mcnemar.statistic, "p_value": mcnemar.p_value,
                        "method": mcnemar.method, "table": mcnemar.table},
            "notes": {**notes, **risk["notes"]},
        })
        if self.score_direction == "lower":
            for entry in result_json["ks"].values():
                entry["threshold"] = in_file_units({"threshold": entry["threshold"]},
                                                   "lower")["threshold"]
            result_json["score_direction"] = "lower"
        return result_json


@dataclass(frozen=True, eq=False)
class MulticlassComparisonAt:
    """Both models' multiclass reports (A, B) with Fβ at ``beta``."""

    beta: float
    reports: tuple[MulticlassReport, MulticlassReport]


@dataclass(frozen=True, eq=False)
class MulticlassComparisonAnalysis(Drawn):
    """Two classifiers' predicted labels on the same rows: both reports on the shared labels,
    the per-class differences and McNemar's test."""

    figure_kind: ClassVar[str] = "compare_multiclass"

    pair: MulticlassPair
    result: MulticlassComparison
    task: str = "multiclass"

    @classmethod
    def of(cls, pair: MulticlassPair) -> MulticlassComparisonAnalysis:
        """Compare the paired predictions once."""
        return cls(pair, compare_multiclass(pair))

    def at(self, beta: float = 1.0) -> MulticlassComparisonAt:
        """Both models' reports with Fβ at ``beta`` (the other measures do not depend on it;
        β = 1 is the JSON's)."""
        beta = float(beta)
        reports = (self.result.report_a, self.result.report_b)
        if beta != 1.0:
            reports = tuple(multiclass_report(r.confusion, r.labels, beta=beta) for r in reports)
        return MulticlassComparisonAt(beta, reports)

    def to_json(self) -> dict[str, Any]:
        """The multiclass comparison's JSON."""
        pair, result = self.pair, self.result
        reports = (result.report_a, result.report_b)
        summaries = [report.summary() for report in reports]
        metrics = [{key: value.value for key, value in summary.items()} for summary in summaries]
        mcnemar = result.mcnemar
        notes = {model: _reasons(summary) for model, summary in zip(AB, summaries)}
        if mcnemar.reason:
            notes["mcnemar"] = _reason(mcnemar)
        return jsonable({
            **_paired("multiclass", pair, "label_col"),
            "labels": pair.labels,
            "confusion": {model: report.confusion for model, report in zip(AB, reports)},
            "metrics": dict(zip(AB, metrics)),
            "difference": _difference(*metrics),
            "per_class": {c.label: {"support": c.support, "precision": c.precision,
                                    "recall": c.recall, "f1": c.f1}
                          for c in result.per_class},
            "mcnemar": {"statistic": mcnemar.statistic, "p_value": mcnemar.p_value,
                        "method": mcnemar.method, "table": mcnemar.table},
            "notes": {key: value for key, value in notes.items() if value},
        })


@dataclass(frozen=True)
class RegressionComparisonAt:
    """A's and B's share of rows with |y − ŷ| ≤ ``tolerance``; ``difference`` is A − B."""

    tolerance: float
    share_a: float
    share_b: float

    @property
    def shares(self) -> tuple[float, float]:
        """(A's share, B's share)."""
        return self.share_a, self.share_b

    @property
    def difference(self) -> float:
        return self.share_a - self.share_b


@dataclass(frozen=True, eq=False)
class RegressionComparisonAnalysis(Drawn):
    """Two regressors' predictions of the same true values: both models' metrics and the
    Wilcoxon signed-rank test of |e_A| − |e_B|; with ``curves``, each model's REC curve and
    both residual histograms on shared bins (None without)."""

    figure_kind: ClassVar[str] = "compare_regression"

    pair: RegressionPair
    result: RegressionComparison
    recs: tuple[RecCurve, RecCurve] | None = None
    histograms: ResidualHistograms | None = None
    task: str = "regression"

    @classmethod
    def of(cls, pair: RegressionPair, *, curves: bool = False) -> RegressionComparisonAnalysis:
        """Compare the paired predictions once (``curves``: with the REC curves and
        histograms a page draws)."""
        value = cls(pair, compare_regression(pair))
        return value.with_curves() if curves else value

    def _recs(self) -> tuple[RecCurve, RecCurve]:
        """Both REC curves: the value's, or computed here when it was built without them."""
        return self.recs or tuple(rec_curve(self.pair.y_true, pred)
                                  for pred in (self.pair.pred_a, self.pair.pred_b))

    def with_curves(self) -> RegressionComparisonAnalysis:
        """This value with both REC curves and residual histograms (itself when it has them)."""
        if self.recs is not None and self.histograms is not None:
            return self
        return replace(self, recs=self._recs(), histograms=residual_histograms(self.pair))

    def at(self, tolerance: float) -> RegressionComparisonAt:
        """Each model's share of rows with |y − ŷ| ≤ ``tolerance`` (ε ≥ 0), read off its REC
        curve (computed here when the value was built without ``curves``)."""
        tolerance = check_tolerance(tolerance)
        a, b = (rec.share_within(tolerance) for rec in self._recs())
        return RegressionComparisonAt(tolerance, a, b)

    @property
    def tolerance_high(self) -> float:
        """The top of ε's range: the larger of both models' largest |error| (1 when both are
        exact)."""
        return float(max(rec.tolerance[-1] for rec in self._recs())) or 1.0

    @property
    def default_tolerance(self) -> float:
        """The ε a page starts at: A's median absolute error, within ε's range."""
        return float(min(self.result.metrics_a["median_ae"].value, self.tolerance_high))

    def rec_drawn(self, max_points: int) -> tuple[np.ndarray, np.ndarray]:
        """Indices of each model's REC points to draw, both thinned on the same ε scale
        (:attr:`tolerance_high`), at most about ``max_points`` each
        (:func:`~evalcore.decimate.decimate_curve`)."""
        scale = self.tolerance_high
        return tuple(decimate_curve(rec.tolerance / scale, rec.accuracy, max_points=max_points)
                     for rec in self._recs())

    def to_json(self) -> dict[str, Any]:
        """The regression comparison's JSON."""
        pair, result = self.pair, self.result
        per_model = (result.metrics_a, result.metrics_b)
        metrics = [{key: m.value for key, m in model.items()} for model in per_model]
        notes = {model: _reasons(values) for model, values in zip(AB, per_model)}
        if result.wilcoxon_reason:
            notes["wilcoxon"] = {"key": result.wilcoxon_reason,
                                 "message": render(result.wilcoxon_reason, "en", {})}
        a_closer, b_closer, equal = result.closer
        return jsonable({
            **_paired("regression", pair, "true_col"),
            "metrics": dict(zip(AB, metrics)),
            "difference": _difference(*metrics),
            "wilcoxon": {"statistic": result.wilcoxon_statistic,
                         "p_value": result.wilcoxon_p_value},
            "closer": {"A": a_closer, "B": b_closer, "equal": equal},
            "notes": {key: value for key, value in notes.items() if value},
        })


@dataclass(frozen=True, eq=False)
class RankingComparisonAnalysis(Drawn):
    """Two rankers' scores of the same query-document pairs, both evaluated once under one
    setting (relevance level, gain, ties)."""

    figure_kind: ClassVar[str] = "compare_ranking"

    pair: RankingPair
    evaluations: tuple
    settings: dict
    task: str = "ranking"
    _answers: Memo = field(default_factory=lambda: Memo(_KEPT), repr=False)
    metric: str = "ndcg"
    k: int = 10
    n_resamples: int = 9999
    seed: int = 0
    """``metric`` … ``seed``: the comparison :meth:`to_json` prints (``at`` answers any)."""

    @classmethod
    def of(cls, pair: RankingPair, *, relevance_level: int = 1, gain: str = "exponential",
           ties: str = "first", **compared) -> RankingComparisonAnalysis:
        """Evaluate both models once under the setting (``compared``: ``metric``, ``k``,
        ``n_resamples``, ``seed`` of :meth:`to_json`)."""
        settings = {"relevance_level": relevance_level, "gain": gain, "ties": ties}
        return cls(pair, evaluate_pair(pair, **settings), settings, **compared)

    def with_settings(self, **compared) -> RankingComparisonAnalysis:
        """The same evaluations printed at another ``metric``, ``k``, ``n_resamples`` or
        ``seed`` (the answers are shared)."""
        return replace(self, **compared)

    def at(self, metric: str = "ndcg", k: int = 10, *, n_resamples: int = 9999,
           seed: int = 0) -> RankingComparison:
        """Per-query ``metric`` at cut-off ``k`` of both models and the paired tests over
        queries (``n_resamples`` and ``seed`` of the randomization test)."""
        key = (metric, int(k), int(n_resamples), int(seed))
        return self._answers.get(key, lambda: compare_evaluations(
            self.evaluations, metric, k, n_resamples=n_resamples, seed=seed))

    def to_json(self) -> dict[str, Any]:
        """The ranking comparison's JSON at the value's metric, k, resamples and seed."""
        pair, metric = self.pair, self.metric
        result = self.at(metric, self.k, n_resamples=self.n_resamples, seed=self.seed)
        tests = result.tests
        notes = {}
        if tests.t_reason:
            notes["t_test"] = {"key": tests.t_reason,
                               "message": render(tests.t_reason, "en", {})}
        return jsonable({
            "task": "ranking",
            "columns": dict(zip(AB, pair.names)),
            "roles": dict(pair.columns),
            "aligned_by": pair.aligned_by,
            "n_queries": tests.n_queries,
            "metric": metric,
            "k": result.k,
            **self.settings,
            "mean": {"A": result.mean_a, "B": result.mean_b},
            "difference": tests.mean_difference,
            "outcome": {"wins": tests.wins, "ties": tests.ties, "losses": tests.losses},
            "t_test": {"statistic": tests.t_statistic, "p_value": tests.t_p_value,
                       "df": tests.df},
            "randomization": {"p_value": tests.permutation_p_value,
                              "exact": tests.permutation_exact, "resamples": tests.n_resamples,
                              "seed": tests.seed},
            "per_query": {str(q): {"A": a, "B": b} for q, a, b in
                          zip(result.query_ids, result.values_a, result.values_b)},
            "notes": notes,
        })
