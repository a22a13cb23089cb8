"""A fold's rows (:meth:`evalcore.folds.FoldSplit.rows`), read from each row's group number, are
exactly the rows whose fold (and repeat) text equals the fold's: compared with numpy's own
comparison of the texts, with and without a repeat column, for thousands of folds."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from evalcore.folds import fold_split


@pytest.mark.parametrize("repeats", [False, True])
def test_rows_are_the_rows_of_that_fold_and_repeat(repeats):
    rng = np.random.default_rng(5000)
    n = 20_000  # 2 repeats × 2,500 folds × 4 rows, shuffled
    order = rng.permutation(n)
    frame = pd.DataFrame({"fold": np.tile(np.repeat(np.arange(2500), 4), 2).astype(str)[order],
                          "repeat": np.repeat([1, 2], n // 2)[order] if repeats else 0})
    split = fold_split(frame, fold_col="fold", repeat_col="repeat" if repeats else False)
    folds = frame["fold"].to_numpy(dtype=str)  # fixed-width texts: compared in numpy's own loop
    repeat_text = frame["repeat"].astype(str).to_numpy(dtype=str)
    assert len(split.groups) == (5000 if repeats else 2500)
    covered = np.zeros(n, int)
    for repeat, fold in split.groups:
        expected = (folds == fold) & ((repeat_text == repeat) if repeats else True)
        mask = split.rows(repeat, fold)
        np.testing.assert_array_equal(mask, expected)
        covered += mask
    np.testing.assert_array_equal(covered, 1)  # every row in exactly one fold
    assert not split.rows("9", "0").any() and not split.rows(None, "no such fold").any()
