"""The generalization page's two sections, each a fragment (moving M does not redraw KNN): the
controls, the cached studies (keyed by the data's settings, so moving M or K only refits one
model) and the figures."""

from __future__ import annotations

import numpy as np
import pandas as pd
import streamlit as st

from dashboard.generalization.figures import (AccuracyLabels, DegreeLabels, PolynomialFitLabels,
                                              RegionsLabels, accuracy_figure, degree_figure,
                                              polynomial_fit_figure, regions_figure)
from evalcore.view.report.document import Figure, Heading, Paragraph, Table
from dashboard.reporting.page import tiles_table
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.shell.session import sticky
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_value
from dashboard.reporting.button import page_report_button
from evalcore.errors import EvalInputError
from evalcore.evaluation_methods import (neighbors_data, neighbors_study, polynomial_data,
                                         polynomial_study)
from evalcore.evaluation_methods.neighbors import decision_regions
from evalcore.evaluation_methods.polynomial import DEGREES, N_TEST, fit_curve, true_function

GRID = np.linspace(0.0, 1.0, 400)
FIGURE_HEIGHT = 350


@st.cache_data(show_spinner=False, max_entries=64)
def cached_polynomial(n_train: int, noise: float, seed: int, folds: int):
    data = polynomial_data(n_train, noise, seed)
    return data, polynomial_study(data, folds=folds)


@st.cache_data(show_spinner=False, max_entries=256)
def cached_fit(n_train: int, noise: float, seed: int, degree: int) -> np.ndarray:
    return fit_curve(polynomial_data(n_train, noise, seed), degree, GRID)


@st.cache_data(show_spinner=False, max_entries=64)
def cached_neighbors(n_samples: int, spread: float, seed: int):
    data = neighbors_data(n_samples, spread, seed)
    return data, neighbors_study(data)


@st.cache_data(show_spinner=False, max_entries=256)
def cached_regions(n_samples: int, spread: float, seed: int, k: int):
    return decision_regions(neighbors_data(n_samples, spread, seed), k)


@guarded_fragment
def polynomial_section() -> None:
    """Degree M and the data's settings in one row, the fit and MSE against M right under them
    (on a projector, the slider and the curves it moves in view together), then the numbers at
    M, the CV choice, what the figures show and the lesson."""
    st.subheader(t("generalization_poly_header"))
    degree_col, n_col, noise_col, seed_col, folds_col = st.columns([2.4, 2.1, 1.7, 1.4, 1.5],
                                                                  vertical_alignment="bottom")
    degree = sticky(degree_col.slider, t("generalization_degree"), min_value=DEGREES[0],
                    max_value=DEGREES[-1], value=3, key="generalization_degree")
    n_train = sticky(n_col.slider, t("generalization_n_train"), min_value=5, max_value=50,
                     value=10, key="generalization_n_train")
    noise = sticky(noise_col.slider, t("generalization_noise"), min_value=0.0, max_value=1.0,
                   value=0.3, step=0.05, key="generalization_noise")
    seed = int(sticky(seed_col.number_input, t("generalization_seed"), min_value=0,
                          max_value=2**31 - 1, value=0, key="generalization_poly_seed"))
    folds = int(sticky(folds_col.selectbox, t("generalization_folds"), options=(2, 3, 5, 10),
                           index=2, key="generalization_folds"))
    try:
        data, study = cached_polynomial(n_train, noise, seed, folds)
    except EvalInputError as error:
        show_input_error(error)
        return
    fit, by_degree, mse_labels = polynomial_figures(data, study, (n_train, noise, seed), degree,
                                                    folds)
    tiles = ((t("generalization_train_mse", degree=degree),
              format_value(float(study.train_mse[degree])), None),
             (t("generalization_test_mse", degree=degree),
              format_value(float(study.test_mse[degree])), None),
             (t("generalization_chosen_degree", folds=folds), str(study.chosen),
              t("generalization_chosen_degree_help")),
             (t("generalization_best_test_degree"), str(study.best_test), None))
    for column, (label, value, tip) in zip(st.columns(4), tiles):
        column.metric(label, value, help=tip)
    st.markdown(t("generalization_poly_intro", test=N_TEST))
    st.info(t("generalization_lesson"))
    table = pd.DataFrame({"M": study.degrees.tolist(),
                          mse_labels.train: [format_value(float(v)) for v in study.train_mse],
                          mse_labels.test: [format_value(float(v)) for v in study.test_mse],
                          mse_labels.cv: [format_value(float(v)) for v in study.cv_mse]})
    page_report_button("polynomial", (
        (t("generalization_degree"), degree), (t("generalization_n_train"), n_train),
        (t("generalization_noise"), noise), (t("generalization_seed"), seed),
        (t("generalization_folds"), folds)), (
        Heading(t("generalization_poly_header")), _tiles_table(tiles),
        Figure(fit, "polynomial_fit"), Figure(by_degree, "mse_by_degree"), Table(table),
        Paragraph(t("generalization_lesson"))))


@guarded_fragment
def neighbors_section() -> None:
    """K and the data's settings, the decision regions and accuracy against K under them, then
    the numbers at K, the CV choice, what the figures show and the lesson."""
    st.subheader(t("generalization_knn_header"))
    k_col, n_col, spread_col, seed_col = st.columns([3, 2, 2, 1.2], vertical_alignment="bottom")
    k = sticky(k_col.slider, t("generalization_k"), min_value=1, max_value=30, value=1,
               key="generalization_k")
    n_samples = sticky(n_col.slider, t("generalization_samples"), min_value=90, max_value=600,
                       value=300, step=30, key="generalization_samples")
    spread = sticky(spread_col.slider, t("generalization_spread"), min_value=0.5, max_value=3.0,
                    value=1.2, step=0.1, key="generalization_spread")
    seed = int(sticky(seed_col.number_input, t("generalization_seed"), min_value=0,
                          max_value=2**31 - 1, value=0, key="generalization_knn_seed"))
    try:
        data, study = cached_neighbors(n_samples, spread, seed)
    except EvalInputError as error:
        show_input_error(error)
        return
    regions, accuracy, accuracy_labels = neighbors_figures(data, study, (n_samples, spread, seed),
                                                           k)
    index = list(study.k_values).index(k)
    tiles = ((t("generalization_train_accuracy", k=k),
              format_value(float(study.train_accuracy[index])), None),
             (t("generalization_cv_accuracy", k=k),
              format_value(float(study.cv_accuracy[index])), None),
             (t("generalization_test_accuracy", k=k),
              format_value(float(study.test_accuracy[index])), None),
             (t("generalization_chosen_k"), str(study.chosen), t("generalization_chosen_k_help")))
    for column, (label, value, tip) in zip(st.columns(4), tiles):
        column.metric(label, value, help=tip)
    st.markdown(t("generalization_knn_intro"))
    st.info(t("generalization_knn_lesson"))
    table = pd.DataFrame({
        "K": study.k_values.tolist(),
        accuracy_labels.train: [format_value(float(v)) for v in study.train_accuracy],
        accuracy_labels.cv: [format_value(float(v)) for v in study.cv_accuracy],
        accuracy_labels.test: [format_value(float(v)) for v in study.test_accuracy]})
    page_report_button("knn", (
        (t("generalization_k"), k), (t("generalization_samples"), n_samples),
        (t("generalization_spread"), spread), (t("generalization_seed"), seed)), (
        Heading(t("generalization_knn_header")), _tiles_table(tiles),
        Figure(regions, "decision_regions"), Figure(accuracy, "accuracy_by_k"), Table(table),
        Paragraph(t("generalization_knn_lesson"))))


def polynomial_figures(data, study, settings: tuple[int, float, int], degree: int, folds: int,
                       *, height: int = FIGURE_HEIGHT):
    """The fit of degree M beside the MSE against M (``settings``: n_train, noise, seed), drawn
    side by side; returns (fit, by-degree figure, its labels)."""
    fit_col, mse_col = st.columns(2)
    fit_labels = PolynomialFitLabels(
        training=t("generalization_training_points"), test=t("generalization_test_points"),
        truth=t("generalization_truth"), fit=lambda m: t("generalization_fit", degree=m))
    fit = polynomial_fit_figure(data, GRID, true_function(GRID), cached_fit(*settings, degree),
                                degree, labels=fit_labels)
    show_chart(fit, key="generalization_fit", height=height, where=fit_col)
    mse_labels = DegreeLabels(
        train=t("generalization_train_curve"), test=t("generalization_test_curve"),
        cv=t("generalization_cv_curve", folds=folds), current=t("generalization_current_degree"),
        chosen=t("generalization_chosen_marker"), x_title="M",
        y_title=t("generalization_mse_axis"), zero=t("generalization_train_zero"))
    by_degree = degree_figure(study, degree, labels=mse_labels)
    show_chart(by_degree, key="generalization_mse", height=height, where=mse_col)
    return fit, by_degree, mse_labels


CLASS_NAMES = ("generalization_class_blue", "generalization_class_orange",
               "generalization_class_green")
"""Each class's name (the colour :data:`~dashboard.generalization.figures.CLASS_COLORS` draws it
in), in class order: a student reads "the blue class", not a class id."""


def class_name(label: str) -> str:
    """The name of the class ``label`` ("0", "1", "2") in the user's language."""
    return t(CLASS_NAMES[int(label)])


def neighbors_figures(data, study, settings: tuple[int, float, int], k: int, *,
                      height: int = FIGURE_HEIGHT + 40):
    """KNN's decision regions at K beside accuracy against K (``settings``: n_samples, spread,
    seed), drawn side by side; returns (regions, accuracy figure, its labels)."""
    regions_col, accuracy_col = st.columns(2)
    regions, accuracy, accuracy_labels = neighbors_figure_pair(data, study, settings, k)
    show_chart(regions, key="generalization_regions", height=height, where=regions_col)
    show_chart(accuracy, key="generalization_accuracy", height=height, where=accuracy_col)
    return regions, accuracy, accuracy_labels


def neighbors_figure_pair(data, study, settings: tuple[int, float, int], k: int):
    """KNN's decision regions at K and accuracy against K (``settings``: n_samples, spread,
    seed) in the user's language, not drawn; returns (regions, accuracy figure, its labels)."""
    region_labels = RegionsLabels(train=lambda c: t("generalization_class", label=class_name(c)),
                                  test=lambda c: t("generalization_test_class",
                                                   label=class_name(c)),
                                  x_title=t("generalization_region_x"),
                                  y_title=t("generalization_region_y"))
    regions = regions_figure(cached_regions(*settings, k), data, labels=region_labels)
    accuracy_labels = AccuracyLabels(
        train=t("generalization_train_accuracy_curve"), cv=t("generalization_cv_accuracy_curve"),
        test=t("generalization_test_accuracy_curve"), current=t("generalization_current_k"),
        chosen=t("generalization_chosen_marker"), x_title="K",
        y_title=t("generalization_accuracy_axis"))
    return regions, accuracy_figure(study, k, labels=accuracy_labels), accuracy_labels


def _tiles_table(tiles) -> Table:
    """The metric tiles (label, value, help) as the report's table."""
    return tiles_table([(label, value) for label, value, _ in tiles],
                       (t("report_item"), t("value_column")))
