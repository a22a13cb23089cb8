"""Entry point: ``streamlit run app.py``. The router: the page list and the navigation, nothing else.

Each page starts with :func:`dashboard.shell.page.require_dataset`, which draws the shared sidebar
(language, data source, column mapping) and returns the loaded dataset; the teaching pages on
bundled data start with :func:`dashboard.shell.page.page_without_upload` (the same sidebar, no
data source). The page runs under
:func:`dashboard.shell.guard.page_guard`: an unexpected error shows a short message, not a traceback.
The pages live in app_pages/, not pages/: a pages/ folder beside this file makes Streamlit fall back
to its legacy navigation.
"""

import streamlit as st

from dashboard.shell import guard, routes
from dashboard.shell.language import t

#: (script, url path, title key) of every page, in navigation order.
PAGES = (
    ("app_pages/confusion.py", "confusion", "page_confusion"),
    ("app_pages/roc_pr.py", "roc_pr", "page_roc_pr"),
    ("app_pages/cost_curve.py", "cost_curve", "page_cost_curve"),
    ("app_pages/regression.py", "regression", "page_regression"),
    ("app_pages/ranking.py", "ranking", "page_ranking"),
    ("app_pages/comparison.py", "comparison", "page_comparison"),
    ("app_pages/resampling.py", "resampling", "page_resampling"),
    ("app_pages/generalization.py", "generalization", "page_generalization"),
)

st.set_page_config(page_title="Model evaluation · 模型评估", page_icon="📊", layout="wide")
routes.remember(PAGES)
page = st.navigation([st.Page(script, title=t(title), url_path=url, default=index == 0)
                      for index, (script, url, title) in enumerate(PAGES)])
st.session_state[guard.PAGE] = page.url_path
with guard.page_guard(page.url_path):
    page.run()
