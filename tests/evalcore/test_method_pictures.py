"""The values behind the pictures of the evaluation methods: fold strips against scikit-learn's
splitters, leave-one-out as k = m, and the bootstrap drawn ball by ball against a hand count and
(1 − 1/m)^m."""

import numpy as np
import pytest
from sklearn.model_selection import LeaveOneOut, RepeatedStratifiedKFold, StratifiedKFold

from evalcore.evaluation_methods import LabSettings, load_dataset, run_method
from evalcore.evaluation_methods.pictures import TEST, TRAIN, bootstrap_draws, fold_strips


def _test_rows(strips, split):
    """Split ``split``'s test rows as original row numbers, sorted."""
    return np.sort(strips.order[strips.roles[split] == TEST])


def test_kfold_strips_are_scikit_learns_folds():
    data = load_dataset("iris")
    strips = fold_strips(LabSettings(dataset="iris", method="kfold", folds=5, seed=3))
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=3).split(data.X, data.y)
    for i, (train, test) in enumerate(folds):
        assert np.array_equal(_test_rows(strips, i), np.sort(test))
        assert np.array_equal(np.sort(strips.order[strips.roles[i] == TRAIN]), np.sort(train))
    # every row tested exactly once; stratified: 10 of each class per fold (50 each, 5 folds)
    assert (strips.roles == TEST).sum(axis=0).tolist() == [1] * 150
    assert strips.test_counts.tolist() == [[10, 10, 10]] * 5


def test_rows_are_sorted_by_class_and_repeats_named():
    data = load_dataset("iris")
    strips = fold_strips(LabSettings(dataset="iris", method="repeated", folds=3, repeats=2))
    assert np.array_equal(strips.class_codes, np.sort(data.y))
    assert np.array_equal(data.y[strips.order], strips.class_codes)
    assert strips.repeat.tolist() == [0, 0, 0, 1, 1, 1]
    assert strips.fold.tolist() == [0, 1, 2, 0, 1, 2]
    splitter = RepeatedStratifiedKFold(n_splits=3, n_repeats=2, random_state=0)
    for i, (_, test) in enumerate(splitter.split(data.X, data.y)):
        assert np.array_equal(_test_rows(strips, i), np.sort(test))


def test_leave_one_out_is_the_limit_k_equals_m():
    data = load_dataset("iris")
    strips = fold_strips(LabSettings(dataset="iris", method="loo"))
    m = data.n_samples
    assert strips.roles.shape == (m, m)
    for i, (_, test) in enumerate(LeaveOneOut().split(data.X)):
        assert _test_rows(strips, i).tolist() == test.tolist() == [i]


def test_bootstrap_strips_mark_the_never_drawn_rows_as_the_test_set():
    settings = LabSettings(dataset="iris", method="bootstrap", rounds=4, seed=1)
    strips = fold_strips(settings)
    run = run_method(settings)
    assert np.array_equal((strips.draws == 0), strips.roles == TEST)
    assert strips.draws.sum(axis=1).tolist() == [150] * 4
    assert np.array_equal((strips.roles == TEST).sum(axis=1) / 150, run.oob_share)


def test_draws_by_hand():
    # RandomState(0).randint(0, 5, 5) draws balls 4, 0, 3, 3, 3: balls 1 and 2 (0-based) are
    # never drawn, so 2 of 5 = 0.4 are out of bag
    draws = bootstrap_draws(5, seed=0)
    assert draws.drawn.tolist() == [4, 0, 3, 3, 3]
    assert draws.counts[-1].tolist() == [1, 0, 0, 3, 1]
    assert draws.never_share.tolist() == [0.8, 0.6, 0.4, 0.4, 0.4]
    assert draws.never_drawn.tolist() == [1, 2]
    assert draws.expected_share == pytest.approx(0.8 ** 5)


@pytest.mark.parametrize("m", [2, 7, 30])
def test_never_drawn_share_equals_the_drawn_counts(m):
    for seed in range(5):
        draws = bootstrap_draws(m, seed=seed)
        assert draws.counts.sum(axis=1).tolist() == list(range(1, m + 1))
        assert np.array_equal(draws.never_share, (draws.counts == 0).mean(axis=1))
        assert np.bincount(draws.drawn, minlength=m).tolist() == draws.counts[-1].tolist()


def test_never_drawn_share_expectation_is_one_minus_one_over_m_to_the_m():
    m, seeds = 10, 3000
    shares = np.array([bootstrap_draws(m, seed=s).never_share[-1] for s in range(seeds)])
    expected = 0.9 ** 10  # 0.3487, by hand
    # the share's σ is below 0.15 at m = 10: 4 standard errors of the mean over 3000 seeds
    assert abs(shares.mean() - expected) < 4 * 0.15 / np.sqrt(seeds)
