"""AppTest: every page with every built-in example of its family; the classification pages under
the task the file is detected as and under the other task choice. No exception; the main number
equals an independent reference (scikit-learn, or a hand computation on the confusion matrix);
a task that cannot apply says why at the top of the page and keeps the last good numbers."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from sklearn import metrics as skm

from dashboard.i18n import CATALOG
from evalcore.examples import examples_for
from tests.app.helpers import metric_values, open_app, top_of_page, upload

BINARY = [e.key for e in examples_for("binary")]
MULTICLASS = [e.key for e in examples_for("multiclass")]
PAGES = ("app_pages/confusion.py", "app_pages/roc_pr.py", "app_pages/cost_curve.py")


def example_table(key: str) -> pd.DataFrame:
    example = next(e for task in ("binary", "multiclass") for e in examples_for(task)
                   if e.key == key)
    return pd.read_csv(io.BytesIO(example.build()))


def envelope_area(positive: np.ndarray, score: np.ndarray | None = None, *,
                  point: tuple[float, float] | None = None) -> float:
    """Area under the lower envelope of every ROC point's cost line (0, FPR)–(1, FNR) and the
    trivial classifiers, integrated on a fine grid (independent of evalcore's hull). The lines
    are taken 32 at a time into a running minimum: the same envelope as all at once, without
    arrays of points × grid (2.6 GB for the digits example's ROC points)."""
    if point is None:
        fpr, tpr, _ = skm.roc_curve(positive, score, drop_intermediate=False)
    else:
        fpr, tpr = np.array([0.0, point[0], 1.0]), np.array([0.0, point[1], 1.0])
    pc = np.linspace(0.0, 1.0, 200_001)
    envelope = np.full(pc.size, np.inf)
    for start in range(0, fpr.size, 32):
        some = slice(start, start + 32)
        lines = fpr[some, None] * (1 - pc)[None, :] + (1 - tpr)[some, None] * pc[None, :]
        np.minimum(envelope, lines.min(axis=0), out=envelope)
    return float(np.trapezoid(envelope, pc))


def close(shown: str, reference: float) -> bool:
    return abs(float(shown) - reference) <= 5e-5  # shown with 4 decimals


def binary_reference(page: str, key: str) -> tuple[str, float]:
    table = example_table(key)
    y, score = table["y_true"].to_numpy() == 1, table["score"].to_numpy()
    if page.endswith("roc_pr.py"):
        return "AUC", skm.roc_auc_score(y, score)
    if page.endswith("cost_curve.py"):
        return "Expected total cost (area)", envelope_area(y, score)
    return "positives", float(y.sum())


def multiclass_reference(page: str, key: str) -> tuple[str, float] | None:
    table = example_table(key)
    if key == "digits_seed004":  # a confusion matrix: rows true, columns predicted
        matrix = table.iloc[:, 1:].to_numpy()
        if page.endswith("roc_pr.py"):
            return None  # no scores: the page says what it needs
        if page.endswith("cost_curve.py"):  # class 0 (the default) against the rest
            tp, fn = matrix[0, 0], matrix[0].sum() - matrix[0, 0]
            fp = matrix[:, 0].sum() - tp
            tn = matrix.sum() - tp - fn - fp
            return "Expected total cost (area)", envelope_area(
                None, point=(fp / (fp + tn), tp / (tp + fn)))
        return "Accuracy", np.trace(matrix) / matrix.sum()
    y = table["y_true"].to_numpy()
    scores = table[[f"score_{c}" for c in range(10)]].to_numpy()
    if page.endswith("roc_pr.py"):
        return "Macro AUC (one-vs-rest)", np.mean([skm.roc_auc_score(y == c, scores[:, c])
                                                   for c in range(10)])
    if page.endswith("cost_curve.py"):
        return "Expected total cost (area)", envelope_area(y == 0, scores[:, 0])
    return "Accuracy", skm.accuracy_score(y, scores.argmax(axis=1))


def choose(at, key: str):
    at.sidebar.radio(key="source_kind_classification").set_value("example").run()
    at.sidebar.selectbox(key="example_classification").set_value(key).run()
    assert not at.exception, (key, at.exception)
    return at


def task_radio(at):
    return next(r for r in at.sidebar.radio if r.key and r.key.startswith("task_"))


def assert_refused_keeps_numbers(at, before: dict[str, str]) -> None:
    """The other task does not apply: the page's first element is the reason, a caption names
    the data still shown, and every number is unchanged."""
    assert not at.exception, at.exception
    assert top_of_page(at).type == "error"
    assert any(c.value.startswith("Showing the last good data:") for c in at.main.caption)
    assert metric_values(at) == before


@pytest.mark.parametrize("page", PAGES)
def test_every_classification_example_under_both_tasks(page):
    at = open_app(page)
    for key in BINARY + MULTICLASS:
        at = choose(at, key)
        detected = task_radio(at).value
        assert detected == ("binary" if key in BINARY else "multiclass"), key
        assert not at.main.error, (key, [e.value for e in at.main.error])
        shown = metric_values(at)
        reference = (binary_reference if key in BINARY else multiclass_reference)(page, key)
        if reference is None:
            assert CATALOG["multiclass_needs_scores"]["en"] in [i.value for i in at.info], key
        elif reference[0] == "positives":
            assert int(shown["TP (true positive)"]) + int(shown["FN (false negative)"]) \
                == reference[1], key
        else:
            assert close(shown[reference[0]], reference[1]), (key, shown, reference)
        other = "multiclass" if detected == "binary" else "binary"
        task_radio(at).set_value(other).run()
        assert_refused_keeps_numbers(at, shown)
        task_radio(at).set_value(detected).run()
        assert not at.exception and metric_values(at) == shown, key


def test_binary_task_on_digits_says_why_and_works_after_choosing_a_class():
    """Per-class scores under the binary task: the reason names the columns; after choosing
    score_3 and class 3 as positive the page shows class 3 against the rest (sklearn's AUC)."""
    at = choose(open_app("app_pages/roc_pr.py"), "digits_logreg")
    task_radio(at).set_value("binary").run()
    first = top_of_page(at).value.replace("\\", "")
    assert "one score column per class (10 columns, score_0 … score_9)" in first
    at.sidebar.selectbox[[b.label for b in at.sidebar.selectbox].index("Score column")] \
        .set_value("score_3").run()
    at.sidebar.selectbox[[b.label for b in at.sidebar.selectbox].index("Positive class")] \
        .set_value("3").run()
    assert not at.exception and not at.main.error
    table = example_table("digits_logreg")
    assert close(metric_values(at)["AUC"],
                 skm.roc_auc_score(table["y_true"] == 3, table["score_3"]))


def test_cost_curve_on_multiclass_offers_each_class_against_the_rest():
    at = choose(open_app("app_pages/cost_curve.py"), "digits_seed004")
    classes = at.selectbox(key=next(s.key for s in at.selectbox
                                    if s.key.startswith("cost_class_")))
    assert classes.options == [str(c) for c in range(10)]
    classes.set_value("8").run()
    matrix = example_table("digits_seed004").iloc[:, 1:].to_numpy()
    tp, fn, fp = matrix[8, 8], matrix[8].sum() - matrix[8, 8], matrix[:, 8].sum() - matrix[8, 8]
    tn = matrix.sum() - tp - fn - fp
    assert (tp, fn, fp, tn) == (96, 3, 1, 893)  # by hand from seed 004's matrix
    shown = metric_values(at)
    assert close(shown["Expected total cost (area)"],
                 envelope_area(None, point=(fp / (fp + tn), tp / (tp + fn))))
    assert close(shown["Probability cost PC(+)"], 99 / 993)  # p(+) = class 8's share, costs 1


def built(task: str, key: str) -> pd.DataFrame:
    example = next(e for e in examples_for(task) if e.key == key)
    return pd.read_csv(io.BytesIO(example.build()))


def mean_ndcg(table: pd.DataFrame, score: str, k: int) -> float:
    """scikit-learn's NDCG@k (linear gain, tied scores averaged) averaged over the queries."""
    return float(np.mean([skm.ndcg_score([group["relevance"]], [group[score]], k=k)
                          for _, group in table.groupby("query_id", sort=False)]))


@pytest.mark.parametrize("key", [e.key for e in examples_for("ranking")])
def test_ranking_page_on_every_example(key):
    at = open_app("app_pages/ranking.py")
    at.sidebar.radio(key="source_kind_ranking").set_value("example").run()
    at.sidebar.selectbox(key="example_ranking").set_value(key).run()
    at.radio(key="ranking_gain").set_value("linear").run()
    at.radio(key="ranking_ties").set_value("average").run()
    assert not at.exception and not at.error
    k = at.slider[0].value
    assert metric_values(at)["NDCG@k"] == f"{mean_ndcg(built('ranking', key), 'score', k):.4f}"


def compare_reference(key: str, table: pd.DataFrame) -> tuple[str, str]:
    """(metric label, expected text) of the Comparison page's headline for ``key``."""
    if key in ("compare_seed001", "compare_breast_cancer"):
        truth = table.columns[0]
        a = table.columns[1]
        label = f"AUC · {a.split('_')[-1]}"  # the model (A, logreg), not its column
        return label, f"{skm.roc_auc_score(table[truth] == 1, table[a]):.4f}"
    if key == "compare_digits":
        accuracy = [skm.accuracy_score(table["y_true"], table[c]) for c in ("pred_logreg",
                                                                             "pred_tree")]
        return "Accuracy: A − B", f"{accuracy[0] - accuracy[1]:+.4f}"
    if key == "compare_diabetes":
        errors = [np.abs(table[c] - table["y_true"]) for c in ("pred_ridge", "pred_tree")]
        return "Rows ridge is closer", str(int((errors[0] < errors[1]).sum()))
    return "Mean NDCG@10 · A", f"{mean_ndcg(table, 'score_A', 10):.4f}"


def test_comparison_page_on_every_example():
    at = open_app("app_pages/comparison.py")
    at.sidebar.radio(key="source_kind_compare").set_value("example").run()
    for key in [e.key for e in examples_for("compare")]:
        at.sidebar.selectbox(key="example_compare").set_value(key).run()
        assert not at.exception and not at.error, key
        for setting, value in (("gain", "linear"), ("ties", "average")):  # scikit-learn's NDCG
            for radio in at.radio:
                if radio.key and radio.key.startswith(f"compare_ranking_{setting}_"):
                    radio.set_value(value).run()
        label, expected = compare_reference(key, built("compare", key))
        assert metric_values(at)[label] == expected, (key, metric_values(at))


def test_cost_curve_says_so_when_no_class_stands_against_the_rest():
    """Every sample is truly "a" (b and c are only predicted): no class has samples on both
    sides, so there is no cost curve, and the page says why instead of failing."""
    at = upload(open_app("app_pages/cost_curve.py"), "one_true.csv",
                b"y_true,y_pred\na,a\na,b\na,c\n")
    task_radio(at).set_value("multiclass").run()
    assert not at.exception and not at.metric
    assert [w.value for w in at.warning] == [CATALOG["cost_multiclass_no_class"]["en"]]
