"""``ranking --engine duckdb|spark``: the in-memory output to 1e-9 (MRR, MAP, P@k, Recall@k, NDCG@k,
RC, Kendall's τ-b and every per-query value), NDCG@k against scikit-learn, and the in-memory
path's errors; options that need every row are refused with exit 2."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import ndcg_score

from evalcore.engine.ranking import reciprocal_ranks
from tests.engine.conftest import assert_same, cli

RNG = np.random.default_rng(17)


def _table(n_queries: int, *, ties: bool) -> pd.DataFrame:
    """Queries of 1–30 documents (ids d0…d29, so "d10" < "d9" as text), grades 0–3, and scores
    with many ties (``ties``) or all distinct; one query without a relevant document."""
    rows = []
    for q in range(n_queries):
        for d in range(int(RNG.integers(1, 31))):
            grade = 0 if q == 0 else int(RNG.integers(0, 4))
            score = RNG.integers(0, 5) / 4 if ties else RNG.random()
            rows.append((f"q{q}", f"d{d}", grade, score))
    return pd.DataFrame(rows, columns=["query_id", "doc_id", "relevance", "score"])


TIED = _table(12, ties=True)
DISTINCT = _table(8, ties=False)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("ranking")
    TIED.to_csv(root / "tied.csv", index=False)
    TIED.to_parquet(root / "tied.parquet")
    numeric = TIED.assign(query_id=TIED["query_id"].str[1:].astype(int) * 7)
    numeric.to_parquet(root / "numeric_ids.parquet")
    DISTINCT.to_parquet(root / "distinct.parquet")
    DISTINCT.drop(columns="doc_id").to_csv(root / "no_doc.csv", index=False)
    TIED.drop(columns="doc_id").to_csv(root / "no_doc_tied.csv", index=False)
    return root


def assert_same_as_memory(result: dict, memory: dict) -> None:
    """Every key and value of the in-memory report (RC and τ-b included); only the order of the
    queries differs (an engine's is by id)."""
    assert sorted(result["per_query"]) == sorted(memory["per_query"])
    memory["per_query"] = {query: memory["per_query"][query] for query in result["per_query"]}
    assert_same(result, memory)


def test_equals_memory_on_both_engines(capsys, files, engine):
    """Tied scores broken by document id (decreasing text order), string query ids, a query
    without relevant documents, lists shorter and longer than k; text read as text (CSV)."""
    options = ["--k", "3", "--gain", "linear", "--relevance-level", "2"]
    _, memory, _ = cli(capsys, "ranking", files / "tied.csv", *options)
    status, result, err = cli(capsys, "ranking", files / "tied.csv", "--engine", engine, *options)
    assert status == 0 and err == ""
    assert memory["queries_without_relevant"] >= 1
    assert_same_as_memory(result, memory)


@pytest.mark.parametrize("name, options", [
    ("tied.parquet", []),
    ("numeric_ids.parquet", ["--k", "30"]),
    ("no_doc.csv", ["--k", "1"]),
    ("distinct.parquet", ["--k", "100", "--relevance-level", "3"]),
])
def test_more_cases_equal_memory(capsys, files, name, options):
    """Parquet with the default options, whole-number query ids, no document column (distinct
    scores), k past every list."""
    _, memory, _ = cli(capsys, "ranking", files / name, *options)
    status, result, _ = cli(capsys, "ranking", files / name, "--engine", "duckdb", *options)
    assert status == 0
    assert_same_as_memory(result, memory)


def test_ndcg_against_sklearn(capsys, files):
    """Linear gain, distinct scores: per-query NDCG@5 is scikit-learn's ndcg_score."""
    status, result, _ = cli(capsys, "ranking", files / "distinct.parquet", "--engine", "duckdb",
                            "--gain", "linear", "--k", "5")
    assert status == 0
    expected = {}
    for query, group in DISTINCT.groupby("query_id"):
        if len(group) > 1:
            expected[query] = ndcg_score([group["relevance"]], [group["score"]], k=5)
    assert len(expected) >= 6
    for query, value in expected.items():
        assert result["per_query"][query]["ndcg_at_k"] == pytest.approx(value, abs=1e-12)


def test_too_many_grades_leave_rc_and_tau_null(capsys, tmp_path):
    """Grades 0…40 span more than MAX_GRADES windows: RC and τ-b null with the reason, the rest as
    in memory."""
    table = pd.DataFrame({"query_id": ["a"] * 41, "doc_id": [f"d{i}" for i in range(41)],
                          "relevance": np.arange(41), "score": RNG.random(41)})
    table.to_parquet(tmp_path / "graded.parquet")
    _, memory, _ = cli(capsys, "ranking", tmp_path / "graded.parquet")
    status, result, _ = cli(capsys, "ranking", tmp_path / "graded.parquet", "--engine", "duckdb")
    assert status == 0
    for key in ("rc", "kendall_tau"):
        assert result["metrics"][key] is None and result["per_query"]["a"][key] is None
        assert result["notes"][key]["key"] == "engine_ranking_correlation"
        assert "more than 32 relevance grades" in result["notes"][key]["message"]
    for key in ("mrr", "map", "precision_at_k", "recall_at_k", "ndcg_at_k"):
        assert result["metrics"][key] == pytest.approx(memory["metrics"][key], abs=1e-12)


def test_reciprocal_ranks_by_hand():
    """Query 0: relevant at ranks 2 and 5 → RR 1/2, AP (1/2 + 2/5)/2; query 1: none → 0, 0."""
    codes = np.array([0, 0, 1])
    rank = np.array([2, 5, 1])
    reciprocal, average = reciprocal_ranks(codes, rank, np.array([True, True, False]), 2)
    assert reciprocal.tolist() == [0.5, 0.0]
    assert average.tolist() == pytest.approx([(0.5 + 0.4) / 2, 0.0], abs=1e-15)


def _write(path, text: str):
    path.write_text(text)
    return path


BAD_INPUTS = {
    "missing grades": "query_id,doc_id,relevance,score\nq1,a,1,0.5\nq1,b,,0.4\nq2,a,x,0.1\n",
    "missing query id": "query_id,doc_id,relevance,score\nq1,a,1,0.5\n,b,0,0.4\n",
    "fractional grade": "query_id,doc_id,relevance,score\nq1,a,1.5,0.5\nq1,b,0,0.4\n",
    "negative grade": "query_id,doc_id,relevance,score\nq1,a,-1,0.5\nq1,b,0,0.4\n",
    "infinite score": "query_id,doc_id,relevance,score\nq1,a,1,0.5\nq1,b,0,inf\n",
    "pair twice": "query_id,doc_id,relevance,score\nq1,a,1,0.5\nq2,a,0,0.4\nq1,a,0,0.3\n",
}


def _same_error_as_memory(capsys, path, engine):
    memory_status, _, memory_err = cli(capsys, "ranking", path)
    status, _, err = cli(capsys, "ranking", path, "--engine", engine)
    assert memory_status == status == 2
    assert err == memory_err and len(err.splitlines()) == 1


@pytest.mark.parametrize("case", BAD_INPUTS)
def test_bad_input_gives_the_memory_error(capsys, tmp_path, case):
    _same_error_as_memory(capsys, _write(tmp_path / "bad.csv", BAD_INPUTS[case]), "duckdb")


def test_repeated_pair_on_spark(capsys, tmp_path, spark):
    """One case on Spark (each costs a few Spark queries; the SQL is the same): the pair found by
    the ranking window, its rows as in memory."""
    _same_error_as_memory(capsys, _write(tmp_path / "bad.csv", BAD_INPUTS["pair twice"]), "spark")


def test_bad_path(capsys, tmp_path):
    missing = tmp_path / "none*.parquet"
    status, _, err = cli(capsys, "ranking", missing)
    assert status == 2
    assert err == f"error: File not found: {missing}. Check the path and try again.\n"


def test_ties_without_document_column_are_refused(capsys, files):
    status, _, err = cli(capsys, "ranking", files / "no_doc_tied.csv", "--engine", "duckdb")
    assert status == 2
    assert err == ("error: Column score has tied scores within a query and there is no document "
                   "column: ties are then broken by file order, which an engine does not keep. "
                   "Name the document column, or evaluate the file in memory.\n")


def test_tie_averaged_ndcg_is_refused(capsys, files):
    status, _, err = cli(capsys, "ranking", files / "tied.csv", "--engine", "duckdb",
                         "--ties", "average")
    assert status == 2
    assert err == ("error: --ties average is not available with --engine (a database engine does "
                   "not keep every row in memory). Leave --ties average out, or evaluate one file "
                   "in memory without --engine.\n")
