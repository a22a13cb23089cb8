"""``python -m evalcore ranking``: JSON contract, options, errors; one real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from evalcore.__main__ import main
from evalcore.examples import all_examples

ROOT = Path(__file__).resolve().parents[2]
HAND = "query_id,doc_id,relevance,score\nq1,a,2,0.9\nq1,b,0,0.8\nq1,c,1,0.8\nq1,d,0,0.1\n" \
       "q2,x,0,0.7\nq2,y,1,0.5\nq2,z,0,0.3\nq3,u,0,0.4\nq3,v,0,0.2\n"


def run(capsys, *argv):
    status = main(["ranking", *map(str, argv)])
    out = capsys.readouterr()
    return status, (json.loads(out.out) if status == 0 else out.err)


@pytest.fixture
def hand_file(tmp_path):
    path = tmp_path / "hand.csv"
    path.write_text(HAND)
    return path


def test_contract_and_hand_values(capsys, hand_file):
    status, result = run(capsys, hand_file, "--k", 2, "--gain", "linear")
    assert status == 0
    assert result["n_queries"] == 3 and result["queries_without_relevant"] == 1
    assert result["k"] == 2
    m = result["metrics"]
    assert list(m) == ["mrr", "map", "precision_at_k", "recall_at_k", "ndcg_at_k", "rc",
                       "kendall_tau"]
    assert m["mrr"] == pytest.approx(0.5) and m["map"] == pytest.approx(0.5)
    assert m["precision_at_k"] == pytest.approx(0.5)
    assert result["per_query"]["q3"]["rc"] is None  # one grade only: undefined, not 0
    assert result["per_query"]["q2"]["reciprocal_rank"] == 0.5


def test_relevance_level_and_ties(capsys, hand_file):
    _, result = run(capsys, hand_file, "--relevance-level", 2, "--ties", "average",
                    "--k", 1)
    assert result["queries_without_relevant"] == 2
    assert result["metrics"]["mrr"] == pytest.approx(1 / 3)


def test_seed002_example(capsys, tmp_path):
    path = tmp_path / "seed.csv"
    path.write_bytes(all_examples()["ranking_seed002_mrr"].build())
    _, result = run(capsys, path, "--k", 5)
    assert result["metrics"]["mrr"] == pytest.approx(1 / 3)
    assert result["metrics"]["ndcg_at_k"] == pytest.approx(0.5)


def test_column_overrides(capsys, tmp_path):
    path = tmp_path / "odd.csv"
    path.write_text("A,B,C\nq,1,0.2\nq,0,0.9\n")
    status, result = run(capsys, path, "--query-col", "A", "--relevance-col", "B",
                         "--score-col", "C")
    assert status == 0 and result["metrics"]["mrr"] == 0.5


@pytest.mark.parametrize("text, args, fragment", [
    ("query_id,relevance,score\nq,-1,0.1\n", [], "negative"),
    ("query_id,doc_id,relevance,score\nq,a,1,0.1\nq,a,0,0.2\n", [], "repeat"),
    ("query_id,relevance,score\nq,1,0.1\n", ["--k", "0"], "cut-off k"),
])
def test_errors_exit_2_with_a_message(capsys, tmp_path, text, args, fragment):
    path = tmp_path / "bad.csv"
    path.write_text(text)
    status, err = run(capsys, path, *args)
    assert status == 2 and fragment in err and "Traceback" not in err


def test_subprocess(hand_file):
    done = subprocess.run([sys.executable, "-m", "evalcore", "ranking", str(hand_file), "--k",
                           "5"], capture_output=True, text=True, cwd=ROOT, check=True)
    assert json.loads(done.stdout)["metrics"]["recall_at_k"] == pytest.approx(2 / 3)
