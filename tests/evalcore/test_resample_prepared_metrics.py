"""The bootstrap's prepared-once metrics against scikit-learn / numpy / evalcore on the drawn rows,
the row counts' draw against the multinomial it must be, and the paired bootstrap through them
against scipy.stats.bootstrap through the from-scratch metrics (the same resamples where the
draws coincide, Monte-Carlo agreement where they do not)."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.compare import paired_bootstrap
from evalcore.resample.prepared_metrics import ResampledAp, ResampledAuc
from evalcore.examples.compare import seed001_table

METRICS = [(ResampledAuc, roc_auc_score), (ResampledAp, average_precision_score)]


@settings(max_examples=200, deadline=None)  # timing varies with the machine's load
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 6)), min_size=2, max_size=60),
       st.data())
def test_a_resample_equals_scikit_learn_on_the_drawn_rows(rows, data):
    """Scores from seven values (many ties); rows drawn with repeats."""
    y = np.array([r[0] for r in rows])
    scores = np.array([r[1] for r in rows], dtype=float) / 6
    drawn = np.array(data.draw(st.lists(st.integers(0, len(rows) - 1), min_size=1,
                                        max_size=3 * len(rows))))
    for fast, reference in METRICS:
        evaluate = fast.on_rows(y, scores)
        if y[drawn].all() or not y[drawn].any():
            with pytest.raises(ValueError):
                evaluate(drawn)
        else:
            assert evaluate(drawn) == pytest.approx(reference(y[drawn], scores[drawn]),
                                                    abs=1e-12)


def test_seed001_by_hand():
    """Learner A: AUC 16/25 (ℓrank 9/25); AP by hand from A's order NPPPNNPPNN, the precision
    at each positive: (1/2 + 2/3 + 3/4 + 4/7 + 5/8) / 5 = 0.62262."""
    table = seed001_table()
    y, a = table["label"].to_numpy(), table["score_A"].to_numpy()
    everything = np.arange(len(y))
    assert ResampledAuc.on_rows(y, a)(everything) == pytest.approx(16 / 25)
    assert ResampledAuc()(y, a) == pytest.approx(16 / 25)
    assert ResampledAp.on_rows(y, a)(everything) == pytest.approx(
        (1 / 2 + 2 / 3 + 3 / 4 + 4 / 7 + 5 / 8) / 5)


@pytest.mark.parametrize("fast, reference", METRICS)
def test_the_bootstrap_through_them_equals_the_bootstrap_through_scikit_learn(fast, reference):
    rng = np.random.default_rng(3)
    y = rng.integers(0, 2, 400)
    a, b = (np.round(y + rng.normal(0, s, y.size), 1) for s in (1.0, 1.6))
    quick = paired_bootstrap(fast(), y, a, b, n_resamples=300, seed=7)
    slow = paired_bootstrap(reference, y, a, b, n_resamples=300, seed=7)
    np.testing.assert_allclose(quick.distribution, slow.distribution, rtol=0, atol=1e-12)
    assert quick.ci == pytest.approx(slow.ci, abs=1e-12)
    assert quick.value_a == pytest.approx(slow.value_a, abs=1e-15)


def _from_scratch(metric):
    """The metric without its ``on_rows``: the bootstrap then recomputes every resample."""
    return lambda y_true, outputs: metric(y_true, outputs)


def _registry_cases():
    from evalcore.compare.resampled import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,
                                                    REGRESSION, multiclass_metrics)

    rng = np.random.default_rng(11)
    n = 300
    y = rng.random(n) < 0.3
    a, b = (np.round(y + rng.normal(0, s, n), 1) for s in (1.0, 1.5))
    truth = rng.normal(size=n)
    classes = rng.integers(0, 4, n)
    pred_a, pred_b = (np.where(rng.random(n) < p, classes, rng.integers(0, 4, n))
                      for p in (0.7, 0.5))
    # AUC and AP against scikit-learn's bootstrap: test_the_bootstrap_through_them_equals_...
    cases = [("bep", BINARY_ON_SCORES["bep"], y, a, b)]
    cases += [(name, m, y, a > 0.6, b > 0.6) for name, m in BINARY_ON_PREDICTIONS.items()]
    cases += [(name, m, truth, truth + rng.normal(0, 1, n), truth + rng.normal(0, 1.3, n))
              for name, m in REGRESSION.items()]
    cases += [(f"multiclass_{name}", m, classes, pred_a, pred_b)
              for name, m in multiclass_metrics(4).items()]
    return cases


@pytest.mark.parametrize("case", _registry_cases(), ids=lambda case: case[0])
def test_every_registry_metric_resampled_equals_its_from_scratch_bootstrap(case):
    """BEP, F1, RMSE, MAE, macro-F1 and accuracy prepared once per model give the resampled
    differences of SciPy's bootstrap recomputing each resample from scratch, same seed: 300 rows
    are one block, whose counts come from the same random stream as SciPy's indices, so the
    resamples are SciPy's. Counts exactly; means up to the summation order's rounding."""
    name, metric, y, a, b = case
    assert callable(getattr(metric, "on_counts", None))
    quick = paired_bootstrap(metric, y, a, b, n_resamples=200, seed=5)
    slow = paired_bootstrap(_from_scratch(metric), y, a, b, n_resamples=200, seed=5)
    np.testing.assert_allclose(quick.distribution, slow.distribution, rtol=1e-13, atol=1e-15)
    assert (quick.value_a, quick.value_b) == pytest.approx((slow.value_a, slow.value_b),
                                                           rel=1e-15)
    assert quick.ci is not None and quick.ci == pytest.approx(slow.ci, abs=1e-12)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 5), st.booleans()), min_size=2,
                max_size=40), st.data())
def test_bep_and_f1_of_a_resample_equal_evalcore_on_the_drawn_rows(rows, data):
    """Ties, undrawn distinct scores, one-class draws (ValueError for BEP, as the sweep; F1 NaN
    only where 2TP + FP + FN = 0)."""
    from evalcore.binary import threshold_sweep
    from evalcore.compare.resampled import BINARY_ON_PREDICTIONS, BINARY_ON_SCORES

    y = np.array([r[0] for r in rows])
    scores = np.array([r[1] for r in rows], dtype=float) / 5
    predicted = np.array([r[2] for r in rows])
    drawn = np.array(data.draw(st.lists(st.integers(0, len(rows) - 1), min_size=1,
                                        max_size=3 * len(rows))))
    bep = BINARY_ON_SCORES["bep"].on_rows(y, scores)
    if y[drawn].all() or not y[drawn].any():
        with pytest.raises(ValueError):
            bep(drawn)
    else:
        assert bep(drawn) == threshold_sweep(y[drawn], scores[drawn]).bep().value
    f1 = BINARY_ON_PREDICTIONS["f1"]
    np.testing.assert_array_equal(f1.on_rows(y, predicted)(drawn), f1(y[drawn], predicted[drawn]))


def test_rmse_resample_that_overflows_falls_back_to_the_rescaled_reference():
    from sklearn.metrics import root_mean_squared_error

    from evalcore.compare.resampled import REGRESSION

    truth = np.array([1e200, -1e200, 3.0, 4.0])
    pred = np.array([-1e200, 1e200, 3.5, 4.0])
    rows = np.array([0, 1, 2, 2])
    value = REGRESSION["rmse"].on_rows(truth, pred)(rows)
    assert np.isfinite(value)
    assert value == REGRESSION["rmse"](truth[rows], pred[rows])
    scaled = root_mean_squared_error(truth[rows] / 1e200, pred[rows] / 1e200) * 1e200
    assert value == pytest.approx(scaled, rel=1e-12)


@pytest.mark.parametrize("decimals", [None, 2])  # all scores distinct; 20,000 rows on ~500 values
def test_a_large_draw_equals_scikit_learn_with_and_without_ties(decimals):
    """20,000 rows: the compiled passes (the tie runs corrected from within, the 1,024-row
    partial sums of AP) against scikit-learn on the drawn rows; BEP against evalcore's sweep."""
    from evalcore.binary import threshold_sweep
    from evalcore.resample.prepared_metrics import ResampledBep
    from evalcore.resample.draw_counts import draw_row_counts, drawn_rows

    rng = np.random.default_rng(21)
    y = rng.random(20_000) < 0.2
    scores = y + rng.normal(0, 1, y.size)
    scores = scores if decimals is None else np.round(scores, decimals)
    counts = draw_row_counts(rng, y.size)
    rows = drawn_rows(counts)
    for fast, reference in METRICS:
        assert fast.on_counts(y, scores)(counts) == pytest.approx(
            reference(y[rows], scores[rows]), abs=1e-12)
    assert ResampledBep.on_counts(y, scores)(counts) == threshold_sweep(
        y[rows], scores[rows]).bep().value
