"""The bootstrap's own draw (how many times each row is drawn, block by block) against the
multinomial it must be, every page metric on those counts against the from-scratch reference on
the drawn rows, and the paired bootstrap's interval against scipy.stats.bootstrap's."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from scipy import stats
from sklearn.metrics import (accuracy_score, average_precision_score, f1_score,
                             roc_auc_score)

from evalcore.binary import threshold_sweep
from evalcore.resample import paired_bootstrap as bootstrap_module
from evalcore.compare import paired_bootstrap
from evalcore.compare.resampled import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,
                                                RANKING, REGRESSION, multiclass_metrics)
from evalcore.resample import draw_counts as draw_counts_module
from evalcore.resample.draw_counts import (BLOCK, draw_row_counts, draw_row_counts_into,
                                           drawn_rows, iter_row_counts)


def test_counts_are_multinomial_over_the_rows():
    """n = 1,000 rows in blocks of 64 (16 blocks, the last one short), 2,000 draws: each draw
    counts n rows; each row is drawn once on average with variance 1 − 1/n (binomial); the last
    (short) block gets its share; two rows' counts covary by −1/n."""
    n, draws = 1000, 2000
    rng = np.random.default_rng(0)
    counts = np.array([draw_row_counts(rng, n, block=64) for _ in range(draws)], dtype=float)
    assert (counts.sum(axis=1) == n).all()
    assert counts.mean() == pytest.approx(1.0, abs=4 / np.sqrt(n * draws))
    assert counts.var(axis=0, ddof=1).mean() == pytest.approx(1 - 1 / n, rel=0.02)
    last = counts[:, 960:].sum(axis=1)  # 40 rows: binomial(n, 0.04)
    assert last.mean() == pytest.approx(40, abs=4 * np.sqrt(40 * 0.96 / draws))
    covariance = np.cov(counts[:, 0], counts[:, 500])[0, 1]  # different blocks
    assert abs(covariance + 1 / n) < 4 / np.sqrt(draws)
    per_row = counts.sum(axis=0)  # uniform over the rows: chi-square with n − 1 df
    chi2 = ((per_row - draws) ** 2 / draws).sum()
    assert stats.chi2.sf(chi2, n - 1) > 1e-3


@pytest.mark.parametrize("block", [500, 512])  # by Generator.integers; by raw bits
def test_a_row_drawn_more_than_255_times_widens_the_counts(block):
    always_row_zero = SimpleNamespace(
        multinomial=lambda n, p: np.array([n] + [0] * (p.size - 1)),
        integers=lambda low, high, size: np.zeros(size, int),
        bit_generator=SimpleNamespace(random_raw=lambda size: np.zeros(size, np.uint64)))
    counts = draw_row_counts(always_row_zero, 600, block=block)
    assert counts.dtype == np.int64 and counts[0] == 600 and counts[1:].sum() == 0
    assert draw_row_counts(np.random.default_rng(1), 600).dtype == np.uint8
    np.testing.assert_array_equal(drawn_rows(np.array([0, 2, 1], np.uint8)), [1, 1, 2])


def _block_by_block(rng, n, block):
    """The draw as first written in numpy: each full block's indices from its own call for raw
    bits (16 bits an index, masked), counted by bincount; the short last block by integers."""
    starts = np.arange(0, n, block)
    sizes = np.diff(np.append(starts, n))
    counts = np.zeros(n, dtype=np.int64)
    for start, size, drawn in zip(starts, sizes, rng.multinomial(n, sizes / n)):
        if size == block:
            bits = rng.bit_generator.random_raw(-(-drawn // 4)).view(np.uint16)[:drawn]
            indices = np.bitwise_and(bits, block - 1)
        else:
            indices = rng.integers(0, size, drawn)
        counts[start:start + size] = np.bincount(indices, minlength=size)
    return counts


@pytest.mark.parametrize("n, block", [(64 * 40 + 17, 64), (64 * 32, 64), (70_000, 1 << 14)])
def test_the_draw_counts_the_raw_bits_block_by_block(n, block):
    """The compiled count of raw bits drawn 16 blocks a call equals the block-by-block numpy
    count of the same stream (past the 16-block chunks, with and without a short last block);
    the generator ends where the block-by-block draw leaves it."""
    ours, theirs = np.random.default_rng(3), np.random.default_rng(3)
    for _ in range(5):
        counts = draw_row_counts(ours, n, block=block)
        assert counts.dtype == np.uint8
        np.testing.assert_array_equal(counts, _block_by_block(theirs, n, block))
    assert ours.random() == theirs.random()


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 50), resamples=st.integers(0, 40), cells=st.integers(1, 300),
       seed=st.integers(0, 2 ** 32 - 1))
def test_many_resamples_at_once_are_the_draws_one_call_after_another(n, resamples, cells,
                                                                      seed):
    """Counts of many resamples drawn together (in calls of any number of indices), filled into
    a matrix or yielded one by one, equal :func:`draw_row_counts` called once per resample on
    the same generator (values and dtype), and the generator ends where those calls leave it."""
    generators = [np.random.default_rng(seed) for _ in range(3)]
    expected = [draw_row_counts(generators[0], n) for _ in range(resamples)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(draw_counts_module, "CELLS_A_CALL", cells)
        filled = draw_row_counts_into(generators[1], np.full((resamples, n), -1.0))
        yielded = list(iter_row_counts(generators[2], n, resamples))
    np.testing.assert_array_equal(filled, np.array(expected, dtype=float).reshape(resamples, n))
    assert len(yielded) == resamples
    for got, counts in zip(yielded, expected):
        assert got.dtype == counts.dtype
        np.testing.assert_array_equal(got, counts)
    assert len({g.random() for g in generators}) == 1


@pytest.mark.parametrize("n", [BLOCK, BLOCK + 3])
def test_many_resamples_at_once_at_and_past_one_block(n):
    """At exactly one block (drawn together) and just past it (drawn block by block, one
    resample at a time): the same counts as one :func:`draw_row_counts` call per resample."""
    generators = [np.random.default_rng(11) for _ in range(3)]
    expected = [draw_row_counts(generators[0], n) for _ in range(3)]
    filled = draw_row_counts_into(generators[1], np.empty((3, n), dtype=np.float32))
    yielded = list(iter_row_counts(generators[2], n, 3))
    np.testing.assert_array_equal(filled, np.array(expected))
    for got, counts in zip(yielded, expected):
        assert got.dtype == counts.dtype
        np.testing.assert_array_equal(got, counts)
    assert len({g.random() for g in generators}) == 1


def test_resamples_drawn_together_widen_only_a_row_drawn_more_than_255_times():
    """300 rows whose every draw is row 0 in the second resample only: that resample's counts
    are int64 (row 0 drawn 300 times), the others uint8, as :func:`draw_row_counts` gives."""
    n, calls = 300, iter(range(3))

    def integers(low, high, size):
        shape = np.broadcast_to(0, size).shape
        drawn = np.tile(np.arange(n), int(np.prod(shape)) // n).reshape(shape)
        if shape == (n,):  # one call per resample (draw_row_counts)
            return np.zeros(n, np.int64) if next(calls) == 1 else drawn
        drawn[1] = 0  # the second of the resamples drawn together
        return drawn

    rigged = SimpleNamespace(integers=integers, multinomial=lambda total, shares: np.array([total]))
    got = list(iter_row_counts(rigged, n, 3))
    expected = [draw_row_counts(rigged, n) for _ in range(3)]
    assert [g.dtype for g in got] == [c.dtype for c in expected] == [np.uint8, np.int64, np.uint8]
    for g, c in zip(got, expected):
        np.testing.assert_array_equal(g, c)
    assert got[1][0] == n and got[1].sum() == n


def test_a_row_drawn_more_than_255_times_in_a_later_chunk():
    """All draws in block 20 (the second call's chunk) and every index 0: int64 counts."""
    n, block = 64 * 40, 64

    def multinomial(total, shares):
        per_block = np.zeros(shares.size, dtype=np.int64)
        per_block[20] = total
        return per_block

    rigged = SimpleNamespace(multinomial=multinomial, integers=None,
                             bit_generator=SimpleNamespace(
                                 random_raw=lambda size: np.zeros(size, np.uint64)))
    counts = draw_row_counts(rigged, n, block=block)
    assert counts.dtype == np.int64 and counts[20 * block] == n and counts.sum() == n


def _rank_auc(y, scores):
    """AUC by SciPy's midranks (Mann-Whitney U / (P·N)): fast enough for thousands of resamples."""
    y = np.asarray(y, dtype=bool)
    positives, negatives = y.sum(), (~y).sum()
    ranks = stats.rankdata(scores)
    return (ranks[y].sum() - positives * (positives + 1) / 2) / (positives * negatives)


def _macro_f1(y, pred):
    return f1_score(y, pred, average="macro", labels=range(4), zero_division=0)


def _cases():
    """Each page metric, its inputs and an independent from-scratch reference."""
    rng = np.random.default_rng(4)
    n = 300
    y = rng.random(n) < 0.3
    scores = np.round(y + rng.normal(0, 1, n), 1)  # ties
    truth = rng.normal(size=n)
    pred = truth + rng.normal(0, 1, n)
    classes = rng.integers(0, 4, n)
    guess = np.where(rng.random(n) < 0.6, classes, rng.integers(0, 4, n))
    per_query = rng.random(n)
    multiclass = multiclass_metrics(4)
    return [
        ("auc", BINARY_ON_SCORES["auc"], y, scores, roc_auc_score, 0),
        ("ap", BINARY_ON_SCORES["ap"], y, scores, average_precision_score, 0),
        ("bep", BINARY_ON_SCORES["bep"], y, scores,
         lambda t, s: threshold_sweep(t, s).bep().value, 0),
        ("f1", BINARY_ON_PREDICTIONS["f1"], y, scores > 0.5, f1_score, 0),
        ("rmse", REGRESSION["rmse"], truth, pred,
         lambda t, p: np.sqrt(np.mean((t - p) ** 2)), 1e-13),
        ("mae", REGRESSION["mae"], truth, pred, lambda t, p: np.mean(np.abs(t - p)), 1e-13),
        ("macro_f1", multiclass["macro_f1"], classes, guess, _macro_f1, 0),
        ("accuracy", multiclass["accuracy"], classes, guess, accuracy_score, 0),
        ("ranking", RANKING["ranking_ndcg"], np.zeros(n), per_query,
         lambda _, v: np.mean(v), 1e-13),
    ]


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case[0])
def test_each_metric_on_the_drawn_counts_equals_the_reference_on_the_drawn_rows(case):
    """30 draws in blocks of 64 rows (so not SciPy's stream), and one with a row drawn 300 times
    (int64 counts): scikit-learn, numpy or evalcore on the drawn rows gives the same value; exact
    (1e-12) for counts, 1e-13 relative for means."""
    _, metric, y, outputs, reference, rel = case
    evaluate = metric.on_counts(y, outputs)
    rng = np.random.default_rng(9)
    draws = [draw_row_counts(rng, y.size, block=64) for _ in range(30)]
    wide = draws[0].astype(np.int64)  # a row drawn more than 255 times: int64 counts
    wide[7] = 300
    for counts in [*draws, wide]:
        rows = drawn_rows(counts)
        expected = reference(y[rows], outputs[rows])
        assert evaluate(counts) == pytest.approx(expected, rel=rel, abs=0 if rel else 1e-12)


def test_one_class_draw_is_undefined():
    y = np.array([True, False, False])
    evaluate = BINARY_ON_SCORES["auc"].on_counts(y, np.array([0.9, 0.1, 0.2]))
    with pytest.raises(ValueError):
        evaluate(np.array([0, 2, 1], np.uint8))


def test_same_resamples_as_scipy_give_scipys_percentile_and_bca_intervals():
    """40 rows (one block: the same random stream as SciPy's indices): the AUC difference's distribution, and the
    percentile and BCa intervals, equal scipy.stats.bootstrap's with the midrank AUC."""
    rng = np.random.default_rng(8)
    y = np.repeat([True, False], 20)
    a, b = y + rng.normal(0, 1, 40), 0.4 * y + rng.normal(0, 1, 40)
    for method in ("percentile", "BCa"):
        expected = stats.bootstrap(
            (y, a, b), lambda y, a, b: _rank_auc(y, a) - _rank_auc(y, b), paired=True,
            vectorized=False, n_resamples=200, method=method, rng=np.random.default_rng(3))
        ours = paired_bootstrap(BINARY_ON_SCORES["auc"], y, a, b, n_resamples=200, seed=3,
                                method=method)
        np.testing.assert_allclose(ours.distribution, expected.bootstrap_distribution,
                                   rtol=0, atol=1e-12)
        assert ours.ci == pytest.approx(tuple(expected.confidence_interval), abs=1e-12)


@pytest.mark.parametrize("name", ["auc", "rmse"])
def test_many_blocks_agree_with_scipy_within_monte_carlo_error(monkeypatch, name):
    """1,000 rows drawn in blocks of 64 (a different random stream from SciPy's), 1,000
    resamples, fixed seeds: the interval's ends agree with scipy.stats.bootstrap's from-scratch
    bootstrap within 0.5 standard deviations of the distribution (about 4 Monte-Carlo standard
    errors of a 2.5 % quantile), and the standard errors within 15 %."""
    monkeypatch.setattr(bootstrap_module, "iter_row_counts", lambda rng, n, resamples: (
        draw_row_counts(rng, n, block=64) for _ in range(resamples)))
    rng = np.random.default_rng(12)
    n = 1000
    if name == "auc":
        y = rng.random(n) < 0.4
        a, b = y + rng.normal(0, 1, n), 0.7 * y + rng.normal(0, 1, n)
        metric, reference = BINARY_ON_SCORES["auc"], _rank_auc
    else:
        y = rng.normal(size=n)
        a, b = y + rng.normal(0, 1, n), y + rng.normal(0, 1.2, n)
        metric, reference = REGRESSION["rmse"], lambda t, p: np.sqrt(np.mean((t - p) ** 2))
    ours = paired_bootstrap(metric, y, a, b, n_resamples=1000, seed=0)
    expected = stats.bootstrap(
        (y, a, b), lambda y, a, b: reference(y, a) - reference(y, b), paired=True,
        vectorized=False, n_resamples=1000, rng=np.random.default_rng(0))
    spread = expected.standard_error
    assert np.abs(np.subtract(ours.ci, tuple(expected.confidence_interval))).max() < 0.5 * spread
    assert ours.standard_error == pytest.approx(spread, rel=0.15)
    assert not np.allclose(ours.distribution, expected.bootstrap_distribution)


def test_progress_counts_every_resample():
    y = np.array([0, 1, 0, 1, 1, 0])
    calls = []
    paired_bootstrap(REGRESSION["mae"], y, y + 0.5, y - 0.1, n_resamples=30,
                     progress=lambda *c: calls.append(c))
    assert calls == [(i, 30) for i in range(1, 31)]
