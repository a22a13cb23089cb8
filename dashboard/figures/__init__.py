"""Plotly figure builders: evalcore results in, ``go.Figure`` out; they compute nothing.

They are pure, like scikit-learn's Displays: no module here imports streamlit or the session's
translator (``dashboard.state``). Every builder takes the text it writes as one keyword argument,
``labels``: a frozen dataclass defined next to it (``RocHullLabels``, ``OverlayLabels``, …) of
finished, translated strings, built by the page or view that draws the figure. Where a text holds a
value the builder formats or a name it escapes (one per model, class or cell), that field is a
function of those values returning the string, e.g. ``curve=lambda name, auc:
t("compare_curve_auc", name=name, auc=auc)``. User text goes through ``dashboard.safe.plot_text``
(or ``html.escape``) here, before any label function sees it.
"""
