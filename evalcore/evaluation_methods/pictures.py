"""The values behind the pictures of the evaluation methods: which rows each split trains and
tests on (fold strips; leave-one-out is the strip with k = m), and a bootstrap sample drawn one
ball at a time with the share never drawn after each draw (→ (1 − 1/m)^m → 1/e ≈ 36.8 %).

The splits are the lab's own (:func:`evalcore.evaluation_methods.lab.make_splits`: scikit-learn's
splitters; the bootstrap's ``numpy.random.RandomState`` draw), so the pictures show the runs the
numbers come from.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from evalcore.evaluation_methods.datasets import Dataset, load_dataset
from evalcore.evaluation_methods.lab import LabSettings, bootstrap_draw, make_splits

UNUSED, TRAIN, TEST = 0, 1, 2
"""A row's role in one split (hold-out, k-fold: every row trains or tests)."""


@dataclass(frozen=True)
class FoldStrips:
    """Each split's role of each row, rows sorted by class (then by index) so that a stratified
    split shows the same share of test rows in every class band.

    ``roles[i, j]`` is row ``order[j]``'s role in split i (:data:`TRAIN`, :data:`TEST`; the
    bootstrap: :data:`TEST` when never drawn, else :data:`TRAIN`); ``draws[i, j]`` how often
    split i's training set holds it (1 or 0 outside the bootstrap); ``class_codes[j]`` its class
    (an index into ``classes``; empty for regression); ``repeat[i]`` and ``fold[i]`` name split
    i (p × k-fold: repetition and fold, both from 0)."""

    order: np.ndarray
    classes: np.ndarray
    class_codes: np.ndarray
    roles: np.ndarray
    draws: np.ndarray
    repeat: np.ndarray
    fold: np.ndarray

    @property
    def test_counts(self) -> np.ndarray:
        """``test_counts[i, c]``: the test rows of class c in split i (classification)."""
        return np.array([np.bincount(self.class_codes[row == TEST], minlength=self.classes.size)
                         for row in self.roles])


def fold_strips(settings: LabSettings, data: Dataset | None = None) -> FoldStrips:
    """The strips of ``settings``' method on ``data`` (default: the bundled data set)."""
    data = load_dataset(settings.dataset) if data is None else data
    splits = make_splits(settings, data)
    m = data.n_samples
    if data.task == "classification":
        classes, codes = np.unique(data.y, return_inverse=True)
        order = np.lexsort((np.arange(m), codes))
        class_codes = codes[order]
    else:
        classes, order, class_codes = np.array([]), np.arange(m), np.zeros(0, dtype=int)
    roles = np.full((len(splits), m), UNUSED, dtype=np.int8)
    draws = np.zeros((len(splits), m), dtype=np.int64)
    for i, (train, test) in enumerate(splits):
        draws[i] = np.bincount(train, minlength=m)
        roles[i, train] = TRAIN
        roles[i, test] = TEST
    per_repeat = settings.folds if settings.method == "repeated" else len(splits)
    index = np.arange(len(splits))
    return FoldStrips(order=order, classes=classes, class_codes=class_codes,
                      roles=roles[:, order], draws=draws[:, order],
                      repeat=index // per_repeat, fold=index % per_repeat)


@dataclass(frozen=True)
class BootstrapDraws:
    """One bootstrap sample of m balls, drawn one at a time with replacement.

    ``drawn[k]`` is the ball of draw k + 1; ``counts[k, j]`` how often ball j was drawn after
    k + 1 draws; ``never_share[k]`` the share of balls not drawn yet after k + 1 draws. After all
    m draws that share is the out-of-bag share |D \\ D'| / m, whose expectation is
    (1 − 1/m)^m."""

    m: int
    drawn: np.ndarray
    counts: np.ndarray
    never_share: np.ndarray

    @property
    def expected_share(self) -> float:
        """(1 − 1/m)^m: the chance that a ball is never drawn in m draws."""
        return float((1.0 - 1.0 / self.m) ** self.m)

    @property
    def never_drawn(self) -> np.ndarray:
        """The balls never drawn in the whole sample (the out-of-bag set)."""
        return np.flatnonzero(self.counts[-1] == 0)


def bootstrap_draws(m: int, seed: int = 0) -> BootstrapDraws:
    """m draws with replacement from m balls (the lab's bootstrap draw, seeded)."""
    drawn, _ = bootstrap_draw(m, np.random.RandomState(seed))
    counts = np.cumsum(np.eye(m, dtype=np.int64)[drawn], axis=0)
    return BootstrapDraws(m=m, drawn=drawn, counts=counts,
                          never_share=(counts == 0).sum(axis=1) / m)
