"""Every catalog key the UI builds at run time, listed in one place.

Most keys are literal (``t("cost_title")``) and a test finds them in the source. The others are
built from an option or a registry name (``t(f"metric_{name}")``, ``option_labels("example_")``);
:data:`DYNAMIC_FAMILIES` names each such family's pattern and where its values come from, so that
:func:`dynamic_keys` can list them and the catalog test can tell a used key from a dead one. A new
``t(f"...")`` or ``option_labels(...)`` prefix needs its family here (the test says so).
"""

from __future__ import annotations

from collections.abc import Iterable

from evalcore.compare import TASKS as COMPARE_TASKS
from evalcore.examples import all_examples
from evalcore.folds import FOLD_METRICS
from evalcore.evaluation_methods import DATASETS as LAB_DATASETS
from evalcore.evaluation_methods import METHODS as LAB_METHODS
from evalcore.evaluation_methods import MODELS as LAB_MODELS
from evalcore.multiclass import KAPPA_BANDS, KAPPA_BELOW_CHANCE, PER_CLASS_KEYS
from evalcore.ranking import GAINS, TIES
from evalcore.registry import TASKS as MEASURED_TASKS
from evalcore.registry import bootstrap_keys, names
from evalcore.teaching import MOVES
from evalcore.view.catalog_plotly import MESSAGES as PLOTLY_TEXTS
from evalcore.binary.calibration import STRATEGIES as CALIBRATION_STRATEGIES  # the Risk page
from evalcore.binary.constraints import KINDS as CONSTRAINT_KINDS
from evalcore.binary.direction import SCORE_DIRECTIONS
from evalcore.stability import FLAGS as STABILITY_FLAGS
from dashboard.risk.imbalance_view import SCALES as HISTOGRAM_SCALES

VERDICTS = ("A", "B", "equal", "none")
""":class:`evalcore.compare.Dominance` verdicts."""
RANKING_ROLES = ("query", "doc", "relevance", "score")
REPORT_KEYS = ("n", "n_queries", "positives", "negatives", "pos_label", "label_col", "columns",
               "labels", "aligned_by", "threshold", "tp", "fp", "tn", "fn", "auc", "roc_auc",
               "average_precision", "rank_loss", "bep", "beta", "j", "prior", "cost", "cost_fn",
               "cost_fp", "expected_cost_area", "normalized_cost", "cost_sensitive_error",
               "brier", "log_loss", "support", "k", "m_pos", "m_neg", "task", "pc", "statistic",
               "p_value", "difference", "method",
               # risk scoring: keys named on their own, and keys named with their parent
               "gini", "strategy", "calibration_slope", "calibration_intercept", "ece", "mce",
               "min_segment", "score_direction", "ks_statistic", "ks_direction", "ks_threshold",
               *(f"brier_decomposition_{k}" for k in ("reliability", "resolution", "uncertainty",
                                                      "within_bin_variance",
                                                      "within_bin_covariance")),
               *(f"hosmer_lemeshow_{k}" for k in ("statistic", "dof", "p_value")),
               *(f"youden_{k}" for k in ("tpr", "fpr", "threshold")),
               *(f"gaps_{k}" for k in ("tpr", "fpr", "positive_rate")),
               *(f"intervals_{k}" for k in ("precision", "recall", "specificity", "fpr",
                                            "accuracy", "auc")),
               *(f"notes_{k}" for k in ("brier", "log_loss", "hosmer_lemeshow",
                                        "calibration_slope")),
               *(f"constraint_{k}" for k in ("kind", "value", "achieved")))
"""The JSON keys the report names in its own words (``report_key_``; ``parent_key`` for a key
named with its parent)."""
SCORE_AVERAGES = ("auc_macro", "auc_micro", "auc_weighted", "ap_macro", "ap_micro")
"""The one-vs-rest averages of :class:`evalcore.multiclass.ScoreReport` the ROC/PR page shows."""


def _ranking_columns() -> list[str]:
    """The columns of a ranking evaluation's per-query and one-query tables (``ranking_col_``)."""
    from evalcore.ranking import evaluate_ranking

    evaluation = evaluate_ranking(["q"], [1], [0.5], doc_id=["d"])
    return [*evaluation.per_query(1).columns, *evaluation.query_detail("q").columns]


def _learn_views() -> list[str]:
    """The Learn page's view keys (``learn_view_``)."""
    from dashboard.learn.views import VIEWS

    return [key for key, _ in VIEWS]


def _families() -> dict[str, Iterable[str]]:
    """``pattern → values``: the key is ``pattern.format(value)``."""
    bootstrap = [key for task in MEASURED_TASKS for key in bootstrap_keys(task)]
    return {
        "metric_{}": names("binary", "point"),  # binary/view, compare/views/binary_body
        "roc_table_{}": ("tpr", "fpr", "precision", "recall"),  # binary/view.threshold_table
        "{}_label": ("tp", "fp", "tn", "fn"),  # compare/views/binary_body
        "compare_boot_metric_{}": bootstrap,  # widgets/bootstrap
        "compare_task_{}": COMPARE_TASKS,  # compare/data
        "many_correction_{}": ("holm", "bonferroni"),  # compare/views/many_binary
        "many_threshold_{}": ("own", "shared"),  # compare/views/many_binary
        "many_p_{}": ("auc", "accuracy", "mae", "rmse"),  # compare/many_shown
        "multiclass_task_{}": ("binary", "multiclass"),  # classification.TASKS
        "source_{}": ("example", "upload", "local"),  # shell/sources
        "page_{}": ("confusion", "roc_pr", "cost_curve", "regression", "ranking",
                    "comparison", "folds", "learn", "resampling",
                    "generalization", "lesson", "risk"),  # shell/export_context (app.PAGES' url paths)
        "example_{}": all_examples(),  # shell/sources, compare/offer
        "compare_method_{}": ("exact", "chi2"),  # McNemarResult.method
        "risk_strategy_{}": CALIBRATION_STRATEGIES,  # risk page's bin edges
        "risk_direction_{}": SCORE_DIRECTIONS,  # risk page's score direction
        "risk_ks_direction_{}": SCORE_DIRECTIONS,  # KS's direction
        "risk_segment_threshold_{}": SCORE_DIRECTIONS,  # risk/segments_view
        "risk_stability_{}": STABILITY_FLAGS,  # risk/stability_view
        "risk_constraint_kind_{}": CONSTRAINT_KINDS,  # risk/constraint_view
        "risk_constraint_why_{}": CONSTRAINT_KINDS,
        "risk_scale_{}": HISTOGRAM_SCALES,  # risk/imbalance_view
        "compare_verdict_{}": VERDICTS,  # compare/views/binary_body
        "compare_cost_verdict_{}": VERDICTS,
        "compare_mode_{}": ("own", "fpr", "recall"),  # compare/views/binary_body.MODES
        "compare_target_{}": ("fpr", "recall"),
        "compare_multiclass_matrix_{}": ("side_by_side", "difference"),  # MATRIX_VIEWS
        "multiclass_normalize_{}": ("counts", "rows", "columns"),  # multiclass/view.NORMALIZATIONS
        "multiclass_summary_{}": ("labels", "matrix", "scores"),  # MulticlassData.source
        "multiclass_metric_{}": (*names("multiclass"), *PER_CLASS_KEYS, "support", "top_k",
                                 *SCORE_AVERAGES),
        "multiclass_kappa_{}": (*(band for _, band in KAPPA_BANDS), KAPPA_BELOW_CHANCE),
        "compare_regression_wilcoxon_{}": ("significant", "not_significant"),
        "regression_metric_{}": names("regression"),  # regression/view, compare/views/regression
        "regression_metric_{}_help": names("regression"),
        "ranking_label_{}": names("ranking"),  # app_pages/ranking
        "ranking_label_{}_at_k": ("precision", "recall", "ndcg"),  # app_pages/ranking
        "ranking_metric_{}_help": names("ranking"),
        "ranking_gain_option_{}": GAINS,
        "ranking_gain_formula_{}": GAINS,
        "ranking_ties_option_{}": TIES,
        "ranking_{}_column": RANKING_ROLES,  # ranking/data, compare/views/ranking
        "ranking_col_{}": _ranking_columns(),  # app_pages/ranking
        "compare_ranking_metric_{}": names("ranking", "compare"),  # compare/views/ranking
        "compare_ranking_metric_option_{}": names("ranking", "compare"),
        "folds_metric_{}": [key for keys in FOLD_METRICS.values() for key in keys],  # folds/view
        "folds_task_{}": FOLD_METRICS,  # folds/data.TASKS
        "learn_view_{}": _learn_views(),  # learn/views.VIEWS
        "learn_left_{}": ("samples", "histogram"),  # learn/steps_view.LEFT_FIGURES
        "learn_move_{}": MOVES,  # learn/steps_view, evalcore.teaching.MOVES
        "resampling_dataset_{}": LAB_DATASETS,  # resampling/view.controls
        "resampling_model_{}": LAB_MODELS,
        "resampling_method_{}": LAB_METHODS,
        "resampling_split_{}": LAB_METHODS,  # resampling/view.split_section
        "resampling_estimates_header_{}": LAB_METHODS,  # resampling/view.result_section
        "resampling_unit_{}": ("splits", "folds", "rounds"),  # resampling/view.UNITS
        "resampling_splits_{}": ("folds", "rounds"),  # resampling/view._unit_key
        "resampling_split_axis_{}": ("folds", "rounds"),
        "resampling_split_bar_{}": ("folds", "rounds"),
        "resampling_measure_{}": ("error_rate", "mse"),  # MethodRun.measure
        "report_key_{}": REPORT_KEYS,  # report/__init__ (data table, numbers' names)
        "plotly_{}": [key.removeprefix("plotly_") for key in PLOTLY_TEXTS],  # plotly_locale
    }


def dynamic_keys() -> set[str]:
    """Every key built at run time from :func:`_families`."""
    return {pattern.format(value) for pattern, values in _families().items() for value in values}


def dynamic_patterns() -> set[str]:
    """The families' patterns, e.g. ``"metric_{}"``."""
    return set(_families())
