"""The Learn page's distribution simulator (view 3): draw two classes' scores from a binormal or
beta family at a prevalence from 50 % down to 0.1 %, and see which curves move. The ROC curve and
AUC stay (they depend on the two class distributions only), precision, the P-R curve and AP fall
with the prevalence; "Draw again" shows how much AUC varies from sample to sample.

The numbers come from :mod:`evalcore.teaching` and :mod:`evalcore.binary`; the figures are the
binary pages' ROC and P-R figures with the theoretical curve added, the Cost Curve page's envelope
at PC(+) = the prevalence (unit costs), and :mod:`dashboard.learn.simulator_figures`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import plotly.graph_objects as go
import streamlit as st

from evalcore.view.binary import pr_figure, roc_figure
from dashboard.binary.view import counts_row, curve_summary, point_text, pr_labels, roc_labels
from evalcore.view.cost import cost_curve_figure
from dashboard.cost.view import cost_curve_labels, cost_summary
from dashboard.learn.simulator_figures import (DensityLabels, DrawsLabels, density_figure,
                                               draws_figure, with_theory)
from dashboard.live.view import live_threshold_view, live_view_on
from evalcore.view.report.document import Figure, Heading
from dashboard.reporting.page import tiles_table
from dashboard.shell import links
from dashboard.shell.guard import guarded_fragment
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import t
from dashboard.shell.session import classroom_mode, set_sticky, sticky
from dashboard.shell.state import sticky_key
from dashboard.widgets.charts import (CLASSROOM_HEIGHT, PROJECTOR_HEIGHT, legend_room,
                                      show_chart)
from evalcore.view.formatting import format_count, format_threshold, format_value
from dashboard.widgets.threshold import move_threshold, shared_threshold
from dashboard.reporting.button import page_report_button
from evalcore.binary import ThresholdSweep, threshold_sweep
from evalcore.cost import best_at, line_cost
from evalcore.errors import EvalInputError
from evalcore.histogram import score_histogram
from evalcore.spread import mean_std
from evalcore.teaching import (FAMILIES, auc_standard_error, class_densities, class_pdfs,
                               precision_at, simulate_scores, theoretical_auc, theoretical_roc)

KEY = "sim_"
"""Prefix of the simulator's widget and session keys."""
SLOT = "_simulator"
"""The simulator's threshold control in the live view (:mod:`dashboard.widgets.threshold`'s
slot): its own, apart from the data set's shared threshold."""
DEFAULTS = {"binormal": {"mu0": 0.0, "sd0": 1.0, "mu1": 1.5, "sd1": 1.0},
            "beta": {"a0": 2.0, "b0": 5.0, "a1": 5.0, "b1": 2.0}}
"""Each family's starting parameters: AUC 0.856 (binormal), 0.960 (beta)."""
PREVALENCES = (0.5, 0.3, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001)
"""The share of positives, from balanced classes down to seed 003's fraud example (0.1 %)."""
DEFAULT_N, MAX_N = 5000, 200_000
HISTOGRAM_BINS = 40
DRAWS_HEIGHT = 260
FPR_GRID = np.unique(np.concatenate(([0.0], np.geomspace(1e-6, 1.0, 600))))
"""Where the theoretical curves are evaluated: fine near FPR 0, where a rare positive class puts
its precision."""


@dataclass(frozen=True)
class Settings:
    """One draw's settings: the family and its four parameters, n, the prevalence and the seed."""

    family: str
    params: tuple[tuple[str, float], ...]
    n: int
    prevalence: float
    seed: int

    @property
    def population(self) -> tuple:
        """Everything but the seed: the draws of one population, whose AUCs are compared."""
        return self.family, self.params, self.n, self.prevalence


@dataclass(frozen=True, eq=False)
class Draw:
    """A simulated sample and its sweep; ``dataset_id`` names it for the cached curve summaries."""

    settings: Settings
    y: np.ndarray
    scores: np.ndarray
    sweep: ThresholdSweep

    @property
    def dataset_id(self) -> str:
        return f"simulation {self.settings!r}"


@st.cache_resource(max_entries=8, show_spinner=False)
def simulate(settings: Settings) -> Draw:
    """The sample of ``settings`` (the same seed, the same sample); EvalInputError on bad ones."""
    y, scores = simulate_scores(settings.family, dict(settings.params), settings.n,
                                settings.prevalence, settings.seed)
    return Draw(settings=settings, y=y, scores=scores, sweep=threshold_sweep(y, scores))


def _draw_again() -> None:
    """on_click of "Draw again": the next seed, so a new sample of the same population."""
    set_sticky(KEY + "seed", int(st.session_state.get(KEY + "seed", 0)) + 1)


def _settings() -> Settings:
    """The controls: the family and its parameters on one row, the prevalence, n, the seed and
    "Draw again" on the next."""
    columns = st.columns([1.6, 1, 1, 1, 1])
    family = sticky(columns[0].radio, t("learn_sim_family"), key=KEY + "family",
                    options=list(FAMILIES), horizontal=True,
                    format_func={"binormal": t("learn_sim_binormal"),
                                 "beta": t("learn_sim_beta")}.get)
    symbols = {"mu0": "μ₀", "sd0": "σ₀", "mu1": "μ₁", "sd1": "σ₁",
               "a0": "α₀", "b0": "β₀", "a1": "α₁", "b1": "β₁"}
    params = []
    for column, name in zip(columns[1:], FAMILIES[family]):
        positive_only = name not in ("mu0", "mu1")  # SDs and beta shapes
        value = sticky(column.number_input, symbols[name], key=KEY + name,
                       value=DEFAULTS[family][name], step=0.1, format="%.2f",
                       min_value=0.01 if positive_only else -100.0, max_value=100.0,
                       help=t("learn_sim_negatives_help") if name[-1] == "0"
                       else t("learn_sim_positives_help"))
        params.append((name, float(value)))
    prevalence_col, n_col, seed_col, again_col = st.columns([2.2, 1, 1, 1])
    prevalence = sticky(prevalence_col.select_slider, t("learn_sim_prevalence"),
                        key=KEY + "prevalence", options=list(PREVALENCES), value=0.5,
                        format_func=lambda p: f"{p:.1%}", help=t("learn_sim_prevalence_help"))
    n = sticky(n_col.number_input, t("learn_sim_n"), key=KEY + "n", value=DEFAULT_N,
               min_value=2, max_value=MAX_N, step=1000)
    seed = sticky(seed_col.number_input, t("learn_sim_seed"), key=KEY + "seed", value=0,
                  min_value=0, max_value=2 ** 31 - 1, step=1)
    again_col.button(t("learn_sim_draw_again"), key=KEY + "draw_again", on_click=_draw_again,
                     help=t("learn_sim_draw_again_help"), use_container_width=True)
    return Settings(family=family, params=tuple(params), n=int(n), prevalence=float(prevalence),
                    seed=int(seed))


def _threshold_range(settings: Settings) -> tuple[float, float, float]:
    """The simulator's threshold range and start: beta [0, 1] from 0.5; binormal three SDs
    beyond both means, from between the means."""
    values = dict(settings.params)
    if settings.family == "beta":
        return 0.0, 1.0, 0.5
    low = round(min(values["mu0"] - 3 * values["sd0"], values["mu1"] - 3 * values["sd1"]), 1)
    high = round(max(values["mu0"] + 3 * values["sd0"], values["mu1"] + 3 * values["sd1"]), 1)
    return low, high, round((values["mu0"] + values["mu1"]) / 2, 2)


def _threshold(settings: Settings) -> float:
    """The simulator's own threshold slider, over :func:`_threshold_range`; kept inside that
    range when the family changes."""
    low, high, start = _threshold_range(settings)
    key = KEY + "threshold"
    kept = st.session_state.get(sticky_key(key), start)
    if not low <= kept <= high:
        set_sticky(key, min(max(kept, low), high))
    return float(sticky(st.slider, t("learn_sim_threshold"), key=key, min_value=low,
                        max_value=high, value=start, step=0.01, format="%.2f",
                        help=t("learn_sim_threshold_help")))


def _live_threshold(draw: Draw) -> float:
    """The threshold answered in the browser (the live view of this draw's sweep, with its ROC
    and P-R points); a new draw starts at the threshold kept (the link's ``cut=``, else the
    slider's start), and the threshold settled is kept and linked as the slider's would be."""
    key = KEY + "threshold"
    if shared_threshold(draw.dataset_id, SLOT) is None:
        start = _threshold_range(draw.settings)[2]
        from_link = links.number(key)
        kept = st.session_state.get(sticky_key(key), start) if from_link is None else from_link
        move_threshold(draw.dataset_id, float(kept), SLOT, given=True)
    threshold = live_threshold_view(draw.sweep, None, draw.dataset_id, beta=1.0,
                                    weighted=False, curves=curve_summary(draw), slot=SLOT)
    if math.isfinite(threshold):
        st.session_state[sticky_key(key)] = threshold
        links.publish(key, threshold)
    return threshold


def _sample_history(draw: Draw) -> tuple[list[int], list[float]]:
    """The seeds and AUCs of every draw of this population so far (reset when anything but the
    seed changes)."""
    state = st.session_state
    history = state.get(KEY + "history")
    if history is None or history["population"] != draw.settings.population:
        history = {"population": draw.settings.population, "aucs": {}}
    history["aucs"][draw.settings.seed] = draw.sweep.roc_auc()
    state[KEY + "history"] = history
    seeds = sorted(history["aucs"])
    return seeds, [history["aucs"][s] for s in seeds]


@guarded_fragment
def _simulator(live: bool) -> None:
    settings = _settings()
    try:
        draw = simulate(settings)
        st.session_state[KEY + "last_good"] = settings
    except EvalInputError as error:
        show_input_error(error)
        last_good = st.session_state.get(KEY + "last_good")
        if last_good is None:
            return
        draw = simulate(last_good)
        st.caption(t("learn_sim_last_good"))
    if live:
        _show_draw(draw, _live_threshold(draw), live=True)
    else:
        _show_draw(draw, _threshold(draw.settings))


def _show_draw(draw: Draw, threshold: float, live: bool = False) -> None:
    """The counts at the threshold, the four figures, the AUC numbers and the draws so far;
    ``live``: the counts and the ROC and P-R points are the live view's above (drawn by the
    browser), the figures here follow when a move ends."""
    settings, sweep = draw.settings, draw.sweep
    family, params = settings.family, dict(settings.params)
    confusion = sweep.confusion_at(threshold)
    if not live:
        counts_row(confusion)
    summary, costs = curve_summary(draw), cost_summary(draw)
    theory_auc = theoretical_auc(family, params)
    m_pos, m_neg = int(sweep.positives), int(sweep.negatives)
    standard_error = auc_standard_error(theory_auc, m_pos, m_neg)

    histogram = class_densities(score_histogram(draw.y, draw.scores, bins=HISTOGRAM_BINS))
    x = np.linspace(histogram.edges[0], histogram.edges[-1], 300)
    density = density_figure(histogram, x, class_pdfs(family, params, x),
                              threshold if math.isfinite(threshold) else histogram.edges[-1],
                              labels=DensityLabels(
                                  negatives=t("learn_sim_negatives", count=m_neg),
                                  positives=t("learn_sim_positives", count=m_pos),
                                  theory_negatives=t("learn_sim_theory_negatives"),
                                  theory_positives=t("learn_sim_theory_positives"),
                                  threshold=t("threshold_short",
                                              value=_threshold_label(threshold, live)),
                                  x_title=t("score"), y_title=t("learn_sim_density"),
                                  title=t("learn_sim_density_header")))
    theory_tpr = theoretical_roc(family, params, FPR_GRID)
    roc = roc_figure(summary.roc, point=(confusion.fpr, confusion.tpr),
                     youden=(summary.youden.fpr, summary.youden.tpr),
                     labels=roc_labels(summary.auc, titled=True))
    roc = with_theory(roc, FPR_GRID, theory_tpr, t("learn_sim_theory_roc", auc=f"{theory_auc:.4f}"))
    pr = pr_figure(summary.pr, point=(confusion.recall, confusion.precision),
                   bep=(summary.bep.value, summary.bep.value),
                   labels=pr_labels(summary.ap, titled=True, point=point_text(confusion)))
    pr = with_theory(pr, theory_tpr, precision_at(theory_tpr, FPR_GRID, settings.prevalence),
                     t("learn_sim_theory_pr"))
    pc = settings.prevalence  # PC(+) with unit costs is the prior p(+)
    cost = cost_curve_figure(costs.curve, costs.lines, pc=pc, best=best_at(costs.curve, pc),
                             threshold_line=(confusion.fpr, 1 - confusion.tpr),
                             threshold_cost=line_cost(confusion.fpr, confusion.tpr, pc),
                             labels=cost_curve_labels(costs))
    # under the controls: ROC | P-R side by side (prevalence moves P-R, not ROC), then the
    # densities and the cost curve (one under the other in classroom mode, each full width)
    if not live:  # live: the view above has them, its points moved by the browser
        _pair((roc, "roc"), (pr, "pr"))
    if classroom_mode():
        show_chart(density, key=KEY + "densities", height=PROJECTOR_HEIGHT)
        show_chart(cost, key=KEY + "cost", height=PROJECTOR_HEIGHT)
    else:
        _pair((density, "densities"), (cost, "cost"))
    st.caption(t("learn_sim_cost_caption", pc=format_value(pc)))
    tiles, draws = _auc_numbers(draw, summary, theory_auc, standard_error)
    figures = [(density, "densities"), (roc, "roc"), (pr, "pr"), (cost, "cost"), (draws, "draws")]
    _report(draw, _threshold_label(threshold, live), confusion, tiles, figures)


def _pair(*figures: tuple[go.Figure, str]) -> None:
    """Two figures side by side at one height (classroom mode's when on), so that their plots
    line up."""
    base = CLASSROOM_HEIGHT if classroom_mode() else PROJECTOR_HEIGHT
    height = base + max(legend_room(figure) for figure, _ in figures)
    for column, (figure, name) in zip(st.columns(2), figures):
        show_chart(figure, key=KEY + name, height=height, where=column)


def _threshold_label(threshold: float, live: bool) -> str:
    """The threshold as the control shows it: the slider's two decimals, or the live view's
    exact digits (all negative as words)."""
    return (format_threshold(threshold, t("threshold_all_negative")) if live
            else f"{threshold:.2f}")


def _report(draw: Draw, threshold: str, confusion, tiles: list[tuple[str, str]],
            figures: list[tuple[go.Figure, str]]) -> None:
    """The simulator's "Download report": its settings, the counts and AUC numbers, the figures."""
    settings = draw.settings
    names = {"binormal": t("learn_sim_binormal"), "beta": t("learn_sim_beta")}
    counts = [(t(key), format_count(value)) for key, value in (
        ("tp_label", confusion.tp), ("fp_label", confusion.fp), ("tn_label", confusion.tn),
        ("fn_label", confusion.fn))]
    page_report_button("simulator", (
        (t("learn_sim_family"), names[settings.family]), *settings.params,
        (t("learn_sim_prevalence"), f"{settings.prevalence:.1%}"), (t("learn_sim_n"), settings.n),
        (t("learn_sim_seed"), settings.seed), (t("learn_sim_threshold"), threshold)), (
        Heading(t("learn_view_simulator")),
        tiles_table(counts + tiles, (t("report_item"), t("value_column"))),
        *(Figure(figure, name) for figure, name in figures)), data_name="")  # its own samples


def _auc_numbers(draw: Draw, summary, theory_auc: float, standard_error: float
                 ) -> tuple[list[tuple[str, str]], go.Figure]:
    """AUC of the sample and of the theory, AP, the formula with its numbers, and the AUCs of
    the draws so far against the theory ± one standard error; returns the numbers (label, text)
    and the draws' figure for the report."""
    settings = draw.settings
    params = dict(settings.params)
    columns = st.columns(4)
    columns[0].metric(t("learn_sim_auc_sample"), format_value(summary.auc))
    columns[1].metric(t("learn_sim_auc_theory"), format_value(theory_auc))
    columns[2].metric(t("learn_sim_auc_se"), format_value(standard_error),
                      help=t("learn_sim_auc_se_help"))
    columns[3].metric(t("learn_sim_ap"), format_value(summary.ap),
                      help=t("learn_sim_ap_help", prevalence=f"{settings.prevalence:.1%}"))
    if settings.family == "binormal":
        spread = float(np.hypot(params["sd0"], params["sd1"]))
        st.caption(t("learn_sim_auc_formula", mu1=f"{params['mu1']:g}", mu0=f"{params['mu0']:g}",
                     sd0=f"{params['sd0']:g}", sd1=f"{params['sd1']:g}",
                     z=f"{(params['mu1'] - params['mu0']) / spread:.4f}",
                     auc=format_value(theory_auc)))
    else:
        st.caption(t("learn_sim_auc_beta", auc=format_value(theory_auc)))
    seeds, aucs = _sample_history(draw)
    draws = draws_figure(seeds, aucs, settings.seed, theory_auc, standard_error,
                            labels=DrawsLabels(
                                draws=t("learn_sim_draws_name"), theory=t("learn_sim_auc_theory"),
                                band=t("learn_sim_band"), current=t("learn_sim_current_draw"),
                                seed_word=t("learn_sim_seed"), x_title=t("learn_sim_seed"),
                                y_title="AUC", title=t("learn_sim_draws_header")))
    show_chart(draws, key=KEY + "draws", height=DRAWS_HEIGHT)
    if len(aucs) > 1:
        drawn = mean_std(aucs)
        st.caption(t("learn_sim_draws_summary", count=len(aucs), mean=format_value(drawn.mean),
                     sd=format_value(drawn.std), low=format_value(min(aucs)),
                     high=format_value(max(aucs)), se=format_value(standard_error)))
    else:
        st.caption(t("learn_sim_draws_hint"))
    return [(t("learn_sim_auc_sample"), format_value(summary.auc)),
            (t("learn_sim_auc_theory"), format_value(theory_auc)),
            (t("learn_sim_auc_se"), format_value(standard_error)),
            (t("learn_sim_ap"), format_value(summary.ap))], draws


def show_simulator() -> None:
    """Draw the whole simulator into the current container (a fragment: moving its controls
    reruns only the simulator)."""
    st.caption(t("learn_sim_intro"))
    _simulator(live_view_on())
