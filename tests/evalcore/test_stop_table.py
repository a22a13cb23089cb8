"""The stop table (every measure at every slider stop) against the one-matrix path, the CLI and
scikit-learn."""

from __future__ import annotations

import base64
import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import confusion_matrix, fbeta_score, matthews_corrcoef, precision_score

from evalcore.__main__ import main
from evalcore.binary import ALL_NEGATIVE, point_metrics, threshold_sweep
from evalcore.binary.stop_table import payload_columns, stop_table, stop_thresholds
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from evalcore.io import binary_from_table, read_table

BINARY_EXAMPLES = [key for key, example in all_examples().items() if example.task == "binary"]


def random_file(seed: int, n: int = 300) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Labels, scores with many ties (two decimals) and float weights."""
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.3
    scores = np.round(np.clip(rng.normal(0.5 + 0.2 * y, 0.2), 0, 1), 2)
    return y, scores, rng.uniform(0.1, 3.0, n).round(3)


def assert_stop_equals_single_matrix(table, sweep, i, beta):
    threshold = float(table.thresholds[i])
    confusion = sweep.confusion_at(threshold)
    assert (table.tp[i], table.fp[i], table.tn[i], table.fn[i]) == (
        confusion.tp, confusion.fp, confusion.tn, confusion.fn)
    for name, measure in point_metrics(confusion, beta=beta).items():
        value = table.measures[name][i]
        if measure.value is None:
            assert math.isnan(value) and table.reasons[name][i] == measure.reason
        else:
            assert value == measure.value, name  # the same formula: bit for bit


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 12), st.integers(0, 4)),
                min_size=2, max_size=60),
       st.booleans(), st.sampled_from([0.5, 1.0, 2.0, 0.3]))
def test_every_stop_equals_the_single_matrix_measures(rows, weighted, beta):
    y = np.array([r[0] for r in rows])
    if y.all() or not y.any():
        y[0] = not y[0]
    scores = np.array([r[1] / 12 for r in rows])  # few values: many ties
    weights = np.array([r[2] + 0.5 for r in rows]) if weighted else None
    sweep = threshold_sweep(y, scores, sample_weight=weights)
    table = stop_table(sweep, beta=beta)
    assert table.thresholds[-1] == ALL_NEGATIVE
    for i in range(table.thresholds.size):
        assert_stop_equals_single_matrix(table, sweep, i, beta)


def test_stops_are_the_sliders_many_scores():
    y, scores, _ = random_file(1, n=20_000)
    scores = scores + np.random.default_rng(2).random(scores.size) * 1e-3  # ~all distinct
    sweep = threshold_sweep(y, scores)
    stops = stop_thresholds(sweep)
    assert 400 < stops.size <= 1002 and stops[-1] == ALL_NEGATIVE
    # each stop is the shortest decimal of its gap: it gives the counts of a distinct score
    assert all(sweep.shortest_at(t) == t for t in stops[:-1])


def cli_at(capsys, path, threshold: float, beta: float, *extra: str) -> dict:
    status = main(["binary", str(path), "--threshold", repr(threshold), "--beta", str(beta),
                   *extra])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)


def assert_stop_equals_cli(table, i, result):
    assert [table.tp[i], table.fp[i], table.tn[i], table.fn[i]] == [
        result["confusion"][k] for k in ("tp", "fp", "tn", "fn")]
    for name in table.measures:
        value, printed = table.measures[name][i], result["metrics"][name]
        assert (math.isnan(value) and printed is None) or value == printed, name


@pytest.mark.parametrize("key", BINARY_EXAMPLES)
def test_random_stops_equal_the_cli_on_the_examples(key, capsys, tmp_path):

    example = all_examples()[key]
    path = tmp_path / f"{key}.csv"
    path.write_bytes(csv_bytes(example.build(), example.filename))
    data = binary_from_table(read_table(path.read_bytes(), path.name))
    sweep = threshold_sweep(data.y_true, data.scores, sample_weight=data.weights)
    table = stop_table(sweep, beta=2.0)
    rng = np.random.default_rng(len(key))
    for i in rng.choice(table.thresholds.size - 1, size=min(10, table.thresholds.size - 1),
                        replace=False):
        assert_stop_equals_cli(table, i, cli_at(capsys, path, float(table.thresholds[i]), 2.0))


def test_random_stops_equal_the_cli_and_sklearn_with_ties_and_weights(capsys, tmp_path):
    y, scores, weights = random_file(7)
    path = tmp_path / "ties.csv"
    rows = "\n".join(f"{int(a)},{float(s)!r},{float(w)!r}"
                     for a, s, w in zip(y, scores, weights))
    path.write_text("label,score,weight\n" + rows + "\n")
    sweep = threshold_sweep(y, scores, sample_weight=weights)
    table = stop_table(sweep, beta=0.5)
    rng = np.random.default_rng(3)
    for i in rng.choice(table.thresholds.size - 1, size=20, replace=False):
        threshold = float(table.thresholds[i])
        assert_stop_equals_cli(table, i, cli_at(capsys, path, threshold, 0.5,
                                                "--weight-col", "weight"))
        pred = scores >= threshold
        (tn, fp), (fn, tp) = confusion_matrix(y, pred, labels=[False, True], sample_weight=weights)
        assert np.allclose([table.tp[i], table.fp[i], table.tn[i], table.fn[i]],
                           [tp, fp, tn, fn], rtol=1e-12, atol=1e-9)
        kw = dict(sample_weight=weights, zero_division=np.nan)
        assert table.measures["precision"][i] == pytest.approx(precision_score(y, pred, **kw),
                                                               rel=1e-12, nan_ok=True)
        assert table.measures["f_beta"][i] == pytest.approx(
            fbeta_score(y, pred, beta=0.5, **kw), rel=1e-12, nan_ok=True)
        assert table.measures["mcc"][i] == pytest.approx(
            matthews_corrcoef(y, pred, sample_weight=weights), rel=1e-9, abs=1e-12)


def test_all_negative_stop_and_its_reasons():
    y = np.array([True, False, True, False])
    sweep = threshold_sweep(y, np.array([0.9, 0.8, 0.3, 0.1]))
    table = stop_table(sweep)
    last = table.thresholds.size - 1
    assert (table.tp[last], table.fp[last], table.tn[last], table.fn[last]) == (0, 0, 2, 2)
    assert table.reasons["precision"][last] == "binary_undefined_no_predicted_positives"
    assert table.reasons["mcc"][last] == "binary_undefined_mcc"
    assert table.index(0.85) == int(np.flatnonzero(table.thresholds == 0.9)[0])
    assert table.index(5.0) == last


def test_payload_is_small_binary_and_decodes_back():
    y, scores, _ = random_file(11, n=100_000)
    scores = scores + np.random.default_rng(5).random(scores.size) * 1e-4
    table = stop_table(threshold_sweep(y, scores))
    payload = table.payload()
    assert len(json.dumps(payload)) <= 300_000
    block = np.frombuffer(base64.b64decode(payload["block"]), dtype="<f8")
    columns = block.reshape(len(payload["columns"]), payload["stops"])
    for name, column in zip(payload["columns"], columns):
        np.testing.assert_array_equal(column, table.column(name))


def test_the_wilson_intervals_at_every_stop_are_statsmodels():
    """Asked for, the table has each proportion's 95 % Wilson interval at every stop, equal to
    statsmodels' proportion_confint (method="wilson") of that stop's counts; NaN where the
    total is 0 (precision above every score)."""
    from statsmodels.stats.proportion import proportion_confint

    y, scores, _ = random_file(7, n=2_000)
    table = stop_table(threshold_sweep(y, scores), intervals=True)
    assert not stop_table(threshold_sweep(y, scores)).intervals  # only when asked
    tp, fp, tn, fn = table.tp, table.fp, table.tn, table.fn
    for name, (hits, total) in {"precision": (tp, tp + fp), "recall": (tp, tp + fn),
                                "specificity": (tn, tn + fp), "fpr": (fp, fp + tn),
                                "accuracy": (tp + tn, tp + fp + tn + fn)}.items():
        low, high = table.column(f"{name}_low"), table.column(f"{name}_high")
        some = total > 0
        expected = proportion_confint(hits[some], total[some], method="wilson")
        np.testing.assert_allclose(low[some], expected[0], rtol=1e-12, atol=1e-15)
        np.testing.assert_allclose(high[some], expected[1], rtol=1e-12, atol=1e-15)
        assert np.isnan(low[~some]).all() and np.isnan(high[~some]).all()
    assert (table.tp + table.fp == 0).any()  # the all-negative stop: precision has no total
    assert "precision_low" in table.payload()["columns"]


def test_payload_sends_the_columns_asked_for_some_as_float32():
    """A payload of a few columns, two of them as float32, reads back as those columns: the
    float64 ones exactly, the float32 ones as float32 holds them; reasons of the others left out."""
    y, scores, _ = random_file(12, n=2_000)
    table = stop_table(threshold_sweep(y, scores))
    payload = table.payload(["threshold", "tp", "precision", "recall"], single={"tp", "recall"})
    assert payload["columns"] == ["threshold", "precision"]
    assert payload["columns32"] == ["tp", "recall"]
    assert set(payload["reasons"]) <= {"precision", "recall"}
    read = payload_columns(payload)
    assert list(read) == ["threshold", "precision", "tp", "recall"]
    for name in ("threshold", "precision"):
        np.testing.assert_array_equal(read[name], table.column(name))
    for name in ("tp", "recall"):
        np.testing.assert_array_equal(read[name],
                                      table.column(name).astype(np.float32).astype(np.float64))
    assert payload_columns(table.payload()).keys() == set(table.columns)
