"""Ranking query and document ids are the file's text: ``1``, ``1.0`` and ``01`` are three queries
and the doc ids ``007`` and ``10`` tie-break as text (trec_eval's rule), on every path: the CLI,
the page's loader (read_table, then ranking_from_table) and the comparison."""

import io
import json
import math

import pandas as pd
import pytest

from evalcore.__main__ import main
from evalcore.io import read_table
from evalcore.ranking import ranking_from_table

IDS_CSV = """query_id,doc_id,relevance,score
1,007,1,0.5
1,10,0,0.5
1.0,a,1,0.9
1.0,b,0,0.1
01,x,0,0.8
01,y,1,0.3
"""
# By hand (exponential gain 2^rel − 1 = 1 for rel 1):
# query "1": tied at 0.5, decreasing text order puts "10" (rel 0) before "007" (rel 1):
#   RR = AP = 1/2, P@1 = 0, NDCG@2 = (1 / log2 3) / 1.
# query "1.0": "a" (rel 1) first: RR = AP = 1, P@1 = 1, NDCG@2 = 1.
# query "01": "x" (rel 0) then "y" (rel 1): RR = AP = 1/2, P@1 = 0, NDCG@2 = 1 / log2 3.
NDCG_HALF = 1 / math.log2(3)


def _ranking(capsys, *argv):
    assert main(list(map(str, argv))) == 0
    return json.loads(capsys.readouterr().out)


def test_cli_keeps_three_queries_and_breaks_ties_on_text(capsys, tmp_path):
    path = tmp_path / "ids.csv"
    path.write_text(IDS_CSV)
    out = _ranking(capsys, "ranking", path, "--k", 1)
    assert out["n_queries"] == 3 and list(out["per_query"]) == ["1", "1.0", "01"]
    assert out["metrics"]["mrr"] == pytest.approx(2 / 3)
    assert out["metrics"]["map"] == pytest.approx(2 / 3)
    assert out["metrics"]["precision_at_k"] == pytest.approx(1 / 3)
    assert out["per_query"]["1"]["reciprocal_rank"] == 0.5  # "10" ranks above "007"
    out = _ranking(capsys, "ranking", path, "--k", 2)
    assert out["metrics"]["ndcg_at_k"] == pytest.approx((2 * NDCG_HALF + 1) / 3)


def test_id_columns_chosen_by_name_are_text_too(capsys, tmp_path):
    path = tmp_path / "ids.csv"
    path.write_text(IDS_CSV.replace("query_id,doc_id", "q,d", 1))
    out = _ranking(capsys, "ranking", path, "--query-col", "q", "--doc-col", "d", "--k", 1)
    assert list(out["per_query"]) == ["1", "1.0", "01"]
    assert out["metrics"]["mrr"] == pytest.approx(2 / 3)


def test_page_loader_reads_ids_as_text():
    data = ranking_from_table(read_table(IDS_CSV.encode(), "ids.csv"))
    assert list(data.query_id) == ["1", "1", "1.0", "1.0", "01", "01"]
    assert list(data.doc_id[:2]) == ["007", "10"]
    assert data.score.tolist() == [0.5, 0.5, 0.9, 0.1, 0.8, 0.3]


def test_parquet_integer_ids_are_their_decimal_text(capsys, tmp_path):
    table = pd.DataFrame({"query_id": [1, 1, 2, 2], "doc_id": [7, 10, 3, 4],
                          "relevance": [1, 0, 0, 1], "score": [0.5, 0.5, 0.2, 0.9]})
    buffer = io.BytesIO()
    table.to_parquet(buffer)
    path = tmp_path / "ids.parquet"
    path.write_bytes(buffer.getvalue())
    out = _ranking(capsys, "ranking", path, "--k", 1)
    assert list(out["per_query"]) == ["1", "2"]
    # Tied at 0.5: "7" > "10" as text, so doc 7 (rel 1) ranks first.
    assert out["per_query"]["1"]["reciprocal_rank"] == 1.0


def test_compare_keeps_three_queries(capsys, tmp_path):
    path = tmp_path / "ids.csv"
    rows = IDS_CSV.splitlines()
    # Model B reverses every query's order (score 1 − s, so the tie at 0.5 stays a tie).
    lines = ["query_id,doc_id,relevance,score_A,score_B"] + [
        f"{line},{1 - float(line.rsplit(',', 1)[1]):g}" for line in rows[1:]
    ]
    path.write_text("\n".join(lines) + "\n")
    out = _ranking(capsys, "compare", path, "--metric", "rr")
    assert out["task"] == "ranking" and out["n_queries"] == 3
    assert out["per_query"] == {"1": {"A": 0.5, "B": 0.5}, "1.0": {"A": 1.0, "B": 0.5},
                                "01": {"A": 0.5, "B": 1.0}}
