"""AppTest: the Confusion page's threshold by a constraint travels in its link. While the applied
constraint's threshold is in use the URL names it (``constraint``, ``constraint_value``); a fresh
session opening that link gets the same choice, the same threshold and the reason; a bad value gets
the link's notice and the last good state. Thresholds are checked against scikit-learn."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import precision_recall_curve, roc_curve

from dashboard.i18n import translate
from evalcore.examples import all_examples
from tests.app.helpers import open_app
from tests.app.test_links import open_link


def seed001_a() -> tuple[np.ndarray, np.ndarray]:
    table = pd.read_csv(io.BytesIO(all_examples()["seed001_a"].build()))
    return table["y_true"].to_numpy(), table["score"].to_numpy()


def sklearn_cut(kind: str, value: float) -> float:
    """The score the constraint's threshold counts at, by scikit-learn's curves: the highest
    recall with precision ≥ p (its highest threshold), the lowest FPR with recall ≥ r (the
    highest recall at that FPR)."""
    y, s = seed001_a()
    if kind == "precision":
        precision, recall, thresholds = precision_recall_curve(y, s)
        meets = precision[:-1] >= value
        best = recall[:-1][meets].max()
        return float(thresholds[meets & (recall[:-1] == best)].max())
    fpr, tpr, thresholds = roc_curve(y, s, drop_intermediate=False)
    meets = tpr >= value
    return float(thresholds[fpr == fpr[meets].min()].min())


def counted_at(threshold: float) -> float:
    """The lowest score at or above ``threshold`` (where the counts change)."""
    _, s = seed001_a()
    return float(np.sort(s)[np.searchsorted(np.sort(s), threshold)])


@pytest.mark.parametrize("lang, kind, value", [("en", "precision", "0.75"),
                                               ("zh", "recall", "0.8")])
def test_a_link_with_a_constraint_applies_it(lang, kind, value):
    at = open_link({"page": "confusion", "example": "seed001_a", "lang": lang,
                    "constraint": kind, "constraint_value": value})
    assert at.selectbox(key="risk_constraint_kind").value == kind
    assert at.number_input(key="risk_constraint_value").value == float(value)
    threshold = at.number_input(key="threshold_number").value
    assert counted_at(threshold) == sklearn_cut(kind, float(value))
    assert len(at.success) == 1 and f"{threshold:.2f}" in at.success[0].value
    assert not at.warning
    assert at.query_params["constraint"] == kind
    assert at.query_params["constraint_value"] == repr(float(value))
    assert at.query_params["threshold"] == repr(threshold)


def test_the_url_names_the_applied_constraint_and_reopens_it():
    at = open_app(example="seed001_a")
    assert "constraint" not in at.query_params
    at.selectbox(key="risk_constraint_kind").set_value("precision").run()
    at.number_input(key="risk_constraint_value").set_value(0.75).run()
    assert "constraint" not in at.query_params  # chosen, not applied
    at.button(key="risk_constraint_apply").click().run()
    link = {name: at.query_params[name] for name in at.query_params}
    assert (link["constraint"], link["constraint_value"], link["threshold"]) == (
        "precision", "0.75", "0.6")
    again = open_link({"page": "confusion", **link})
    assert again.number_input(key="threshold_number").value == 0.6
    assert counted_at(0.6) == sklearn_cut("precision", 0.75)
    assert [s.value for s in again.success] == [s.value for s in at.success]
    # the threshold moved away: the constraint leaves the URL (and its reason the page)
    at.number_input(key="threshold_number").set_value(0.5).run()
    assert "constraint" not in at.query_params and "constraint_value" not in at.query_params
    assert not at.success


@pytest.mark.parametrize("params, notice, shown", [
    ({"constraint": "accuracy", "constraint_value": "0.9"}, "link_bad_choice",
     {"name": "constraint", "value": "accuracy", "choices": "precision, recall, fpr, top"}),
    ({"constraint": "precision", "constraint_value": "2"}, "link_bad_number_between",
     {"name": "constraint_value", "value": "2", "low": "0.0", "high": "1.0", "whole": ""}),
    ({"constraint": "precision", "constraint_value": "abc"}, "link_bad_number_between",
     {"name": "constraint_value", "value": "abc", "low": "0.0", "high": "1.0", "whole": ""}),
])
def test_a_bad_constraint_in_a_link_says_so_and_keeps_the_links_threshold(params, notice, shown):
    at = open_link({"page": "confusion", "example": "seed001_a", "lang": "zh",
                    "threshold": "0.5", **params})
    assert at.number_input(key="threshold_number").value == 0.5
    assert not at.success
    assert [w.value.replace("\\", "") for w in at.warning] == [translate(notice, "zh", **shown)]
    assert "constraint" not in at.query_params


def test_an_unmet_constraint_in_a_link_says_why_and_keeps_the_threshold():
    """Precision 1 is never met on learner A (its top score is a negative)."""
    at = open_link({"page": "confusion", "example": "seed001_a", "threshold": "0.5",
                    "constraint": "precision", "constraint_value": "1"})
    assert at.number_input(key="threshold_number").value == 0.5
    assert any("No threshold meets precision=1.0" in e.value.replace("\\", "")
               for e in at.main.error)
    assert at.selectbox(key="risk_constraint_kind").value == "precision"
    assert "constraint" not in at.query_params
