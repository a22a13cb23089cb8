"""AppTest: what the browser sends back in a race never moves the threshold or the costs.

Two races seen on a busy machine, replayed here in the order they happen:

- A run that handed a widget its value was interrupted by the next run before the browser drew
  the widget; the server believed the browser held the value and did not send it again. The
  browser then created the widget at its *default* and sent that back with its next request,
  which ``on_change`` took as the user's choice: the threshold fell to the slider's first stop
  and both costs to 0. A browser that (re)creates a widget sends its proto's default; that
  default must be the value in use.
- A run for new data settled the new data's threshold and was interrupted before it drew the
  control; the next request carried a slider value of the previous data's control. It must not
  become the new data's threshold: a new data set starts at its own default, and the link says so.
- A message above the page (a refused file) that came or went moved every element below it to
  another place in the tree; the browser keeps the previous run's elements until a run completes,
  so two "Exact threshold" boxes and two TP tiles were on screen together. The controls keep their
  place whether a message is shown or not.
- The run after a widget's first drawing (the upload's, say) sent every kept value to its widget
  again; a choice the user made while that run was under way (a constraint picked from its list)
  was undone by the value arriving. A widget already holding its value is sent nothing.

Counts are checked against scikit-learn's ``confusion_matrix`` on the example's own rows.
"""

from __future__ import annotations

import io

import pandas as pd
from sklearn.metrics import confusion_matrix
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block

from dashboard.shell.session import THRESHOLD, THRESHOLD_DATASET
from evalcore.binary import ALL_NEGATIVE
from evalcore.examples import all_examples
from tests.app.helpers import choose_example, metric_values, open_app, top_of_page, upload

SYNCED = ("threshold", "cost_fn", "cost_fp", "cost_prior")
"""The Cost Curve page's slider + exact box pairs (canonical session-state keys)."""


def example_counts(key: str, threshold: float) -> dict[str, str]:
    table = pd.read_csv(io.BytesIO(all_examples()[key].build()))
    tn, fp, fn, tp = confusion_matrix(table["y_true"], table["score"] >= threshold).ravel()
    return {"TP": str(tp), "FP": str(fp), "TN": str(tn), "FN": str(fn)}


def shown_counts(at: AppTest) -> dict[str, str]:
    return {label.split(" ")[0]: value for label, value in metric_values(at).items()
            if label.startswith(("TP", "FP", "TN", "FN"))}


def recreate_in_browser(at: AppTest) -> None:
    """Set every slider and exact box to the default its proto carries: what a browser sends
    for a widget it creates anew (no value of its own, no value sent by the server)."""
    for slider in at.select_slider:
        label = slider.proto.options[int(slider.proto.default[0])]
        slider.set_value(ALL_NEGATIVE if not label[0].isdigit() else float(label))
    for slider in at.slider:
        slider.set_value(slider.proto.default[0])
    for box in at.number_input:
        box.set_value(box.proto.default if box.proto.HasField("default") else None)


def test_widgets_the_browser_creates_anew_keep_the_values_in_use():
    at = open_app("app_pages/cost_curve.py")
    before = {key: at.session_state[key] for key in SYNCED}
    assert before["threshold"] == 0.5
    at.run()  # a run that hands the widgets nothing: they hold the values already
    recreate_in_browser(at)
    at.run()
    assert not at.exception, at.exception
    assert {key: at.session_state[key] for key in SYNCED} == before
    assert at.select_slider(key="threshold_slider").value == 0.5
    assert at.query_params["threshold"] == "0.5"
    at.switch_page("app_pages/confusion.py").run()
    # 0.5 lies in (0.45, 0.55]: the counts of score ≥ 0.55
    assert shown_counts(at) == example_counts("seed001_a", 0.55)


def test_a_value_for_the_previous_datas_control_does_not_move_the_new_data():
    at = open_app(example="seed001_b")
    b_id = at.session_state[THRESHOLD_DATASET]
    choose_example(at, "seed001_a")
    assert at.session_state[THRESHOLD_DATASET] != b_id
    # the run for B settled B's default, then the next run interrupted it before the control
    # was drawn; the browser's next request moves learner A's slider to its lowest stop and
    # picks B in the same message
    at.session_state[THRESHOLD_DATASET] = b_id
    at.session_state[THRESHOLD] = 0.5
    at.select_slider(key="threshold_slider").set_value(0.05)
    at.sidebar.selectbox(key="example_classification").set_value("seed001_b")
    at.run()
    assert not at.exception, at.exception
    assert at.session_state[THRESHOLD] == 0.5
    assert at.number_input(key="threshold_number").value == 0.5
    assert at.query_params["threshold"] == "0.5"
    table = pd.read_csv(io.BytesIO(all_examples()["seed001_b"].build()))
    cut = float(table["score"][table["score"] >= 0.5].min())
    assert shown_counts(at) == example_counts("seed001_b", cut)


def test_the_threshold_is_one_typed_value_per_run():
    def page() -> None:
        import numpy as np
        import streamlit as st

        from dashboard.widgets.threshold import current_threshold, move_threshold
        from evalcore.binary import threshold_sweep

        sweep = threshold_sweep(np.array([0, 1, 1, 1, 0, 0, 1, 1, 0, 0], dtype=bool),
                                np.array([0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05]))
        if st.button("none", key="none"):
            move_threshold("seed", float("inf"))
        if st.button("other", key="other"):
            move_threshold("other data", 0.3)
        st.session_state["settled"] = current_threshold(sweep, "seed")

    at = AppTest.from_function(page)
    at.run()
    first = at.session_state["settled"]
    # 0.5 lies in (0.45, 0.55]: the counts cut at 0.55, five distinct scores at or above it
    assert (first.dataset_id, first.value, first.score, first.stop) == ("seed", 0.5, 0.55, 5)
    at.button(key="none").click().run()
    at.run()
    none = at.session_state["settled"]
    assert (none.value, none.score, none.stop) == (ALL_NEGATIVE, ALL_NEGATIVE, 0)
    at.button(key="other").click().run()
    at.run()  # another data set's value: this one starts at its own default
    assert at.session_state["settled"].value == 0.5


def place_of(at: AppTest, kind: str, key: str) -> tuple[int, ...]:
    """The widget ``key``'s path of child indices in the main area's tree."""
    def walk(node, path):
        if not isinstance(node, Block):
            return path if node.type == kind and getattr(node, "key", None) == key else None
        return next((found for index, child in node.children.items()
                     if (found := walk(child, (*path, index))) is not None), None)

    return walk(at.main, ())


def test_a_message_above_the_page_leaves_the_controls_in_place():
    at = upload(open_app(), "good.csv", b"label,score\n1,0.9\n0,0.8\n1,0.7\n0,0.2\n")
    places = {kind: place_of(at, kind, key) for kind, key in
              (("select_slider", "threshold_slider"), ("number_input", "threshold_number"))}
    assert all(places.values())
    at.file_uploader(key="upload_classification").set_value(
        ("bad.csv", b"label,score\n1,abc\n0,0.8\n", "text/csv")).run()
    assert top_of_page(at).type == "error"  # refused; the good file stays on screen
    assert {kind: place_of(at, kind, key) for kind, key in
            (("select_slider", "threshold_slider"), ("number_input", "threshold_number"))} == places


def forced_widgets(at: AppTest) -> list[str]:
    """The keys of the widgets this run sent a value to (the browser replaces its own with it)."""
    def walk(node):
        for child in getattr(node, "children", {}).values():
            yield from walk(child)
        if getattr(getattr(node, "proto", None), "set_value", False):
            yield node.key

    return sorted(walk(at._tree))


def test_a_widget_holding_its_value_is_sent_nothing():
    at = open_app()  # the Confusion page, drawn once
    at.switch_page("app_pages/confusion.py").run()
    assert forced_widgets(at) == []
    at.number_input(key="beta").set_value(2.0).run()
    assert forced_widgets(at) == []
    at.switch_page("app_pages/roc_pr.py").run()
    at.switch_page("app_pages/confusion.py").run()
    # drawn anew on coming back: the kept values are handed to the new widgets
    assert "beta" in forced_widgets(at)
    assert at.number_input(key="beta").value == 2.0
