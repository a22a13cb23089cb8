"""The other pages' way into the Comparison page: when their data holds two models, a sidebar
button opens the same data there.

A built-in example opens the comparison example that holds its model (seed 001's learner A opens
A vs B); an uploaded file with two models' columns (``score_A``/``score_B``...) becomes the
Comparison page's upload.
"""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from dashboard.shell.table_cache import source_table
from dashboard.shell import routes
from dashboard.text.safe import md_shown
from dashboard.shell.source_file import SourceFile
from dashboard.compare.start import hand_over_upload
from dashboard.shell.session import set_sticky
from dashboard.shell.language import t
from evalcore.compare import detect_model_pair
from evalcore.examples import comparison_of


def offer_comparison(family: str, source: SourceFile, place) -> None:
    """Draw the button in ``place`` (a sidebar container) when ``source`` holds two models;
    pressing it hands the data over and switches to the Comparison page."""
    offer = _offer(family, source)
    if offer is None:
        return
    label, help_text, hand_over = offer
    if place.button(label, help=help_text, key=f"open_comparison_{family}",
                    icon=":material/compare_arrows:"):
        hand_over()
        st.switch_page(routes.script("comparison"))


def _offer(family: str, source: SourceFile) -> tuple[str, str, Callable[[], None]] | None:
    """(label, help, hand-over) of the button, or None when the data holds one model."""
    if st.session_state.get(f"source_kind_{family}") == "example":
        comparison = comparison_of(st.session_state.get(f"example_{family}"))
        if comparison is None:
            return None
        return (t("compare_open_example"),
                t("compare_open_example_help", title=t(f"example_{comparison.key}")),
                lambda: _open_example(comparison.key))
    pair = detect_model_pair(source_table(source))
    if pair is None:
        return None
    a, b = (md_shown(name) for name in pair)
    return (t("compare_open_pair", a=a, b=b), t("compare_open_pair_help", a=a, b=b),
            lambda: hand_over_upload(source))


def _open_example(key: str) -> None:
    set_sticky("source_kind_compare", "example")
    set_sticky("example_compare", key)

