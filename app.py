"""Entry point: ``streamlit run app.py``.

The router only: each page starts with :func:`dashboard.shell.page_setup`, which draws the shared
sidebar (language, data source, column mapping) and returns the loaded dataset.
"""

import streamlit as st

from dashboard import shell

st.set_page_config(page_title="Model evaluation · 模型评估", page_icon="📊", layout="wide")
shell.navigate().run()
