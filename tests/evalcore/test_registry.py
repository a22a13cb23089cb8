"""evalcore.registry against the outputs it drives: every entry equals scikit-learn's measure on
random data (where scikit-learn has it), the CLI's keys are the registry's and only those, every
reason it names exists in both languages, and every label is in the UI catalog."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from sklearn import metrics as skm

from dashboard.i18n import CATALOG
from evalcore.__main__ import main
from evalcore.binary import Confusion, point_metrics
from evalcore.messages import CATALOG as MESSAGES
from evalcore.registry import ENTRIES, TASKS, USES, bootstrap_keys, entry, measures, names
from tests.evalcore.measure_compute import RANKING_K, REGISTRY, THRESHOLD

GOLDEN = Path(__file__).parent / "golden"


def _specificity(y, p):
    return skm.recall_score(y, p, pos_label=0)


def _youden(y, s):
    fpr, tpr, _ = skm.roc_curve(y, s)
    return float(np.max(tpr - fpr))


def _ks(y, s):
    """The two-sample distance, either direction."""
    fpr, tpr, _ = skm.roc_curve(y, s)
    return float(np.max(np.abs(tpr - fpr)))


def _macro_f1_book(y, p):
    precision = skm.precision_score(y, p, average="macro", zero_division=0)
    recall = skm.recall_score(y, p, average="macro", zero_division=0)
    return 2 * precision * recall / (precision + recall)


def _per_query(measure):
    """The mean over queries of ``measure(relevance, score)`` (0 for a query without a relevant
    document, as trec_eval)."""
    def mean(query, relevance, score):
        values = [measure(relevance[query == q], score[query == q])
                  if relevance[query == q].any() else 0.0 for q in np.unique(query)]
        return float(np.mean(values))

    return mean


POINT = {  # scikit-learn on (y_true, predicted at THRESHOLD)
    "accuracy": skm.accuracy_score,
    "error_rate": lambda y, p: 1 - skm.accuracy_score(y, p),
    "precision": skm.precision_score,
    "recall": skm.recall_score,
    "specificity": _specificity,
    "fpr": lambda y, p: 1 - _specificity(y, p),
    "fnr": lambda y, p: 1 - skm.recall_score(y, p),
    "f1": skm.f1_score,
    "f_beta": lambda y, p: skm.fbeta_score(y, p, beta=1.0),
    "mcc": skm.matthews_corrcoef,
    "kappa": skm.cohen_kappa_score,
    "balanced_accuracy": skm.balanced_accuracy_score,
    "g_mean": lambda y, p: math.sqrt(skm.recall_score(y, p) * _specificity(y, p)),
}
SCORES = {  # scikit-learn on (y_true, scores)
    "roc_auc": skm.roc_auc_score,
    "gini": lambda y, s: 2 * skm.roc_auc_score(y, s) - 1,
    "rank_loss": lambda y, s: 1 - skm.roc_auc_score(y, s),
    "average_precision": skm.average_precision_score,
    "youden": _youden,
    "ks": _ks,
    "brier": lambda y, s: skm.brier_score_loss(y, 1 / (1 + np.exp(-s))),
    "log_loss": lambda y, s: skm.log_loss(y, 1 / (1 + np.exp(-s))),
}
MULTICLASS = {
    "accuracy": skm.accuracy_score,
    "error_rate": lambda y, p: 1 - skm.accuracy_score(y, p),
    "kappa": skm.cohen_kappa_score,
    "mcc": skm.matthews_corrcoef,
    "macro_f1_book": _macro_f1_book,
    **{f"{average}_{name}": (lambda f, a: lambda y, p: f(y, p, average=a, zero_division=0))(f, average)
       for average in ("macro", "micro", "weighted")
       for name, f in (("precision", skm.precision_score), ("recall", skm.recall_score),
                       ("f1", skm.f1_score))},
}
MULTICLASS["macro_f1_mean"] = MULTICLASS.pop("macro_f1")
REGRESSION = {
    "mse": skm.mean_squared_error, "rmse": skm.root_mean_squared_error,
    "mae": skm.mean_absolute_error, "median_ae": skm.median_absolute_error,
    "max_error": skm.max_error, "rmsle": skm.root_mean_squared_log_error,
    "mape": skm.mean_absolute_percentage_error, "r2": skm.r2_score,
    "explained_variance": skm.explained_variance_score,
}
RANKING = {  # binary relevance: exponential and linear gains agree with scikit-learn's
    "map": _per_query(skm.average_precision_score),
    "ndcg_at_k": _per_query(lambda r, s: skm.ndcg_score([r], [s], k=RANKING_K)),
}
REFERENCES = {"binary": {**POINT, **SCORES}, "multiclass": MULTICLASS, "regression": REGRESSION,
              "ranking": RANKING}
WITH_REFERENCE = [(e.task, e.name) for e in ENTRIES if e.name in REFERENCES[e.task]]
WITHOUT_REFERENCE = {(e.task, e.name) for e in ENTRIES} - set(WITH_REFERENCE)


def _data(task: str, seed: int) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    n = 60
    if task == "binary":
        y = (rng.random(n) < 0.4).astype(int)
        return y, np.round(rng.normal(y, 1.0), 1)  # ties
    if task == "multiclass":
        y = rng.integers(0, 3, n)
        return y, np.where(rng.random(n) < 0.6, y, rng.integers(0, 3, n))
    if task == "regression":
        y = rng.gamma(2.0, 2.0, n)
        return y, np.abs(y + rng.normal(0, 1.0, n))
    query = np.repeat(np.arange(10), 6)
    return query, (rng.random(n) < 0.3).astype(int), rng.permutation(n) / n


def test_the_measures_without_a_scikit_learn_reference_are_known():
    assert WITHOUT_REFERENCE == {("binary", "bep"), ("multiclass", "g_mean"),
                                 ("regression", "smape"), ("ranking", "mrr"),
                                 ("ranking", "precision_at_k"), ("ranking", "recall_at_k"),
                                 ("ranking", "rc"), ("ranking", "kendall_tau")}


@pytest.mark.parametrize("task, name", WITH_REFERENCE)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_entry_equals_scikit_learn(task, name, seed):
    arrays = _data(task, seed)
    actual = REGISTRY[task][name].compute(*arrays)
    reference = REFERENCES[task][name]
    if task == "binary" and name in POINT:
        expected = reference(arrays[0], (arrays[1] >= THRESHOLD).astype(int))
    else:
        expected = reference(*arrays)
    assert actual == pytest.approx(float(expected), rel=1e-9, abs=1e-12)


def _golden(prefix: str) -> list[dict]:
    return [json.loads(path.read_text()) for path in sorted(GOLDEN.glob(f"{prefix}-*.json"))]


BINARY_NOT_MEASURES = {"task", "n", "positives", "negatives", "pos_label", "threshold",
                       "confusion", "metrics", "curves", "intervals", "notes"}


def test_binary_cli_keys_are_the_registry():
    for out in _golden("binary"):
        assert [k for k in out["metrics"] if k != "beta"] == list(names("binary", "point"))
        assert {k for k in out if k not in BINARY_NOT_MEASURES} == set(names("binary", "scores"))


def test_regression_and_ranking_cli_keys_are_the_registry():
    for out in _golden("regression"):
        assert list(out["metrics"]) == list(names("regression"))
    for out in _golden("ranking"):
        assert list(out["metrics"]) == list(names("ranking"))
        assert list(out["defined_queries"]) == [e.name for e in measures("ranking") if e.undefined]
        for row in out["per_query"].values():
            assert list(row)[2:] == list(names("ranking", "per_query"))


def _folds_table(task: str) -> pd.DataFrame:
    rng = np.random.default_rng(5)
    n = 90
    fold = np.tile([1, 2, 3], n // 3)
    if task == "regression":
        y = rng.normal(size=n)
        return pd.DataFrame({"y_true": y, "y_pred": y + rng.normal(0, 0.5, n), "fold": fold})
    y = rng.integers(0, 3, n)
    return pd.DataFrame({"label": y, "pred": np.where(rng.random(n) < 0.7, y, (y + 1) % 3),
                         "fold": fold})


@pytest.mark.parametrize("task", ["binary", "multiclass", "regression"])
def test_folds_cli_keys_are_the_registry(task, capsys, tmp_path):
    if task == "binary":
        out = _golden("folds")[0]
    else:
        path = tmp_path / "folds.csv"
        _folds_table(task).to_csv(path, index=False)
        options = ["--task", "multiclass", "--pred-col", "pred"] if task == "multiclass" else []
        assert main(["folds", str(path), *options]) == 0
        out = json.loads(capsys.readouterr().out)
    assert out["task"] == task
    for block in (out["mean"], out["pooled"], *(fold["metrics"] for fold in out["per_fold"])):
        assert list(block) == list(names(task, "folds"))


def test_compare_cli_bootstrap_choices_are_the_registry():
    from evalcore.compare.resampled import (BINARY_ON_PREDICTIONS, BINARY_ON_SCORES,
                                                    RANKING, REGRESSION, multiclass_metrics)

    assert [*BINARY_ON_SCORES, *BINARY_ON_PREDICTIONS] == list(bootstrap_keys("binary"))
    assert list(REGRESSION) == list(bootstrap_keys("regression"))
    assert list(RANKING) == [f"ranking_{m}" for m in names("ranking", "compare")]
    assert list(multiclass_metrics(3)) == list(bootstrap_keys("multiclass"))


def test_every_label_is_in_the_ui_catalog_and_every_reason_in_evalcore_messages():
    labels = {e.label for e in ENTRIES if e.label}
    boot = {f"compare_boot_metric_{k}" for task in TASKS for k in bootstrap_keys(task)}
    folds = {f"folds_metric_{n}" for task in TASKS for n in names(task, "folds")}
    per_query = {f"ranking_col_{n}" for n in names("ranking", "per_query")}
    missing = sorted(k for k in labels | boot | folds | per_query
                     if not all(CATALOG.get(k, {}).get(lang) for lang in ("en", "zh")))
    assert missing == []
    reasons = {r for e in ENTRIES for r in e.undefined}
    assert sorted(r for r in reasons if not all(MESSAGES.get(r, {}).get(lang)
                                                for lang in ("en", "zh"))) == []


EMPTY = [Confusion(0, 0, 0, 0), Confusion(0, 0, 5, 0), Confusion(5, 0, 0, 0),
         Confusion(0, 0, 3, 2), Confusion(2, 3, 0, 0)]


def test_every_binary_point_reason_is_declared_by_its_entry():
    given = {}
    for confusion in EMPTY:
        for name, measure in point_metrics(confusion).items():
            if measure.value is None:
                given.setdefault(name, set()).add(measure.reason)
    assert given and all(given[n] <= set(entry("binary", n).undefined) for n in given)
    assert {n for n in names("binary", "point") if entry("binary", n).undefined} == set(given)


def test_directions():
    lower = {(e.task, e.name) for e in ENTRIES if not e.higher_is_better}
    assert lower == {("binary", "rank_loss"), ("binary", "error_rate"), ("binary", "fpr"),
                     ("binary", "fnr"), ("binary", "brier"), ("binary", "log_loss"),
                     ("multiclass", "error_rate"),
                     *(("regression", n) for n in names("regression")
                       if n not in ("r2", "explained_variance"))}


def test_lookups():
    assert names("binary", "folds")[:2] == ("roc_auc", "average_precision")
    assert names("ranking", "compare") == ("ndcg", "ap", "rr", "precision")
    assert bootstrap_keys("binary", on_scores=False) == ("f1",)
    assert entry("regression", "mape").percent
    with pytest.raises(KeyError):
        entry("binary", "nope")
    with pytest.raises(ValueError):
        measures("binary", "nowhere")
    assert set(USES) >= {"cli", "folds", "bootstrap"}


def test_names_and_places_are_unique():
    assert len({(e.task, e.name) for e in ENTRIES}) == len(ENTRIES)
    boot = [key for task in TASKS for key in bootstrap_keys(task)]  # one catalog key each
    assert len(set(boot)) == len(boot)
    for task in TASKS:
        for places in ([e.folds for e in ENTRIES if e.task == task and e.folds],
                       [e.compare[0] for e in ENTRIES if e.task == task and e.compare[0]],
                       [e.bootstrap[0] for e in ENTRIES if e.task == task and e.bootstrap[0]]):
            assert sorted(places) == list(range(1, len(places) + 1))
