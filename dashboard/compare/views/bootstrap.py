"""The paired bootstrap on a page: the metric, resamples and seed, a run button with a progress bar,
and the interval of the difference A − B with its resampled distribution.

Each run is kept in session state under its settings, so moving an unrelated control does not lose
it and running the same settings again is instant.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.widgets.charts import show_chart
from evalcore.view.compare.common import BootstrapLabels, bootstrap_figure
from evalcore.view.formatting import format_interval, format_value
from dashboard.widgets.tables import show_dataframe
from dashboard.shell.language import option_labels, t
from evalcore.compare import BootstrapResult, paired_bootstrap

CONFIDENCE = 0.95
LARGE_UNITS = 100_000
"""Above this many resampled units the default number of resamples drops to 200: a resample still
passes over every row's draw count, so a thousand would keep the user waiting (``benchmarks/README.md``
has the times)."""


def default_resamples(units: int) -> int:
    """The bootstrap's resamples a page starts with: 1000, or 200 above :data:`LARGE_UNITS`."""
    return 200 if units > LARGE_UNITS else 1000


@dataclass(frozen=True)
class BootstrapInput:
    """What one metric's bootstrap needs: ``metric(y, pred[, groups]) -> float`` and the paired
    truth and outputs (scores, or predictions at the thresholds), ``groups`` to resample queries."""

    metric: Callable[..., float]
    y_true: np.ndarray
    pred_a: np.ndarray
    pred_b: np.ndarray
    groups: np.ndarray | None = None


def bootstrap_section(key: str, inputs: dict[str, BootstrapInput], names: tuple[str, str],
                      *, units: int, queries: bool = False) -> None:
    """Controls, run button and result for the metrics in ``inputs`` (catalog keys
    ``compare_boot_metric_<name>``); ``key`` identifies the data and settings (e.g. thresholds).
    ``queries``: the unit drawn is a whole query with its documents (ranking), not a sample."""
    st.subheader(t("compare_bootstrap_header"))
    metric_col, n_col, seed_col = st.columns(3)
    metric = metric_col.selectbox(t("compare_boot_metric"), options=list(inputs),
                                  format_func=option_labels("compare_boot_metric_"),
                                  key=f"boot_metric_{key}")
    n_resamples = int(n_col.number_input(
        t("compare_boot_resamples"), min_value=100, max_value=10_000, step=100,
        value=default_resamples(units), key=f"boot_n_{key}"))
    seed = int(seed_col.number_input(t("compare_boot_seed"), min_value=0, value=0, step=1,
                                     key=f"boot_seed_{key}"))
    store = f"bootstrap|{key}|{metric}|{n_resamples}|{seed}"
    if st.button(t("compare_boot_run"), key=f"boot_run_{key}") and store not in st.session_state:
        st.session_state[store] = _run(inputs[metric], n_resamples, seed)
    result = st.session_state.get(store)
    if result is None:
        st.caption(t("compare_boot_hint_queries" if queries else "compare_boot_hint"))
        return
    _show(result, names, queries, settings=(
        (t("compare_boot_metric"), option_labels("compare_boot_metric_")(metric)),
        (t("compare_boot_resamples"), result.n_resamples), (t("compare_boot_seed"), result.seed),
        (t("compare_boot_method"), result.method), (t("compare_boot_level"), result.confidence)))


def _table(result: BootstrapResult, names: tuple[str, str], level: int, *,
           exact: bool = False) -> pd.DataFrame:
    """Both values, their difference, the interval and the standard error; ``exact``: the
    numbers themselves (the interval's ends as two rows; None where undefined), for the CSV."""
    interval = t("compare_bootstrap", level=level)
    if exact:
        ends = result.ci or (None, None)
        return pd.DataFrame({
            t("metric_column"): [names[0], names[1], t("compare_difference"),
                                 f"{interval} ({t('compare_interval_low')})",
                                 f"{interval} ({t('compare_interval_high')})",
                                 t("compare_boot_se")],
            t("value_column"): [result.value_a, result.value_b, result.difference, *ends,
                                result.standard_error]})
    ci = (t("undefined") + " — " + t(result.reason, **result.params) if result.ci is None
          else format_interval(result.ci))
    return pd.DataFrame({
        t("metric_column"): [names[0], names[1], t("compare_difference"), interval,
                             t("compare_boot_se")],
        t("value_column"): [format_value(result.value_a), format_value(result.value_b),
                            format_value(result.difference), ci,
                            format_value(result.standard_error)],
    })


def _run(given: BootstrapInput, n_resamples: int, seed: int) -> BootstrapResult:
    bar = st.progress(0.0, text=t("compare_bootstrap_progress", done=0, total=n_resamples))
    step = max(1, n_resamples // 100)

    def progress(done: int, total: int) -> None:
        if done % step == 0 or done == total:
            bar.progress(done / total, text=t("compare_bootstrap_progress", done=done,
                                              total=total))

    result = paired_bootstrap(given.metric, given.y_true, given.pred_a, given.pred_b,
                              groups=given.groups, n_resamples=n_resamples,
                              confidence=CONFIDENCE, seed=seed, progress=progress)
    bar.empty()
    return result


def _show(result: BootstrapResult, names: tuple[str, str], queries: bool,
          settings: tuple = ()) -> None:
    level = round(100 * result.confidence)
    show_dataframe(_table(result, names, level), name="bootstrap", hide_index=True,
                   settings=settings, exact=_table(result, names, level, exact=True))
    st.caption(t("compare_bootstrap_settings", n=result.n_resamples, seed=result.seed,
                 method=result.method) + " · " + t("compare_boot_queries" if queries else "compare_boot_units",
                   units=result.n_units))
    if result.distribution.size:
        labels = BootstrapLabels(resampled=t("compare_boot_resampled"),
                                 difference=t("compare_difference"), y_title=t("count"))
        show_chart(bootstrap_figure(result.distribution, result.difference, result.ci,
                                    labels=labels), key="compare_bootstrap_histogram")
