"""Comparison page, more than two models (binary): the sidebar's choice of more models, the
table of every model's measures, the overlaid curves, the pairwise p-values and, across folds,
the Friedman test and the critical-difference diagram (en + zh, the book's terms: 比较检验,
Friedman 检验, Nemenyi 后续检验, 临界值域). ``{name}``, ``{best}``, ``{tied}``, ``{column}`` are
user text (escaped by the caller where Markdown)."""

MESSAGES = {
    "many_more_models": {"en": "More models (score columns)", "zh": "更多模型（预测值列）"},
    "many_more_models_help": {
        "en": "Compare every chosen column as one more model, beside the two above.",
        "zh": "将所选的每一列作为另一个模型，与上面两个模型一同比较。",
    },
    "many_more_files": {"en": "More models' files (C, D, …)", "zh": "更多模型的文件（C、D、…）"},
    "many_more_files_help": {
        "en": "One file per further model: its rows are paired with model A's by an id column "
              "every file holds, else row by row.",
        "zh": "每个新增模型一个文件：若所有文件都有编号列则按编号与模型 A 的行配对，否则按行号"
              "逐行配对。",
    },
    "many_header": {"en": "{count} models compared", "zh": "比较 {count} 个模型"},
    "many_names": {"en": "Model names", "zh": "模型名称"},
    "many_name_taken": {"en": "{name} names another model too: this one is shown as {shown}.",
                        "zh": "{name} 与另一个模型重名：此模型显示为 {shown}。"},
    "many_name_of": {"en": "Name of {column}", "zh": "{column} 的名称"},
    "many_threshold_mode": {"en": "Operating points", "zh": "工作点"},
    "many_threshold_own": {"en": "Each model at its own threshold",
                           "zh": "每个模型使用各自的阈值"},
    "many_threshold_shared": {"en": "One shared threshold", "zh": "所有模型共用一个阈值"},
    "many_threshold_of": {"en": "Threshold of {name}", "zh": "{name} 的阈值"},
    "many_correction": {"en": "Correction for multiple comparisons", "zh": "多重比较校正"},
    "many_correction_help": {
        "en": "Each measure's pairs are one family: Holm's step-down correction (default) or "
              "Bonferroni's (every p-value × the number of pairs).",
        "zh": "每个度量的所有模型对构成一个检验族：Holm 逐步校正（默认），或 Bonferroni 校正"
              "（每个 p 值乘以模型对的个数）。",
    },
    "many_correction_holm": {"en": "Holm", "zh": "Holm"},
    "many_correction_bonferroni": {"en": "Bonferroni", "zh": "Bonferroni"},
    "many_table_header": {"en": "Every model's measures", "zh": "各模型的性能度量"},
    "many_table_help": {
        "en": "Click a column's header to sort by it. AUC interval: DeLong's 95 % interval. "
              "Accuracy, TPR and FPR are at each model's threshold (score ≥ threshold is "
              "positive).",
        "zh": "点击列标题即可按该列排序。AUC 区间：DeLong 95 % 置信区间。精度、TPR 与 FPR "
              "取自各模型的阈值（预测值 ≥ 阈值判为正例）。",
    },
    "many_col_model": {"en": "Model", "zh": "模型"},
    "many_col_auc": {"en": "AUC", "zh": "AUC"},
    "many_col_auc_ci": {"en": "AUC interval", "zh": "AUC 置信区间"},
    "many_col_ap": {"en": "AP", "zh": "平均查准率 AP"},
    "many_col_bep": {"en": "BEP", "zh": "平衡点 BEP"},
    "many_col_cost_area": {"en": "Expected cost (cost-curve area)",
                           "zh": "期望总体代价（代价曲线面积）"},
    "many_col_gini": {"en": "Gini", "zh": "Gini"},
    "many_col_threshold": {"en": "Threshold", "zh": "阈值"},
    "many_col_accuracy": {"en": "Accuracy", "zh": "精度"},
    "many_col_tpr": {"en": "TPR", "zh": "真正例率 TPR"},
    "many_col_fpr": {"en": "FPR", "zh": "假正例率 FPR"},
    "many_curves_header": {"en": "ROC, P-R and cost curves", "zh": "ROC 曲线、P-R 曲线与代价曲线"},
    "many_roc_curve": {"en": "{name} (AUC {auc})", "zh": "{name}（AUC {auc}）"},
    "many_pr_curve": {"en": "{name} (AP {ap})", "zh": "{name}（AP {ap}）"},
    "many_cost_curve": {"en": "{name} (area {area})", "zh": "{name}（面积 {area}）"},
    "many_chance": {"en": "Chance", "zh": "随机猜测"},
    "many_trivial": {"en": "Always negative / always positive",
                     "zh": "全判为反例 / 全判为正例"},
    "many_legend_help": {
        "en": "Click a model in a legend to hide or show its curve and operating point; "
              "double-click to show it alone.",
        "zh": "单击图例中的模型可隐藏或显示其曲线与工作点；双击则只显示该模型。",
    },
    "many_p_header": {"en": "Pairwise tests (corrected p-values)",
                      "zh": "两两比较检验（校正后的 p 值）"},
    "many_p_measure": {"en": "Test", "zh": "检验"},
    "many_p_auc": {"en": "AUC (DeLong)", "zh": "AUC（DeLong 检验）"},
    "many_p_accuracy": {"en": "Accuracy at the thresholds (McNemar)",
                        "zh": "阈值处的精度（McNemar 检验）"},
    "many_p_mae": {"en": "MAE (Wilcoxon signed-rank test of the absolute errors)",
                   "zh": "MAE（绝对误差的 Wilcoxon 符号秩检验）"},
    "many_p_rmse": {"en": "RMSE (paired bootstrap)", "zh": "RMSE（配对自助法）"},
    "many_resamples": {"en": "Bootstrap resamples (intervals and RMSE pairs; 0: none)",
                       "zh": "自助法重采样次数（区间与 RMSE 成对检验；0 表示不做）"},
    "many_resamples_help": {
        "en": "Every model's intervals and every pair's paired bootstrap of RMSE come from the "
              "same resamples of the rows; the bootstrap's p-value is twice the smaller share of "
              "resampled differences on either side of 0. 0 turns both off.",
        "zh": "各模型的区间与每对模型 RMSE 的配对自助法使用同一组行重采样；自助法的 p 值为重采样差值落在 0 "
              "两侧的较小比例的两倍。0 则两者都不做。",
    },
    "many_regression_table_help": {
        "en": "Click a column's header to sort by it. Within ε: the share of rows whose absolute "
              "error is at most ε; AOC: the area over the REC curve (lower is better).",
        "zh": "点击列标题即可按该列排序。ε 以内：绝对误差不超过 ε 的行所占比例；AOC：REC 曲线上方的"
              "面积（越小越好）。",
    },
    "many_rec_header": {"en": "REC curves", "zh": "REC 曲线"},
    "many_rec_curve": {"en": "{name} (AOC {aoc})", "zh": "{name}（AOC {aoc}）"},
    "many_col_within": {"en": "Within ε = {tolerance}", "zh": "ε = {tolerance} 以内"},
    "many_col_aoc": {"en": "AOC", "zh": "AOC"},
    "many_p_help": {
        "en": "Each cell is the pair's p-value after the {correction} correction; below the "
              "significance level the two models differ significantly.",
        "zh": "每格为该模型对经 {correction} 校正后的 p 值；小于显著度时两个模型有显著差别。",
    },
    "many_best": {
        "en": "Best: **{best}**. Not significantly different from it (α = {alpha}): {tied}.",
        "zh": "最优：**{best}**。与其无显著差别（α = {alpha}）：{tied}。",
    },
    "many_report_best": {
        "en": "Best: {best}. Not significantly different from it (α = {alpha}): {tied}.",
        "zh": "最优：{best}。与其无显著差别（α = {alpha}）：{tied}。",
    },
    "many_report_p_of": {"en": "{test}: p-values after the {correction} correction",
                         "zh": "{test}：经 {correction} 校正后的 p 值"},
    "many_col_source": {"en": "Column or file", "zh": "列或文件"},
    "many_best_none": {"en": "none", "zh": "无"},
    "many_folds_header": {"en": "Across the folds of {column}: Friedman and Nemenyi tests",
                          "zh": "在 {column} 的各折上：Friedman 检验与 Nemenyi 后续检验"},
    "many_friedman": {
        "en": "Friedman test on the per-fold AUCs: τ_χ² = {statistic}, {df} degrees of freedom, "
              "p = {p} ({folds} folds).",
        "zh": "基于各折 AUC 的 Friedman 检验：τ_χ² = {statistic}，自由度 {df}，p = {p}"
              "（{folds} 折）。",
    },
    "many_friedman_rmse": {
        "en": "Friedman test on the per-fold RMSEs: τ_χ² = {statistic}, {df} degrees of freedom, "
              "p = {p} ({folds} folds).",
        "zh": "基于各折 RMSE 的 Friedman 检验：τ_χ² = {statistic}，自由度 {df}，p = {p}"
              "（{folds} 折）。",
    },
    "many_nemenyi": {
        "en": "Nemenyi test: critical difference CD = {cd} (q_α = {q}, α = {alpha}). Two models "
              "whose average ranks differ by more than CD differ significantly.",
        "zh": "Nemenyi 后续检验：临界值域 CD = {cd}（q_α = {q}，α = {alpha}）。平均序值之差"
              "超过 CD 的两个模型有显著差别。",
    },
    "many_cd_x": {"en": "Average rank (1 = best)", "zh": "平均序值（1 为最优）"},
    "many_cd_bar": {"en": "CD = {cd}", "zh": "CD = {cd}"},
    "many_cd_help": {
        "en": "Critical-difference diagram: a thick line joins models not significantly "
              "different (their average ranks within CD).",
        "zh": "Friedman 检验图：粗线连接的模型之间无显著差别（平均序值之差在 CD 以内）。",
    },
}
