"""The ranking evaluation's settings, drawn the same way on the Ranking page and the ranking
comparison: the relevance level that counts as relevant, the gain (linear or exponential) and the
tie policy, side by side."""

from __future__ import annotations

import streamlit as st

from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from evalcore.ranking import GAINS, TIES


def ranking_settings(*, level_key: str, gain_key: str, ties_key: str,
                     max_level: int | None = None) -> tuple[int, str, str]:
    """Draw the three settings in three columns (widgets under the given keys, kept across pages)
    and return ``(relevance level, gain, ties)``; ``max_level`` caps the level (the file's top
    grade) when known."""
    level_col, gain_col, ties_col = st.columns(3)
    level = sticky(level_col.number_input, t("ranking_level"), min_value=1, max_value=max_level,
                   value=1, step=1, key=level_key, help=t("ranking_level_help"))
    gain = sticky(gain_col.radio, t("ranking_gain"), options=GAINS,
                  format_func=option_labels("ranking_gain_option_"), key=gain_key,
                  horizontal=True, help=t("ranking_gain_help"))
    ties = sticky(ties_col.radio, t("ranking_ties"), options=TIES,
                  format_func=option_labels("ranking_ties_option_"), key=ties_key,
                  horizontal=True, help=t("ranking_ties_help"))
    return int(level), gain, ties
