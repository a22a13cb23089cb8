"""The shared two-file alignment helper (:func:`evalcore.compare.align_pair`), worked by hand."""

import numpy as np
import pandas as pd
import pytest

from evalcore.compare import align_pair, table_keys
from evalcore.errors import EvalInputError

NAMES = ("a.csv", "b.csv")


def test_by_row_pairs_rows_in_order():
    at = align_pair(np.array([1.5, 2.0]), np.array([1.5, 2.0]), None, names=NAMES)
    assert at.aligned_by == "row"
    assert at.index_a.tolist() == at.index_b.tolist() == [0, 1]


def test_by_row_reports_how_many_truths_differ():
    with pytest.raises(EvalInputError) as info:
        align_pair(
            np.array([1.0, 2.0, 3.0]), np.array([1.0, 9.0, 3.0]), None, names=NAMES,
        )
    assert info.value.key == "compare_labels_differ_rows"
    assert info.value.params["count"] == 1 and info.value.params["n"] == 3


def test_by_id_matches_shuffled_rows_and_reports_left_out_ids():
    df_a = pd.DataFrame({"id": [1, 2, 3], "y": [10.0, 20.0, 30.0]})
    df_b = pd.DataFrame({"id": [3, 1, 4], "y": [30.0, 10.0, 40.0]})
    keys, id_col = table_keys((df_a, df_b), NAMES, None)
    at = align_pair(df_a["y"].to_numpy(), df_b["y"].to_numpy(), keys, names=NAMES, id_col=id_col)
    assert (at.aligned_by, at.id_col) == ("id", "id")
    assert at.index_a.tolist() == [0, 2] and at.index_b.tolist() == [1, 0]
    assert (at.n_only_a, at.n_only_b, at.only_a, at.only_b) == (1, 1, ("2",), ("4",))
    assert at.notice == "compare_ids_left_out"


def test_without_ids_in_both_tables_keys_are_none():
    assert table_keys((pd.DataFrame({"id": [1]}), pd.DataFrame({"y": [1]})), NAMES, None) == (
        None, None,
    )


def test_every_pair_type_carries_the_pairing_of_its_alignment():
    from evalcore.compare import compare_from_tables
    from evalcore.compare.load import Pairing
    from evalcore.compare.multiclass import multiclass_pair_from_tables
    from evalcore.compare.ranking import ranking_pair_from_tables
    from evalcore.compare.regression import regression_pair_from_tables

    ids_a, ids_b = [1, 2, 3, 4], [4, 3, 1, 9]

    def tables(truth, model):
        """Both files: the truth is a function of the id (the same in both), the model's column
        differs by file."""
        return tuple(pd.DataFrame({"id": ids, truth[0]: [truth[1](i) for i in ids],
                                   model[0]: [model[1](i, f) for i in ids]})
                     for f, ids in enumerate((ids_a, ids_b)))

    pairs = [
        compare_from_tables(*tables(("label", lambda i: i % 2),
                                    ("score", lambda i, f: i / 10 + f / 100)), names=NAMES),
        multiclass_pair_from_tables(*tables(("label", lambda i: "ab"[i % 2]),
                                            ("pred", lambda i, f: "ab"[(i + f) % 2])),
                                    names=NAMES),
        regression_pair_from_tables(*tables(("y_true", lambda i: float(i)),
                                            ("y_pred", lambda i, f: i + f / 2)), names=NAMES),
    ]
    for pair in pairs:
        assert isinstance(pair, Pairing)
        assert (pair.aligned_by, pair.notice) == ("id", "compare_ids_left_out")
        assert (pair.notice_params["count_a"], pair.notice_params["count_b"]) == (1, 1)
    ranking = ranking_pair_from_tables(
        pd.DataFrame({"query": [1, 1, 2], "doc": ["x", "y", "z"], "relevance": [1, 0, 1],
                      "score": [0.3, 0.2, 0.1]}),
        pd.DataFrame({"query": [1, 1], "doc": ["y", "x"], "relevance": [0, 1],
                      "score": [0.5, 0.4]}), names=NAMES)
    assert isinstance(ranking, Pairing)
    assert ranking.aligned_by == "id" and ranking.notice is not None
