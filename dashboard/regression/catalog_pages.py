"""Texts of the Regression page: sidebar mapping, table headers, the tolerance control, plots."""

MESSAGES = {
    "regression_title": {"en": "Regression errors and the REC curve", "zh": "回归误差与 REC 曲线"},
    "regression_true_column": {"en": "True value column (y)", "zh": "真实值列（y）"},
    "regression_pred_column": {"en": "Predicted value column (ŷ)", "zh": "预测值列（ŷ）"},
    "regression_summary_loaded": {"en": "{rows:row|rows}", "zh": "共 {rows} 行"},
    "regression_summary_dropped": {
        "en": "{count:row with invalid values was|rows with invalid values were} dropped.",
        "zh": "已删除 {count} 行含无效值的数据。",
    },
    "regression_metrics_header": {"en": "Metrics", "zh": "性能度量"},
    "regression_value_column": {"en": "Value", "zh": "值"},
    "regression_meaning_column": {"en": "What it means", "zh": "含义"},
    "regression_tolerance_help": {
        "en": "A prediction counts as within tolerance when |y − ŷ| ≤ ε. The slider spans 0 to "
        "the largest absolute error; type an exact value beside it.",
        "zh": "当 |y − ŷ| ≤ ε 时，该预测视为在容差以内。滑块范围为 0 到最大绝对误差；"
        "可在右侧输入精确值。",
    },
    "regression_tolerance_exact": {"en": "Exact ε", "zh": "精确 ε"},
    "regression_aoc": {"en": "Area over the REC curve", "zh": "REC 曲线上方面积"},
    "regression_aoc_help": {
        "en": "∫(1 − REC(ε)) dε up to the largest error; for the exact step curve it equals the "
        "mean absolute error (Bi & Bennett 2003).",
        "zh": "直到最大误差的 ∫(1 − REC(ε)) dε；对精确的阶梯曲线它等于平均绝对误差"
        "（Bi & Bennett 2003）。",
    },
    "regression_outside_count": {"en": "Rows outside ±ε", "zh": "超出 ±ε 的行数"},
    "regression_outside_count_help": {
        "en": "Rows with |y − ŷ| > ε: the orange points in the plots.",
        "zh": "|y − ŷ| > ε 的行：图中的橙色点。",
    },
    "regression_local_binned": {
        "en": "More than {limit} distinct errors: DuckDB counted the residuals in {bins} bins of "
        "equal width {width}. The REC curve, the share within ε and the count outside are "
        "bounds: the exact share at ε lies between the curve's value at ε and at ε + {width}. "
        "Each histogram bar is a union of whole bins (only rows within rounding of a bar's edge "
        "can land in the next bar).",
        "zh": "不同误差值超过 {limit} 个：DuckDB 把残差按宽度 {width} 的 {bins} 个等宽区间计数。"
        "REC 曲线、容差内比例和容差外个数因此是界：ε 处的准确比例介于曲线在 ε 与 ε + {width} "
        "处的值之间。直方图每根柱由整个区间组成（只有距柱边界仅差舍入误差的行可能落入相邻的柱）。",
    },
    "regression_sample_note": {
        "en": "The scatter plots show a fixed random sample of {shown} of the {rows:row|rows} (at most "
        "{budget} points are sent to the browser); the metrics, the REC curve, the histogram and "
        "the counts use every row.",
        "zh": "散点图显示 {rows} 行中固定的随机样本 {shown} 行（最多向浏览器发送 {budget} 个点）；"
        "度量、REC 曲线、直方图和计数均使用全部数据。",
    },
    "regression_qq_caption": {
        "en": "Q-Q plot: each residual, in order, against the standard normal's quantile at its "
              "rank. On the line the residuals look normal; an S shape means heavy or light "
              "tails, a bend a skew.",
        "zh": "Q-Q 图：按大小排序的每个残差，对应其秩处的标准正态分位数。点落在直线上说明残差近似正态；"
              "S 形表示尾部偏重或偏轻，弯曲表示偏斜。",
    },
    "regression_row": {"en": "Row in file", "zh": "文件中的行号"},
    "regression_abs_error": {"en": "|y − ŷ|", "zh": "|y − ŷ|"},
}
