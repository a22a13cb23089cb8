"""Comparison page: two models on the same samples, side by side, with paired tests."""

import streamlit as st

from dashboard import compare_data, shell
from dashboard.state import t

dataset = shell.page_setup("compare")
st.title(t("page_comparison"))
if dataset is None:
    st.info(t("upload_prompt"))
    st.stop()
compare_data.show(dataset)
