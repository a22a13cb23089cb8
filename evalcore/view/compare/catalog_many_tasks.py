"""Comparison page, more than two models of the multiclass and ranking tasks: the sidebar's
choice of more prediction or score columns, the best model per measure, the Friedman test on a
named per-fold measure and the ranking measure against the cut-off k (en + zh, the book's terms).
The parts shared with the binary view (names, correction, matrix, CD diagram) keep their
``many_`` keys in :mod:`evalcore.view.compare.catalog_many`. ``{name}``, ``{column}`` are user text
(escaped by the caller where Markdown)."""

MESSAGES = {
    "many_more_predictions": {"en": "More models (predicted-label columns)",
                              "zh": "更多模型（预测类别列）"},
    "many_more_scores": {"en": "More models (score columns)", "zh": "更多模型（预测值列）"},
    "many_best_header": {"en": "Best per measure", "zh": "各度量的最优模型"},
    "many_best_col_measure": {"en": "Measure (test)", "zh": "度量（检验）"},
    "many_best_col_best": {"en": "Best", "zh": "最优"},
    "many_best_col_tied": {"en": "Not significantly different from the best",
                           "zh": "与最优无显著差别"},
    "many_best_help": {
        "en": "A model is listed beside the best when its corrected p-value against the best is "
              "at least α = {alpha}.",
        "zh": "与最优模型比较、校正后的 p 值不小于 α = {alpha} 的模型列于最优模型旁。",
    },
    "many_friedman_of": {
        "en": "Friedman test on the per-fold {measure}: τ_χ² = {statistic}, {df} degrees of "
              "freedom, p = {p} ({folds} folds).",
        "zh": "基于各折{measure}的 Friedman 检验：τ_χ² = {statistic}，自由度 {df}，p = {p}"
              "（{folds} 折）。",
    },
    "many_mc_table_help": {
        "en": "Click a column's header to sort by it. Every measure is over all {n} rows; "
              "macro-F1 is the mean of the per-class F1.",
        "zh": "点击列标题即可按该列排序。各度量均基于全部 {n} 行；宏 F1 为各类别 F1 的平均。",
    },
    "many_mc_p_accuracy": {"en": "Accuracy (McNemar)", "zh": "精度（McNemar 检验）"},
    "many_mc_p_macro_f1_mean": {"en": "Macro-F1 (paired bootstrap)",
                                "zh": "宏 F1（配对自助法）"},
    "many_mc_resamples": {"en": "Bootstrap resamples (intervals and macro-F1 pairs; 0: none)",
                          "zh": "自助法重采样次数（区间与宏 F1 成对检验；0 表示不做）"},
    "many_mc_resamples_help": {
        "en": "Every model's intervals and every pair's paired bootstrap of macro-F1 come from "
              "the same resamples of the rows; fewer resamples are quicker, 0 turns both off.",
        "zh": "各模型的区间与每对模型宏 F1 的配对自助法使用同一组行重采样；次数越少越快，0 则两者都不做。",
    },
    "many_mc_bootstrap_running": {
        "en": "Bootstrapping every model's intervals and macro-F1 pairs…",
        "zh": "正在对各模型的区间与每对模型的宏 F1 做自助法…",
    },
    "many_measure_accuracy": {"en": "accuracy", "zh": "精度"},
    "many_rk_col_ndcg": {"en": "NDCG@{k}", "zh": "NDCG@{k}"},
    "many_rk_col_precision": {"en": "P@{k}", "zh": "P@{k}"},
    "many_rk_col_recall": {"en": "Recall@{k}", "zh": "查全率@{k}"},
    "many_rk_col_map": {"en": "MAP", "zh": "MAP"},
    "many_rk_col_mrr": {"en": "MRR", "zh": "MRR"},
    "many_rk_table_help": {
        "en": "Click a column's header to sort by it. Means over the {queries} queries.",
        "zh": "点击列标题即可按该列排序。均为 {queries} 个查询上的平均值。",
    },
    "many_rk_p_t_test": {"en": "{metric} (paired t-test)", "zh": "{metric}（成对 t 检验）"},
    "many_rk_p_randomization": {"en": "{metric} (randomization test)",
                                "zh": "{metric}（随机化检验）"},
    "many_rk_curves_header": {"en": "Every model's measure against the cut-off k",
                              "zh": "各模型的度量随截断位置 k 的变化"},
    "many_rk_curve_measure": {"en": "Measure against k", "zh": "随 k 变化的度量"},
    "many_rk_curve": {"en": "{name} ({value} at k = {k})", "zh": "{name}（k = {k} 时为 {value}）"},
    "many_rk_curve_help": {
        "en": "A dot marks each model at the chosen k. Click a model in the legend to hide or "
              "show it; double-click to show it alone.",
        "zh": "圆点标出各模型在所选 k 处的值。单击图例中的模型可隐藏或显示它；双击则只显示该"
              "模型。",
    },
    "many_col_ci": {"en": "{measure} 95 % interval", "zh": "{measure} 95 % 置信区间"},
    "many_ci_help_rows": {
        "en": "Intervals: each model's 95 % percentile bootstrap interval over {resamples} "
              "resamples of the rows (the same resamples for every model, seed {seed}).",
        "zh": "区间：各模型的 95 % 百分位自助法置信区间，对行重采样 {resamples} 次（各模型使用相同的"
              "重采样，种子 {seed}）。",
    },
    "many_ci_help_queries": {
        "en": "Interval: each model's 95 % percentile bootstrap interval over {resamples} "
              "resamples of the queries (the same resamples for every model, seed {seed}).",
        "zh": "区间：各模型的 95 % 百分位自助法置信区间，对查询重采样 {resamples} 次（各模型使用相同"
              "的重采样，种子 {seed}）。",
    },
}
