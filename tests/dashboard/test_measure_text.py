"""One display helper for every task's Measure: value or "undefined", and the reason translated
(its parameters escaped for Markdown when asked)."""

import pytest
import streamlit as st

from dashboard.i18n import CATALOG, translate
from dashboard.widgets.measure_text import measure_note, measure_value
from dashboard.shell.language import LANG
from evalcore.measure import Measure


@pytest.fixture(autouse=True)
def _language():
    yield
    st.session_state.pop(LANG, None)


def test_value_undefined_and_percent():
    st.session_state[LANG] = "zh"
    assert measure_value(Measure(None, "binary_undefined_no_samples")) == "无定义"
    assert measure_value(Measure(0.123456)) == "0.1235"
    assert measure_value(Measure(0.123456), percent=True) == "12.35%"


def test_note_is_the_translated_reason_with_its_parameters():
    st.session_state[LANG] = "en"
    assert measure_note(Measure(0.5)) == ""
    measure = Measure(None, "multiclass_curve_no_positives", {"label": "*a*"})
    assert measure_note(measure) == translate("multiclass_curve_no_positives", "en", 
        label="*a*")
    assert measure_note(measure, markdown=True) == CATALOG["multiclass_curve_no_positives"][
        "en"].format(label=r"\*a\*")
