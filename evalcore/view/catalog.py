"""The figures' label texts in English (``en``) and 简体中文 (``zh``): the one home of every
text the figure builders of :mod:`evalcore.view` draw (legend names, axis and figure titles,
hover words). The dashboard's catalog (:mod:`dashboard.i18n`) includes this one, so the pages,
the report and ``figures()`` write the same words; Chinese follows the textbook terms of the
glossary."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

MESSAGES = {
    # binary: confusion matrix, score histograms, ROC and P-R curves
    "actual_negative": {"en": "Actual negative", "zh": "真实反例"},
    "actual_positive": {"en": "Actual positive", "zh": "真实正例"},
    "bep_point": {"en": "BEP (P = R)", "zh": "平衡点（P = R）"},
    "chance": {"en": "Chance (random guess)", "zh": "随机猜测"},
    "count": {"en": "Count", "zh": "数量"},
    "count_weighted": {"en": "Count (weighted)", "zh": "数量（加权）"},
    "fpr_axis": {"en": "False positive rate (FPR)", "zh": "假正例率 (FPR)"},
    "operating_point": {"en": "Operating point", "zh": "工作点"},
    "p_equals_r": {"en": "P = R", "zh": "P = R"},
    "pr_curve_name": {"en": "P-R (AP {ap})", "zh": "P-R（AP {ap}）"},
    "pr_header": {"en": "P-R curve", "zh": "P-R 曲线"},
    "pr_point_text": {"en": "P={p}<br>R={r}", "zh": "P={p}<br>R={r}"},
    "precision_axis": {"en": "Precision", "zh": "查准率"},
    "predicted_negative": {"en": "Predicted negative", "zh": "预测反例"},
    "predicted_positive": {"en": "Predicted positive", "zh": "预测正例"},
    "prediction": {"en": "Prediction", "zh": "预测结果"},
    "recall_axis": {"en": "Recall", "zh": "查全率"},
    "roc_curve_name": {"en": "ROC (AUC {auc})", "zh": "ROC（AUC {auc}）"},
    "roc_header": {"en": "ROC curve", "zh": "ROC 曲线"},
    "score": {"en": "Score", "zh": "预测值"},
    "score_distribution_header": {"en": "Score distribution by true class",
                                  "zh": "按真实类别划分的预测值分布"},
    "threshold_all_negative": {"en": "all negative (above every score)",
                               "zh": "全部预测为反例（高于所有预测值）"},
    "threshold_short": {"en": "threshold {value}", "zh": "阈值 {value}"},
    "threshold_word": {"en": "threshold", "zh": "阈值"},
    "tpr_axis": {"en": "True positive rate (TPR)", "zh": "真正例率 (TPR)"},
    "truth": {"en": "True class", "zh": "真实情况"},
    "youden_point": {"en": "Youden point", "zh": "约登点"},
    # binary comparison: overlays
    "compare_bep_of": {"en": "{name}: BEP", "zh": "{name}：平衡点"},
    "compare_cost_area_of": {"en": "{name} (area {area})", "zh": "{name}（面积 {area}）"},
    "compare_curve_ap": {"en": "{name} (AP {ap})", "zh": "{name}（AP {ap}）"},
    "compare_curve_auc": {"en": "{name} (AUC {auc})", "zh": "{name}（AUC {auc}）"},
    "compare_point_of": {"en": "{name}: operating point", "zh": "{name}：工作点"},
    # cost curve and ROC convex hull
    "cost_always_negative": {"en": "Always negative", "zh": "全部预测为反例"},
    "cost_always_positive": {"en": "Always positive", "zh": "全部预测为正例"},
    "cost_best_marker": {"en": "Best achievable cost", "zh": "可达到的最小代价"},
    "cost_current_marker": {"en": "Cost at the threshold", "zh": "当前阈值的代价"},
    "cost_curve_header": {"en": "Cost lines and their lower envelope",
                          "zh": "代价直线及其下包络"},
    "cost_envelope_name": {"en": "Cost curve (lower envelope)", "zh": "代价曲线（下包络）"},
    "cost_hull_name": {"en": "ROC convex hull", "zh": "ROC 凸包"},
    "cost_iso_name": {"en": "Iso-cost line at PC(+)", "zh": "PC(+) 下的等代价线"},
    "cost_lines_name": {"en": "Cost lines ({shown} of {total})",
                        "zh": "代价直线（显示 {shown} / {total} 条）"},
    "cost_optimal_vertex": {"en": "Cost-optimal vertex", "zh": "代价最优顶点"},
    "cost_pc_marker": {"en": "PC(+)", "zh": "PC(+)"},
    "cost_roc_header": {"en": "ROC curve, convex hull and iso-cost line",
                        "zh": "ROC 曲线、凸包与等代价线"},
    "cost_roc_name": {"en": "ROC curve", "zh": "ROC 曲线"},
    "cost_threshold_line": {"en": "Cost line of the threshold", "zh": "当前阈值的代价直线"},
    "cost_x_axis": {"en": "Probability cost PC(+)", "zh": "正例概率代价 PC(+)"},
    "cost_y_axis": {"en": "Normalized expected cost", "zh": "归一化代价"},
    # folds: every fold's curves and their averages
    "folds_band": {"en": "±1σ", "zh": "±1σ"},
    "folds_legend_fold": {"en": "fold {name}", "zh": "第 {name} 折"},
    "folds_operating_points": {"en": "each fold at the threshold", "zh": "各折在该阈值下的工作点"},
    "folds_pr_title": {"en": "P-R curve of every fold", "zh": "各折 P-R 曲线"},
    "folds_roc_title": {"en": "ROC of every fold, vertically averaged",
                        "zh": "各折 ROC 曲线及其垂直平均"},
    "folds_threshold_average": {"en": "mean (FPR, TPR) at a threshold",
                                "zh": "同一阈值下的平均（假正例率, 真正例率）"},
    "folds_threshold_average_title": {"en": "Threshold averaging", "zh": "阈值平均"},
    "folds_vertical_average": {"en": "vertical average", "zh": "垂直平均"},
    # multiclass: C×C heatmap, one-vs-rest curves
    "multiclass_curve_name": {"en": "{label} ({name} {area})", "zh": "{label}（{name} {area}）"},
    "multiclass_heatmap_hover": {
        "en": "True: {true}<br>Predicted: {pred}<br>Count: {count}<br>Share of row (true "
        "class): {row}<br>Share of column (prediction): {column}",
        "zh": "真实类别：{true}<br>预测类别：{pred}<br>数量：{count}<br>占该行（真实类别）比例："
        "{row}<br>占该列（预测类别）比例：{column}",
    },
    "multiclass_micro_curve_name": {
        "en": "Micro average ({name} {area})",
        "zh": "微平均（{name} {area}）",
    },
    # ranking: metrics against k
    "ranking_k_short": {"en": "k = {k}", "zh": "k = {k}"},
    "ranking_mean_over_queries": {"en": "mean over queries", "zh": "查询平均值"},
    "ranking_label_precision_at_k": {"en": "P@k", "zh": "P@k"},
    "ranking_label_recall_at_k": {"en": "Recall@k", "zh": "查全率@k"},
    "ranking_label_ndcg_at_k": {"en": "NDCG@k", "zh": "NDCG@k"},
    # regression: the five figures
    "regression_residual": {"en": "Residual y − ŷ", "zh": "残差 y − ŷ"},
    "regression_tolerance": {"en": "Tolerance ε", "zh": "容差 ε"},
    "regression_actual": {"en": "Actual y", "zh": "真实值 y"},
    "regression_band": {"en": "Band ŷ = y ± ε", "zh": "带 ŷ = y ± ε"},
    "regression_current": {"en": "Current ε", "zh": "当前 ε"},
    "regression_histogram_title": {"en": "Distribution of the residuals",
                                   "zh": "残差的分布"},
    "regression_normal_quantile": {"en": "Standard normal quantile", "zh": "标准正态分位数"},
    "regression_outside_points": {"en": "Outside ±ε", "zh": "超出 ±ε"},
    "regression_predicted": {"en": "Predicted ŷ", "zh": "预测值 ŷ"},
    "regression_qq_line": {"en": "Least-squares line", "zh": "最小二乘直线"},
    "regression_qq_points": {"en": "Residuals, ordered", "zh": "排序后的残差"},
    "regression_qq_title": {"en": "Normal Q-Q plot of the residuals",
                            "zh": "残差的正态 Q-Q 图"},
    "regression_rec_short": {"en": "REC", "zh": "REC"},
    "regression_rec_title": {"en": "REC curve: share of predictions within ε",
                             "zh": "REC 曲线：误差不超过 ε 的预测所占比例"},
    "regression_residuals_title": {"en": "Residuals against the prediction",
                                   "zh": "残差与预测值"},
    "regression_rows": {"en": "Rows", "zh": "行数"},
    "regression_scatter_title": {"en": "Predicted against actual, with the band ±ε",
                                 "zh": "预测值与真实值，及 ±ε 带"},
    "regression_share_axis": {"en": "Share with |y − ŷ| ≤ ε", "zh": "|y − ŷ| ≤ ε 的比例"},
    "regression_within_points": {"en": "Within ±ε", "zh": "在 ±ε 以内"},
    # the P-R figure's baseline
    "pr_baseline": {"en": "Baseline: prevalence P = {prevalence}",
                    "zh": "基线：正例比例 P = {prevalence}"},
    # report titles
    "report_confusion_title": {"en": "Confusion matrix at threshold {threshold}",
                               "zh": "阈值 {threshold} 下的混淆矩阵"},
}


def translate(key: str, lang: str, **params: Any) -> str:
    """The label text of ``key`` in ``lang`` (``en`` or ``zh``), filled with ``params``."""
    from evalcore.messages import format_message

    return format_message(MESSAGES[key][lang], params)


def translator(lang: str) -> Callable[..., str]:
    """``tr(key, **params)`` in ``lang``: what the label builders of
    :mod:`evalcore.view.labels` take.

    >>> translator("zh")("threshold_short", value="0.5")
    '阈值 0.5'
    """
    return partial(translate, lang=lang)
