"""``python -m evalcore compare`` with k models: keys, numbers against the pair's own test and
SciPy, k files, and one-line refusals naming the flags."""

import json

import numpy as np
import pandas as pd
import pytest
from scipy.stats import friedmanchisquare
from sklearn.metrics import roc_auc_score
from statsmodels.stats.multitest import multipletests

from evalcore.__main__ import main
from evalcore.compare import delong_test

MODELS = ["logreg", "tree", "forest", "svm", "knn"]


def _run(capsys, *argv):
    status = main(["compare", *map(str, argv)])
    captured = capsys.readouterr()
    return status, (json.loads(captured.out) if status == 0 else None), captured.err


@pytest.fixture
def five(tmp_path):
    rng = np.random.default_rng(0)
    n = 300
    y = rng.random(n) < 0.4
    shared = rng.normal(size=n)
    table = pd.DataFrame({"id": np.arange(n), "label": y.astype(int), "fold": np.arange(n) % 5})
    for i, name in enumerate(MODELS):
        table[name] = 1 / (1 + np.exp(-((0.5 + 0.3 * i) * y + shared + rng.normal(size=n))))
    path = tmp_path / "five.csv"
    table.to_csv(path, index=False)
    return path, table


def test_five_columns_with_folds(capsys, five):
    path, table = five
    status, out, err = _run(capsys, path, "--score-cols", *MODELS, "--resamples", "0")
    assert status == 0 and err == ""
    assert out["models"] == MODELS and out["fold_col"] == "fold"
    assert {"measures", "pairwise", "best", "friedman", "nemenyi"} <= set(out)
    y = table["label"].to_numpy() == 1
    auc = [p for p in out["pairwise"] if p["measure"] == "auc"]
    assert len(auc) == 10
    for p in auc:
        two = delong_test(y, table[p["a"]], table[p["b"]])
        assert (p["statistic"], p["p_value"]) == pytest.approx((two.z, two.p_value), rel=1e-12)
        assert p["method"] == "delong"
    assert [p["p_adjusted"] for p in auc] == pytest.approx(
        multipletests([p["p_value"] for p in auc], method="holm")[1], rel=1e-12)
    per_fold = [[roc_auc_score(y[table["fold"] == f], table[m][table["fold"] == f])
                 for m in MODELS] for f in range(5)]
    expected = friedmanchisquare(*np.array(per_fold).T)
    assert out["friedman"]["statistic"] == pytest.approx(expected.statistic, rel=1e-12)
    assert out["friedman"]["p_value"] == pytest.approx(expected.pvalue, rel=1e-10)
    assert set(out["friedman"]["ranks"]) == set(MODELS)
    assert out["nemenyi"]["q_alpha"] == pytest.approx(2.728, abs=5e-4)
    assert out["nemenyi"]["cd"] == pytest.approx(2.728 * np.sqrt(5 * 6 / 30), abs=1e-3)
    assert out["measures"]["knn"]["auc"] == pytest.approx(roc_auc_score(y, table["knn"]))


def test_bonferroni_and_two_models_with_a_many_flag(capsys, five):
    path, _ = five
    status, out, _ = _run(capsys, path, "--score-cols", "logreg", "knn", "--correction",
                          "bonferroni", "--resamples", "50")
    assert status == 0 and out["models"] == ["logreg", "knn"] and out["correction"] == "bonferroni"
    measures = {p["measure"] for p in out["pairwise"]}
    assert measures == {"auc", "accuracy", "average_precision", "bep"}


def test_two_models_without_many_flags_keep_the_two_model_keys(capsys, five):
    path, _ = five
    status, out, _ = _run(capsys, path, "--score-cols", "logreg", "knn")
    assert status == 0 and "pairwise" not in out and out["columns"] == {"A": "logreg",
                                                                          "B": "knn"}


def test_k_files_by_id(capsys, five, tmp_path):
    path, table = five
    files = []
    for i, name in enumerate(MODELS[:3]):
        part = table[["id", "label", name]].rename(columns={name: "score"}).iloc[i:]
        files.append(tmp_path / f"{name}.csv")
        part.to_csv(files[-1], index=False)
    status, out, err = _run(capsys, *files, "--resamples", "0")
    assert status == 0 and out["models"] == ["logreg.csv", "tree.csv", "forest.csv"]
    assert out["n"] == 298 and out["aligned_by"] == "id" and "left out" in err


@pytest.mark.parametrize("argv, flag", [
    (["--score-cols", "logreg"], "--score-cols"),
    (["--score-cols", "logreg", "tree", "knn", "--threshold", "0.1", "0.2"], "--threshold"),
    (["--score-cols", "logreg", "tree", "knn", "--fold-col", "nope"], "--fold-col"),
])
def test_bad_input_exits_2_with_one_line(capsys, five, argv, flag):
    path, _ = five
    status, _, err = _run(capsys, path, *argv)
    assert status == 2 and err.count("\n") == 1 and flag in err


def test_regression_and_multiclass_columns(capsys, tmp_path):
    rng = np.random.default_rng(1)
    y = rng.normal(size=120)
    path = tmp_path / "reg.csv"
    pd.DataFrame({"y_true": y, **{f"p{i}": y + (0.3 + 0.2 * i) * rng.normal(size=120)
                                  for i in range(3)}, "fold": np.arange(120) % 4}).to_csv(path)
    status, out, _ = _run(capsys, path, "--task", "regression", "--true-col", "y_true",
                          "--pred-cols", "p0", "p1", "p2", "--resamples", "0")
    assert status == 0 and out["friedman"]["measure"] == "rmse"
    assert {p["method"] for p in out["pairwise"]} == {"wilcoxon"}


def test_api_compares_k_values_as_the_cli_compares_k_columns(capsys, five):
    import evalcore as ec

    path, table = five
    y = table["label"].to_numpy()
    values = [ec.binary(y, table[m]) for m in MODELS[:3]]
    api = ec.compare(*values, names=MODELS[:3], resamples=0)
    status, cli, _ = _run(capsys, path, "--score-cols", *MODELS[:3], "--resamples", "0",
                          "--fold-col", "fold")
    got = api.to_json()
    assert got["pairwise"] == cli["pairwise"] and got["measures"] == cli["measures"]
    assert api.result.p_matrix("auc").shape == (3, 3)
    from_table = ec.compare(table, score_cols=MODELS[:3], resamples=0).to_json()
    assert from_table == cli


def test_ranking_columns(capsys, tmp_path):
    rng = np.random.default_rng(4)
    table = pd.DataFrame({"query": np.repeat(np.arange(12), 5), "doc": np.tile(np.arange(5), 12),
                          "relevance": rng.integers(0, 3, 60)})
    for i in range(3):
        table[f"s{i}"] = table["relevance"] + (1 + i) * rng.normal(size=60)
    path = tmp_path / "runs.csv"
    table.to_csv(path, index=False)
    status, out, _ = _run(capsys, path, "--task", "ranking", "--score-cols", "s0", "s1", "s2",
                          "--resamples", "99")
    assert status == 0 and out["n_queries"] == 12 and out["models"] == ["s0", "s1", "s2"]
    assert {p["method"] for p in out["pairwise"]} == {"t_test", "randomization"}


def test_ranking_columns_take_the_seed(capsys, tmp_path):
    """``--seed`` reaches every pair's randomization test, as the two-model comparison's."""
    from evalcore.compare.ranking import compare_evaluations, evaluate_pair, ranking_pair_from_table

    rng = np.random.default_rng(5)
    table = pd.DataFrame({"query": np.repeat(np.arange(12), 5), "doc": np.tile(np.arange(5), 12),
                          "relevance": rng.integers(0, 3, 60)})
    for i in range(3):
        table[f"s{i}"] = table["relevance"] + (1 + i) * rng.normal(size=60)
    path = tmp_path / "runs.csv"
    table.to_csv(path, index=False)
    argv = [path, "--task", "ranking", "--score-cols", "s0", "s1", "s2", "--resamples", "99"]
    randomized = {}
    for seed in (0, 7):
        status, out, _ = _run(capsys, *argv, "--seed", seed)
        assert status == 0
        randomized[seed] = [p["p_value"] for p in out["pairwise"] if p["method"] == "randomization"]
    pair = ranking_pair_from_table(table, score_cols=["s0", "s2"])
    two = compare_evaluations(evaluate_pair(pair), "ndcg", 10, n_resamples=99, seed=7)
    assert randomized[7][1] == pytest.approx(two.tests.permutation_p_value)  # s0 against s2
    assert randomized[7] != randomized[0]


def ranking_folds_table(queries=40, docs=6, seed=3) -> pd.DataFrame:
    """Queries of six documents (one relevant at least), three score columns, four folds of
    whole queries."""
    rng = np.random.default_rng(seed)
    relevance = (rng.random((queries, docs)) < 0.35).astype(int)
    relevance[:, 0] = 1
    table = pd.DataFrame({"query_id": np.repeat([f"q{i}" for i in range(queries)], docs),
                          "doc_id": np.tile([f"d{j}" for j in range(docs)], queries),
                          "relevance": relevance.ravel(),
                          "fold": np.repeat(np.arange(queries) % 4, docs)})
    for i in range(3):
        table[f"s{i}"] = (0.3 + 0.4 * i) * relevance.ravel() + rng.normal(size=relevance.size)
    return table


def test_ranking_fold_col_friedman_and_nemenyi_against_scipy(capsys, tmp_path):
    from scipy.stats import studentized_range
    from sklearn.metrics import ndcg_score

    table = ranking_folds_table()
    path = tmp_path / "rank.csv"
    table.to_csv(path, index=False)
    cols = ["s0", "s1", "s2"]
    status, out, err = _run(capsys, path, "--score-cols", *cols, "--fold-col", "fold",
                            "--k", "5", "--gain", "linear")
    assert status == 0, err
    assert out["fold_col"] == "fold" and out["friedman"]["measure"] == "ndcg"
    per_fold = [[np.mean([ndcg_score([g["relevance"]], [g[c]], k=5)
                          for _, g in table[table["fold"] == f].groupby("query_id")])
                 for c in cols] for f in range(4)]
    np.testing.assert_allclose(
        [[out["friedman"]["per_fold"][str(f)][c] for c in cols] for f in range(4)], per_fold,
        rtol=1e-12)
    expected = friedmanchisquare(*np.array(per_fold).T)
    assert out["friedman"]["statistic"] == pytest.approx(expected.statistic, rel=1e-12)
    assert out["friedman"]["p_value"] == pytest.approx(expected.pvalue, rel=1e-10)
    ranks = np.mean([3 - np.argsort(np.argsort(row)) for row in per_fold], axis=0)
    assert [out["friedman"]["ranks"][c] for c in cols] == pytest.approx(ranks)
    q = studentized_range.ppf(0.95, 3, np.inf) / np.sqrt(2)
    assert out["nemenyi"]["q_alpha"] == pytest.approx(q, rel=1e-9)
    assert out["nemenyi"]["cd"] == pytest.approx(q * np.sqrt(3 * 4 / (6 * 4)), rel=1e-9)


def test_a_query_spanning_folds_exits_2_naming_the_flags(capsys, tmp_path):
    table = ranking_folds_table()
    table.loc[1, "fold"] = 3  # q0's second document in another fold
    path = tmp_path / "rank.csv"
    table.to_csv(path, index=False)
    status, _, err = _run(capsys, path, "--score-cols", "s0", "s1", "s2", "--fold-col", "fold")
    assert status == 2 and err.count("\n") == 1
    assert "--fold-col" in err and "--query-col" in err and "q0" in err


def test_k_ranking_files_pair_by_query_and_document(capsys, tmp_path):
    from sklearn.metrics import ndcg_score

    table = ranking_folds_table(queries=12)
    files = []
    for i, name in enumerate(["s0", "s1", "s2"]):
        part = table[["query_id", "doc_id", "relevance", name]].rename(columns={name: "score"})
        part = part.sample(frac=1, random_state=i) if i == 1 else part.iloc[6 * (i == 2):]
        files.append(tmp_path / f"{name}.csv")
        part.to_csv(files[-1], index=False)
    status, out, err = _run(capsys, *files, "--k", "5", "--gain", "linear")
    assert status == 0, err
    assert out["models"] == ["s0.csv", "s1.csv", "s2.csv"] and out["n_queries"] == 11
    assert "s0.csv: 6" in err and "s1.csv: 6" in err
    kept = table.iloc[6:]
    assert [out["measures"][f"{m}.csv"]["ndcg"] for m in ("s0", "s1", "s2")] == pytest.approx(
        [np.mean([ndcg_score([g["relevance"]], [g[m]], k=5) for _, g in kept.groupby(
            "query_id")]) for m in ("s0", "s1", "s2")], rel=1e-12)
