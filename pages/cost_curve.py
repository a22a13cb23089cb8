"""cost_curve page: built in its own issue; until then it says so plainly."""

import streamlit as st

from dashboard import shell
from dashboard.state import t

shell.page_setup("classification")
st.title(t("page_cost_curve"))
st.info(t("page_not_available"))
