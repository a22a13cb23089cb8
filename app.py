"""Entry point: ``streamlit run app.py``.

The router only: each page starts with :func:`dashboard.shell.page_setup`, which draws the shared
sidebar (language, data source, column mapping) and returns the loaded dataset. The page runs under
:func:`dashboard.guard.page_guard`: an unexpected error shows a short message, not a traceback.
"""

import streamlit as st

from dashboard import guard, shell

st.set_page_config(page_title="Model evaluation · 模型评估", page_icon="📊", layout="wide")
page = shell.navigate()
st.session_state[guard.PAGE] = page.url_path
with guard.page_guard(page.url_path):
    page.run()
