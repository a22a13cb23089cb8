"""The ranking analysis value against scikit-learn's ndcg_score and hand counts on the synthetic
example: the answer at several k, and the JSON the CLI prints."""

from __future__ import annotations

import contextlib
import io
import json

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import ndcg_score

from evalcore.__main__ import main
from evalcore.analysis.ranking import RankingAnalysis
from evalcore.examples.ranking import synthetic_csv
from evalcore.ranking import load_ranking


@pytest.fixture(scope="module")
def table():
    return pd.read_csv(io.BytesIO(synthetic_csv(n_queries=30)))


def _data(table):
    buffer = io.BytesIO()
    table.to_csv(buffer, index=False)
    return load_ranking(buffer.getvalue(), "ranking.csv")


@pytest.mark.parametrize("k", [1, 3, 10])
def test_at_k_matches_scikit_learn_and_hand_counts(table, k):
    analysis = RankingAnalysis.of(_data(table), gain="linear", ties="average")
    at = analysis.at(k)
    ndcg, precision = [], []
    for q in analysis.evaluation.lists.query_ids:
        rows = table[table["query_id"].astype(str) == str(q)]
        relevance = rows["relevance"].to_numpy(float)
        ndcg.append(ndcg_score([relevance], [rows["score"].to_numpy(float)], k=k)
                    if relevance.any() else 0.0)
        # trec_eval's order: score descending, ties by document id descending
        top = rows.sort_values(["score", "doc_id"], ascending=False)["relevance"][:k]
        precision.append(np.sum(top >= 1) / k)
    assert at.per_query["ndcg_at_k"].tolist() == pytest.approx(ndcg)
    assert at.summary.metrics["ndcg_at_k"] == pytest.approx(np.mean(ndcg))
    assert at.summary.metrics["precision_at_k"] == pytest.approx(np.mean(precision))


def test_to_json_is_what_the_cli_prints(table, tmp_path):
    path = tmp_path / "ranking.csv"
    table.to_csv(path, index=False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["ranking", str(path), "--k", "4", "--gain", "linear"]) == 0
    printed = json.loads(out.getvalue())
    analysis = RankingAnalysis.of(_data(table), gain="linear")
    assert printed == json.loads(json.dumps(analysis.with_settings(k=4).to_json()))
    assert printed["k"] == 4 and printed["n_queries"] == 30
