"""The Risk & calibration page's stability tab: a second file (the current sample) compared with
the loaded one (the base), the score or any numeric column of both, as the population stability
index over the base's quantile bins (what ``python -m evalcore stability BASE CURRENT`` prints)."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from dashboard.shell.table_cache import cached_table
from dashboard.shell.datasets import current_source
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from evalcore.view.formatting import format_count, format_score, format_value
from evalcore.view.text import shown_text
from dashboard.widgets.tables import show_full_table
from evalcore.errors import EvalInputError

STABILITY_COLUMNS = {"lower": "risk_col_lower", "upper": "risk_col_upper",
                     "base_share": "risk_stability_col_base", "current_share":
                     "risk_stability_col_current", "psi": "risk_stability_col_psi"}
"""The bins table's columns (the command's keys) and their headers' keys."""


def stability_frames(tr, result: dict) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The bins as shown (edges as short decimals, shares and terms to 4 decimals) and exact."""
    headers = [tr(key) for key in STABILITY_COLUMNS.values()]
    shown = [[format_score(b["lower"]), format_score(b["upper"]),
              *(format_value(b[k]) for k in ("base_share", "current_share", "psi"))]
             for b in result["bins"]]
    exact = [[b[k] for k in STABILITY_COLUMNS] for b in result["bins"]]
    return pd.DataFrame(shown, columns=headers), pd.DataFrame(exact, columns=headers)


def stability_view(dataset) -> None:
    """The upload, the column and bins, then PSI with its flag and the bins' table."""
    from evalcore.api import build
    from evalcore.api.settings import StabilitySettings
    from evalcore.io import read_table

    source = current_source("classification")
    if source is None or dataset.data.aggregated:
        st.info(t("risk_stability_no_file"))
        return
    upload = st.file_uploader(t("risk_stability_upload"), key="risk_stability_file",
                              help=t("risk_stability_upload_help"))
    if upload is None:
        st.info(t("risk_stability_waiting"))
        return
    base = cached_table(source.digest, source.name, source.data)
    try:
        current = read_table(upload.getvalue(), upload.name)
    except EvalInputError as error:
        show_input_error(error)
        return
    score = str(dataset.data.score_col)
    numeric = [str(c) for c in base.columns
               if str(c) in map(str, current.columns) and pd.api.types.is_numeric_dtype(base[c])]
    options = [score, *(c for c in numeric if c != score)]
    column_col, bins_col = st.columns(2)
    with column_col:
        column = sticky(st.selectbox, t("risk_stability_column"), options=options,
                        key="risk_stability_column", format_func=shown_text,
                        help=t("risk_stability_column_help"))
    with bins_col:
        bins = sticky(st.number_input, t("risk_bins_label"), key="risk_stability_bins",
                      min_value=1, max_value=100, value=10, step=1)
    try:
        result = build.stability(StabilitySettings(bins=int(bins), column=column),
                                 [base, current], names=(source.name, upload.name))
    except EvalInputError as error:
        show_input_error(error)
        return
    psi_col, flag_col, rows_col = st.columns(3)
    psi_col.metric(t("risk_psi_metric"), format_value(result["psi"]), help=t("risk_psi_help"))
    flag_col.metric(t("risk_stability_flag_metric"), t(f"risk_stability_{result['flag']}"))
    rows_col.metric(t("risk_stability_rows_metric"),
                    f"{format_count(result['n_base'])} → {format_count(result['n_current'])}")
    shown, exact = stability_frames(t, result)
    show_full_table(shown, name="stability", exact=exact,
                    settings=[(t("risk_stability_column"), column), (t("risk_bins_label"), bins)])
    st.caption(t("risk_stability_caption", floor=result["share_floor"]))
