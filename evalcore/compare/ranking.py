"""Two rankers on the same (query, document) rows: one file with two score columns, or two files.

One file: the query, (optional) document and relevance columns of :mod:`evalcore.ranking` and two
score columns (given, or detected by :func:`evalcore.compare.detect_score_pair` among the other
columns). Two files: each a full ranking file (:func:`evalcore.ranking.ranking_from_table`), paired
by :func:`evalcore.compare.align_pair` on (query id, document id) when both have a document column,
else row by row, which needs identical query ids and then identical relevance grades. Paired row by
row, score ties keep the row order (the document ids of one file would favour it).

:func:`compare_ranking` evaluates both rankings (:func:`evalcore.ranking.evaluate_ranking`), takes
one per-query metric at cut-off k for each, aligned by query, and tests the per-query differences
(:func:`evalcore.compare.paired_query_tests`); :func:`bootstrap_difference` resamples whole queries
(:func:`evalcore.compare.paired_bootstrap`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore.resample.paired_bootstrap import BootstrapResult, paired_bootstrap
from evalcore.compare.load import Pairing, align_pair, detect_score_column, detect_score_pair
from evalcore.compare.paired import PairedQueryTests, paired_query_tests
from evalcore.errors import EvalInputError
from evalcore.io import resolve_column
from evalcore.registry import names
from evalcore.ranking import (
    DOC_NAMES,
    QUERY_NAMES,
    RELEVANCE_NAMES,
    RankingData,
    RankingEvaluation,
    evaluate_ranking,
    ranking_from_table,
)

METRICS = names("ranking", "compare")
"""Per-query metrics compared: NDCG@k, average precision, reciprocal rank, P@k (their means over
queries are NDCG@k, MAP, MRR and P@k)."""


@dataclass(frozen=True, eq=False)
class RankingPair(Pairing):
    """Both rankers' scores for the same rows (query, document, relevance grade).

    ``doc_id`` is None when the rows were paired by row order or the file has no document column;
    ``names`` say what A and B are (score columns, or file names); ``columns`` maps the roles
    query, doc and relevance to model A's column names; ``notice`` (with ``notice_params``) is the
    message key to show when pairing by id left rows out.
    """

    query_id: np.ndarray
    doc_id: np.ndarray | None
    relevance: np.ndarray
    score_a: np.ndarray
    score_b: np.ndarray
    names: tuple[str, str]
    columns: Mapping[str, str | None]


def ranking_pair_from_table(
    df: pd.DataFrame,
    *,
    score_cols: Sequence[str] | None = None,
    query_col: str | None = None,
    doc_col: str | bool | None = None,
    relevance_col: str | None = None,
) -> RankingPair:
    """Query, document, relevance and two score columns of one table (scores detected unless
    ``score_cols`` is given; ``doc_col=False`` declines a document column)."""
    roles = _roles(df, query_col, doc_col, relevance_col)
    if score_cols is None:
        score_cols = detect_score_pair(df, exclude=tuple(roles.values()))
    elif len(score_cols) != 2 or score_cols[0] == score_cols[1]:
        raise EvalInputError("compare_score_cols_two", columns=", ".join(map(str, score_cols)))
    first, second = (_ranking(df, roles, col) for col in score_cols)
    return RankingPair(first.query_id, first.doc_id, first.relevance, first.score, second.score,
                       (first.columns["score"], second.columns["score"]), _columns(first),
                       aligned_by="columns")


def ranking_pair_from_tables(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    names: tuple[str, str] = ("A", "B"),
    score_cols: Sequence[str | None] = (None, None),
    query_col: str | None = None,
    doc_col: str | bool | None = None,
    relevance_col: str | None = None,
) -> RankingPair:
    """Pair two ranking tables (one model each) by (query, document), else by row order;
    ``score_cols`` are each table's score column (detected where None: a score name, else the only
    numeric column besides the query, document and relevance columns)."""
    first, second = (
        _ranking(df, _roles(df, query_col, doc_col, relevance_col), col)
        for df, col in zip((df_a, df_b), score_cols)
    )
    if first.doc_id is None or second.doc_id is None:
        align_pair(first.query_id, second.query_id, None, names=names,
                   differ_keys=("compare_ranking_queries_differ_rows",) * 2)
        keys = id_col = None
    else:
        keys = (_pair_keys(first), _pair_keys(second))
        id_col = f"({first.columns['query']}, {first.columns['doc']})"
    at = align_pair(first.relevance, second.relevance, keys, names=names, id_col=id_col,
                    differ_keys=("compare_ranking_relevance_differ_rows",
                                 "compare_ranking_relevance_differ_ids"))
    rows = at.index_a
    return RankingPair(
        first.query_id[rows], None if keys is None else first.doc_id[rows],
        first.relevance[rows], first.score[rows], second.score[at.index_b], names,
        _columns(first), **at.pairing(),
    )


def _roles(df: pd.DataFrame, query_col, doc_col, relevance_col) -> dict[str, str | None]:
    """The query, document (None when absent or declined) and relevance columns."""
    return {
        "query": resolve_column(df, "query", QUERY_NAMES, query_col),
        "doc": None if doc_col is False else resolve_column(df, "doc", DOC_NAMES,
                                                            doc_col or None, required=False),
        "relevance": resolve_column(df, "relevance", RELEVANCE_NAMES, relevance_col),
    }


def ranking_row_keys(df: pd.DataFrame, *, query_col: str | None = None,
                     doc_col: str | bool | None = None, relevance_col: str | None = None
                     ) -> np.ndarray | None:
    """Every row's ``(query, document)`` as text, what rankers' files are paired by (ids read
    as :func:`~evalcore.compare.load.label_text`: ``7`` and ``7.0`` are one id); None without a
    document column (the files then pair by row order)."""
    from evalcore.compare.load import label_text

    roles = _roles(df, query_col, doc_col, relevance_col)
    if roles["doc"] is None:
        return None
    query, doc = (df[roles[role]].map(lambda v: repr(label_text(v))) for role in ("query", "doc"))
    return ("(" + query + ", " + doc + ")").to_numpy(dtype=object)


def ranking_score_column(df: pd.DataFrame, *, query_col: str | None = None,
                         doc_col: str | bool | None = None,
                         relevance_col: str | None = None) -> str | None:
    """One model's score column in a two-file comparison: a score name, else the only numeric
    column besides the query, document and relevance columns (e.g. ``bm25``); None when that is
    ambiguous."""
    roles = _roles(df, query_col, doc_col, relevance_col)
    return _score_column(df, roles)


def _score_column(df: pd.DataFrame, roles: dict[str, str | None]) -> str | None:
    ids = [c for c in (roles["query"], roles["doc"]) if c is not None]
    return detect_score_column(df.drop(columns=ids), label_col=roles["relevance"])


def _ranking(df: pd.DataFrame, roles: dict[str, str | None], score_col: str | None) -> RankingData:
    """One model's validated ranking (score column detected when None)."""
    return ranking_from_table(df, query_col=roles["query"], doc_col=roles["doc"] or False,
                              relevance_col=roles["relevance"],
                              score_col=score_col or _score_column(df, roles))


def _columns(data: RankingData) -> dict[str, str | None]:
    return {role: data.columns[role] for role in ("query", "doc", "relevance")}


def _pair_keys(data: RankingData) -> np.ndarray:
    """``('query', 'document')`` of every row as text (unique per file): each id's ``repr``, so
    that two different pairs never give the same text."""
    query, doc = (pd.Series(ids, dtype=object).map(repr) for ids in (data.query_id, data.doc_id))
    return ("(" + query + ", " + doc + ")").to_numpy(dtype=object)


def evaluate_pair(pair: RankingPair, *, relevance_level: int = 1, gain: str = "exponential",
                  ties: str = "first") -> tuple[RankingEvaluation, RankingEvaluation]:
    """Both models' :class:`~evalcore.ranking.RankingEvaluation` under the same settings."""
    return tuple(
        evaluate_ranking(pair.query_id, pair.relevance, score, doc_id=pair.doc_id,
                         relevance_level=relevance_level, gain=gain, ties=ties)
        for score in (pair.score_a, pair.score_b)
    )


def per_query_metric(evaluation: RankingEvaluation, metric: str, k: int) -> np.ndarray:
    """One of :data:`METRICS` for every query (in ``evaluation.lists.query_ids`` order)."""
    if metric == "ndcg":
        return evaluation.ndcg_at(k)
    if metric == "precision":
        return evaluation.precision_at(k)
    if metric == "ap":
        return evaluation.average_precision
    if metric == "rr":
        return evaluation.reciprocal_rank
    raise ValueError(f"metric must be one of {METRICS}, got {metric!r}")


@dataclass(frozen=True, eq=False)
class RankingComparison:
    """One per-query metric of both models, aligned by query, and the paired tests of A − B.

    ``query_ids``, ``values_a`` and ``values_b`` are in model A's query order (first appearance in
    the file); ``mean_a``/``mean_b`` are the metric's means over queries (NDCG@k, MAP, MRR, P@k);
    ``tests`` holds win/tie/loss, the paired t-test and the randomization test.
    """

    metric: str
    k: int
    query_ids: np.ndarray
    values_a: np.ndarray
    values_b: np.ndarray
    tests: PairedQueryTests

    @property
    def mean_a(self) -> float:
        return float(self.values_a.mean())

    @property
    def mean_b(self) -> float:
        return float(self.values_b.mean())

    @property
    def outcome(self) -> np.ndarray:
        """Per query: 1 where A is better, 0 tie, −1 where B is better."""
        return np.sign(self.values_a - self.values_b).astype(np.int8)

    def bootstrap_arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(y, values_a, values_b)`` for :func:`paired_bootstrap` with :func:`mean_metric`,
        one unit per query, queries in sorted id order: the resamples then draw the same queries
        as ``paired_bootstrap(..., groups=query_id)`` over the rows with the same seed."""
        order = np.argsort(self.query_ids.astype(str), kind="stable")
        return np.zeros(order.size), self.values_a[order], self.values_b[order]


def compare_evaluations(evaluations: tuple[RankingEvaluation, RankingEvaluation],
                        metric: str = "ndcg", k: int = 10, *, n_resamples: int = 9999,
                        seed: int = 0) -> RankingComparison:
    """Per-query ``metric`` at cut-off ``k`` of both evaluations, aligned by query id, and
    :func:`paired_query_tests` of A − B (``n_resamples``, ``seed`` of the randomization test)."""
    first, second = evaluations
    queries = first.lists.query_ids
    at = pd.Index(second.lists.query_ids).get_indexer(queries)
    if at.size != second.n_queries or (at < 0).any():
        raise ValueError("both evaluations must cover the same queries")
    values_a = per_query_metric(first, metric, k)
    values_b = per_query_metric(second, metric, k)[at]
    tests = paired_query_tests(values_a, values_b, n_resamples=n_resamples, seed=seed)
    return RankingComparison(metric, int(k), queries, values_a, values_b, tests)


def compare_ranking(pair: RankingPair, metric: str = "ndcg", k: int = 10, *,
                    relevance_level: int = 1, gain: str = "exponential", ties: str = "first",
                    n_resamples: int = 9999, seed: int = 0) -> RankingComparison:
    """Evaluate both models (:func:`evaluate_pair`) and compare them query by query
    (:func:`compare_evaluations`)."""
    evaluations = evaluate_pair(pair, relevance_level=relevance_level, gain=gain, ties=ties)
    return compare_evaluations(evaluations, metric, k, n_resamples=n_resamples, seed=seed)


def mean_metric(_y: np.ndarray, values: np.ndarray) -> float:
    """The mean of per-query values (the bootstrap's metric over resampled queries)."""
    return float(np.mean(values))


def bootstrap_difference(comparison: RankingComparison, **options) -> BootstrapResult:
    """Paired bootstrap of the mean metric difference A − B resampling whole queries; equal to
    :func:`paired_bootstrap` with ``groups=query_id`` over the rows (each query's metric depends on
    its own rows only). ``options`` as for :func:`paired_bootstrap`."""
    return paired_bootstrap(mean_metric, *comparison.bootstrap_arrays(), **options)
