"""Per-query and mean ranking metrics at every cut-off k, from one sort of all queries.

For a query with ranked grades :math:`\\pi(1), \\pi(2), \\dots` and binary relevance
:math:`l_r = [\\pi(r) \\ge L]` (L = ``relevance_level``), R relevant documents in its list:

- reciprocal rank: 1 / (rank of the first relevant document), 0 without one (MRR: the mean);
- AP: :math:`\\sum_r P@r \\cdot l_r / R`, 0 when R = 0 (MAP: the mean);
- P@k = (relevant in the top k) / k — divided by k even when the list is shorter (trec_eval);
- Recall@k = (relevant in the top k) / R, 0 when R = 0;
- NDCG@k = DCG@k / ideal DCG@k with DCG@k = :math:`\\sum_{r \\le k} G(\\pi(r)) / \\log_2(r+1)`,
  gain G = 2^rel − 1 (seed 002, ``"exponential"``) or rel (``"linear"``, trec_eval and
  scikit-learn); the ideal list sorts the query's own grades; 0 when the ideal DCG is 0.

Queries without a relevant document count in every mean with 0 (trec_eval), and their number is
reported. With ``ties="average"`` each document's gain in DCG is the mean gain of its run of equal
scores, which equals averaging DCG over every order of the tied documents (scikit-learn's
``ndcg_score``); ``"first"`` uses the deterministic tie-breaker of
:func:`~evalcore.ranking.lists.rank_lists`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.ranking.correlation import pair_counts
from evalcore.ranking.detail import query_detail
from evalcore.ranking.gains import discount_at, gain_of
from evalcore.ranking.lists import RankedLists, rank_lists
from evalcore.registry import names

GAINS = ("exponential", "linear")
TIES = ("first", "average")
METRIC_KEYS = names("ranking")
"""The averaged metrics, in the CLI contract's order (from :mod:`evalcore.registry`)."""


@dataclass(frozen=True, eq=False)
class MetricCurves:
    """Means over queries at every cut-off ``k`` = 1 … longest list (arrays ready to plot)."""

    k: np.ndarray
    precision: np.ndarray
    recall: np.ndarray
    ndcg: np.ndarray


@dataclass(frozen=True)
class RankingSummary:
    """The averaged metrics at one cut-off ``k``.

    ``metrics`` maps :data:`METRIC_KEYS` to a float, or ``None`` when undefined for every query
    (then ``reasons`` holds the message key). RC and τ-b are averaged over the queries where they
    are defined: ``rc_queries`` and ``kendall_tau_queries`` of ``n_queries``.
    """

    n_queries: int
    queries_without_relevant: int
    k: int
    metrics: dict[str, float | None]
    rc_queries: int
    kendall_tau_queries: int
    reasons: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class RankingEvaluation:
    """Everything the metrics need, computed once; any cut-off k is then an index look-up.

    Per position (ranked order, see :class:`~evalcore.ranking.lists.RankedLists`): ``hits``
    (relevant documents up to here), ``gain`` (as used in DCG), ``discount``, ``dcg`` and
    ``ideal_dcg`` (running totals within the query), ``ideal_relevance``. Per query:
    ``n_relevant``, ``reciprocal_rank``, ``average_precision``, ``rc``, ``kendall_tau``.
    """

    lists: RankedLists
    doc_id: np.ndarray | None
    relevance_level: int
    gain_kind: str
    ties: str
    hits: np.ndarray
    gain: np.ndarray
    discount: np.ndarray
    dcg: np.ndarray
    ideal_relevance: np.ndarray
    ideal_dcg: np.ndarray
    n_relevant: np.ndarray
    reciprocal_rank: np.ndarray
    average_precision: np.ndarray
    rc: np.ndarray
    kendall_tau: np.ndarray
    curves: MetricCurves

    @property
    def n_queries(self) -> int:
        return self.lists.n_queries

    @property
    def max_length(self) -> int:
        """The longest list: the largest cut-off that changes anything but P@k."""
        return int(self.lists.sizes.max())

    @property
    def queries_without_relevant(self) -> int:
        return int(np.count_nonzero(self.n_relevant == 0))

    def precision_at(self, k: int) -> np.ndarray:
        """P@k of every query."""
        return self.hits[self.lists.at_k(_check_k(k))] / k

    def recall_at(self, k: int) -> np.ndarray:
        """Recall@k of every query (0 without a relevant document)."""
        return _share(self.hits[self.lists.at_k(_check_k(k))], self.n_relevant)

    def ndcg_at(self, k: int) -> np.ndarray:
        """NDCG@k of every query (0 when the ideal DCG@k is 0)."""
        at = self.lists.at_k(_check_k(k))
        return _share(self.dcg[at], self.ideal_dcg[at])

    def summary(self, k: int) -> RankingSummary:
        """The means over queries at cut-off ``k``."""
        values: dict[str, float | None] = {
            "mrr": float(self.reciprocal_rank.mean()),
            "map": float(self.average_precision.mean()),
            "precision_at_k": float(self.precision_at(k).mean()),
            "recall_at_k": float(self.recall_at(k).mean()),
            "ndcg_at_k": float(self.ndcg_at(k).mean()),
        }
        reasons = {}
        counts = {}
        for key, per_query, reason in (("rc", self.rc, "ranking_rc_undefined"),
                                       ("kendall_tau", self.kendall_tau,
                                        "ranking_tau_undefined")):
            defined = ~np.isnan(per_query)
            counts[key] = int(np.count_nonzero(defined))
            values[key] = float(per_query[defined].mean()) if counts[key] else None
            if not counts[key]:
                reasons[key] = reason
        return RankingSummary(n_queries=self.n_queries,
                              queries_without_relevant=self.queries_without_relevant, k=int(k),
                              metrics={key: values[key] for key in METRIC_KEYS},
                              rc_queries=counts["rc"], kendall_tau_queries=counts["kendall_tau"],
                              reasons=reasons)

    def per_query(self, k: int) -> pd.DataFrame:
        """One row per query (file order): list length, relevant documents and every metric at
        ``k`` (RC and τ-b NaN where undefined)."""
        return pd.DataFrame({
            "query_id": self.lists.query_ids,
            "n_docs": self.lists.sizes,
            "n_relevant": self.n_relevant,
            "reciprocal_rank": self.reciprocal_rank,
            "average_precision": self.average_precision,
            "precision_at_k": self.precision_at(k),
            "recall_at_k": self.recall_at(k),
            "ndcg_at_k": self.ndcg_at(k),
            "rc": self.rc,
            "kendall_tau": self.kendall_tau,
        })

    def query_detail(self, query: Any) -> pd.DataFrame:
        """One query's ranked list with the NDCG terms; see
        :func:`evalcore.ranking.detail.query_detail`."""
        return query_detail(self, query)


def _share(numerator: np.ndarray, denominator: np.ndarray) -> np.ndarray:
    """numerator / denominator, 0 where the denominator is 0 (nothing relevant: scores 0)."""
    numerator = numerator.astype(float)
    return np.divide(numerator, denominator, out=np.zeros_like(numerator), where=denominator > 0)


def _check_k(k: int) -> int:
    if isinstance(k, bool) or int(k) != k or k < 1:
        raise EvalInputError("ranking_bad_k", k=k)
    return int(k)


def _check_options(relevance_level: int, gain: str, ties: str) -> None:
    if isinstance(relevance_level, bool) or int(relevance_level) != relevance_level \
            or relevance_level < 1:
        raise EvalInputError("ranking_bad_level", level=relevance_level)
    if gain not in GAINS:
        raise ValueError(f"gain must be one of {GAINS}, got {gain!r}")
    if ties not in TIES:
        raise ValueError(f"ties must be one of {TIES}, got {ties!r}")


def evaluate_ranking(query_id, relevance, score, *, doc_id=None, relevance_level: int = 1,
                     gain: str = "exponential", ties: str = "first") -> RankingEvaluation:
    """Evaluate every query's ranking by ``score`` against its relevance grades.

    Parameters
    ----------
    query_id, relevance, score : array-like of shape (n,)
        One row per query–document pair: query, grade (integer ≥ 0), model score (higher ranks
        first). Validate user data first (:func:`~evalcore.ranking.data.check_ranking`).
    doc_id : array-like of shape (n,), optional
        Document ids; score ties are broken by them in decreasing string order (trec_eval),
        else by row order.
    relevance_level : int
        Grades ≥ this count as relevant for MRR, MAP, P@k and Recall@k (NDCG uses the grades).
    gain : {"exponential", "linear"}
        NDCG gain 2^rel − 1 (seed 002) or rel (trec_eval's ``ndcg_cut``, scikit-learn).
    ties : {"first", "average"}
        For NDCG: the tie-broken order, or the mean over tied orders (scikit-learn's default).

    Returns
    -------
    RankingEvaluation
        Per-position running totals and per-query values; ``.summary(k)``, ``.per_query(k)``,
        ``.query_detail(q)`` and ``.curves`` read from them.
    """
    _check_options(relevance_level, gain, ties)
    lists = rank_lists(query_id, relevance, score, doc_id=doc_id)
    relevant = (lists.relevance >= relevance_level).astype(np.int64)
    hits = lists.group_cumsum(relevant)
    n_relevant = lists.group_sum(relevant)
    first_hit = np.minimum.reduceat(np.where(relevant > 0, lists.rank, np.inf), lists.starts)
    precision_at_hits = np.where(relevant > 0, hits / lists.rank, 0.0)
    discount = discount_at(lists.rank)
    gains = gain_of(lists.relevance, gain)
    if ties == "average":
        gains = _tie_averaged(lists, gains)
    ideal_relevance = lists.ideal_relevance()
    dcg = lists.group_cumsum(gains * discount)
    ideal_dcg = lists.group_cumsum(gain_of(ideal_relevance, gain) * discount)
    counts = pair_counts(lists)
    recall = _share(hits, n_relevant[lists.query])
    ndcg = _share(dcg, ideal_dcg)
    curves = MetricCurves(
        k=np.arange(1, int(lists.sizes.max()) + 1),
        precision=_precision_curve(lists, relevant),
        recall=_mean_curve(lists, recall),
        ndcg=_mean_curve(lists, ndcg),
    )
    return RankingEvaluation(
        lists=lists, doc_id=None if doc_id is None else np.asarray(doc_id, dtype=object),
        relevance_level=int(relevance_level), gain_kind=gain, ties=ties, hits=hits, gain=gains,
        discount=discount, dcg=dcg, ideal_relevance=ideal_relevance, ideal_dcg=ideal_dcg,
        n_relevant=n_relevant, reciprocal_rank=np.where(np.isfinite(first_hit), 1 / first_hit, 0.0),
        average_precision=_share(lists.group_sum(precision_at_hits), n_relevant),
        rc=counts.rank_correlation(), kendall_tau=counts.kendall_tau(), curves=curves,
    )


def _tie_averaged(lists: RankedLists, gains: np.ndarray) -> np.ndarray:
    """Each position's gain replaced by the mean gain of its run of equal scores."""
    block = lists.tie_block_start()
    totals = np.bincount(block, weights=gains, minlength=gains.size)
    sizes = np.bincount(block, minlength=gains.size)
    return totals[block] / sizes[block]


def _mean_curve(lists: RankedLists, running: np.ndarray) -> np.ndarray:
    """Mean over queries of a metric at k = 1 … K, from its value at each position (the metric
    at k = rank); a list shorter than k keeps its value at its last position."""
    length = int(lists.sizes.max())
    at_rank = np.bincount(lists.rank, weights=running, minlength=length + 1)[1:]
    last = running[lists.starts + lists.sizes - 1]
    ended = np.cumsum(np.bincount(lists.sizes, weights=last, minlength=length + 1))[:-1]
    return (at_rank + ended) / lists.n_queries


def _precision_curve(lists: RankedLists, relevant: np.ndarray) -> np.ndarray:
    """Mean P@k for k = 1 … K: relevant documents ranked ≤ k over all queries, / (k · queries)."""
    length = int(lists.sizes.max())
    found = np.cumsum(np.bincount(lists.rank, weights=relevant, minlength=length + 1)[1:])
    return found / (np.arange(1, length + 1) * lists.n_queries)
