"""Loading ranking data: a long table (one row per query–document pair) to validated arrays.

Columns are found by name in English or Chinese (or given explicitly). Nothing is dropped: a
missing query id, a relevance grade that is not an integer ≥ 0, a score that is not a finite
number or a (query, document) pair given twice is an error naming the rows.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from evalcore import io
from evalcore.errors import EvalInputError
from evalcore.io.columns import MAX_ROWS_SHOWN, first_rows, invalid_rows_error

QUERY_NAMES = (
    "query_id", "query", "qid", "topic", "topic_id", "session_id",
    "查询", "查询id", "查询编号", "问题", "问题id",
)
"""Column names recognised as the query id (normalized as :func:`evalcore.io.resolve_column` does)."""

DOC_NAMES = (
    "doc_id", "doc", "docno", "document", "document_id", "item", "item_id",
    "文档", "文档id", "文档编号", "文档号",
)
"""Column names recognised as the document id (optional)."""

RELEVANCE_NAMES = (
    "relevance", "rel", "label", "grade", "relevance_grade", "judgment", "judgement", "qrel",
    "y_true", "相关性", "相关性等级", "相关度", "相关等级", "标签", "等级",
)
"""Column names recognised as the graded relevance."""


@dataclass(frozen=True, eq=False)
class RankingData:
    """Validated ranking input, one entry per row of the file.

    ``relevance`` holds integer grades ≥ 0, ``score`` finite floats (higher = ranked earlier),
    ``doc_id`` the document ids as text (None without a document column); ``columns`` maps each
    role (``query``, ``doc``, ``relevance``, ``score``) to the column used.
    """

    query_id: np.ndarray
    doc_id: np.ndarray | None
    relevance: np.ndarray
    score: np.ndarray
    columns: dict[str, str | None]


def load_ranking(
    data: bytes,
    filename: str,
    *,
    query_col: str | None = None,
    doc_col: str | None = None,
    relevance_col: str | None = None,
    score_col: str | None = None,
) -> RankingData:
    """Read a ranking file (CSV/TSV/Parquet bytes) into :class:`RankingData`."""
    return ranking_from_table(
        io.read_table(data, filename),
        query_col=query_col,
        doc_col=doc_col,
        relevance_col=relevance_col,
        score_col=score_col,
    )


def ranking_from_table(
    df: pd.DataFrame,
    *,
    query_col: str | None = None,
    doc_col: str | None = None,
    relevance_col: str | None = None,
    score_col: str | None = None,
) -> RankingData:
    """Pick and validate the query, document, relevance and score columns of ``df``.

    Raises
    ------
    EvalInputError
        A column missing or used twice, missing query or document ids, relevance that is not an
        integer ≥ 0, scores that are not finite numbers, duplicate (query, document) pairs.
    """
    columns = {
        "query": io.resolve_column(df, "query", QUERY_NAMES, query_col),
        "doc": io.resolve_column(df, "doc", DOC_NAMES, doc_col, required=False),
        "relevance": io.resolve_column(df, "relevance", RELEVANCE_NAMES, relevance_col),
        "score": io.resolve_column(df, "score", io.SCORE_NAMES, score_col),
    }
    chosen = [c for c in columns.values() if c is not None]
    for column in chosen:
        if chosen.count(column) > 1:
            roles = ", ".join(role for role, c in columns.items() if c == column)
            raise EvalInputError("ranking_same_column", column=column, roles=roles)
    query_id = _ids(df[columns["query"]], columns["query"], "ranking_missing_query")
    doc_id = None
    if columns["doc"] is not None:
        doc_id = _ids(df[columns["doc"]], columns["doc"], "ranking_missing_doc").astype(str)
        check_unique_pairs(query_id, doc_id, query_col=columns["query"], doc_col=columns["doc"])
    return RankingData(
        query_id=query_id,
        doc_id=doc_id,
        relevance=relevance_grades(df[columns["relevance"]], column=columns["relevance"]),
        score=io.numeric_columns(df, [columns["score"]]).values[columns["score"]],
        columns=columns,
    )


def _ids(series: pd.Series, column: str, key: str) -> np.ndarray:
    missing = series.isna().to_numpy() | (series.astype(str).str.strip() == "").to_numpy()
    if missing.any():
        raise invalid_rows_error(key, column, missing)
    return series.to_numpy()


def relevance_grades(values, *, column: str = "relevance") -> np.ndarray:
    """Relevance grades as int64, checking that each is an integer ≥ 0 (``2.0`` is accepted).

    Raises
    ------
    EvalInputError
        ``ranking_relevance_not_integer`` (text, empty, fractional or infinite values) or
        ``ranking_relevance_negative``, with the count and the first row numbers.
    """
    numbers = pd.to_numeric(pd.Series(values), errors="coerce").to_numpy(
        dtype=np.float64, na_value=np.nan
    )
    finite = np.isfinite(numbers)
    not_integer = ~finite | (finite & (numbers != np.round(np.where(finite, numbers, 0))))
    if not_integer.any():
        raise invalid_rows_error("ranking_relevance_not_integer", column, not_integer)
    if (numbers < 0).any():
        raise invalid_rows_error("ranking_relevance_negative", column, numbers < 0)
    return numbers.astype(np.int64)


def check_unique_pairs(query_id, doc_id, *, query_col: str = "query", doc_col: str = "doc"):
    """Raise ``ranking_duplicate_pairs`` when a document appears twice for the same query."""
    pairs = pd.DataFrame({"q": query_id, "d": doc_id})
    duplicated = pairs.duplicated(keep=False).to_numpy()
    if duplicated.any():
        first = int(np.flatnonzero(duplicated)[0])
        count = int(np.count_nonzero(duplicated))
        rows = ", ".join(map(str, first_rows(duplicated))) + (", …" if count > MAX_ROWS_SHOWN else "")
        raise EvalInputError(
            "ranking_duplicate_pairs",
            query_column=query_col,
            doc_column=doc_col,
            count=count,
            rows=rows,
            query=query_id[first],
            doc=doc_id[first],
        )
