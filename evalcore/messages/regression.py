"""Messages of the regression task: bad input, and why a metric is undefined or needs a caveat."""

MESSAGES = {
    "regression_length_mismatch": {
        "en": "True and predicted values must have one value per row, but the lengths differ "
        "({lengths}). Pass columns of the same table.",
        "zh": "真实值与预测值必须逐行一一对应，但长度不同（{lengths}）。请使用同一张表中的列。",
    },
    "regression_no_rows": {
        "en": "There are no rows to evaluate. The file needs at least one row with a true and a "
        "predicted value.",
        "zh": "没有可评估的行。文件中至少需要一行同时包含真实值和预测值。",
    },
    "regression_not_finite": {
        "en": "Column {column} has {count:missing or infinite value|missing or infinite values} "
        "({rows:*row|rows}). Fix or remove those rows.",
        "zh": "列 {column} 有 {count} 个缺失或无穷大的值（行 {rows}）。请修正或删除这些行。",
    },
    "regression_bad_weights": {
        "en": "Sample weights must be zero or positive, and not all zero. Check the weight column.",
        "zh": "样本权重必须为零或正数，且不能全为零。请检查权重列。",
    },
    "regression_bad_tolerance": {
        "en": "The tolerance must be a finite number ≥ 0, got {value}.",
        "zh": "容差必须是大于或等于 0 的有限数，当前为 {value}。",
    },
    "regression_same_column": {
        "en": "The true and predicted values both come from column {column}. Choose two different "
        "columns.",
        "zh": "真实值和预测值都取自列 {column}。请选择两个不同的列。",
    },
    "regression_rmsle_negative": {
        "en": "RMSLE is undefined: {count:row has|rows have} a negative true or predicted value, and the "
        "logarithm log(1 + y) is only meaningful for values ≥ 0.",
        "zh": "均方根对数误差无定义：有 {count} 行的真实值或预测值为负数，而对数 log(1 + y) "
        "仅适用于大于或等于 0 的值。",
    },
    "regression_mape_true_zero": {
        "en": "{count:row has|rows have} a true value of 0: MAPE divides their error by a tiny δ = 2.2 × 10⁻¹⁶ "
        "(scikit-learn's convention), so it can be huge. Prefer SMAPE or MAE here.",
        "zh": "有 {count} 行的真实值为 0：平均绝对百分比误差在这些行以极小的 δ = 2.2 × 10⁻¹⁶ 作除数"
        "（scikit-learn 的约定），数值可能极大。此时宜参考对称平均绝对百分比误差或平均绝对误差。",
    },
    "regression_overflow": {
        "en": "Undefined: the value exceeds the largest representable number (about 1.8e308); the "
        "values reach {largest}, and squaring such errors overflows. Rescale the values (e.g. "
        "divide y and ŷ by the same power of 10) to see it.",
        "zh": "无定义：该值超过了可表示的最大数（约 1.8e308）；数值大到 {largest}，其误差平方溢出。"
        "请按同一比例缩放数值（如 y 与 ŷ 同除以 10 的某次幂）后再查看。",
    },
    "regression_spread_ratio": {
        "en": "Undefined in floating point: the errors vary more than 10³⁰⁸ times as much as the "
        "true values, so the value is below −1.8e308, the most negative representable number. "
        "Rescaling does not change it.",
        "zh": "无法以浮点数表示：误差的变化是真实值变化的 10³⁰⁸ 倍以上，该值低于可表示的最小负数"
        "（约 −1.8e308）。缩放数值不会改变这一点。",
    },
    "regression_constant_truth": {
        "en": "Undefined: every true value is {value}, so the variance of y is 0 and there is "
        "nothing to explain (the formula divides by 0).",
        "zh": "无定义：所有真实值都等于 {value}，y 的方差为 0，没有可解释的变化（公式的分母为 0）。",
    },
}
