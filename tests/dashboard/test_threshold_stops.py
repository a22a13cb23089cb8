"""The threshold slider's stops: on large files, spread by the ranks of the positives and of the
negatives, so that one step moves few of either class even when positives are rare; each stop
is shown as the shortest decimal of its counts; ends, current value and "all negative" kept."""

from __future__ import annotations

import numpy as np
import pytest

from dashboard.widgets.threshold import SIDE_BY_SIDE_STEPS, SLIDER_STEPS, slider_stops
from evalcore.binary import ALL_NEGATIVE, threshold_sweep


def rare_positives(n: int = 200_000, share: float = 0.018, seed: int = 7):
    """A file like the one where one arrow press moved 136 true positives: 1.8 % positives,
    scored far above most negatives."""
    rng = np.random.default_rng(seed)
    y = rng.random(n) < share
    scores = 1 / (1 + np.exp(-np.where(y, rng.normal(2.5, 1.2, n), rng.normal(-2.5, 1.2, n))))
    return y, scores


def counts_at(y: np.ndarray, scores: np.ndarray, stops: list[float]) -> tuple[np.ndarray, ...]:
    """TP and FP at each stop by direct counting (score ≥ stop), and the largest number of
    positives / negatives tied at one score."""
    positives, negatives = np.sort(scores[y]), np.sort(scores[~y])
    stops = np.asarray(stops)
    tp = positives.size - np.searchsorted(positives, stops, side="left")
    fp = negatives.size - np.searchsorted(negatives, stops, side="left")
    ties = [np.unique(s, return_counts=True)[1].max() for s in (positives, negatives)]
    return tp, fp, *ties


@pytest.mark.parametrize("steps", [SLIDER_STEPS, SIDE_BY_SIDE_STEPS])
def test_one_step_moves_few_positives_and_few_negatives(steps):
    y, scores = rare_positives()
    sweep = threshold_sweep(y, scores)
    current = sweep.shortest_at(0.5)
    stops = slider_stops(sweep, current, steps)
    assert stops[-1] == ALL_NEGATIVE and current in stops
    assert steps <= len(stops) <= steps + 4
    tp, fp, tied_tp, tied_fp = counts_at(y, scores, stops)
    p, n = int(y.sum()), int((~y).sum())
    assert tp[-1] == fp[-1] == 0 and tp[0] == p and fp[0] == n  # from all positive to none
    per_class = steps // 2
    assert np.abs(np.diff(tp)).max() <= p / per_class + tied_tp
    assert np.abs(np.diff(fp)).max() <= n / per_class + tied_fp


def test_stops_are_the_shortest_decimals_of_their_counts():
    y, scores = rare_positives(20_000)
    sweep = threshold_sweep(y, scores)
    stops = slider_stops(sweep, sweep.shortest_at(0.5))
    assert all(sweep.shortest_at(s) == s for s in stops)
    assert stops[0] == sweep.shortest_at(float(scores.min()))  # every sample positive
    assert stops[-2] == sweep.shortest_at(float(scores.max()))  # only the top score
    assert max(len(repr(s)) for s in stops[:-1]) < 12  # not 0.5003085688736519


def test_few_scores_are_every_stop():
    y = np.array([True, False, True, False])
    sweep = threshold_sweep(y, np.array([0.9, 0.7, 0.35, 0.1]))
    # each distinct score's shortest decimal: (0.7, 0.9] → 0.9, (0.35, 0.7] → 0.7, (0.1, 0.35] → 0.3
    assert slider_stops(sweep, 0.7, SIDE_BY_SIDE_STEPS) == [0.1, 0.3, 0.7, 0.9, ALL_NEGATIVE]
