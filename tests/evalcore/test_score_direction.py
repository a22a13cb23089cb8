"""``--score-direction lower``: every output equals the output for the negated score, thresholds
in the file's own units, on ``binary``, ``lift``, ``compare`` and ``folds``; ``calibration``
refuses it; and the binary command's other one-line refusals of this round."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from evalcore.__main__ import main

RNG = np.random.default_rng(46)
N = 240
Y = RNG.random(N) < 0.35
POINTS = (600 - 120 * Y + RNG.normal(0, 60, N)).round(0)  # a scorecard: higher is safer
OTHER = (POINTS + RNG.normal(0, 40, N)).round(0)
REGION = RNG.choice(["north", "south", "east"], N, p=[0.6, 0.35, 0.05])
FOLD = np.arange(N) % 4


def _run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, (json.loads(out) if status == 0 else None), err


def _files(tmp_path):
    frame = pd.DataFrame({"label": Y.astype(int), "score": POINTS, "region": REGION,
                          "fold": FOLD, "score_A": POINTS, "score_B": OTHER})
    plain, negated = tmp_path / "points.csv", tmp_path / "negated.csv"
    frame.to_csv(plain, index=False)
    flipped = frame.copy()
    for column in ("score", "score_A", "score_B"):
        flipped[column] = 0.0 - flipped[column]
    flipped.to_csv(negated, index=False)
    return plain, negated


def _negate_thresholds(value, path=()):
    """The negated file's JSON with every threshold negated back (and lift ranges swapped)."""
    if isinstance(value, dict):
        out = {k: _negate_thresholds(v, path + (k,)) for k, v in value.items()}
        if "min_score" in out:
            out["min_score"], out["max_score"] = -value["max_score"], -value["min_score"]
        return out
    if isinstance(value, list):
        return [_negate_thresholds(v, path) for v in value]
    if value is not None and any(p in ("threshold", "thresholds", "threshold_requested")
                                 for p in path[-2:]) and isinstance(value, float):
        return 0.0 - value
    return value


def _same(a, b):
    if isinstance(a, dict):
        assert a.keys() == b.keys(), (a.keys(), b.keys())
        for key in a:
            _same(a[key], b[key])
    elif isinstance(a, list):
        assert len(a) == len(b)
        for x, y in zip(a, b):
            _same(x, y)
    elif isinstance(a, float):
        assert b == pytest.approx(a, rel=1e-12, abs=1e-12)
    else:
        assert a == b


@pytest.mark.parametrize("argv", [
    ["binary", "--score-col", "score", "--threshold", "520", "--curves"],
    ["binary", "--score-col", "score", "--threshold-for", "recall=0.8", "--by", "region"],
    ["lift", "--score-col", "score", "--groups", "7"],
    ["folds", "--score-col", "score", "--fold-col", "fold", "--threshold", "540", "--curves"],
])
def test_lower_is_the_negated_score_in_file_units(capsys, tmp_path, argv):
    plain, negated = _files(tmp_path)
    threshold_at = argv.index("--threshold") + 1 if "--threshold" in argv else None
    negated_argv = list(argv)
    if threshold_at:
        negated_argv[threshold_at] = str(-float(argv[threshold_at]))
    status, lower, err = _run(capsys, argv[0], plain, *argv[1:], "--score-direction", "lower")
    assert status == 0, err
    status, reference, err = _run(capsys, argv[0], negated, *negated_argv[1:])
    assert status == 0, err
    assert lower.pop("score_direction") == "lower"
    if argv[0] == "binary":  # the Brier note names the range of the scores it read
        lower.pop("notes"), reference.pop("notes")
    _same(_negate_thresholds(reference), lower)
    if argv[0] != "folds":
        assert lower["ks"]["direction"] == "higher" and lower["gini"] > 0.5


def test_compare_lower_is_the_negated_scores(capsys, tmp_path):
    plain, negated = _files(tmp_path)
    cols = ["--score-cols", "score_A", "score_B"]
    status, lower, _ = _run(capsys, "compare", plain, *cols, "--threshold", "560", "580",
                            "--score-direction", "lower")
    assert status == 0
    status, reference, _ = _run(capsys, "compare", negated, *cols, "--threshold", "-560", "-580")
    assert status == 0
    assert lower.pop("score_direction") == "lower"
    for key in ("brier", "log_loss"):  # null either way; the notes say why in their words
        assert lower[key] == reference[key] == {"A": None, "B": None}
    lower.pop("notes"), reference.pop("notes")
    _same(_negate_thresholds(reference), lower)


def test_the_scorecard_reads_reversed_without_the_setting(capsys, tmp_path):
    plain, _ = _files(tmp_path)
    status, out, _ = _run(capsys, "binary", plain, "--score-col", "score")
    assert status == 0 and out["roc_auc"] < 0.5 and out["gini"] == pytest.approx(
        2 * out["roc_auc"] - 1)
    assert out["ks"]["direction"] == "lower" and out["ks"]["statistic"] > 0.3


@pytest.mark.parametrize("argv, flag", [
    (["calibration", "--score-direction", "lower"], "--score-direction"),
    (["binary", "--threshold", "500", "--threshold-for", "recall=0.8"], "--threshold-for"),
    (["binary", "--min-segment", "5"], "--by"),
    (["binary", "--by", "region", "--min-segment", "0"], "--min-segment"),
    (["binary", "--score-direction", "lower", "--engine", "duckdb"], "--engine"),
    (["lift", "--score-direction", "lower", "--engine", "duckdb"], "--engine"),
])
def test_one_line_refusals(capsys, tmp_path, argv, flag):
    plain, _ = _files(tmp_path)
    status, _, err = _run(capsys, argv[0], plain, "--score-col", "score", *argv[1:])
    assert status == 2 and err.count("\n") == 1 and flag in err


def test_gaps_leave_out_segments_below_the_minimum(capsys, tmp_path):
    plain, _ = _files(tmp_path)
    sizes = {value: int((REGION == value).sum()) for value in ("north", "south", "east")}
    assert sizes["east"] < 30 <= sizes["south"]
    for minimum, counted in ((None, {"north", "south"}), (1, {"north", "south", "east"})):
        extra = [] if minimum is None else ["--min-segment", minimum]
        status, out, _ = _run(capsys, "binary", plain, "--score-col", "score", "--by", "region",
                              "--threshold", "560", "--score-direction", "lower", *extra)
        assert status == 0 and out["min_segment"] == (minimum or 30)
        assert {s["value"] for s in out["segments"] if s["in_gaps"]} == counted
        inside = [s for s in out["segments"] if s["in_gaps"]]
        # by hand: score <= 560 predicted positive, per segment
        for key in ("tpr", "fpr"):
            rates = []
            for s in inside:
                rows = REGION == s["value"]
                truth = Y[rows] if key == "tpr" else ~Y[rows]
                rates.append(np.mean(POINTS[rows][truth] <= 560))
            assert out["gaps"][key] == pytest.approx(max(rates) - min(rates))


from hypothesis import given, settings, strategies as st  # noqa: E402

from evalcore.analysis.binary import BinaryAnalysis  # noqa: E402
from evalcore.binary import threshold_sweep  # noqa: E402
from evalcore.binary.lift import ks  # noqa: E402
from evalcore.io import binary_from_table  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(-8, 8), st.integers(1, 3)), min_size=2,
                max_size=30), st.integers(-8, 8))
def test_lower_direction_is_the_negated_score_property(rows, threshold):
    y = [r[0] for r in rows]
    if all(y) or not any(y):
        return
    frame = pd.DataFrame({"label": [int(v) for v in y], "score": [r[1] / 4 for r in rows],
                          "w": [r[2] for r in rows]})
    negated = frame.assign(score=0.0 - frame.score)
    lower = BinaryAnalysis.of(binary_from_table(frame, weight_col="w"), score_direction="lower")
    plain = BinaryAnalysis.of(binary_from_table(negated, weight_col="w"))
    t = threshold / 4
    a = lower.with_settings(threshold=0.0 - t, curves=True).to_json()
    b = plain.with_settings(threshold=0.0 - t, curves=True).to_json()
    assert a.pop("score_direction") == "lower"
    a.pop("notes"), b.pop("notes")
    _same(_negate_thresholds(b), a)
    # KS of the negated score: the same distance, the other direction unless they tie
    s = np.array(frame.score)
    forward, backward = (ks(threshold_sweep(np.array(y), v, sample_weight=frame.w))
                         for v in (s, -s))
    assert forward.statistic == pytest.approx(backward.statistic, abs=1e-12)


def test_the_flag_offers_exactly_the_score_directions():
    """``--score-direction``'s choices are spelled in the CLI (no numpy while the parser is
    built): they are evalcore's score directions."""
    from evalcore.binary.direction import SCORE_DIRECTIONS
    from evalcore.cli._risk import DIRECTIONS

    assert DIRECTIONS == SCORE_DIRECTIONS


def test_api_folds_lower_is_the_cli_s_and_the_negated_scores(capsys, tmp_path):
    """``ec.folds(..., score_direction="lower")``: what the CLI prints with the flag, and the
    negated file's output with its thresholds negated back."""
    import evalcore as ec

    plain, negated = _files(tmp_path)
    argv = ["--score-col", "score", "--fold-col", "fold", "--threshold", "540", "--curves"]
    status, cli, err = _run(capsys, "folds", plain, *argv, "--score-direction", "lower")
    assert status == 0, err
    options = {"score_col": "score", "fold_col": "fold", "curves": True}
    lower = ec.folds(str(plain), threshold=540, score_direction="lower", **options).to_json()
    _same(cli, lower)
    reference = ec.folds(str(negated), threshold=-540, **options).to_json()
    assert lower.pop("score_direction") == "lower"
    _same(_negate_thresholds(reference), lower)


@pytest.mark.parametrize("as_values", [False, True])
def test_api_compare_lower_is_the_cli_s_and_the_negated_scores(capsys, tmp_path, as_values):
    """``ec.compare(..., score_direction="lower")`` on a file of two score columns, or on two
    analysis values of the same rows: the CLI's output with the flag, and the negated scores'
    with thresholds negated back."""
    import evalcore as ec

    plain, negated = _files(tmp_path)
    status, cli, err = _run(capsys, "compare", plain, "--score-cols", "score_A", "score_B",
                            "--threshold", "560", "580", "--score-direction", "lower")
    assert status == 0, err

    def api(path, **options):
        if not as_values:
            return ec.compare(str(path), score_cols=("score_A", "score_B"), **options)
        table = pd.read_csv(path)
        return ec.compare(ec.binary(table.label, table.score_A),
                          ec.binary(table.label, table.score_B),
                          names=("score_A", "score_B"), **options)

    lower = api(plain, threshold=(560, 580), score_direction="lower").to_json()
    if not as_values:
        _same(cli, lower)
    reference = api(negated, threshold=(-560, -580)).to_json()
    assert lower.pop("score_direction") == "lower"
    lower.pop("notes"), reference.pop("notes")
    _same(_negate_thresholds(reference), lower)
