"""regression page: built in its own issue; until then it says so plainly."""

import streamlit as st

from dashboard import shell
from dashboard.state import t

shell.page_setup("regression")
st.title(t("page_regression"))
st.info(t("page_not_available"))
