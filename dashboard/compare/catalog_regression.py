"""Comparison page, regression view: its sidebar, the metric table with differences, the Wilcoxon
test, the overlaid REC curves and residual distributions (en + zh). ``{name}``, ``{a}``, ``{b}``
are model names (escaped by the caller where Markdown)."""

MESSAGES = {
    "compare_regression_pred_of": {
        "en": "Model {model}: prediction column",
        "zh": "模型 {model}：预测值列",
    },
    "compare_regression_pred_in": {
        "en": "Model {model}: prediction column of {name}",
        "zh": "模型 {model}：{name} 中的预测值列",
    },
    "compare_regression_aligned_columns": {
        "en": "Two prediction columns of one file",
        "zh": "同一文件中的两个预测值列",
    },
    "compare_regression_metrics_header": {
        "en": "Metrics side by side",
        "zh": "度量对比",
    },
    "compare_regression_better": {"en": "Better", "zh": "更优"},
    "compare_regression_tie": {"en": "Tie", "zh": "持平"},
    "compare_regression_better_help": {
        "en": "Lower is better for every error measure; higher is better for R² and explained "
              "variance. The difference is A − B.",
        "zh": "各误差度量越小越好；R² 与可解释方差越大越好。差值为 A − B。",
    },
    "compare_regression_wilcoxon_header": {
        "en": "Wilcoxon signed-rank test (paired absolute errors)",
        "zh": "Wilcoxon 符号秩检验（配对绝对误差）",
    },
    "compare_regression_wilcoxon_statistic": {
        "en": "Wilcoxon statistic",
        "zh": "Wilcoxon 统计量",
    },
    "compare_regression_wilcoxon_p": {"en": "p-value (two-sided)", "zh": "p 值（双侧）"},
    "compare_regression_closer": {"en": "Rows {name} is closer", "zh": "{name} 更接近的行数"},
    "compare_regression_ties": {"en": "Rows with equal |error|", "zh": "|误差| 相等的行数"},
    "compare_regression_wilcoxon_significant": {
        "en": "At the 5% level the absolute errors of {a} and {b} differ significantly "
              "(p = {p}).",
        "zh": "在 5% 显著性水平下，{a} 与 {b} 的绝对误差存在显著差异（p = {p}）。",
    },
    "compare_regression_wilcoxon_not_significant": {
        "en": "At the 5% level there is no significant difference between the absolute errors of "
              "{a} and {b} (p = {p}).",
        "zh": "在 5% 显著性水平下，{a} 与 {b} 的绝对误差没有显著差异（p = {p}）。",
    },
    "compare_regression_wilcoxon_help": {
        "en": "For every row, d = |error of {a}| − |error of {b}|. The test asks whether d is "
              "symmetric about 0, that is whether neither model's absolute errors tend to be "
              "smaller; rows with d = 0 are left out. The statistic is the smaller of the two "
              "rank sums (positive d, negative d). A small p-value says the errors differ "
              "systematically; the row counts show which model is closer more often.",
        "zh": "对每一行计算 d = |{a} 的误差| − |{b} 的误差|。该检验考察 d 是否关于 0 对称，即"
              "两个模型的绝对误差是否都不倾向于更小；d = 0 的行不参与检验。统计量为正、负 d "
              "两组秩和中较小的一个。p 值很小说明两者的误差存在系统性差异；行数统计显示哪个模型"
              "更常更接近真实值。",
    },
    "compare_regression_tolerance_header": {
        "en": "Within a tolerance ε: REC curves and residuals",
        "zh": "容差 ε 之内：REC 曲线与残差",
    },
    "compare_regression_share_of": {
        "en": "Within ±{tolerance} · {name}",
        "zh": "±{tolerance} 之内 · {name}",
    },
    "compare_regression_share_difference": {
        "en": "Share difference (A − B)",
        "zh": "比例差值（A − B）",
    },
    "compare_regression_rec_help": {
        "en": "REC curve: the share of rows whose absolute error is at most ε. At a given ε the "
              "higher curve is better; the area over each curve equals its MAE. The histograms "
              "count every row's residual y − ŷ on the same bins.",
        "zh": "REC 曲线：绝对误差不超过 ε 的行所占比例。在给定 ε 处，位置更高的曲线更好；"
              "每条曲线上方的面积等于其 MAE。直方图在相同的分箱上统计每一行的残差 y − ŷ。",
    },
    "compare_regression_rec_points": {
        "en": "REC points drawn (A / B): {shown} of {total}.",
        "zh": "绘制的 REC 点数（A / B）：{shown}，共 {total}。",
    },
    "compare_boot_metric_rmse": {
        "en": "Root mean squared error (RMSE)",
        "zh": "均方根误差 (RMSE)",
    },
    "compare_boot_metric_mae": {"en": "Mean absolute error (MAE)", "zh": "平均绝对误差 (MAE)"},
}
