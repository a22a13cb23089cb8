"""The ROC / PR page's bootstrap confidence band of the ROC curve, computed on request with a
progress bar (:func:`evalcore.resample.roc_band.roc_band`) and kept for the data set."""

from __future__ import annotations

import streamlit as st

from evalcore.view.risk import add_roc_band
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from evalcore.resample.roc_band import roc_band

BAND = "risk_roc_band"
"""Session-state key: (dataset id, RocBand) of the last band computed."""
RESAMPLES = "risk_band_resamples"


def kept_band(dataset):
    """The data set's band (a :class:`~evalcore.resample.roc_band.RocBand`) if one was computed."""
    kept = st.session_state.get(BAND)
    return None if kept is None or kept[0] != dataset.dataset_id else kept[1]


def with_band(fig, dataset):
    """``fig`` (the ROC figure) with the data set's band, if one was computed."""
    band = kept_band(dataset)
    if band is None:
        return fig
    return add_roc_band(fig, band.fpr, band.low, band.high, name=t(
        "risk_band_name", level=round(100 * band.confidence), n=band.n_resamples))


def band_request(dataset) -> None:
    """The number of resamples and the button; a click computes the band with a progress bar,
    then reruns so that the ROC figure above draws it."""
    data = dataset.data
    if data.aggregated:
        st.caption(t("risk_band_aggregated"))
        return
    count_col, button_col = st.columns((2, 1), vertical_alignment="bottom")
    with count_col:
        n = sticky(st.number_input, t("risk_band_resamples"), min_value=20, max_value=5000,
                   value=200, step=50, key=RESAMPLES)
    if not button_col.button(t("risk_band_button"), key="risk_band_compute"):
        st.caption(t("risk_band_caption"))
        return
    bar = st.progress(0.0, text=t("risk_band_progress", done=0, total=int(n)))
    step = max(1, int(n) // 50)

    def progress(done: int, total: int) -> None:
        if done % step == 0 or done == total:
            bar.progress(done / total, text=t("risk_band_progress", done=done, total=total))

    band = roc_band(data.y_true, data.scores, sample_weight=data.weights, n_resamples=int(n),
                    progress=progress)
    st.session_state[BAND] = (dataset.dataset_id, band)
    st.rerun()  # the figure above, drawn before the click was handled, then shows it
