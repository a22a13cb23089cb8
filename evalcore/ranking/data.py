"""Loading ranking input: one row per query–document pair, validated without dropping anything.

Columns are found by name in English or Chinese (or given explicitly). Every problem is an
:class:`~evalcore.errors.EvalInputError` naming the column, the number of rows and the first row
numbers (row 1 = the first row under the header): missing query or document ids, relevance that is
not an integer ≥ 0, scores that are not finite numbers, and (query, document) pairs listed twice.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

import evalcore.io as io
from evalcore.io.vocabulary import DOC_NAMES, QUERY_NAMES, RELEVANCE_NAMES
from evalcore.errors import EvalInputError
from evalcore.io.columns import (
    MAX_ROWS_SHOWN,
    check_plain_values,
    detect_model_column,
    first_rows,
    invalid_rows_error,
    numbers,
)





@dataclass(frozen=True, eq=False)
class RankingData:
    """Validated ranking input, one entry per row of the file.

    ``query_id`` and ``doc_id`` (``None`` without a document column) are arrays of ``str``,
    ``relevance`` int64 ≥ 0, ``score`` finite float64; ``columns`` maps each role (query, doc,
    relevance, score) to its column name (doc: ``None`` when absent).
    """

    query_id: np.ndarray
    doc_id: np.ndarray | None
    relevance: np.ndarray
    score: np.ndarray
    columns: dict[str, str | None]

    @property
    def n_rows(self) -> int:
        return int(self.relevance.size)


def load_ranking(
    data: bytes,
    filename: str,
    *,
    query_col: str | None = None,
    doc_col: str | bool | None = None,
    relevance_col: str | None = None,
    score_col: str | None = None,
) -> RankingData:
    """Read a CSV/TSV/Parquet file's bytes and return its :class:`RankingData`.

    See :func:`ranking_from_table` for the columns. Ids are read as the file's text
    (:func:`evalcore.io.read_table`), the given id columns too.
    """
    ids = [col for col in (query_col, doc_col) if isinstance(col, str)]
    table = io.read_table(data, filename, text_columns=ids)
    return ranking_from_table(table, query_col=query_col,
                              doc_col=doc_col, relevance_col=relevance_col, score_col=score_col)


def ranking_from_table(
    table: pd.DataFrame,
    *,
    query_col: str | None = None,
    doc_col: str | bool | None = None,
    relevance_col: str | None = None,
    score_col: str | None = None,
) -> RankingData:
    """Pick the query, document, relevance and score columns of ``table`` and validate them.

    Parameters
    ----------
    table : DataFrame
    query_col, relevance_col, score_col : str, optional
        Column names; detected from :data:`QUERY_NAMES`, :data:`RELEVANCE_NAMES` and
        :data:`evalcore.io.SCORE_NAMES` when omitted.
    doc_col : str or False, optional
        The document id column: detected from :data:`DOC_NAMES` when omitted (none if nothing
        matches); ``False`` declines one. Without document ids, score ties keep file order.

    Raises
    ------
    EvalInputError
        A missing or repeated column, missing ids, relevance that is not an integer ≥ 0, scores
        that are not finite, duplicate (query, document) pairs.
    """
    columns = {
        "query": io.resolve_column(table, "query", QUERY_NAMES, query_col),
        "doc": None if doc_col is False else io.resolve_column(
            table, "doc", DOC_NAMES, doc_col or None, required=False),
        "relevance": io.resolve_column(table, "relevance", RELEVANCE_NAMES, relevance_col),
    }
    if score_col is None:  # two columns named like scores: the user chooses
        score_col = detect_model_column(table, "score", io.SCORE_NAMES, exclude=columns.values())
    columns["score"] = io.resolve_column(table, "score", io.SCORE_NAMES, score_col)
    for column in columns.values():
        roles = [role for role, c in columns.items() if c == column and c is not None]
        if len(roles) > 1:
            raise EvalInputError("ranking_same_column", column=column, roles=", ".join(roles))
    doc = columns["doc"]
    for role in ("query", "doc"):
        if columns[role] is not None:
            check_plain_values(table[columns[role]], columns[role])
    return check_ranking(
        table[columns["query"]].to_numpy(dtype=object, na_value=None),
        numbers(table, columns["relevance"]),
        numbers(table, columns["score"]),
        doc_id=None if doc is None else table[doc].to_numpy(dtype=object, na_value=None),
        columns=columns,
    )


def check_ranking(query_id, relevance, score, *, doc_id=None,
                  columns: dict[str, str | None] | None = None) -> RankingData:
    """Validate arrays (one entry per row) into :class:`RankingData`; see :func:`ranking_from_table`.

    ``query_id``/``doc_id`` entries that are ``None``, NaN or blank are missing; ids are compared
    as text. ``columns`` names the roles in messages (default: the role names).
    """
    columns = columns or {"query": "query_id", "doc": None if doc_id is None else "doc_id",
                          "relevance": "relevance", "score": "score"}
    query = _text(query_id, columns["query"])
    doc = None if doc_id is None else _text(doc_id, columns["doc"] or "doc_id")
    relevance = np.asarray(relevance, dtype=float)
    score = np.asarray(score, dtype=float)
    if not (query.size == relevance.size == score.size and (doc is None or doc.size == query.size)):
        raise ValueError("query_id, relevance, score (and doc_id) must have the same length")
    if query.size == 0:
        raise EvalInputError("ranking_no_rows")
    for role, values in (("relevance", relevance), ("score", score)):
        invalid = ~np.isfinite(values)
        if invalid.any():
            raise invalid_rows_error("ranking_invalid_values", columns[role], invalid)
    for key, bad in (("ranking_relevance_not_integer", relevance != np.round(relevance)),
                     ("ranking_relevance_negative", relevance < 0)):
        if bad.any():
            raise invalid_rows_error(key, columns["relevance"], bad)
    if doc is not None:
        _check_unique_pairs(query, doc, columns)
    return RankingData(query, doc, relevance.astype(np.int64), score, dict(columns))


def _text(ids, column: str) -> np.ndarray:
    """Ids as an object array of ``str``; missing or blank entries raise ``ranking_missing_ids``."""
    values = pd.Series(np.asarray(ids, dtype=object), dtype=object)
    missing = values.isna().to_numpy()
    text = values.where(~missing, "").map(_id_text)
    missing = missing | (text.str.strip() == "").to_numpy()
    if missing.any():
        raise invalid_rows_error("ranking_missing_ids", column, missing)
    return text.to_numpy(dtype=object)


def _id_text(value) -> str:
    """Text of an id; whole floats (a numeric column with gaps reads as float) lose their ``.0``."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _check_unique_pairs(query: np.ndarray, doc: np.ndarray, columns: dict) -> None:
    duplicated = pd.DataFrame({"query": query, "doc": doc}).duplicated(keep=False).to_numpy()
    if duplicated.any():
        first = int(np.flatnonzero(duplicated)[0])
        count = int(np.count_nonzero(duplicated))
        rows = ", ".join(map(str, first_rows(duplicated))) + (", …" if count > MAX_ROWS_SHOWN
                                                              else "")
        raise EvalInputError("ranking_duplicate_pairs", count=count, rows=rows,
                             query=query[first], doc=doc[first], query_col=columns["query"],
                             doc_col=columns["doc"])
