"""The threshold slider's stops: real scores spread by rank, each written with the fewest decimals
near its rank (shorter labels to send on every move, issue 20), ends, current value and "all
negative" kept."""

from __future__ import annotations

import numpy as np
import pytest

from dashboard.widgets.threshold import SHORT_LABEL_REACH, SIDE_BY_SIDE_STEPS, SLIDER_STEPS, \
    slider_stops
from evalcore.binary import ALL_NEGATIVE


def _decimals(value: float) -> int:
    return len(np.format_float_positional(value, trim="-").partition(".")[2])


@pytest.mark.parametrize("steps", [SLIDER_STEPS, SIDE_BY_SIDE_STEPS])
def test_stops_are_spread_scores_with_short_labels(steps):
    rng = np.random.default_rng(4)
    scores = np.unique(np.round(rng.random(300_000), 6))  # ~2.6·10⁵ distinct 6-decimal scores
    descending = scores[::-1]
    current = float(scores[12_345])
    stops = slider_stops(descending, current, steps)
    assert stops[-1] == ALL_NEGATIVE and current in stops
    inner = np.array([s for s in stops[:-1] if s != current])
    assert inner[0] == scores[0] and inner[-1] == scores[-1]
    assert np.isin(inner, scores).all() and (np.diff(inner) > 0).all()
    assert steps - 2 <= inner.size <= steps + 1
    ranks = np.searchsorted(scores, inner)
    even = np.linspace(0, scores.size - 1, steps + 1).round()
    assert np.abs(ranks - even[np.abs(even[:, None] - ranks).argmin(0)]).max() \
        <= SHORT_LABEL_REACH  # still spread evenly by rank
    even_scores = scores[even.astype(int)]
    chosen = [_decimals(v) for v in inner]
    assert all(c <= e for c, e in zip(chosen, (_decimals(v) for v in even_scores)))
    assert sum(chosen) < 0.8 * sum(_decimals(v) for v in even_scores)


def test_few_scores_are_every_stop():
    scores = np.array([0.9, 0.7, 0.35, 0.1])
    assert slider_stops(scores, 0.7, SIDE_BY_SIDE_STEPS) == [0.1, 0.35, 0.7, 0.9, ALL_NEGATIVE]
