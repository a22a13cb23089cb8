"""One tie rule for the argmax prediction and top-k: independent of the score columns' order."""

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from sklearn import metrics as skm

from evalcore.__main__ import main
from evalcore.multiclass import from_scores, load_multiclass, multiclass_report, multiclass_scores

ISSUE_ROWS = [
    ("a", 0.5, 0.0, 0.5), ("b", 0.4, 0.4, 0.2), ("c", 0.5, 0.0, 0.5), ("b", 0.1, 0.9, 0.0)
]
"""The issue's file: true label, then the scores of a, b, c (three rows with a tied top score)."""


def _csv(order):
    """The issue's rows with the score columns in ``order`` (a permutation of "abc")."""
    lines = ["y_true," + ",".join(f"score_{c}" for c in order)]
    for label, *scores in ISSUE_ROWS:
        by_class = dict(zip("abc", scores))
        lines.append(",".join([label, *(str(by_class[c]) for c in order)]))
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.parametrize("order", ["abc", "acb", "bac", "bca", "cab", "cba"])
def test_issue_file_gives_the_same_numbers_in_every_column_order(order):
    data = load_multiclass(_csv(order), "ties.csv")
    scores = multiclass_scores(data.y_true, data.scores, data.labels)
    report = multiclass_report(data.confusion, data.labels)
    # by hand: rows 1 and 3 tie a with c -> a; row 2 ties a with b -> a; row 4 -> b
    assert data.labels == ("a", "b", "c")
    assert data.y_pred.tolist() == [0, 0, 0, 1]
    assert report.accuracy.value == 0.5
    assert scores.top_k == (0.5, 1.0, 1.0)
    assert scores.tied_top_rows == 3


def test_cli_reports_tied_rows_and_the_same_accuracy_as_top_1(capsys, tmp_path):
    outputs = []
    for order in ("cab", "abc"):
        path = tmp_path / f"{order}.csv"
        path.write_bytes(_csv(order))
        assert main(["multiclass", str(path)]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    first, second = outputs
    assert first == second
    assert (first["accuracy"], first["top_k"]["1"], first["tied_top_rows"]) == (0.5, 0.5, 3)


@st.composite
def _scored_classes(draw):
    n_classes = draw(st.integers(2, 5))
    n = draw(st.integers(1, 30))
    y = draw(arrays(np.int64, n, elements=st.integers(0, n_classes - 1)))
    scores = draw(arrays(np.float64, (n, n_classes), elements=st.integers(0, 3).map(float)))
    names = draw(st.sampled_from([["a", "b", "c", "d", "e"], ["10", "9", "2.5", "0", "-1"]]))
    permutation = draw(st.permutations(range(n_classes)))
    return y, scores, names[:n_classes], list(permutation)


@settings(max_examples=80, deadline=None)
@given(_scored_classes())
def test_permuting_score_columns_changes_nothing(case):
    y, scores, names, permutation = case
    labels = np.array(names)[y]
    original = from_scores(labels, scores, names)
    permuted = from_scores(labels, scores[:, permutation], [names[i] for i in permutation])
    assert permuted.labels == original.labels
    np.testing.assert_array_equal(permuted.scores, original.scores)
    np.testing.assert_array_equal(permuted.y_pred, original.y_pred)
    np.testing.assert_array_equal(permuted.confusion, original.confusion)
    a = multiclass_scores(original.y_true, original.scores, original.labels)
    b = multiclass_scores(permuted.y_true, permuted.scores, permuted.labels)
    assert (a.top_k, a.tied_top_rows) == (b.top_k, b.tied_top_rows)
    assert (a.auc_macro, a.auc_micro, a.auc_weighted) == (b.auc_macro, b.auc_micro, b.auc_weighted)
    # the one rule: top-1 is the accuracy of the argmax prediction
    assert a.top_k[0] == skm.accuracy_score(original.y_true, original.y_pred)
