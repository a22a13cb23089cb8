"""The shortest decimal that gives a threshold's counts: inside (previous distinct score, score],
the same confusion counts as the score under scikit-learn's rule (positive when score ≥ t), and no
decimal with fewer significant digits lies in that interval (checked with exact decimals)."""

from __future__ import annotations

import math
from decimal import ROUND_FLOOR, Decimal

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from sklearn.metrics import confusion_matrix

from evalcore.binary import ALL_NEGATIVE, threshold_sweep
from evalcore.binary.shortest import shortest_decimal, shortest_threshold, shortest_thresholds

FLOATS = st.floats(allow_nan=False, allow_infinity=False)


def significant_digits(text: str) -> int:
    digits = Decimal(text).normalize().as_tuple().digits
    return max(len(digits), 1)


def largest_decimal_up_to(high: float, digits: int) -> float:
    """The float of the largest ``digits``-digit decimal whose float is ≤ ``high`` (exact
    arithmetic: start from the decimal floor of ``high`` and step up while the float allows)."""
    exact = Decimal(high)
    unit = Decimal(1).scaleb(exact.adjusted() - digits + 1) if exact else Decimal(1)
    candidate = (exact / unit).to_integral_value(rounding=ROUND_FLOOR) * unit
    while float(candidate + unit) <= high:
        candidate += unit
    return float(candidate)


def assert_shortest(low: float, high: float) -> str:
    text = shortest_decimal(low, high)
    assert low < float(text) <= high
    for fewer in range(1, significant_digits(text)):
        assert largest_decimal_up_to(high, fewer) <= low, (low, high, text, fewer)
    return text


@settings(max_examples=400, deadline=None)
@given(FLOATS, FLOATS)
@example(0.5, 0.9849624060150376)  # 0.9, not 0.98: rounding 0.98 to one digit carries to 1
@example(-0.96, -0.95)
def test_the_shortest_decimal_lies_in_the_gap_and_none_is_shorter(a, b):
    if a == b:
        return
    assert_shortest(min(a, b), max(a, b))


@settings(max_examples=600, deadline=None)
@given(st.floats(0, 1), st.floats(0, 1), st.integers(1, 6))
def test_probabilities_rounded_to_a_few_digits(a, b, digits):
    """Scores like a model's probabilities, often on a grid: the gaps a page shows."""
    a, b = round(a, digits), round(b, 16)
    if a != b:
        assert_shortest(min(a, b), max(a, b))


@settings(max_examples=200, deadline=None)
@given(st.floats(min_value=-1e300, max_value=1e300))
def test_below_the_lowest_score_and_above_the_highest(score):
    assert_shortest(-math.inf, score)
    above = shortest_decimal(score, math.inf)  # "all negative" as a finite flag
    assert float(above) > score and significant_digits(above) == 1


def test_hand_worked_gaps():
    assert shortest_decimal(0.45, 0.5003085688736519) == "0.5"
    assert shortest_decimal(0.33, 0.3335855) == "0.333"  # 0.3 and 0.33 are not above 0.33
    assert shortest_decimal(-math.inf, 0.0123) == "0.01"  # the lowest score: all positive
    assert shortest_decimal(-math.inf, -3.7) == "-4.0"
    assert shortest_decimal(-0.5, 0.0) == "0.0"
    assert shortest_decimal(0.999, math.inf) == "1.0"
    assert shortest_decimal(1e-300, 3e-300) == "3e-300"
    assert shortest_decimal(2.5e-20, 3e-20) == "3e-20"
    assert shortest_decimal(0.1, math.nextafter(0.1, 1)) == repr(math.nextafter(0.1, 1))


@st.composite
def scored_samples(draw):
    values = draw(st.lists(st.one_of(FLOATS.filter(lambda v: abs(v) < 1e300),
                                     st.sampled_from([0.1, 0.2, 0.3, 0.5, 0.7])),
                           min_size=2, max_size=40))
    labels = draw(st.lists(st.booleans(), min_size=len(values), max_size=len(values)))
    labels[0], labels[1] = True, False
    return np.array(values), np.array(labels)


@settings(max_examples=300, deadline=None)
@given(scored_samples(), st.data())
def test_every_stop_shown_gives_the_counts_of_its_score(samples, data):
    scores, y = samples
    sweep = threshold_sweep(y, scores)
    distinct = sweep.thresholds
    shown = shortest_thresholds(distinct, distinct)
    for score, short in zip(distinct, shown):
        # the same rows predicted positive, so the same counts (scikit-learn's, checked below)
        np.testing.assert_array_equal(scores >= short, scores >= score)
        assert sweep.shortest_at(float(score)) == short == sweep.shortest_at(float(short))
    stop = data.draw(st.integers(0, distinct.size - 1))
    assert confusion_matrix(y, scores >= shown[stop], labels=[False, True]).tolist() \
        == confusion_matrix(y, scores >= distinct[stop], labels=[False, True]).tolist()
    typed = data.draw(FLOATS)  # any number shows as the stop its counts use
    assert sweep.shortest_at(typed) == (ALL_NEGATIVE if typed > distinct[0]
                                        else shown[distinct >= typed][-1])
    assert sweep.shortest_at(math.inf) == ALL_NEGATIVE


@pytest.mark.parametrize("kind", ["6 decimals", "3 decimals", "uniform", "near 1", "tiny",
                                  "signed", "hundreds", "adjacent floats", "carries"])
def test_the_floor_search_finds_the_exact_searchs_decimal(kind):
    """Every gap between neighbouring distinct scores that the floor search answers gets the
    float the exact search (Decimal candidates, :func:`shortest_decimal`) gives, and the
    slider's stops through it equal :func:`shortest_threshold` one by one."""
    from evalcore.binary.shortest import _floor_search

    rng = np.random.default_rng(7)
    scores = {
        "6 decimals": np.round(rng.random(5000), 6), "3 decimals": np.round(rng.random(5000), 3),
        "uniform": rng.random(5000), "near 1": 1 - rng.random(5000) * 1e-3,
        "tiny": rng.random(5000) * 1e-7, "signed": rng.normal(0, 100, 5000),
        "hundreds": np.round(rng.random(5000) * 1000, 2),
        "adjacent floats": np.nextafter(0.3, 1) + np.arange(50) * 5e-17,
        "carries": np.array([0.0999, 0.1, 0.2, 0.30000000000000004, 0.3, 0.98, 0.99, 0.999,
                             1.0, 9.96, 10.0, 99.5, 100.0]),
    }[kind]
    distinct = np.unique(scores)
    answered = 0
    for low, high in zip(distinct[:-1].tolist(), distinct[1:].tolist()):
        found = _floor_search(low, high)
        if found is not None:
            answered += 1
            assert found == float(shortest_decimal(low, high)), (low, high)
    assert answered or kind == "adjacent floats"  # 17 digits: the exact search's
    descending = distinct[::-1]
    picked = rng.choice(distinct, size=min(300, distinct.size), replace=False)
    assert shortest_thresholds(descending, picked).tolist() == [
        shortest_threshold(descending, float(t)) for t in picked]
