"""Curve decimation: the point budget, the tolerance bound measured directly, corners kept."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.binary import threshold_sweep
from evalcore.decimate import decimate_curve


def deviations(x, y, kept) -> np.ndarray:
    """Distance of every point to the segment between the kept points around it."""
    right = np.clip(np.searchsorted(kept, np.arange(x.size)), 1, kept.size - 1)
    a, b = kept[right - 1], kept[right]
    ax, ay, bx, by = x[a], y[a], x[b], y[b]
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = np.divide((x - ax) * dx + (y - ay) * dy, length2, out=np.zeros_like(x),
                  where=length2 > 0)
    t = np.clip(t, 0, 1)
    return np.hypot(x - (ax + t * dx), y - (ay + t * dy))


def random_roc(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    scores = rng.normal(size=n) + y
    return threshold_sweep(y, scores).roc()


def check_kept(kept, n, max_points):
    assert kept.dtype == np.int64 and kept.size <= max_points
    assert kept[0] == 0 and kept[-1] == n - 1 and (np.diff(kept) > 0).all()


@pytest.mark.parametrize("n,seed", [(10**5, 0), (3 * 10**5, 1)])
def test_roc_within_tolerance_and_budget(n, seed):
    roc = random_roc(n, seed)
    kept = decimate_curve(roc.fpr, roc.tpr)
    check_kept(kept, roc.fpr.size, 5000)
    assert kept.size <= 2830  # a monotone curve in the unit square, default tolerance
    assert deviations(roc.fpr, roc.tpr, kept).max() <= 0.002 + 1e-12


def test_pr_curve_within_tolerance():
    rng = np.random.default_rng(3)
    pr = threshold_sweep(rng.random(10**5) < 0.3, rng.random(10**5)).pr()
    kept = decimate_curve(pr.recall, pr.precision, tolerance=0.005)
    check_kept(kept, pr.recall.size, 5000)
    assert deviations(pr.recall, pr.precision, kept).max() <= 0.005 + 1e-12


def test_staircase_keeps_exactly_its_corners():
    # Seed 001 learner A: N P P P N N P P N N. Corners: where the staircase turns.
    y = np.array([c == "P" for c in "NPPPNNPPNN"])
    roc = threshold_sweep(y, np.arange(10.0, 0, -1)).roc()
    kept = decimate_curve(roc.fpr, roc.tpr)
    np.testing.assert_array_equal(kept, [0, 1, 4, 6, 8, 10])
    assert deviations(roc.fpr, roc.tpr, kept).max() < 1e-15


def test_corners_survive_while_they_fit_the_budget():
    x = np.repeat(np.arange(0, 1001), 2)[1:] / 1000  # 0, .001, .001, .002, .002, ...
    y = np.repeat(np.arange(0, 1001), 2)[:-1] / 1000
    x, y = np.repeat(x, 3), np.repeat(y, 3)  # duplicates are not corners
    kept = decimate_curve(x, y, max_points=5000)
    assert np.unique(np.column_stack([x[kept], y[kept]]), axis=0).shape[0] == 2001
    assert deviations(x, y, kept).max() < 1e-15


def test_budget_wins_over_tolerance_when_both_cannot_hold():
    rng = np.random.default_rng(4)
    x = np.sort(rng.random(20000))
    y = rng.random(20000)  # a zigzag that fills the square
    kept = decimate_curve(x, y, max_points=300)
    check_kept(kept, x.size, 300)


def test_million_points_roc():
    roc = random_roc(10**6, 5)
    kept = decimate_curve(roc.fpr, roc.tpr)
    check_kept(kept, roc.fpr.size, 5000)
    assert deviations(roc.fpr, roc.tpr, kept).max() <= 0.002 + 1e-12


def test_curve_objects_decimate_every_array_alike():
    roc = random_roc(20000, 6)
    small = roc.decimated(max_points=1000, tolerance=0.01)
    kept = decimate_curve(roc.fpr, roc.tpr, max_points=1000, tolerance=0.01)
    for name in ("fpr", "tpr", "thresholds", "tp", "fp", "tn", "fn"):
        np.testing.assert_array_equal(getattr(small, name), getattr(roc, name)[kept])
    assert (small.positives, small.negatives) == (roc.positives, roc.negatives)


@pytest.mark.parametrize("kwargs,match", [
    (dict(max_points=1), "max_points"), (dict(tolerance=0), "tolerance"),
    (dict(tolerance=float("nan")), "tolerance"),
])
def test_invalid_options(kwargs, match):
    with pytest.raises(ValueError, match=match):
        decimate_curve([0, 1], [0, 1], **kwargs)


def test_invalid_points():
    with pytest.raises(ValueError, match="same length"):
        decimate_curve([0, 1], [0])
    with pytest.raises(ValueError, match="finite"):
        decimate_curve([0, np.nan], [0, 1])


def test_tiny_curves_are_kept_whole():
    np.testing.assert_array_equal(decimate_curve([0.5], [0.5]), [0])
    np.testing.assert_array_equal(decimate_curve([0, 1], [0, 1]), [0, 1])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(-50, 50), st.integers(-50, 50)), min_size=1,
                max_size=300), st.sampled_from([0.005, 0.02, 0.1]))
def test_any_polyline_within_tolerance(points, tolerance):
    x, y = (np.array(c, dtype=float) / 100 for c in zip(*points))
    kept = decimate_curve(x, y, max_points=10**6, tolerance=tolerance)
    check_kept(kept, x.size, 10**6)
    assert deviations(x, y, kept).max() <= tolerance + 1e-12


@pytest.mark.parametrize("curve", ["roc", "pr"])
def test_fewest_points_stays_within_tolerance_with_few_points(curve):
    from evalcore.decimate import fewest_points

    rng = np.random.default_rng(5)
    y = rng.random(2 * 10**5) < 0.3
    sweep = threshold_sweep(y, np.round(rng.normal(size=y.size) + y, 4))
    full = sweep.roc() if curve == "roc" else sweep.pr()
    x, yy = full._xy()
    for tolerance in (0.01, 0.001):
        kept = fewest_points(x, yy, tolerance=tolerance)
        check_kept(kept, x.size, 200)  # a few dozen points where the grid kept hundreds
        assert kept.size < decimate_curve(x, yy, max_points=10**6, tolerance=tolerance).size / 4
        assert deviations(x, yy, kept).max() <= tolerance  # every point, measured directly


def test_fewest_points_keeps_a_needed_corner():
    from evalcore.decimate import fewest_points

    x = np.array([0.0, 0.25, 0.5, 0.5, 0.5, 1.0])
    y = np.array([0.0, 0.0, 0.0, 0.5, 1.0, 1.0])  # an L: its corner (0.5, 0) cannot go
    assert fewest_points(x, y, tolerance=0.01).tolist() == [0, 2, 4, 5]


def test_deviation_by_hand_and_against_every_point():
    """``deviation``: (0, 1) left out of the path (0, 0) → (0, 1) → (1, 1) lies 1/√2 from the
    chord; every kept point gives 0; on a thinned ROC it is the largest of the per-point
    distances measured above."""
    from evalcore.decimate import deviation

    x, y = np.array([0.0, 0.0, 1.0]), np.array([0.0, 1.0, 1.0])
    assert deviation(x, y, [0, 2]) == pytest.approx(1 / np.sqrt(2), abs=1e-15)
    assert deviation(x, y, [0, 1, 2]) == 0.0
    roc = random_roc(30_000, seed=3)
    fpr, tpr = roc.fpr, roc.tpr
    kept = decimate_curve(fpr, tpr, max_points=500)
    assert deviation(fpr, tpr, kept) == pytest.approx(deviations(fpr, tpr, kept).max(),
                                                      abs=1e-15)


def staircase(x, y) -> np.ndarray:
    """The path an "hv" line draws through the vertices (x, y): across, then up or down."""
    corners = np.column_stack([np.repeat(x, 2)[1:], np.repeat(y, 2)[:-1]])
    return corners


def distance_to_path(points: np.ndarray, path: np.ndarray, *, chunk: int = 512) -> np.ndarray:
    """Each point's Euclidean distance to the polyline ``path`` (by every segment: the point's
    offset from the segment's start, less its projection clipped to the segment), taken
    ``chunk`` points at a time so that the arrays of points × segments stay small."""
    a, d = path[:-1], np.diff(path, axis=0)
    length2 = (d ** 2).sum(axis=1)
    along = np.where(length2 > 0, length2, 1.0)
    out = np.empty(len(points))
    for start in range(0, len(points), chunk):
        part = points[start:start + chunk]
        rx, ry = part[:, 0, None] - a[None, :, 0], part[:, 1, None] - a[None, :, 1]
        t = np.clip(np.where(length2 > 0, (rx * d[:, 0] + ry * d[:, 1]) / along, 0.0), 0, 1)
        ex, ey = rx - t * d[:, 0], ry - t * d[:, 1]
        out[start:start + chunk] = np.sqrt((ex * ex + ey * ey).min(axis=1))
    return out


def test_distance_to_path_by_hand():
    """The helper above, by hand, to the path (0, 0) → (1, 0) → (1, 1): (0.5, 2) is nearest the
    path's end, √(0.5² + 1²) away; (0.5, -1) is 1 below the first segment; (3, 0.5) is 2 right of
    the second; a vertex is 0 away; a repeated vertex (a segment of length 0) and the chunk size
    change nothing."""
    path = np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 1.0]])
    points = np.array([[0.5, 2.0], [0.5, -1.0], [3.0, 0.5], [1.0, 0.0]])
    expected = [np.sqrt(0.5 ** 2 + 1.0), 1.0, 2.0, 0.0]
    np.testing.assert_allclose(distance_to_path(points, path), expected, rtol=0, atol=1e-15)
    doubled = np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 0.0], [1.0, 1.0]])
    np.testing.assert_allclose(distance_to_path(points, doubled, chunk=3), expected, rtol=0,
                               atol=1e-15)


def densified(path: np.ndarray, per_segment: int = 6) -> np.ndarray:
    """Points along every segment of ``path`` (its vertices included)."""
    t = np.linspace(0, 1, per_segment)[:, None, None]
    return (path[:-1][None] + t * (path[1:] - path[:-1])[None]).reshape(-1, 2)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 1000), min_size=1, max_size=60),
       st.floats(0.001, 0.3))
def test_fewest_steps_keeps_the_staircase_within_tolerance_both_ways(heights, tolerance):
    """The staircase through the kept vertices and the full one are each within ``tolerance``
    of the other, measured along both paths."""
    from evalcore.decimate import fewest_steps

    y = np.array(heights) / 1000
    x = np.linspace(1, 0, y.size)  # recall descending, as a P-R staircase is drawn
    kept = fewest_steps(y, tolerance=tolerance)
    assert kept[0] == 0 and kept[-1] == y.size - 1 and np.all(np.diff(kept) > 0)
    full, thin = staircase(x, y), staircase(x[kept], y[kept])
    if len(full) < 2:
        return
    assert distance_to_path(densified(full), thin).max() <= tolerance + 1e-12
    assert distance_to_path(densified(thin), full).max() <= tolerance + 1e-12


def test_fewest_steps_by_hand():
    """Heights 0.5, 0.5004, 0.5012, 0.5013, 0.2 at tolerance 0.001: 0.5004 stays within it of
    0.5 and goes, 0.5012 does not (kept, the new base), 0.5013 is within it of 0.5012 (goes);
    the ends stay."""
    from evalcore.decimate import fewest_steps

    kept = fewest_steps([0.5, 0.5004, 0.5012, 0.5013, 0.2], tolerance=0.001)
    assert kept.tolist() == [0, 2, 4]
    with pytest.raises(ValueError, match="tolerance"):
        fewest_steps([0.1, 0.2, 0.3], tolerance=0)
