"""AppTest: the synced slider + exact box are two views of one session value; the slider clamps
to its range while the box may go beyond; an "empty" value shows as an empty box; a typed-value
hook decides what a typed number means."""

from __future__ import annotations

import math

from streamlit.testing.v1 import AppTest

from dashboard.widgets.synced_input import ExactBox


def _range_app():
    import streamlit as st

    from dashboard.widgets.synced_input import ExactBox, Slider, synced_input

    st.session_state.setdefault("cost", 25.0)
    value = synced_input("cost", Slider("Cost", high=10.0, step=0.5),
                         ExactBox("Cost, exact", low=0.0, format="%.3f"), columns=(3, 1))
    st.text(f"value={value!r}")


def _stops_app():
    import math

    import streamlit as st

    from dashboard.widgets.synced_input import ExactBox, Slider, synced_input

    def next_stop_up(value, previous):
        """A typed number snaps to the lowest stop at or above it (the threshold's rule)."""
        return min(s for s in (0.2, 0.5, 0.8, math.inf) if s >= value)

    st.session_state.setdefault("cut", math.inf)
    value = synced_input("cut", Slider("Cut", stops=(0.2, 0.5, 0.8, math.inf),
                                       format_func=lambda v: "none" if math.isinf(v) else str(v)),
                         ExactBox("Cut, exact", placeholder="none", empty=math.inf,
                                  typed=next_stop_up),
                         slider_key="cut_s", number_key="cut_n")
    st.text(f"value={value!r}")


def _value(at: AppTest) -> str:
    return at.text[0].value


def test_range_slider_clamps_while_the_box_keeps_the_value():
    at = AppTest.from_function(_range_app, default_timeout=30).run()
    assert not at.exception
    assert len(at.columns) == 2
    assert at.slider(key="cost_slider").value == 10.0  # the slider's end
    assert at.number_input(key="cost_number").value == 25.0
    assert _value(at) == "value=25.0"
    at.slider(key="cost_slider").set_value(3.5).run()
    assert (at.number_input(key="cost_number").value, _value(at)) == (3.5, "value=3.5")
    at.number_input(key="cost_number").set_value(40.0).run()
    assert (at.slider(key="cost_slider").value, _value(at)) == (10.0, "value=40.0")
    # below the box's minimum 0 (a browser refuses it; AppTest sends it): the last good value stays
    at.number_input(key="cost_number").set_value(-1.0).run()
    assert at.number_input(key="cost_number").value == 40.0 and _value(at) == "value=40.0"
    assert at.number_input(key="cost_number").proto.format == "%.3f"


def test_stop_slider_with_an_empty_value_and_a_typed_hook():
    at = AppTest.from_function(_stops_app, default_timeout=30).run()
    assert not at.exception
    slider, box = at.select_slider(key="cut_s"), at.number_input(key="cut_n")
    assert slider.value == math.inf and slider.format_func(slider.value) == "none"
    assert box.value is None and box.proto.placeholder == "none"
    box.set_value(0.3).run()  # the hook: the lowest stop ≥ 0.3
    assert at.select_slider(key="cut_s").value == at.number_input(key="cut_n").value == 0.5
    assert _value(at) == "value=0.5"
    at.select_slider(key="cut_s").set_value(0.8).run()
    assert at.number_input(key="cut_n").value == 0.8 and _value(at) == "value=0.8"
    at.select_slider(key="cut_s").set_value(math.inf).run()
    assert at.number_input(key="cut_n").value is None and _value(at) == "value=inf"


def test_an_emptied_box_means_the_empty_value_or_keeps_the_previous_one():
    assert ExactBox("t", empty=math.inf).canonical(None, 0.5) == math.inf
    assert ExactBox("c").canonical(None, 0.5) is None  # synced_input then keeps 0.5
    assert ExactBox("c", typed=lambda v, p: v + p).canonical(2, 0.5) == 2.5
