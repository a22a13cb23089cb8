"""One query's ranked list with every term of NDCG, so the formula can be read off a table."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from evalcore.errors import EvalInputError
from evalcore.ranking.gains import gain_of


def query_detail(evaluation, query: Any) -> pd.DataFrame:
    """The ranked list of ``query`` (an id as in the file, compared as text) in ``evaluation``, an
    :class:`evalcore.ranking.RankingEvaluation` (whose ``query_detail`` method calls this).

    Columns: ``rank``; ``doc_id`` (``None`` without a document column); ``row`` (row number in
    the file, 1 = first data row); ``score``; ``relevance``; ``relevant`` (grade ≥ the level);
    ``gain`` (as used in DCG: tie-averaged with ``ties="average"``); ``discount`` 1/log2(rank+1);
    ``dcg`` (running DCG@rank); ``ideal_relevance`` and ``ideal_gain`` (the grades sorted
    decreasingly); ``ideal_dcg``; ``ndcg`` = dcg / ideal_dcg (0 when the ideal DCG is 0).
    """
    lists = evaluation.lists
    matches = np.flatnonzero(lists.query_ids.astype(str) == str(query))
    if not matches.size:
        raise EvalInputError("ranking_unknown_query", query=query)
    start = int(lists.starts[matches[0]])
    span = slice(start, start + int(lists.sizes[matches[0]]))
    rows = lists.order[span]
    dcg, ideal_dcg = evaluation.dcg[span], evaluation.ideal_dcg[span]
    ideal_relevance = evaluation.ideal_relevance[span]
    return pd.DataFrame({
        "rank": lists.rank[span],
        "doc_id": None if evaluation.doc_id is None else evaluation.doc_id[rows],
        "row": rows + 1,
        "score": lists.score[span],
        "relevance": lists.relevance[span],
        "relevant": lists.relevance[span] >= evaluation.relevance_level,
        "gain": evaluation.gain[span],
        "discount": evaluation.discount[span],
        "dcg": dcg,
        "ideal_relevance": ideal_relevance,
        "ideal_gain": gain_of(ideal_relevance, evaluation.gain_kind),
        "ideal_dcg": ideal_dcg,
        "ndcg": np.divide(dcg, ideal_dcg, out=np.zeros_like(dcg), where=ideal_dcg > 0),
    })
