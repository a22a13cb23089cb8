"""The pictures of the evaluation methods on a page: the fold strips of a lab run and the bootstrap
drawn ball by ball, with their translated labels (another page, e.g. a lesson screen, can call
the same functions with its own settings)."""

from __future__ import annotations

import streamlit as st

from evalcore.view.report.document import Block, Figure, Heading, Paragraph
from dashboard.resampling.class_names import class_name
from dashboard.resampling.pictures import (DrawLabels, StripLabels, bootstrap_animation_figure,
                                           fold_strips_figure)
from dashboard.shell.language import t
from dashboard.shell.session import classroom_mode, sticky
from dashboard.widgets.charts import show_chart
from evalcore.view.formatting import format_value
from evalcore.evaluation_methods import LabSettings
from evalcore.evaluation_methods.pictures import BootstrapDraws, bootstrap_draws, fold_strips

STRIP_ROW = 14
"""Height (px) of one split's strip, within the figure's bounds below."""
STRIPS_HEIGHT = (260, 560)


def strip_labels(method: str, dataset: str) -> StripLabels:
    """The fold strips' text for ``method`` (rounds for the bootstrap, repetition and fold for
    p × k-fold, folds otherwise), the classes named as data set ``dataset`` names them."""
    if method == "repeated":
        def split_name(repeat: int, fold: int) -> str:
            return t("resampling_strips_repeat_fold", repeat=repeat, fold=fold)
    else:
        key = "resampling_strips_round" if method == "bootstrap" else "resampling_strips_fold"

        def split_name(repeat: int, fold: int) -> str:
            return t(key, fold=fold)
    return StripLabels(
        train=t("resampling_strips_train"),
        test=t("resampling_strips_oob" if method == "bootstrap" else "resampling_strips_test"),
        class_row=t("resampling_strips_class_row"),
        class_name=lambda label: class_name(dataset, label),
        split_name=split_name, x_title=t("resampling_strips_x"))


@st.cache_data(show_spinner=False, max_entries=64)
def cached_strips(settings: LabSettings):
    """The fold strips of ``settings`` (cached per settings)."""
    return fold_strips(settings)


def strips_section(settings: LabSettings, *, samples: int) -> list[Block]:
    """The run's fold strips under a heading (leave-one-out: named as the limit k = m); returns
    them for the report."""
    st.subheader(t("resampling_strips_header"))
    intro = t("resampling_strips_intro")
    st.caption(intro)
    blocks: list[Block] = [Heading(t("resampling_strips_header")), Paragraph(intro)]
    if settings.method == "loo":
        st.markdown(t("resampling_strips_loo", samples=samples))
        blocks.append(Paragraph(t("resampling_strips_loo", samples=samples)))
    strips = cached_strips(settings)
    figure = fold_strips_figure(strips, labels=strip_labels(settings.method, settings.dataset))
    height = min(max(STRIPS_HEIGHT[0], 140 + STRIP_ROW * strips.roles.shape[0]),
                 STRIPS_HEIGHT[1])
    show_chart(figure, key="resampling_strips", height=height)
    return [*blocks, Figure(figure, "fold_strips")]


def draw_labels(draws: BootstrapDraws) -> DrawLabels:
    """The bootstrap animation's text."""
    return DrawLabels(
        frame_title=lambda draw, m, never, share: t("resampling_draws_title", draw=draw, m=m,
                                                    never=never, share=format_value(share)),
        drawn=t("resampling_draws_drawn"), never=t("resampling_draws_never"),
        share=t("resampling_draws_share"),
        expected=t("resampling_draws_expected", value=format_value(draws.expected_share)),
        limit=t("resampling_oob_limit"), x_title=t("resampling_draws_x"),
        y_title=t("resampling_draws_share"), play=t("resampling_draws_play"),
        pause=t("resampling_draws_pause"))


def draws_section(seed: int) -> list[Block]:
    """m balls drawn with replacement, animated (m on a slider, the lab's seed); returns them
    for the report."""
    st.subheader(t("resampling_draws_header"))
    st.markdown(t("resampling_draws_intro"))
    m = sticky(st.slider, t("resampling_draws_balls"), min_value=5, max_value=50, value=20,
               key="resampling_draws_balls")
    draws = bootstrap_draws(m, seed)
    figure = bootstrap_animation_figure(draws, labels=draw_labels(draws))
    show_chart(figure, key="resampling_draws", height=640 if classroom_mode() else 480)
    return [Heading(t("resampling_draws_header")), Figure(figure, "bootstrap_draws")]
