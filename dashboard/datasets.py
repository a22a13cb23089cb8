"""Load the dataset of the current page's task family, keeping the last good one on bad input.

Each family has a loader module with ``load(source) -> object``; the result is kept in session state
under ``dataset_<family>`` for the pages. When the user's file or settings are bad, the loader
raises :class:`EvalInputError`; the message is shown in the user's language and the previous good
dataset stays active. When the data holds two models, a button under the data source opens it
on the Comparison page (:mod:`dashboard.compare_offer`).
"""

from __future__ import annotations

import importlib
from typing import Any

import streamlit as st

from dashboard.compare_offer import offer_comparison
from dashboard.messages import show_input_error
from dashboard.sources import data_source
from dashboard.state import t
from evalcore.errors import EvalInputError

LOADERS = {
    "classification": "dashboard.classification",
    "ranking": "dashboard.ranking_data",
    "regression": "dashboard.regression_data",
    "compare": "dashboard.compare_data",
}


def load_family(family: str) -> None:
    """Sidebar data source + the family's loader; stores the dataset for the page."""
    source = data_source(family)
    module = LOADERS.get(family)
    if source is None or module is None:
        return
    offer_place = st.sidebar.container()
    try:
        dataset = importlib.import_module(module).load(source)
    except EvalInputError as error:
        show_input_error(error, sidebar=True)
        if f"dataset_{family}" in st.session_state:
            st.sidebar.info(t("keeping_previous_data"))
        return
    st.session_state[f"dataset_{family}"] = dataset
    if family != "compare":
        offer_comparison(family, source, offer_place)


def current(family: str) -> Any | None:
    """The last good dataset of ``family`` (``None`` before anything loaded)."""
    return st.session_state.get(f"dataset_{family}")
