"""Ranking evaluation (seed 002, section 3): MRR, MAP, P@k, Recall@k, NDCG@k and rank correlation.

Input is long format, one row per query–document pair (query id, optional document id, graded
relevance ≥ 0, model score). Every query's list is sorted once (:func:`rank_lists`) and every
metric is group arithmetic over that one order, so all queries are evaluated without a Python loop
per query. Conventions (as trec_eval, so that the averages equal its ``recip_rank``, ``map``,
``P_k``, ``recall_k`` and, with linear gain, ``ndcg_cut_k``):

- ties in score are broken by document id in decreasing string order (trec_eval's rule), or by
  file order when there is no document column; NDCG may instead average over tied orders
  (``ties="average"``, as scikit-learn's ``ndcg_score``);
- a document is relevant for the binary metrics when its grade ≥ ``relevance_level`` (default 1);
- queries without a relevant document score 0 and count in the means; their number is reported.
"""

from evalcore.ranking.correlation import PairCounts, pair_counts
from evalcore.io.vocabulary import DOC_NAMES, QUERY_NAMES, RELEVANCE_NAMES
from evalcore.ranking.data import (
    RankingData,
    load_ranking,
    ranking_from_table,
)
from evalcore.ranking.lists import RankedLists, rank_lists
from evalcore.ranking.metrics import (
    GAINS,
    TIES,
    MetricCurves,
    RankingEvaluation,
    RankingSummary,
    evaluate_ranking,
)

__all__ = [
    "DOC_NAMES",
    "GAINS",
    "QUERY_NAMES",
    "RELEVANCE_NAMES",
    "TIES",
    "MetricCurves",
    "PairCounts",
    "RankedLists",
    "RankingData",
    "RankingEvaluation",
    "RankingSummary",
    "evaluate_ranking",
    "load_ranking",
    "pair_counts",
    "rank_lists",
    "ranking_from_table",
]
