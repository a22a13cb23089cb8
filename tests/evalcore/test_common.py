"""Common invariances of every measure of evalcore.registry, in the manner of scikit-learn's
sklearn/metrics/tests/test_common.py: each test runs over the whole registry and compares a
metric with its own output on transformed input."""

from __future__ import annotations

import numpy as np
import pytest

from dashboard.i18n import CATALOG, LANGUAGES
from tests.evalcore.measure_compute import REGISTRY

ALL = [(task, name) for task, metrics in REGISTRY.items() for name in metrics]
WEIGHTED = [(task, name) for task, name in ALL if REGISTRY[task][name].weighted]
BINARY = list(REGISTRY["binary"])
MULTICLASS = list(REGISTRY["multiclass"])
RANKING = list(REGISTRY["ranking"])


def _data(task: str, seed: int = 0) -> tuple[np.ndarray, ...]:
    """The task's arrays, with ties in the scores (binary) and a mix of right and wrong."""
    rng = np.random.default_rng(seed)
    n = 40
    if task == "binary":
        y = rng.random(n) < 0.4
        return y.astype(int), np.round(rng.normal(y * 0.8, 1.0) * 4) / 8 + 0.5
    if task == "regression":
        y = rng.normal(3.0, 2.0, n)
        return np.abs(y), np.abs(y + rng.normal(0, 1.0, n))
    if task == "multiclass":
        y = rng.integers(0, 3, n)
        return y, np.where(rng.random(n) < 0.7, y, rng.integers(0, 3, n))
    query = np.repeat(np.arange(8), 5)
    return query, rng.integers(0, 3, n), rng.permutation(n) / n  # distinct scores: no ties


def _value(task: str, name: str, *arrays, **options):
    return REGISTRY[task][name].compute(*arrays, **options)


def _assert_same(actual, expected) -> None:
    assert expected is not None
    assert actual == pytest.approx(expected, rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("task, name", ALL)
def test_row_order_does_not_matter(task, name):
    arrays = _data(task)
    order = np.random.default_rng(1).permutation(len(arrays[0]))
    _assert_same(_value(task, name, *(a[order] for a in arrays)), _value(task, name, *arrays))


@pytest.mark.parametrize("task, name", WEIGHTED)
def test_integer_weight_equals_repeated_rows(task, name):
    arrays = _data(task)
    weight = np.random.default_rng(2).integers(0, 4, len(arrays[0]))
    weight[:2] = 1
    repeated = [np.repeat(a, weight) for a in arrays]
    _assert_same(_value(task, name, *arrays, sample_weight=weight.astype(float)),
                 _value(task, name, *repeated))


@pytest.mark.parametrize("name", BINARY)
def test_binary_labels_and_pos_label(name):
    y, score = _data("binary")
    expected = _value("binary", name, y, score, pos_label=1)
    for labels, pos_label in (((0, 1), None), (("neg", "pos"), "pos"), ((-1, 1), 1),
                              ((1, 0), 0), (("yes", "no"), "no")):
        relabelled = np.where(y == 1, labels[1], labels[0])
        _assert_same(_value("binary", name, relabelled, score, pos_label=pos_label), expected)


@pytest.mark.parametrize("name", MULTICLASS)
def test_multiclass_renamed_classes(name):
    y, pred = _data("multiclass")
    names = np.array(["cat", "bird", "ant"])  # renamed, and sorted in another order
    _assert_same(_value("multiclass", name, names[y], names[pred]),
                 _value("multiclass", name, y, pred))


@pytest.mark.parametrize("name", RANKING)
def test_ranking_renamed_queries(name):
    query, relevance, score = _data("ranking")
    renamed = np.array([f"q-{9 - q}" for q in query])
    _assert_same(_value("ranking", name, renamed, relevance, score),
                 _value("ranking", name, query, relevance, score))


def test_every_registered_metric_is_named_in_both_languages():
    missing = sorted((task, name, lang) for task, name in ALL for lang in LANGUAGES
                     if REGISTRY[task][name].catalog_key  # empty: printed by the CLI only
                     and not CATALOG.get(REGISTRY[task][name].catalog_key, {}).get(lang, "").strip())
    assert missing == []
