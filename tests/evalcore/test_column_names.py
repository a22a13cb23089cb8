"""The column names people use are recognised by the one detection rule the command line and the
pages share (:func:`evalcore.io.columns.detect_model_column`); two columns that could be the
model's output are ambiguous, and the user is asked rather than the first taken."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pandas as pd
import pytest

from evalcore.__main__ import main
from evalcore.errors import EvalInputError
from evalcore.io import binary_from_table
from evalcore.io.columns import detect_model_column
from evalcore.io.vocabulary import SCORE_NAMES
from evalcore.regression import regression_from_table

Y = np.array([0, 1, 1, 0, 1, 0, 1, 1])
S = np.array([0.1, 0.8, 0.65, 0.3, 0.9, 0.45, 0.2, 0.7])


@pytest.mark.parametrize("label, score", [
    ("y_test", "y_pred_proba"), ("y_test", "pred_proba"), ("target", "predicted_probability"),
    ("y_true", "y_prob"), ("y_true", "proba"), ("y_true", "prediction"),
    ("Y Test", "Predicted Probability"),  # spaces and case, as resolve_column compares names
])
def test_names_people_use_are_recognised(label, score):
    data = binary_from_table(pd.DataFrame({label: Y, score: S}))
    assert (data.label_col, data.score_col) == (label, score)
    assert data.scores.tolist() == S.tolist()


@pytest.mark.parametrize("true, pred", [("y_test", "prediction"), ("target", "y_pred")])
def test_regression_names_people_use_are_recognised(true, pred):
    data = regression_from_table(pd.DataFrame({true: [1.0, 2.0, 3.0], pred: [1.5, 2.0, 2.5]}))
    assert (data.true_col, data.pred_col) == (true, pred)


def _cli(tmp_path, frame: pd.DataFrame, *args: str) -> tuple[int, str]:
    path = tmp_path / "two.csv"
    frame.to_csv(path, index=False)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        status = main([*args[:1], str(path), *args[1:]])
    return status, err.getvalue()


def test_two_score_columns_are_ambiguous_on_the_command_line(tmp_path):
    frame = pd.DataFrame({"y_true": Y, "proba": S, "y_prob": 1 - S})
    status, err = _cli(tmp_path, frame, "binary")
    assert status == 2 and len(err.strip().splitlines()) == 1
    assert "proba, y_prob" in err and "--score-col" in err
    status, _ = _cli(tmp_path, frame, "binary", "--score-col", "y_prob")
    assert status == 0


@pytest.mark.parametrize("command", ["binary", "lift", "calibration"])
def test_two_models_score_columns_are_ambiguous_on_the_command_line(tmp_path, command):
    """``score_A`` and ``score_B``: the command line says what the page says (the same message
    key, :func:`detect_model_column`), naming both columns and the flag."""
    frame = pd.DataFrame({"label": Y, "score_A": S, "score_B": 1 - S})
    status, err = _cli(tmp_path, frame, command)
    assert status == 2 and len(err.strip().splitlines()) == 1
    assert err.startswith("error: More than one column could be --score-col: score_A, score_B")
    status, _ = _cli(tmp_path, frame, command, "--score-col", "score_B")
    assert status == 0


def test_two_prediction_columns_are_ambiguous_for_regression(tmp_path):
    frame = pd.DataFrame({"y_true": [1.0, 2.0, 3.0], "pred": [1.0, 2.0, 2.0],
                          "prediction": [2.0, 2.0, 2.0]})
    status, err = _cli(tmp_path, frame, "regression")
    assert status == 2 and "pred, prediction" in err and "--pred-col" in err


def test_the_rule():
    frame = pd.DataFrame({"label": Y, "score": S, "weight": S, "other": S})
    assert detect_model_column(frame, "score", SCORE_NAMES) == "score"
    assert detect_model_column(frame[["label", "other"]], "score", SCORE_NAMES) is None
    for pair in (("score_A", "score_B"), ("logreg_proba", "tree_proba"),
                 ("y_pred_proba.a", "y_pred_proba.b")):  # two models' outputs, by their names
        two = frame[["label", "other"]].assign(**{pair[0]: S, pair[1]: S})
        with pytest.raises(EvalInputError) as raised:
            detect_model_column(two, "score", SCORE_NAMES)
        assert raised.value.key == "io_column_ambiguous"
    one = frame[["label", "other"]].assign(score_A=S)  # one such column: not guessed either
    assert detect_model_column(one, "score", SCORE_NAMES) is None
    both = frame.assign(prob=S)
    with pytest.raises(EvalInputError):
        detect_model_column(both, "score", SCORE_NAMES)
    # a column already given another role is not a candidate
    assert detect_model_column(both, "score", SCORE_NAMES, exclude=("prob",)) == "score"


def test_two_score_columns_are_ambiguous_for_ranking(tmp_path):
    frame = pd.DataFrame({"query_id": [1, 1, 2, 2], "relevance": [1, 0, 0, 1],
                          "score": [0.9, 0.1, 0.2, 0.8], "proba": [0.5, 0.6, 0.1, 0.9]})
    status, err = _cli(tmp_path, frame, "ranking")
    assert status == 2 and "score, proba" in err and "--score-col" in err
    status, _ = _cli(tmp_path, frame, "ranking", "--score-col", "proba")
    assert status == 0
