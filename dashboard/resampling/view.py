"""The resampling lab's pieces: the controls (→ :class:`evalcore.evaluation_methods.LabSettings`),
the cached runs, the split table, the spread over seeds (run on request, with progress) and the
out-of-bag experiment. Results are cached by the settings, so moving a slider back is instant."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.resampling.class_names import class_name
from dashboard.resampling.figures import (EstimatesLabels, OobLabels, SpreadLabels, band_limits,
                                          oob_figure, spread_figure, split_estimates_figure)
from evalcore.view.report.document import Block, Figure, Heading, Paragraph, Table
from dashboard.reporting.page import tiles_table
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import sticky
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_count, format_value
from evalcore.view.text import sentences
from dashboard.widgets.tables import show_full_table
from evalcore.errors import EvalInputError
from evalcore.evaluation_methods import (DATASETS, METHODS, MODELS, LabSettings, MethodRun,
                              estimate_spreads, load_dataset, oob_share_curve, run_method)
from evalcore.evaluation_methods.lab import LOO_MAX_SAMPLES, SPREAD_METHODS
from evalcore.spread import mean_std

LAST_GOOD = "resampling_last_good"
"""Session key: the last run that worked (shown under an input error)."""
OOB_SIZES = (1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 2000)
OOB_ROUNDS = 200
ESTIMATES_HEIGHT = 280
"""Height (px) of each split's estimate: with its heading it fits beside the tiles, under the
controls, in a 1440×900 window."""
SEEDS_PER_STEP = 5
"""Seeds computed (and cached) per progress step of the spread."""
DEFAULT_SEEDS = 10
"""Seeds per method "Run every method" starts with: on every bundled data set and model its
fits take a few seconds on two cores (``benchmarks/run_every_method.py``)."""


def controls() -> LabSettings:
    """Dataset and model, the method, and the method's settings, in three columns (each a
    :func:`~dashboard.shell.session.sticky` widget: kept across pages and in the URL)."""
    data_col, method_col, settings_col = st.columns(3)
    dataset = sticky(data_col.selectbox, t("resampling_dataset"), options=list(DATASETS),
                     format_func=option_labels("resampling_dataset_"),
                     help=t("resampling_dataset_help"), key="resampling_dataset")
    model = sticky(data_col.selectbox, t("resampling_model"), options=MODELS,
                   format_func=option_labels("resampling_model_"),
                   index=MODELS.index("knn"), key="resampling_model")
    k_neighbors, depth = 5, 3
    if model == "knn":
        k_neighbors = sticky(data_col.slider, t("resampling_k_neighbors"), min_value=1,
                             max_value=30, value=5, key="resampling_k_neighbors")
    elif model == "tree":
        depth = sticky(data_col.slider, t("resampling_depth"), min_value=1, max_value=10,
                       value=3, key="resampling_depth")
    method = sticky(method_col.radio, t("resampling_method"), options=METHODS,
                    format_func=option_labels("resampling_method_"), key="resampling_method")
    regression = DATASETS[dataset][1] == "regression"
    settings = LabSettings(dataset=dataset, model=model, k_neighbors=k_neighbors, depth=depth,
                           method=method)
    if method == "holdout":
        settings = replace(settings, test_size=sticky(
            settings_col.slider, t("resampling_test_size"), min_value=0.1, max_value=0.5,
            value=0.3, step=0.05, key="resampling_test_size"))
    if method in ("kfold", "repeated"):
        settings = replace(settings, folds=sticky(
            settings_col.slider, t("resampling_folds"), min_value=2, max_value=20, value=10,
            key="resampling_folds"))
    if method == "repeated":
        settings = replace(settings, repeats=sticky(
            settings_col.slider, t("resampling_repeats"), min_value=2, max_value=10, value=3,
            key="resampling_repeats"))
    if method == "bootstrap":
        settings = replace(settings, rounds=sticky(
            settings_col.slider, t("resampling_rounds"), min_value=5, max_value=200, value=20,
            step=5, key="resampling_rounds"))
    if method in ("holdout", "kfold", "repeated"):
        if regression:
            settings_col.caption(t("resampling_stratified_regression"))
        else:
            settings = replace(settings, stratified=sticky(
                settings_col.checkbox, t("resampling_stratified"), value=True,
                help=t("resampling_stratified_help"), key="resampling_stratified"))
    if method != "loo":
        settings = replace(settings, seed=int(sticky(
            settings_col.number_input, t("resampling_seed"), min_value=0, max_value=2**31 - 1,
            value=0, step=1, key="resampling_seed")))
    return settings


def run_context(settings: LabSettings) -> tuple[tuple[str, object], ...]:
    """The lab's settings for a downloaded table's first lines (the data set, the model, the
    method and the method's own settings), as the controls name them."""
    model = t(f"resampling_model_{settings.model}")
    if settings.model == "knn":
        model += f" (K = {settings.k_neighbors})"
    elif settings.model == "tree":
        model += f" ({t('resampling_depth')} = {settings.depth})"
    rows = [(t("resampling_dataset"), t(f"resampling_dataset_{settings.dataset}")),
            (t("resampling_model"), model),
            (t("resampling_method"), t(f"resampling_method_{settings.method}"))]
    own = {"holdout": (("resampling_test_size", settings.test_size),),
           "kfold": (("resampling_folds", settings.folds),),
           "repeated": (("resampling_folds", settings.folds),
                        ("resampling_repeats", settings.repeats)),
           "bootstrap": (("resampling_rounds", settings.rounds),)}.get(settings.method, ())
    rows += [(t(key), value) for key, value in own]
    if settings.method != "loo":
        rows.append((t("resampling_seed"), settings.seed))
    return tuple(rows)


@st.cache_data(show_spinner=False, max_entries=256)
def cached_run(settings: LabSettings) -> MethodRun:
    return run_method(settings)


@st.cache_data(show_spinner=False, max_entries=256)
def cached_spreads(settings: LabSettings, seeds: tuple[int, ...]) -> dict[str, np.ndarray]:
    """Every random method's estimate under ``seeds``; shared by every session of the server
    (a second user asking for the same settings gets it at once)."""
    return estimate_spreads(settings, seeds)


@st.cache_data(show_spinner=False)
def cached_oob_curve():
    return oob_share_curve(OOB_SIZES, rounds=OOB_ROUNDS, seed=0)


def run_or_last_good(settings: LabSettings) -> MethodRun | None:
    """The run for ``settings``; on bad input the message, then the last run that worked."""
    try:
        with st.spinner(t("resampling_running", splits=_models(settings))):
            run = cached_run(settings)
    except EvalInputError as error:
        show_input_error(error)
        run = st.session_state.get(LAST_GOOD)
        if run is not None:
            st.caption(t("resampling_last_good"))
        return run
    st.session_state[LAST_GOOD] = run
    return run


def _models(settings: LabSettings) -> int:
    """How many models the run trains (leave-one-out: one per sample)."""
    if settings.method == "loo":
        return load_dataset(settings.dataset).n_samples
    return fits_per_estimate(settings, settings.method)


def measure_name(run: MethodRun) -> str:
    return t(f"resampling_measure_{run.measure}")


UNITS = {"holdout": "splits", "kfold": "folds", "repeated": "folds", "loo": "folds",
         "bootstrap": "rounds"}
"""What one estimate of each method is called: a split (hold-out), a fold, a bootstrap round."""


def _unit_key(key: str, run: MethodRun) -> str:
    """``key`` for the run's kind of estimate: the hold-out's own key, else ``key_folds`` or
    ``key_rounds``."""
    unit = UNITS.get(run.settings.method, "splits")
    return key if unit == "splits" else f"{key}_{unit}"


def summary(run: MethodRun) -> list[Block]:
    """μ, σ (:func:`_spread_tile`) and the number of splits (and the bootstrap's mean out-of-bag
    share) in a row, then the result in a sentence; returns them for the report."""
    tiles = _tiles(run)
    for column, (label, value, tip) in zip(st.columns(4), tiles):
        column.metric(label, value, help=tip)
    sentence = _result_sentence(run)
    st.caption(sentence)
    return [_tiles_table(tiles), Paragraph(sentence)]


def result_section(run: MethodRun) -> list[Block]:
    """:func:`summary`'s tiles stacked beside each split's estimate (:func:`show_estimates`),
    then the result in a sentence with whether the model saw standardised features: placed right
    under the controls, a move of theirs and what it changes are in view together; returns them
    for the report."""
    tiles = _tiles(run)
    tiles_column, figure_column = st.columns([1, 3])
    for label, value, tip in tiles:
        tiles_column.metric(label, value, help=tip)
    header = t(f"resampling_estimates_header_{run.settings.method}")  # 折, 轮 or 留出
    with figure_column:
        st.subheader(header)
        figure = show_estimates(run, key="resampling_estimates", height=ESTIMATES_HEIGHT)
    sentence = sentences(_result_sentence(run), t(
        "resampling_unscaled" if run.settings.model == "tree" else "resampling_scaled"))
    st.caption(sentence)
    return [_tiles_table(tiles), Paragraph(sentence), Heading(header), Figure(figure, "estimates")]


def _tiles(run: MethodRun) -> list[tuple[str, str, str | None]]:
    """(label, value, help) of μ, σ, the number of splits and the bootstrap's out-of-bag share."""
    tiles = [(t("resampling_mean", measure=measure_name(run)), format_value(run.mean), None),
             _spread_tile(run),
             (t(_unit_key("resampling_splits", run)), format_count(run.estimates.size), None)]
    if run.settings.method == "bootstrap":
        tiles.append((t("resampling_oob_share"), format_value(float(run.oob_share.mean())), None))
    return tiles


def _tiles_table(tiles: list[tuple[str, str, str | None]]) -> Block:
    return tiles_table([(label, value) for label, value, _ in tiles],
                       (t("report_item"), t("value_column")))


def _result_sentence(run: MethodRun) -> str:
    """The run's result in words: μ (and σ over how many splits, folds or rounds)."""
    method = t(f"resampling_method_{run.settings.method}")
    if run.std_sample is None:
        return t("resampling_result_single", method=method, measure=measure_name(run),
                 mean=format_value(run.mean))
    return t("resampling_result", method=method, measure=measure_name(run),
             mean=format_value(run.mean), std=format_value(run.std), splits=run.estimates.size,
             unit=t(f"resampling_unit_{UNITS.get(run.settings.method, 'splits')}"),
             std_sample=format_value(run.std_sample))


def _spread_tile(run: MethodRun) -> tuple[str, str, str]:
    """σ's tile: over the splits (1/K), over the bootstrap's rounds (1/B), or "—" for a single
    split, which has no spread."""
    if run.std_sample is None:
        return t("resampling_std"), "—", t("resampling_std_single_help")
    if run.settings.method == "bootstrap":
        return (t("resampling_std_bootstrap"), format_value(run.std),
                t("resampling_std_bootstrap_help"))
    return t("resampling_std"), format_value(run.std), t("resampling_std_help")


def _class_columns(counts: np.ndarray, classes: np.ndarray, key: str,
                   dataset: str) -> dict[str, list[int]]:
    return {t(key, label=class_name(dataset, label)): counts[:, j].tolist()
            for j, label in enumerate(classes)}


def split_table(run: MethodRun) -> pd.DataFrame:
    """Hold-out: class counts of D, S and T. Otherwise one row per split with its class counts,
    sizes and test error. The classes by name (:func:`class_name`)."""
    classes, dataset = run.classes, run.settings.dataset
    if run.settings.method == "holdout":
        train, test = run.train_counts[0], run.test_counts[0]
        rows = {t("resampling_row_data"): train + test, t("resampling_row_train"): train,
                t("resampling_row_test"): test}
        table = pd.DataFrame({t("resampling_col_set"): list(rows)})
        for j, label in enumerate(classes):
            table[class_name(dataset, label)] = [int(v[j]) for v in rows.values()]
        table[t("resampling_col_total")] = [run.n_samples, int(run.train_sizes[0]),
                                            int(run.test_sizes[0])]
        return table
    table = {t("resampling_col_split"): np.arange(1, run.estimates.size + 1).tolist()}
    if run.settings.method == "repeated":
        table[t("resampling_col_repeat")] = (run.repeat + 1).tolist()
    table.update(_class_columns(run.train_counts, classes, "resampling_col_train", dataset))
    table.update(_class_columns(run.test_counts, classes, "resampling_col_test", dataset))
    table[t("resampling_col_train_size")] = run.train_sizes.tolist()
    table[t("resampling_col_test_size")] = run.test_sizes.tolist()
    if run.settings.method == "bootstrap":
        table[t("resampling_col_distinct")] = run.train_unique.tolist()
        table[t("resampling_col_oob_share")] = [format_value(v) for v in run.oob_share]
    table[t("resampling_col_estimate", measure=measure_name(run))] = [
        format_value(v) for v in run.estimates]
    return pd.DataFrame(table)


def split_section(run: MethodRun) -> list[Block]:
    """What the method does to D and the split table (leave-one-out: a sentence); returns them
    for the report."""
    st.subheader(t("resampling_split_header"))
    st.markdown(t(f"resampling_split_{run.settings.method}"))
    blocks: list[Block] = [Heading(t("resampling_split_header"))]
    if run.settings.method == "loo":
        wrong = int(np.count_nonzero(run.estimates)) if run.measure == "error_rate" else None
        if wrong is not None:
            st.markdown(t("resampling_loo_summary", wrong=wrong, samples=run.n_samples))
            blocks.append(Paragraph(t("resampling_loo_summary", wrong=wrong,
                                      samples=run.n_samples)))
    else:
        table = split_table(run)
        show_full_table(table, name="splits", settings=run_context(run.settings))
        blocks.append(Table(table))
    return blocks


def show_estimates(run: MethodRun, *, key: str, height: int, explain: bool = True):
    """Each split's estimate with μ ± σ, the band cut to the measure's range (said in its
    legend name, and with ``explain`` in a caption, when it is cut); returns the figure for the
    report."""
    y0, y1, cut = band_limits(run.mean, run.std, run.measure_range)
    high = run.measure_range[1]
    value_range = f"[0, {high:g}]" if high is not None else "[0, ∞)"
    band = (t("resampling_band_cut", low=format_value(y0), high=format_value(y1),
              range=value_range) if cut else t("resampling_band"))
    labels = EstimatesLabels(bars=t(_unit_key("resampling_split_bar", run)),
                             mean=t("resampling_mean_line"),
                             band=band, x_title=t(_unit_key("resampling_split_axis", run)),
                             y_title=measure_name(run))
    figure = split_estimates_figure(run.estimates, run.mean, run.std, labels=labels,
                                    bounds=run.measure_range)
    show_chart(figure, key=key, height=height)
    if cut and explain:
        st.caption(t("resampling_band_cut_caption", measure=measure_name(run), range=value_range))
    return figure


def fits_per_estimate(settings: LabSettings, method: str) -> int:
    return {"holdout": 1, "kfold": settings.folds, "repeated": settings.folds * settings.repeats,
            "bootstrap": settings.rounds}[method]


def spread_fits(base: LabSettings, repetitions: int) -> int:
    """The models "Run every method" trains: every random method under each seed, p × k-fold's
    first repetition taken from k-fold's fits (:func:`evalcore.evaluation_methods.estimate_spreads`), and
    leave-one-out's m where it is offered."""
    per_seed = sum(fits_per_estimate(base, m) for m in SPREAD_METHODS) - base.folds
    samples = load_dataset(base.dataset).n_samples
    return repetitions * per_seed + (samples if samples <= LOO_MAX_SAMPLES else 0)


def spread_section(settings: LabSettings) -> list[Block]:
    """Every random method under seeds 0 … n − 1 side by side (on request: it trains many
    models), with leave-one-out's value when the data is small enough; returns them for the
    report once computed."""
    st.subheader(t("resampling_spread_header"))
    st.markdown(t("resampling_spread_intro"))
    base = replace(settings, method="holdout", seed=0)
    count_col, button_col = st.columns([2, 1])
    repetitions = sticky(count_col.slider, t("resampling_repetitions"), min_value=5,
                         max_value=100, value=DEFAULT_SEEDS, step=5,
                         key="resampling_repetitions")
    store = ("resampling_spread", base, repetitions)
    if button_col.button(t("resampling_run_spread"), key="resampling_run_spread"):
        st.session_state[store] = _run_spread(base, repetitions)
    result = st.session_state.get(store)
    if result is None:
        st.caption(t("resampling_spread_prompt", fits=spread_fits(base, repetitions),
                     default=DEFAULT_SEEDS))
        return []
    spreads, loo = result
    measure = "mse" if DATASETS[base.dataset][1] == "regression" else "error_rate"
    measure = t(f"resampling_measure_{measure}")
    names = {method: t(f"resampling_method_{method}") for method in SPREAD_METHODS}
    labels = SpreadLabels(loo=t("resampling_loo_line"),
                          y_title=t("resampling_spread_axis", measure=measure))
    figure = spread_figure({names[m]: spreads[m] for m in SPREAD_METHODS}, loo=loo,
                           labels=labels)
    show_chart(figure, key="resampling_spread", height=380)
    table = pd.DataFrame({
        t("resampling_col_method"): list(names.values()),
        t("resampling_col_fits"): [fits_per_estimate(base, m) for m in SPREAD_METHODS],
        t("resampling_col_spread_mean"): [format_value(mean_std(spreads[m]).mean)
                                          for m in SPREAD_METHODS],
        t("resampling_col_spread_std"): [format_value(mean_std(spreads[m]).std)
                                         for m in SPREAD_METHODS],
    })
    show_full_table(table, name="spread", settings=run_context(base)[:2] + (
        (t("resampling_repetitions"), repetitions),))
    return [Heading(t("resampling_spread_header")), Figure(figure, "spread"), Table(table)]


def _run_spread(base: LabSettings, repetitions: int) -> tuple[dict[str, np.ndarray], float | None]:
    """The spread of every method, SEEDS_PER_STEP seeds (every method) at a time under a
    progress bar."""
    bar = st.progress(0.0)
    chunks = [tuple(range(start, min(start + SEEDS_PER_STEP, repetitions)))
              for start in range(0, repetitions, SEEDS_PER_STEP)]
    parts = []
    for done, seeds in enumerate(chunks):
        bar.progress(done / len(chunks), text=t("resampling_spread_progress",
                                                done=seeds[-1] + 1, total=repetitions))
        parts.append(cached_spreads(base, seeds))
    loo = None
    if load_dataset(base.dataset).n_samples <= LOO_MAX_SAMPLES:
        loo = cached_run(replace(base, method="loo")).mean
    bar.empty()
    return {m: np.concatenate([part[m] for part in parts]) for m in SPREAD_METHODS}, loo


def oob_section(run: MethodRun) -> list[Block]:
    """(1 − 1/m)^m → 1/e beside the measured out-of-bag share, and this run's share; returns
    them for the report."""
    st.subheader(t("resampling_oob_header"))
    st.markdown(t("resampling_oob_intro", rounds=OOB_ROUNDS))
    this_run = ((run.n_samples, float(run.oob_share.mean()))
                if run.settings.method == "bootstrap" else None)
    labels = OobLabels(theory=t("resampling_oob_theory"), measured=t("resampling_oob_measured"),
                       limit=t("resampling_oob_limit"),
                       this_run=t("resampling_oob_this_run", m=run.n_samples),
                       x_title=t("resampling_oob_x"), y_title=t("resampling_oob_y"))
    figure = oob_figure(cached_oob_curve(), this_run=this_run, labels=labels)
    show_chart(figure, key="resampling_oob", height=340)
    return [Heading(t("resampling_oob_header")), Figure(figure, "out_of_bag")]
