"""The words of the two-model comparisons' figures (per-class bars, both confusion matrices, REC
curves and residuals, the per-query scatter): the page, the report and ``figures()`` draw them
alike."""

MESSAGES = {
    "compare_multiclass_leads": {"en": "{name} better", "zh": "{name} 更好"},
    "compare_multiclass_even": {"en": "Equal", "zh": "相同"},
    "compare_multiclass_difference_of": {"en": "{metric}: A − B", "zh": "{metric}：A − B"},
    "compare_regression_rec_of": {"en": "{name} (AOC {aoc})", "zh": "{name}（AOC {aoc}）"},
    "compare_regression_share_at": {"en": "{name} at ε", "zh": "{name} 在 ε 处"},
    "compare_ranking_equal_line": {"en": "A = B", "zh": "A = B"},
    "compare_ranking_scatter_header": {"en": "{metric} per query: A against B",
                                       "zh": "逐查询 {metric}：A 对比 B"},
    "compare_wins": {"en": "A better", "zh": "A 更好"},
    "compare_ties": {"en": "Tie", "zh": "持平"},
    "compare_losses": {"en": "B better", "zh": "B 更好"},
    "compare_figure_per_class": {"en": "{metric} per class: A − B", "zh": "逐类别 {metric}：A − B"},
    "compare_figure_matrix_of": {"en": "Confusion matrix of {name}", "zh": "{name} 的混淆矩阵"},
    "compare_figure_rec": {"en": "REC curves, ε = {tolerance}", "zh": "REC 曲线，ε = {tolerance}"},
    "compare_figure_residuals": {"en": "Residuals y − ŷ of both models",
                                 "zh": "两个模型的残差 y − ŷ"},
}
