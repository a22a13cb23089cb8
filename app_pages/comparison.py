"""Comparison page: built in its own issue; until then it says so plainly."""

import streamlit as st

from dashboard import shell
from dashboard.state import t

shell.page_setup("compare")
st.title(t("page_comparison"))
st.info(t("page_not_available"))
