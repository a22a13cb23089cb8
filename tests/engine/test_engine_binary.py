"""``binary --engine duckdb|spark`` prints what the in-memory path prints (to 1e-9) on the cases
the in-memory tests cover, checked also against scikit-learn; past --max-distinct the binned
output's AUC bounds contain the exact AUC."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import average_precision_score, roc_auc_score

from tests.engine.conftest import assert_same, cli

RNG = np.random.default_rng(17)
N = 400
LABELS = RNG.integers(0, 2, N)
TIED = np.round(RNG.random(N) * 0.6 + LABELS * 0.3, 1)  # 10 distinct scores: many ties
WEIGHTS = RNG.random(N) * 3
WEIGHTS[:7] = 0.0  # rows of weight 0 leave the sweep


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("binary")
    frames = {
        "ties.csv": pd.DataFrame({"y": LABELS, "score": TIED}),
        "weighted.parquet": pd.DataFrame({"label": np.where(LABELS == 1, 1, -1), "score": TIED,
                                          "weight": WEIGHTS}),
        "strings.csv": pd.DataFrame({"label": np.where(LABELS == 1, "spam", "ham"),
                                     "score": TIED}),
        "one_class.csv": pd.DataFrame({"y": np.ones(5, int), "score": TIED[:5]}),
    }
    for name, frame in frames.items():
        path = root / name
        frame.to_csv(path, index=False) if name.endswith(".csv") else frame.to_parquet(path)
    (root / "nan.csv").write_text("y,score\n1,0.3\n0,NaN\n1,\n0,0.2\n")
    for i, part in enumerate(np.array_split(np.arange(N), 3)):
        frames["ties.csv"].iloc[part].to_parquet(root / f"part-{i}.parquet")
    return root


CASES = [
    ("ties.csv", ["--threshold", "0.4", "--curves"]),
    ("weighted.parquet", ["--threshold", "0.5", "--beta", "2"]),
    ("strings.csv", ["--pos-label", "spam"]),
]


@pytest.mark.parametrize("name, options", CASES)
def test_engine_equals_memory(capsys, files, engine, name, options):
    status, memory, _ = cli(capsys, "binary", files / name, *options)
    assert status == 0
    status, result, _ = cli(capsys, "binary", files / name, "--engine", engine, *options)
    assert status == 0
    assert_same(result, memory)


def test_values_against_sklearn(capsys, files):
    _, result, _ = cli(capsys, "binary", files / "weighted.parquet", "--engine", "duckdb")
    kept = WEIGHTS > 0
    assert result["pos_label"] == "1" and result["n"] == N
    assert result["roc_auc"] == pytest.approx(
        roc_auc_score(LABELS[kept], TIED[kept], sample_weight=WEIGHTS[kept]), rel=1e-12)
    assert result["average_precision"] == pytest.approx(
        average_precision_score(LABELS, TIED, sample_weight=WEIGHTS), rel=1e-12)
    assert result["positives"] == pytest.approx(WEIGHTS[LABELS == 1].sum(), rel=1e-12)


def test_glob_equals_the_whole_file(capsys, files, engine):
    _, memory, _ = cli(capsys, "binary", files / "ties.csv")
    # 400 rows, 10 distinct scores: exact at --max-distinct 10 (the rows exceed it, the sample
    # covers every row)
    status, result, _ = cli(capsys, "binary", files / "part-*.parquet", "--engine", engine,
                            "--max-distinct", "10")
    assert status == 0
    assert_same(result, memory)


@pytest.mark.parametrize("name", ["one_class.csv", "nan.csv"])
def test_bad_input_gives_the_in_memory_error(capsys, files, engine, name):
    status, _, memory = cli(capsys, "binary", files / name)
    assert status == 2
    status, _, error = cli(capsys, "binary", files / name, "--engine", engine)
    assert status == 2 and error == memory
    if name == "nan.csv":
        assert "rows 2, 3" in error and "--drop-invalid" in error


def test_drop_invalid_keeps_the_valid_rows(capsys, files, engine):
    _, memory, memory_err = cli(capsys, "binary", files / "nan.csv", "--drop-invalid")
    _, result, err = cli(capsys, "binary", files / "nan.csv", "--drop-invalid", "--engine", engine)
    assert_same(result, memory)
    assert err == memory_err == "note: dropped 2 invalid rows (first rows: 2, 3)\n"
    assert result["roc_auc"] == 1.0  # 0.3 (positive) above 0.2 (negative)


def test_binned_bounds_contain_the_exact_auc(capsys, tmp_path, engine):
    rng = np.random.default_rng(5)
    y = rng.integers(0, 2, 3000)
    scores = rng.normal(size=3000) + y  # 3000 distinct floats
    path = tmp_path / "floats.parquet"
    pd.DataFrame({"y": y, "score": scores}).to_parquet(path)
    status, result, _ = cli(capsys, "binary", path, "--engine", engine, "--max-distinct", "100",
                            "--bins", "40", "--threshold", "0.1")
    assert status == 0 and result["approximate"] is True
    low, high = result["roc_auc_bounds"]
    exact = roc_auc_score(y, scores)
    assert low <= exact <= high
    # the width is the share of (positive, negative) pairs that share a bin, computed here apart
    width = (scores.max() - scores.min()) / 40
    bins = np.minimum(np.floor((scores - scores.min()) / width), 39)
    pairs = sum(np.sum((y == 1) & (bins == b)) * np.sum((y == 0) & (bins == b))
                for b in range(40))
    assert high - low == pytest.approx(pairs / (np.sum(y == 1) * np.sum(y == 0)), rel=1e-9)
    assert result["roc_auc"] == pytest.approx((low + high) / 2, rel=1e-12)
    assert result["bin_width"] == pytest.approx(width, rel=1e-12)


@pytest.fixture
def small_sample(monkeypatch):
    """The engine sees only the first 50 rows before its exact scan (10⁵ by default), so files
    of a few hundred rows take the paths a large file takes when its start misleads."""
    monkeypatch.setattr("evalcore.engine.binary.SAMPLE_ROWS", 50)


def test_labels_missing_from_the_sample_give_the_in_memory_result(capsys, tmp_path, engine,
                                                                  small_sample):
    # rows past the sample: an empty label (row 120) and a third label (row 150); the scan by
    # score with a column per sampled label misses them and the engine groups by label instead
    frame = pd.DataFrame({"y": LABELS.astype(object), "score": TIED})
    frame.loc[119, "y"], frame.loc[149, "y"] = None, 2
    path = tmp_path / "late.csv"
    frame.to_csv(path, index=False)
    status, _, memory_error = cli(capsys, "binary", path, "--pos-label", "1")
    assert status == 2 and "row 120" in memory_error
    status, _, error = cli(capsys, "binary", path, "--pos-label", "1", "--engine", engine)
    assert status == 2 and error == memory_error
    options = ["--pos-label", "1", "--drop-invalid"]
    _, memory, memory_note = cli(capsys, "binary", path, *options)
    _, result, note = cli(capsys, "binary", path, *options, "--engine", engine)
    assert_same(result, memory)
    assert note == memory_note == "note: dropped 1 invalid rows (first rows: 120)\n"
    positive = (LABELS == 1) & (np.arange(N) != 149)  # label 2 is a negative
    kept = np.arange(N) != 119
    assert result["roc_auc"] == pytest.approx(roc_auc_score(positive[kept], TIED[kept]),
                                              rel=1e-12)


def test_too_many_scores_past_a_tied_start_are_binned_as_the_binned_scan_bins(
        capsys, tmp_path, engine, monkeypatch):
    # the first 60 rows share one score: the 50-row sample estimates 1 distinct score, the exact
    # scan finds about 3000 > --max-distinct and bins its result; the whole-file sample (10⁵ rows)
    # bins in the engine's second scan. Both are the same bins, checked against numpy.
    rng = np.random.default_rng(6)
    y = rng.integers(0, 2, 3000)
    scores = rng.normal(size=3000) + y
    scores[:60] = 0.0
    path = tmp_path / "tied_start.parquet"
    pd.DataFrame({"y": y, "score": scores}).to_parquet(path)
    options = ["--engine", engine, "--max-distinct", "100", "--bins", "40"]
    _, scanned, _ = cli(capsys, "binary", path, *options)
    monkeypatch.setattr("evalcore.engine.binary.SAMPLE_ROWS", 50)
    status, regrouped, _ = cli(capsys, "binary", path, *options)
    assert status == 0 and regrouped["approximate"] is True
    assert_same(regrouped, scanned)
    width = (scores.max() - scores.min()) / 40
    bins = np.minimum(np.floor((scores - scores.min()) / width), 39)
    pairs = sum(np.sum((y == 1) & (bins == b)) * np.sum((y == 0) & (bins == b))
                for b in range(40))
    low, high = regrouped["roc_auc_bounds"]
    assert high - low == pytest.approx(pairs / (np.sum(y == 1) * np.sum(y == 0)), rel=1e-9)
    assert low <= roc_auc_score(y, scores) <= high


def test_binned_counts_name_the_bin_edge_they_hold_at(capsys, tmp_path):
    """Binned, the counts are those at the lowest bin edge ≥ the threshold asked: the output's
    ``threshold`` is that edge, ``threshold_requested`` what was asked, and the counts equal the
    exact in-memory counts at the edge."""
    rng = np.random.default_rng(8)
    y = rng.integers(0, 2, 2000)
    scores = np.clip(rng.normal(0.45, 0.2, 2000) + 0.1 * y, 0, 1)
    path = tmp_path / "floats.parquet"
    pd.DataFrame({"y": y, "score": scores}).to_parquet(path)
    status, result, _ = cli(capsys, "binary", path, "--engine", "duckdb", "--max-distinct", "10",
                            "--bins", "7", "--threshold", "0.5")
    assert status == 0 and result["approximate"] is True
    edges = scores.min() + np.arange(7) * (scores.max() - scores.min()) / 7
    edge = edges[edges >= 0.5].min()
    assert result["threshold_requested"] == 0.5
    assert result["threshold"] == pytest.approx(edge, rel=1e-12)
    predicted = scores >= edge
    exact = {"tp": np.sum(predicted & (y == 1)), "fp": np.sum(predicted & (y == 0)),
             "tn": np.sum(~predicted & (y == 0)), "fn": np.sum(~predicted & (y == 1))}
    assert result["confusion"] == {key: int(value) for key, value in exact.items()}
    assert result["confusion"]["tp"] != np.sum((scores >= 0.5) & (y == 1))
    status, above, _ = cli(capsys, "binary", path, "--engine", "duckdb", "--max-distinct", "10",
                           "--bins", "7", "--threshold", "2")
    assert above["threshold"] is None and above["threshold_requested"] == 2.0
    assert above["confusion"]["tp"] == 0 and above["confusion"]["fp"] == 0


def test_the_exact_path_asks_duckdb_only_what_it_needs(capsys, files, monkeypatch):
    """Each statement is fixed time a run adds to its scan: on Parquet the view, the columns
    (one DESCRIBE), the footers' row count (once), the sample of the first rows and the scan."""
    from evalcore.engine.runners import DuckDBRunner

    asked = []
    execute = DuckDBRunner._execute

    def noted(self, sql, **options):
        asked.append(sql.split()[0] if not sql.startswith("SELECT") else sql[:40])
        return execute(self, sql, **options)

    monkeypatch.setattr(DuckDBRunner, "_execute", noted)
    status, result, _ = cli(capsys, "binary", files / "weighted.parquet", "--engine", "duckdb")
    assert status == 0 and result["n"] == N
    assert asked.count("DESCRIBE") == 1
    assert sum("parquet_file_metadata" in sql for sql in asked) <= 1
    assert len(asked) == 5, asked  # CREATE VIEW, DESCRIBE, the row count, sample, scan


def _scans(monkeypatch) -> list[str]:
    """The aggregation queries a run sends (their names in :mod:`evalcore.engine.queries`)."""
    from evalcore.engine import queries

    sent = []
    for name in ("binary_label_sums", "binary_cells"):
        def noted(*args, _name=name, _query=getattr(queries, name), **kwargs):
            sent.append(_name)
            return _query(*args, **kwargs)
        monkeypatch.setattr(queries, name, noted)
    return sent


@pytest.mark.parametrize("low", [0, 1, -1])
def test_two_whole_number_labels_are_counted_from_the_label_sums(capsys, tmp_path, monkeypatch,
                                                                low):
    # labels low and low + 1 in an integer Parquet column, invalid scores among them: the
    # footers prove there is no other label, and the scan is the bare GROUP BY's rows and sum
    scores = TIED.copy()
    scores[[3, 50]] = np.nan
    path = tmp_path / "whole.parquet"
    pd.DataFrame({"y": (LABELS + low).astype(np.int32), "score": scores}).to_parquet(
        path, row_group_size=150)
    sent = _scans(monkeypatch)
    options = ["--pos-label", str(low + 1), "--drop-invalid", "--threshold", "0.4"]
    _, memory, memory_note = cli(capsys, "binary", path, *options)
    status, result, note = cli(capsys, "binary", path, *options, "--engine", "duckdb")
    assert status == 0 and sent == ["binary_label_sums"]
    assert_same(result, memory)
    assert note == memory_note
    kept = np.isfinite(scores)
    assert result["roc_auc"] == pytest.approx(roc_auc_score(LABELS[kept], scores[kept]),
                                              rel=1e-12)
    predicted = scores[kept] >= 0.4
    assert result["confusion"]["tp"] == np.sum(predicted & (LABELS[kept] == 1))
    assert result["confusion"]["fn"] == np.sum(~predicted & (LABELS[kept] == 1))


def test_footers_that_do_not_prove_two_labels_leave_the_count_per_label(capsys, tmp_path,
                                                                      monkeypatch):
    # a NULL label in the third row group, labels 0 and 2 (not consecutive), footers without
    # statistics: each takes the scans with a count per label (the NULL label's then by label
    # and score), and gives the in-memory result
    import pyarrow as pa
    import pyarrow.parquet as pq

    with_null = pd.array(LABELS, dtype="Int32")
    with_null[320] = pd.NA
    cases = {
        "null.parquet": (pa.table({"y": pa.array(with_null), "score": TIED}), True),
        "gap.parquet": (pa.table({"y": (LABELS * 2).astype(np.int32), "score": TIED}), True),
        "bare.parquet": (pa.table({"y": LABELS.astype(np.int64), "score": TIED}), False),
    }
    for name, (table, statistics) in cases.items():
        path = tmp_path / name
        pq.write_table(table, path, row_group_size=150, write_statistics=statistics)
        sent = _scans(monkeypatch)
        options = ["--drop-invalid", "--pos-label", "1" if name != "gap.parquet" else "2"]
        _, memory, _ = cli(capsys, "binary", path, *options)
        status, result, _ = cli(capsys, "binary", path, *options, "--engine", "duckdb")
        assert status == 0 and sent and set(sent) == {"binary_cells"}, name
        assert_same(result, memory)
        kept = np.arange(N) != 320 if name == "null.parquet" else np.ones(N, bool)
        assert result["roc_auc"] == pytest.approx(roc_auc_score(LABELS[kept], TIED[kept]),
                                                  rel=1e-12)


def test_integer_bounds_come_from_every_file_s_footers(tmp_path):
    from evalcore.engine.runners import DuckDBRunner
    from evalcore.engine.source import resolve_source

    for i, labels in enumerate([[3, 3, 4], [4, 4, 4], [3, 5, 4]]):
        pd.DataFrame({"y": np.array(labels, np.int16), "score": [0.1, 0.2, 0.3],
                      "d": pd.array(["1.5", "2", "3"], dtype="string")}).to_parquet(
            tmp_path / f"part-{i}.parquet")
    runner = DuckDBRunner(resolve_source(str(tmp_path / "part-[01].parquet")))
    assert runner.row_count() == 6
    assert runner.integer_bounds("y") == (3, 4)
    assert runner.integer_bounds("score") is None and runner.integer_bounds("d") is None
    assert DuckDBRunner(resolve_source(str(tmp_path / "part-*.parquet"))).integer_bounds(
        "y") == (3, 5)
