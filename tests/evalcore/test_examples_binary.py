"""Built-in binary examples: the seeds reproduced, the real models deterministic and loadable."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from evalcore.messages.examples import MESSAGES as TITLES
from evalcore import io
from evalcore.examples import examples_for
from evalcore.examples._fits import shipped
from evalcore.examples.binary import EXAMPLES, breast_cancer_test_scores

BY_KEY = {e.key: e for e in EXAMPLES}

# Seed 001, lines 207-212: every ROC coordinate of learners A and B, in threshold order.
SEED001_ROC = {
    "a": ([0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1],
          [0, 0, 0.2, 0.4, 0.6, 0.6, 0.6, 0.8, 1, 1, 1]),
    "b": ([0, 0.2, 0.2, 0.4, 0.6, 0.8, 0.8, 0.8, 0.8, 0.8, 1],
          [0, 0, 0.2, 0.2, 0.2, 0.2, 0.4, 0.6, 0.8, 1, 1]),
}


def load(key: str) -> io.BinaryData:
    example = BY_KEY[key]
    return io.load_binary(example.build(), example.filename)


def test_keys_titles_and_registry():
    assert set(BY_KEY) == {"seed001_a", "seed001_b", "seed002_six", "breast_cancer_logreg",
                           "breast_cancer_tree"}
    assert [e.key for e in examples_for("binary")] == [e.key for e in EXAMPLES]
    for key in BY_KEY:
        assert TITLES[f"example_{key}"]["en"] and TITLES[f"example_{key}"]["zh"]


@pytest.mark.parametrize("learner", ["a", "b"])
def test_seed001_roc_coordinates(learner):
    data = load(f"seed001_{learner}")
    assert (data.n_rows, data.positives, data.negatives, data.pos_label) == (10, 5.0, 5.0, "1")
    assert np.unique(data.scores).size == 10
    fpr, tpr, _ = roc_curve(data.y_true, data.scores, drop_intermediate=False)
    expected_fpr, expected_tpr = SEED001_ROC[learner]
    np.testing.assert_allclose(fpr, expected_fpr, rtol=0, atol=1e-15)
    np.testing.assert_allclose(tpr, expected_tpr, rtol=0, atol=1e-15)
    assert roc_auc_score(data.y_true, data.scores) == pytest.approx(
        np.trapezoid(expected_tpr, expected_fpr), abs=1e-15)


def test_seed001_a_rank_loss_by_hand():
    data = load("seed001_a")
    pos, neg = data.scores[data.y_true], data.scores[~data.y_true]
    rank_loss = np.mean(pos[:, None] < neg[None, :]) + 0.5 * np.mean(pos[:, None] == neg[None, :])
    assert rank_loss == pytest.approx(9 / 25, abs=1e-15)
    assert roc_auc_score(data.y_true, data.scores) == pytest.approx(0.64, abs=1e-15)


# Seed 002's table: predicted labels at each threshold (score ≥ threshold), then TPR and FPR
# (its FPR at threshold 1 is printed as 1, a typo: no negative is predicted positive there).
SEED002_TABLE = {
    0.0: ([1, 1, 1, 1, 1, 1], 1.0, 1.0),
    0.2: ([1, 1, 1, 0, 0, 1], 0.75, 0.5),
    0.5: ([1, 1, 0, 0, 0, 1], 0.5, 0.5),
    1.0: ([0, 0, 0, 0, 0, 0], 0.0, 0.0),
}


@pytest.mark.parametrize("threshold", sorted(SEED002_TABLE))
def test_seed002_threshold_table(threshold):
    data = load("seed002_six")
    assert data.y_true.astype(int).tolist() == [1, 0, 1, 1, 0, 1]
    assert data.scores.tolist() == [0.8, 0.96, 0.4, 0.1, 0.15, 0.7]
    predicted, tpr, fpr = SEED002_TABLE[threshold]
    positive = data.scores >= threshold
    assert positive.astype(int).tolist() == predicted
    assert (positive & data.y_true).sum() / data.positives == tpr
    assert (positive & ~data.y_true).sum() / data.negatives == fpr


@pytest.mark.parametrize("model", ["logreg", "tree"])
def test_breast_cancer_examples_deterministic_and_loadable(model):
    example = BY_KEY[f"breast_cancer_{model}"]
    first = example.build()
    shipped.cache_clear()
    assert example.build() == first
    data = io.load_binary(first, example.filename)
    table = breast_cancer_test_scores()
    assert (data.label_col, data.score_col, data.pos_label, data.labels) == (
        "y_true", "score", "1", ("0", "1"))
    np.testing.assert_array_equal(data.y_true, table["y_true"].to_numpy() == 1)
    np.testing.assert_array_equal(data.scores, table[model].to_numpy())
    assert (data.n_rows, data.positives, data.negatives) == (171, 64.0, 107.0)
    assert ((data.scores >= 0) & (data.scores <= 1)).all()


@pytest.mark.parametrize("model", ["logreg", "tree"])
def test_breast_cancer_example_is_p_malignant_on_the_stated_split(model):
    """The example file, as loaded, against an independent rebuild from scikit-learn's data: the
    positive class 1 is exactly the test rows named "malignant", and the score is the model's
    probability of "malignant", for models trained on the data's own label names (so a flipped
    coding or the wrong probability column would show)."""
    from sklearn.datasets import load_breast_cancer
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import train_test_split
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    from sklearn.tree import DecisionTreeClassifier

    bunch = load_breast_cancer()
    names = bunch.target_names[bunch.target]
    train, test = train_test_split(np.arange(names.size), test_size=0.3,
                                   stratify=names == "malignant", random_state=0)
    reference = {"logreg": make_pipeline(StandardScaler(), LogisticRegression()),
                 "tree": DecisionTreeClassifier(max_depth=3, random_state=0)}[model]
    reference.fit(bunch.data[train], names[train])
    p_malignant = reference.predict_proba(bunch.data[test])[:, list(reference.classes_).index(
        "malignant")]
    data = load(f"breast_cancer_{model}")
    assert data.pos_label == "1"
    np.testing.assert_array_equal(data.y_true, names[test] == "malignant")
    np.testing.assert_allclose(data.scores, p_malignant, rtol=0, atol=1e-12)
    assert roc_auc_score(data.y_true, data.scores) == pytest.approx(
        roc_auc_score(names[test] == "malignant", p_malignant), abs=1e-12)
