"""Ranking through an engine: per-query ranks by a window function, reduced to the rows that can
change a metric, evaluated by the in-memory code (:mod:`evalcore.ranking`).

The engine ranks every query's documents with ``ROW_NUMBER() OVER (PARTITION BY query ORDER
BY score DESC, doc DESC)`` — the in-memory tie rule (document ids in decreasing string order; both
engines compare text by code point, as Python does) — and keeps only the rows ranked ≤ k or with a
grade > 0, with their true rank and the query's list length. That is exact for every measure at
cut-off k: the top k positions are all kept (P@k, Recall@k, NDCG@k; the ideal list's top k holds
every positive grade), every relevant row is kept with its true rank (MRR, MAP).

RC and Kendall's τ-b come from a second query: the in-memory pair counting
(:func:`evalcore.ranking.correlation.pair_counts`, one pass per grade) as window sums, per query.

Left to the in-memory path: ties broken by file order (no document column: an engine has no row
order, so tied scores are refused) and NDCG averaged over tied orders; RC and τ-b past
:data:`MAX_GRADES` grades are null with the reason ``engine_ranking_correlation``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore import io
from evalcore.engine import queries
from evalcore.engine.rows import flagged_rows, invalid_rows_error
from evalcore.engine.runners import DuckDBRunner
from evalcore.errors import EvalInputError
from evalcore.io.columns import MAX_ROWS_SHOWN
from evalcore.io.vocabulary import DOC_NAMES, QUERY_NAMES, RELEVANCE_NAMES
from evalcore.ranking.correlation import PairCounts

FLOAT_TYPES = ("FLOAT", "DOUBLE", "REAL", "DECIMAL")
MAX_GRADES = 32
"""RC and τ-b take three window columns per grade between the lowest and the highest; past this
many grades they are left null (reason ``engine_ranking_correlation``)."""


@dataclass(frozen=True)
class RankedRows:
    """The engine's reduction: per kept row its query id (text), grade and true rank; per query
    its list length; the columns used."""

    query_id: np.ndarray
    relevance: np.ndarray
    rank: np.ndarray
    n_docs: dict[str, int]
    columns: dict[str, str | None]
    pairs: PairCounts | None = None


def ranked_rows(runner, k: int, *, query_col=None, doc_col=None, relevance_col=None,
                score_col=None) -> RankedRows:
    """Validate ``src`` as the in-memory loader does and return the rows ranked ≤ ``k`` or with a
    grade > 0 (see the module docstring)."""

    frame = pd.DataFrame(columns=runner.columns())
    columns = {
        "query": io.resolve_column(frame, "query", QUERY_NAMES, query_col),
        "doc": io.resolve_column(frame, "doc", DOC_NAMES, doc_col, required=False),
        "relevance": io.resolve_column(frame, "relevance", RELEVANCE_NAMES, relevance_col),
        "score": io.resolve_column(frame, "score", io.SCORE_NAMES, score_col),
    }
    for column in columns.values():
        roles = [role for role, c in columns.items() if c == column and c is not None]
        if len(roles) > 1:
            raise EvalInputError("ranking_same_column", column=column, roles=", ".join(roles))
    types = _types(runner)
    query = id_text(columns["query"], types)
    doc = id_text(columns["doc"], types) if columns["doc"] else None
    numeric = runner.numeric_columns()
    relevance = queries.number(columns["relevance"], numeric)
    score = queries.number(columns["score"], numeric)
    grades = _check(runner, columns, query, doc, relevance, score)
    tie_key = f", {doc} DESC" if doc else ""
    # Rows sharing (query, doc) — or (query, score) without a document column — are kept too and
    # refused below: the same window pass checks them, no separate GROUP BY scan.
    repeated = f"{query}, {doc}" if doc else f"{query}, {score}"
    sql = (f"SELECT query_id, CAST(relevance AS BIGINT) AS relevance, rank, n_docs, copies FROM ("
           f"SELECT {query} AS query_id, {relevance} AS relevance, "
           f"ROW_NUMBER() OVER (PARTITION BY {query} ORDER BY {score} DESC{tie_key}) AS rank, "
           f"COUNT(*) OVER (PARTITION BY {query}) AS n_docs, "
           f"COUNT(*) OVER (PARTITION BY {repeated}) AS copies FROM {queries.VIEW}) AS ranked "
           f"WHERE rank <= {int(k)} OR relevance > 0 OR copies > 1")
    table = runner.query(sql).to_pandas()
    if (table["copies"] > 1).any():
        if doc:
            _raise_repeated_pairs(runner, columns, query, doc)
        raise EvalInputError("engine_ranking_ties_need_doc", column=columns["score"])
    table = table.sort_values(["query_id", "rank"], kind="stable")
    n_docs = dict(zip(table["query_id"], table["n_docs"].astype(int)))
    ids = sorted(n_docs)
    pairs = None
    if len(grades) <= MAX_GRADES:
        pairs = _pair_counts(runner, ids, query, score, tie_key, relevance, grades)
    return RankedRows(query_id=table["query_id"].to_numpy(dtype=object),
                      relevance=table["relevance"].to_numpy(dtype=np.int64),
                      rank=table["rank"].to_numpy(dtype=np.int64),
                      n_docs={q: n_docs[q] for q in ids}, columns=columns, pairs=pairs)


def _pair_counts(runner, ids: list, query: str, score: str, tie_key: str, relevance: str,
                 grades: range) -> PairCounts:
    """RC's and τ-b's pair counts of every query (in ``ids`` order), by the in-memory algorithm
    (:func:`evalcore.ranking.correlation.pair_counts`) in SQL: per grade h, the rows of grade h
    ranked earlier (tie-broken order) and those with a strictly higher score, each a window."""
    is_grade = "CASE WHEN {relevance} = {h} THEN 1 ELSE 0 END"
    order = f"PARTITION BY {query} ORDER BY {score} DESC"
    columns = [f"{query} AS query_id", f"{relevance} AS grade",
               f"COUNT(*) OVER (PARTITION BY {query}, {score}) AS tied"]
    sums = {"c": [], "d": [], "cs": [], "ds": []}
    for h in grades:
        indicator = is_grade.format(relevance=relevance, h=h)
        columns += [
            f"SUM({indicator}) OVER ({order}{tie_key} ROWS BETWEEN UNBOUNDED PRECEDING AND "
            f"1 PRECEDING) AS e{h - grades.start}",
            f"SUM({indicator}) OVER ({order} RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)"
            f" - SUM({indicator}) OVER (PARTITION BY {query}, {score}) AS s{h - grades.start}",
            f"SUM({indicator}) OVER (PARTITION BY {query}) AS n{h - grades.start}",
        ]
        i = h - grades.start
        sums["c"].append(f"CASE WHEN grade < {h} THEN COALESCE(e{i}, 0) ELSE 0 END")
        sums["d"].append(f"CASE WHEN grade > {h} THEN COALESCE(e{i}, 0) ELSE 0 END")
        sums["cs"].append(f"CASE WHEN grade < {h} THEN s{i} ELSE 0 END")
        sums["ds"].append(f"CASE WHEN grade > {h} THEN s{i} ELSE 0 END")
    totals = [f"SUM({' + '.join(parts)}) AS {name}" for name, parts in sums.items()]
    ties = ["SUM(tied - 1) AS score_ties2", "COUNT(*) AS n"]
    per_grade = [f"MAX(n{h - grades.start}) AS n{h - grades.start}" for h in grades]
    sql = (f"SELECT query_id, {', '.join(totals + ties + per_grade)} FROM ("
           f"SELECT {', '.join(columns)} FROM {queries.VIEW}) AS windows GROUP BY query_id")
    table = runner.query(sql).to_pandas().set_index("query_id").loc[ids]
    count = table["n"].to_numpy(dtype=np.int64)
    grade_counts = table[[f"n{h - grades.start}" for h in grades]].to_numpy(dtype=np.int64)
    as_int = {name: table[name].to_numpy(dtype=np.int64) for name in sums}
    return PairCounts(concordant=as_int["c"], discordant=as_int["d"],
                      concordant_strict=as_int["cs"], discordant_strict=as_int["ds"],
                      pairs=count * (count - 1) // 2,
                      score_ties=table["score_ties2"].to_numpy(dtype=np.int64) // 2,
                      grade_ties=(grade_counts * (grade_counts - 1) // 2).sum(axis=1))


def id_text(name: str, types: dict[str, str]) -> str:
    """An id column as text, as the in-memory loader reads it: numbers as their digits, whole
    floats without ``.0`` (a numeric column with gaps), text as it is."""
    column = queries.column(name)
    kind = types.get(name, "")
    if kind.startswith(FLOAT_TYPES):
        whole = f"CAST(CAST({column} AS BIGINT) AS VARCHAR)"
        return (f"CASE WHEN {column} = FLOOR({column}) THEN {whole} "
                f"ELSE CAST({column} AS VARCHAR) END")
    return f"CAST({column} AS VARCHAR)"


def _types(runner) -> dict[str, str]:
    """Column name → upper-case type name (DuckDB's DESCRIBE or Spark's dtypes)."""
    return {name: str(kind).upper() for name, kind in runner._types}


def _check(runner, columns: dict, query: str, doc: str | None, relevance: str,
           score: str) -> range:
    """The in-memory loader's errors, in its order: no rows, missing ids, invalid grades or
    scores, grades that are not integers ≥ 0 (repeated pairs, and ties without a document column,
    are found by the ranking query itself). Returns the range of grades."""
    ids = [("query", query)] + ([("doc", doc)] if doc else [])
    missing = {role: f"({text} IS NULL OR TRIM({text}) = '')" for role, text in ids}
    numbers_ok = f"({queries.finite(relevance)})"
    checks = {
        **{f"missing_{role}": condition for role, condition in missing.items()},
        "bad_relevance": f"NOT {queries.finite(relevance)}",
        "bad_score": f"NOT {queries.finite(score)}",
        "fraction": f"{numbers_ok} AND {relevance} <> ROUND({relevance})",
        "negative": f"{numbers_ok} AND {relevance} < 0",
    }
    parts = (["COUNT(*) AS n_rows"]
             + [f"{queries.count_where(c)} AS {key}" for key, c in checks.items()]
             + [f"MIN({relevance}) AS low_grade", f"MAX({relevance}) AS high_grade"])
    counts = runner.query(f"SELECT {', '.join(parts)} FROM {queries.VIEW}").to_pylist()[0]
    if not counts["n_rows"]:
        raise EvalInputError("ranking_no_rows")
    for key, error, role in (("missing_query", "ranking_missing_ids", "query"),
                             ("missing_doc", "ranking_missing_ids", "doc"),
                             ("bad_relevance", "ranking_invalid_values", "relevance"),
                             ("bad_score", "ranking_invalid_values", "score"),
                             ("fraction", "ranking_relevance_not_integer", "relevance"),
                             ("negative", "ranking_relevance_negative", "relevance")):
        if counts.get(key):
            raise invalid_rows_error(runner.source, error, columns[role], checks[key])
    return range(int(counts["low_grade"]), int(counts["high_grade"]) + 1)


def _raise_repeated_pairs(runner, columns: dict, query: str, doc: str) -> None:
    """The in-memory error about (query, document) pairs listed more than once (rows in file
    order, from one DuckDB scan)."""
    pair = f"{query} || CHR(31) || {doc}"
    condition = (f"{pair} IN (SELECT {pair} FROM {queries.VIEW} GROUP BY {query}, {doc} "
                 f"HAVING COUNT(*) > 1)")
    count, first = flagged_rows(runner.source, condition)
    first_pair = _row_values(runner.source, first[0], query, doc)
    rows = ", ".join(map(str, first)) + (", …" if count > MAX_ROWS_SHOWN else "")
    raise EvalInputError("ranking_duplicate_pairs", count=count, rows=rows, query=first_pair[0],
                         doc=first_pair[1], query_col=columns["query"], doc_col=columns["doc"])


def _row_values(source, row: int, *expressions: str) -> tuple:
    """The values of ``expressions`` in row number ``row`` (1 = first data row, file order)."""

    runner = DuckDBRunner(source, threads=1)
    runner.connection.execute("SET preserve_insertion_order = true")
    sql = f"SELECT {', '.join(expressions)} FROM {queries.VIEW} LIMIT 1 OFFSET {int(row) - 1}"
    return runner.relation(sql).fetchall()[0]


def reciprocal_ranks(codes: np.ndarray, rank: np.ndarray, relevant: np.ndarray,
                     n_queries: int) -> tuple[np.ndarray, np.ndarray]:
    """Per query: 1 / (rank of the first relevant row) and AP = Σ (i / rank of the i-th relevant
    row) / R, 0 without a relevant row — from true ranks (rows sorted by query, then rank)."""
    hit = relevant > 0
    q, r = codes[hit], rank[hit].astype(float)
    n_relevant = np.bincount(q, minlength=n_queries)
    first = np.full(n_queries, np.inf)
    np.minimum.at(first, q, r)
    before = np.concatenate(([0], np.cumsum(n_relevant)[:-1]))
    index = np.arange(q.size) - before[q] + 1
    precision_sum = np.bincount(q, weights=index / r, minlength=n_queries)
    average = np.divide(precision_sum, n_relevant, out=np.zeros(n_queries), where=n_relevant > 0)
    return np.where(np.isfinite(first), 1 / first, 0.0), average
