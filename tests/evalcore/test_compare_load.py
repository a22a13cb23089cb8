"""Loading two models: score-column pairs in one file, two files by id or by row, the examples."""

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from evalcore.compare import (
    compare_from_table,
    compare_from_tables,
    detect_score_pair,
    load_compare,
    load_compare_files,
)
from evalcore.errors import EvalInputError
from evalcore.examples import all_examples, comparison_of, examples_for
from evalcore.examples.binary import SEED001_ORDER, breast_cancer_test_scores
from evalcore.io import read_table


def csv(table: pd.DataFrame) -> bytes:
    return table.to_csv(index=False).encode()


@pytest.mark.parametrize(
    "columns, pair",
    [
        (["label", "score_A", "score_B"], ("score_A", "score_B")),
        (["y_true", "score_1", "score_2", "id"], ("score_1", "score_2")),
        (["label", "logreg_prob", "tree_prob"], ("logreg_prob", "tree_prob")),
        (["label", "model-a", "model-b"], ("model-a", "model-b")),
        (["label", "logreg", "tree"], ("logreg", "tree")),  # the only two numeric columns
        (["label", "Score A", "weird", "Score B"], ("Score A", "Score B")),
    ],
)
def test_score_pair_detection(columns, pair):
    table = pd.DataFrame({c: [1, 0, 1, 0] for c in columns})
    assert detect_score_pair(table, exclude=("label", "y_true", "id")) == pair


@pytest.mark.parametrize(
    "columns, key",
    [
        (["label", "score_1", "score_2", "score_3"], "compare_pair_ambiguous"),
        (["label", "logreg_prob", "tree_prob", "logreg_pred", "tree_pred"],
         "compare_pair_ambiguous"),
        (["label", "score"], "compare_one_model"),
        (["label", "a", "b", "c"], "compare_pair_not_found"),
    ],
)
def test_score_pair_detection_fails_clearly(columns, key):
    table = pd.DataFrame({c: [1, 0, 1, 0] for c in columns})
    with pytest.raises(EvalInputError) as error:
        compare_from_table(table)
    assert error.value.key == key and "--score-cols" in str(error.value)


@pytest.mark.parametrize("columns, single", [
    (["id", "y_true", "y_score"], "y_score"),  # the id is never a model
    (["customer_id", "y_true", "prob"], "prob"),
    (["Unnamed: 0", "label", "score"], "score"),  # a saved pandas index
    (["amount", "y_true", "score"], "score"),  # a feature is never model A
    (["amount", "age", "y_true", "score"], "score"),
])
def test_id_and_feature_columns_are_never_a_model(columns, single):
    """One score column beside ids and features: one model found, named, and nothing paired."""
    table = pd.DataFrame({c: [1, 0, 1, 0] for c in columns})
    with pytest.raises(EvalInputError) as error:
        compare_from_table(table)
    assert error.value.key == "compare_one_model" and error.value.params["column"] == single


def test_one_file_with_override_and_positive_label():
    table = pd.DataFrame(
        {"truth": ["yes", "no", "yes", "no"], "m1": [0.9, 0.2, 0.6, 0.7],
         "m2": [0.3, 0.1, 0.8, 0.4]}
    )
    data = load_compare(csv(table), "two.csv", score_cols=["m2", "m1"], label_col="truth")
    assert data.names == ("m2", "m1") and data.pos_label == "yes" and data.aligned_by == "columns"
    np.testing.assert_array_equal(data.y_true, [True, False, True, False])
    np.testing.assert_array_equal(data.score_a, table["m2"])
    np.testing.assert_array_equal(data.score_b, table["m1"])
    flipped = compare_from_table(table, score_cols=["m1", "m2"], pos_label="no")
    np.testing.assert_array_equal(flipped.y_true, [False, True, False, True])


@pytest.mark.parametrize("cols", [["m1"], ["m1", "m1"], ["m1", "m2", "m3"]])
def test_score_cols_must_be_two_different_columns(cols):
    table = pd.DataFrame({"label": [1, 0], "m1": [0.1, 0.2], "m2": [0.3, 0.4], "m3": [0, 1]})
    with pytest.raises(EvalInputError) as error:
        compare_from_table(table, score_cols=cols)
    assert error.value.key == "compare_score_cols_two"


def test_weights_are_refused():
    table = pd.DataFrame({"label": [1, 0], "score_A": [0.1, 0.2], "score_B": [0.3, 0.4],
                          "weight": [1, 2]})
    with pytest.raises(EvalInputError) as error:
        compare_from_table(table)
    assert error.value.key == "compare_weights_unsupported" and error.value.params == {
        "column": "weight"
    }


def test_invalid_scores_name_the_column_and_rows():
    table = pd.DataFrame({"label": [1, 0, 1], "score_A": [0.1, 0.2, 0.3],
                          "score_B": [0.3, "x", 0.4]})
    with pytest.raises(EvalInputError) as error:
        compare_from_table(table)
    assert error.value.key == "io_invalid_values"
    assert error.value.params["column"] == "score_B" and error.value.params["rows"] == "2"


def test_two_files_matched_by_id():
    a = pd.DataFrame({"id": [1, 2, 3, 4, 5], "label": [1, 0, 1, 0, 1],
                      "score": [0.9, 0.1, 0.8, 0.3, 0.6]})
    b = pd.DataFrame({"id": ["4", "2", "1", "3", "9", "8"], "label": [0, 0, 1, 1, 0, 1],
                      "score": [0.2, 0.5, 0.7, 0.4, 0.3, 0.1]})
    data = load_compare_files((csv(a), "a.csv"), (csv(b), "b.csv"))
    assert data.aligned_by == "id" and data.id_col == "id" and data.names == ("a.csv", "b.csv")
    np.testing.assert_array_equal(data.y_true, [True, False, True, False])  # ids 1–4, A's order
    np.testing.assert_array_equal(data.score_a, [0.9, 0.1, 0.8, 0.3])
    np.testing.assert_array_equal(data.score_b, [0.7, 0.5, 0.4, 0.2])
    left_out = (data.n_only_a, data.only_a, data.n_only_b, data.only_b)
    assert left_out == (1, ("5",), 2, ("9", "8"))  # in file order
    assert data.notice == "compare_ids_left_out"
    assert data.notice_params["matched"] == 4 and data.notice_params["ids_b"] == "9, 8"


@pytest.mark.parametrize(
    "ids_a, labels_b, ids_b, key, params",
    [
        ([1, 2, 3], [1, 1, 0], [1, 2, 3], "compare_labels_differ_ids", {"count": 2, "ids": "2, 3"}),
        ([1, 2, 2], [1, 0, 1], [1, 2, 3], "compare_duplicate_ids", {"count": 1, "ids": "2"}),
        ([1, 2, None], [1, 0, 1], [1, 2, 3], "compare_missing_ids", {"count": 1, "rows": "3"}),
        ([1, 2, 3], [1, 0, 1], [7, 8, 9], "compare_no_common_ids", {}),
    ],
)
def test_two_files_by_id_errors(ids_a, labels_b, ids_b, key, params):
    a = pd.DataFrame({"id": ids_a, "label": [1, 0, 1], "score": [0.9, 0.1, 0.8]})
    b = pd.DataFrame({"id": ids_b, "label": labels_b, "score": [0.2, 0.5, 0.7]})
    with pytest.raises(EvalInputError) as error:
        compare_from_tables(a, b)
    assert error.value.key == key
    assert params.items() <= error.value.params.items()


def test_two_files_by_row_order():
    a = pd.DataFrame({"y_true": [1, 0, 1, 0], "score": [0.9, 0.1, 0.8, 0.3]})
    b = pd.DataFrame({"label": [1, 0, 1, 0], "prob": [0.6, 0.4, 0.2, 0.1]})
    data = compare_from_tables(a, b, names=("lr", "tree"))
    assert data.aligned_by == "row" and data.notice is None and data.label_col == "y_true"
    np.testing.assert_array_equal(data.score_b, b["prob"])


@pytest.mark.parametrize(
    "labels_b, key, params",
    [
        ([1, 0, 1], "compare_row_counts_differ", {"a": 4, "b": 3}),
        ([0, 0, 1, 1], "compare_labels_differ_rows", {"count": 2, "n": 4, "rows": "1, 4"}),
        (["1", "0", "0", "0"], "compare_labels_differ_rows", {"count": 1, "rows": "3"}),
    ],
)
def test_two_files_by_row_errors(labels_b, key, params):
    a = pd.DataFrame({"label": [1, 0, 1, 0], "score": [0.9, 0.1, 0.8, 0.3]})
    b = pd.DataFrame({"label": labels_b, "score": np.linspace(0, 1, len(labels_b))})
    with pytest.raises(EvalInputError) as error:
        compare_from_tables(a, b, names=("a.csv", "b.csv"))
    assert error.value.key == key
    assert params.items() <= error.value.params.items()
    assert "a.csv" in str(error.value) and "b.csv" in str(error.value)


def test_two_files_with_different_positive_labels():
    a = pd.DataFrame({"label": ["pos", "neg"], "score": [0.9, 0.1]})
    b = pd.DataFrame({"label": [1, 0], "score": [0.6, 0.4]})
    with pytest.raises(EvalInputError) as error:
        compare_from_tables(a, b)
    assert error.value.key == "compare_pos_labels_differ"


def test_examples_are_registered_with_titles():
    from dashboard.i18n import CATALOG

    keys = [e.key for e in examples_for("compare")]
    assert {"compare_seed001", "compare_breast_cancer", "compare_diabetes", "compare_digits",
            "compare_ranking_synthetic"} <= set(keys)
    for key in keys:
        assert f"example_{key}" in CATALOG


def test_seed001_example_orders_both_learners_as_the_seed():
    example = all_examples()["compare_seed001"]
    data = load_compare(example.build(), example.filename)
    assert data.names == ("score_A", "score_B") and data.y_true.sum() == 5
    for score, learner in ((data.score_a, "a"), (data.score_b, "b")):
        order = np.argsort(-score, kind="stable")
        assert "".join(np.where(data.y_true[order], "P", "N")) == SEED001_ORDER[learner]
    # ℓrank of A is 9/25 (seed 001), so AUC_A = 16/25; B has 17 misordered pairs: AUC_B = 8/25.
    assert roc_auc_score(data.y_true, data.score_a) == pytest.approx(16 / 25)
    assert roc_auc_score(data.y_true, data.score_b) == pytest.approx(8 / 25)


def test_breast_cancer_example_matches_the_models():
    example = all_examples()["compare_breast_cancer"]
    data = load_compare(example.build(), example.filename)
    table = breast_cancer_test_scores()
    assert data.names == ("score_logreg", "score_tree") and data.label_col == "y_true"
    assert len(data.y_true) == 171 and data.y_true.sum() == 64  # 30% of 569, stratified
    np.testing.assert_allclose(data.score_a, table["logreg"], rtol=1e-12)
    np.testing.assert_allclose(data.score_b, table["tree"], rtol=1e-12)


def test_two_files_find_each_models_only_numeric_column():
    """Files named by model (score_logreg, score_tree) need no --score-cols: each file's only
    numeric column besides the label and id is its score; two candidates stay undecided."""
    import pandas as pd

    from evalcore.compare import compare_from_tables, detect_score_column

    a = pd.DataFrame({"id": [1, 2, 3, 4], "y_true": [1, 0, 1, 0], "score_logreg": [.9, .2, .6, .4]})
    b = pd.DataFrame({"id": [4, 3, 2, 1], "y_true": [0, 1, 0, 1], "score_tree": [.3, .7, .1, .8]})
    data = compare_from_tables(a, b, names=("a.csv", "b.csv"))
    assert data.aligned_by == "id"
    assert data.score_b.tolist() == [.8, .1, .7, .3]
    assert detect_score_column(a.assign(other=1.0)) is None


def _model_fingerprint(table: pd.DataFrame, task: str, truth: str, model: str) -> object:
    """What identifies one model's output on its rows, comparable across files: the ROC curve
    (binary: scores may be rescaled), the (truth, prediction) rows (regression, multiclass: the
    argmax class of a score table), the (query, document, grade, score) rows (ranking)."""
    if task == "binary":
        return tuple(map(tuple, roc_curve(table[truth], table[model])[:2]))
    if task == "ranking":
        return sorted(map(tuple, table[["query_id", "doc_id", "relevance", model]].to_numpy()))
    if task == "multiclass" and model == "score":
        scores = table.filter(like="score_")
        predicted = scores.columns.str.removeprefix("score_").astype(int)[
            scores.to_numpy().argmax(axis=1)]
        return sorted(zip(table[truth], predicted))
    return sorted(zip(table[truth], table[model]))


@pytest.mark.parametrize("comparison", examples_for("compare"), ids=lambda e: e.key)
def test_each_comparison_example_holds_the_models_it_names(comparison):
    """``compares`` (which single-model examples a page can open as this comparison) is true:
    each named example's model is one of the comparison's two model columns."""
    pair = read_table(comparison.build(), comparison.filename)
    truth = "label" if "label" in pair.columns else "y_true"
    models = [c for c in pair.columns if c.startswith(("score_", "pred_"))]
    assert comparison.compares and len(models) == 2
    for key in comparison.compares:
        single = all_examples()[key]
        table = read_table(single.build(), single.filename)
        one = "y_pred" if "y_pred" in table.columns else "score"
        expected = _model_fingerprint(table, single.task, "y_true", one)
        assert expected in [_model_fingerprint(pair, single.task, truth, m) for m in models], key


def test_comparison_of_finds_the_comparison_holding_an_example():
    assert comparison_of("seed001_b").key == "compare_seed001"
    assert comparison_of("diabetes_tree").key == "compare_diabetes"
    assert comparison_of("seed002_six") is None
