"""Regression: metric names with one-line explanations, REC terms, example titles (en + zh).

Metric keys follow :data:`evalcore.regression.METRICS`: ``regression_metric_<key>`` is the name,
``regression_metric_<key>_help`` the explanation shown beside it.
"""

MESSAGES = {
    "regression_rec_curve_help": {
        "en": "Share of predictions with |y − ŷ| ≤ ε as the tolerance ε grows; the higher and more "
        "to the left, the better. The area over the curve equals the MAE.",
        "zh": "随容差 ε 增大，|y − ŷ| ≤ ε 的预测所占比例；曲线越靠左上越好。曲线上方的面积等于"
        "平均绝对误差。",
    },
    "regression_share_within": {
        "en": "Share within ±{tolerance}",
        "zh": "误差在 ±{tolerance} 以内的比例",
    },
    "regression_worst_predictions": {"en": "Worst predictions", "zh": "误差最大的预测"},
}
