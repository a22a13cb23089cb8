"""The figures of a two-model comparison of labels, values or rankings, and the ranking's
per-query distributions, draw the numbers scikit-learn and numpy compute from the same rows."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import confusion_matrix, f1_score, ndcg_score

import evalcore as ec


def _bars(figure) -> dict[str, float]:
    """Each class's drawn bar, by class name (the bars are split by which model leads)."""
    return {label: x for trace in figure.data for label, x in zip(trace.y, trace.x)}


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(3, 6), st.integers(20, 80))
def test_multiclass_bars_and_matrices_are_scikit_learn_s(seed, classes, rows):
    """F1 per class, A − B, one bar per class in the colour of the leader; each model's
    confusion matrix in counts."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, classes, rows)
    a = np.where(rng.random(rows) < 0.7, y, rng.integers(0, classes, rows))
    b = np.where(rng.random(rows) < 0.5, y, rng.integers(0, classes, rows))
    frame = pd.DataFrame({"label": y.astype(str), "a": a.astype(str), "b": b.astype(str)})
    value = ec.compare(frame, task="multiclass", label_col="label", pred_cols=("a", "b"))
    figures = value.figures()
    assert list(figures) == ["per_class_difference", "confusion_matrix_a",
                             "confusion_matrix_b"]
    labels = list(value.pair.labels)  # the truth's classes, then those only predicted
    assert sorted(labels) == sorted(set(frame["label"]) | set(frame["a"]) | set(frame["b"]))
    expected = (f1_score(frame["label"], frame["a"], labels=labels, average=None,
                         zero_division=np.nan)
                - f1_score(frame["label"], frame["b"], labels=labels, average=None,
                           zero_division=np.nan))
    drawn = _bars(figures["per_class_difference"])
    for label, difference in zip(labels, expected):
        if np.isnan(difference):
            assert label not in drawn or np.isnan(drawn[label])
        else:
            assert drawn[label] == pytest.approx(difference, abs=1e-12)
    leads, trails = figures["per_class_difference"].data[:2]
    assert all(x > 0 for x in leads.x) and all(x < 0 for x in trails.x)
    for slot, column in (("a", "a"), ("b", "b")):
        heatmap = figures[f"confusion_matrix_{slot}"].data[0]
        counts = confusion_matrix(frame["label"], frame[column], labels=labels)
        np.testing.assert_array_equal(np.asarray(heatmap.z, dtype=float), counts)
        axis = figures[f"confusion_matrix_{slot}"].layout.xaxis
        assert list(axis.ticktext) == labels


def test_the_regression_overlays_draw_numpy_s_shares_and_counts():
    """The REC curves' share within the page's first ε (A's median |error|) for each model and
    the residual histograms' counts, on shared bins."""
    rng = np.random.default_rng(4)
    y = rng.normal(50, 10, 400)
    pred_a, pred_b = y + rng.normal(0, 3, 400), y + rng.normal(1, 6, 400)
    value = ec.compare(ec.regression(y, pred_a), ec.regression(y, pred_b))
    figures = value.figures()
    assert list(figures) == ["rec", "residuals"]
    epsilon = float(np.median(np.abs(y - pred_a)))
    shares = [np.mean(np.abs(y - pred) <= epsilon) for pred in (pred_a, pred_b)]
    assert figures["rec"].layout.title.text.startswith(f"REC curves, ε = {epsilon:.4f}")
    points = [trace for trace in figures["rec"].data if trace.mode == "markers"]
    assert [point.y[0] for point in points] == pytest.approx(shares, abs=1e-12)
    curves = [trace for trace in figures["rec"].data if trace.mode == "lines"][:2]
    for curve, pred in zip(curves, (pred_a, pred_b)):  # every drawn point is on the curve
        errors = np.abs(y - pred)
        assert [np.mean(errors <= x) for x in curve.x] == pytest.approx(list(curve.y))
    bars = [trace for trace in figures["residuals"].data if trace.type == "bar"]
    assert len(bars) == 2
    edges = np.linspace(min(np.min(y - pred_a), np.min(y - pred_b)),
                        max(np.max(y - pred_a), np.max(y - pred_b)), 61)  # 60 bins over both
    for bar, pred in zip(bars, (pred_a, pred_b)):
        np.testing.assert_allclose(bar.x, (edges[:-1] + edges[1:]) / 2)
        counts, _ = np.histogram(y - pred, bins=edges)
        np.testing.assert_array_equal(bar.y, counts)
        assert sum(bar.y) == 400


def _ranking_frame(seed: int, queries: int = 30) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    rows = []
    for query in range(queries):
        n = int(rng.integers(3, 9))
        relevance = rng.integers(0, 3, n)
        for doc in range(n):
            rows.append((f"q{query}", f"d{doc}", int(relevance[doc]),
                         relevance[doc] + rng.normal(0, 1.0), relevance[doc] + rng.normal(0, 2.0)))
    return pd.DataFrame(rows, columns=["query", "doc", "relevance", "a", "b"])


def test_the_ranking_scatter_draws_scikit_learn_s_ndcg_per_query():
    """One point per query: A's NDCG@5 against B's (scikit-learn's ``ndcg_score`` of the query,
    linear gains), among the wins where A's is higher, the losses where it is lower."""
    frame = _ranking_frame(7)
    value = ec.compare(frame, task="ranking", score_cols=("a", "b"), query_col="query",
                       doc_col="doc", relevance_col="relevance", k=5, gain="linear")
    (name, figure), = value.figures().items()
    assert name == "query_scatter"
    expected = {}
    for query, rows in frame.groupby("query"):
        truth = rows["relevance"].to_numpy()[None, :]
        expected[query] = tuple(ndcg_score(truth, rows[s].to_numpy()[None, :], k=5)
                                if truth.any() else np.nan for s in ("a", "b"))
    points = figure.data[1:]  # after the line A = B: wins, ties, losses
    drawn = {q: (x, y) for trace in points for q, x, y in zip(trace.customdata, trace.x, trace.y)}
    defined = {q: v for q, v in expected.items() if not np.isnan(v[0])}
    assert set(drawn) == set(defined)
    for query, (a, b) in defined.items():
        assert drawn[query] == pytest.approx((a, b), abs=1e-12)
    wins, ties, losses = points
    assert all(x > y for x, y in zip(wins.x, wins.y))
    assert all(x < y for x, y in zip(losses.x, losses.y))
    assert all(x == y for x, y in zip(ties.x, ties.y))


def test_the_ranking_distributions_count_every_query_in_its_bin():
    """Each per-query measure's histogram counts the queries numpy counts in its twentieth of
    the measure's range, NDCG@k's being scikit-learn's per query."""
    frame = _ranking_frame(11, queries=60)
    value = ec.ranking(frame, query_col="query", doc_col="doc", relevance_col="relevance",
                       score_col="a", k=5, gain="linear")
    figure = value.figures()["query_distributions"]
    by_title = {annotation.text: i for i, annotation in enumerate(figure.layout.annotations)}
    bars = figure.data[by_title["NDCG@k"]]
    ndcg = [ndcg_score(rows["relevance"].to_numpy()[None, :], rows["a"].to_numpy()[None, :], k=5)
            for _, rows in frame.groupby("query") if rows["relevance"].any()]
    counts, _ = np.histogram(ndcg, bins=np.arange(21) / 20)
    np.testing.assert_array_equal(bars.y, counts)
