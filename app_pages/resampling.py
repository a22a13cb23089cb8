"""Resampling lab (seeds 003 and 004): hold-out, k-fold, p × k-fold, leave-one-out and bootstrap
on a dataset bundled with scikit-learn; μ ± σ beside each split's estimate under the controls,
the split, the spread of the estimate over random seeds per method, and the out-of-bag share
against (1 − 1/m)^m; with pictures: fold strips (leave-one-out as k = m) and a bootstrap sample
drawn ball by ball."""

import streamlit as st

from dashboard.resampling.pictures_view import draws_section, strips_section
from dashboard.resampling.view import (controls, oob_section, result_section, run_context,
                                       run_or_last_good, split_section, spread_section)
from dashboard.shell.language import t
from dashboard.shell.page import page_without_upload
from dashboard.reporting.button import page_report_button

page_without_upload("resampling_title")
st.markdown(t("resampling_intro"))
settings = controls()
run = run_or_last_good(settings)
if run is None:
    st.stop()
blocks = [*result_section(run), *split_section(run),
          *strips_section(run.settings, samples=run.n_samples),
          *spread_section(run.settings), *oob_section(run), *draws_section(run.settings.seed)]
page_report_button("lab", run_context(run.settings), blocks, data_name=run.settings.dataset)
