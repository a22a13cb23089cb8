"""The bootstrap's sorted-once AUC and AP against scikit-learn on the drawn rows, and the paired
bootstrap through them against the same bootstrap through scikit-learn's functions."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import average_precision_score, roc_auc_score

from evalcore.compare import paired_bootstrap
from evalcore.compare.resampled import ResampledAp, ResampledAuc
from evalcore.examples.compare import seed001_table

METRICS = [(ResampledAuc, roc_auc_score), (ResampledAp, average_precision_score)]


@settings(max_examples=200)
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
