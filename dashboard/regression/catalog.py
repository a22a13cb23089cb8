"""Regression: metric names with one-line explanations, REC terms, example titles (en + zh).

Metric keys follow :data:`evalcore.regression.METRICS`: ``regression_metric_<key>`` is the name,
``regression_metric_<key>_help`` the explanation shown beside it.
"""

MESSAGES = {
    "regression_metric_mse": {"en": "Mean squared error (MSE)", "zh": "均方误差 (MSE)"},
    "regression_metric_mse_help": {
        "en": "Mean of (y − ŷ)²; in squared units, so large errors weigh most.",
        "zh": "(y − ŷ)² 的平均值；单位为原单位的平方，大误差的影响最大。",
    },
    "regression_metric_rmse": {"en": "Root mean squared error (RMSE)", "zh": "均方根误差 (RMSE)"},
    "regression_metric_rmse_help": {
        "en": "√MSE: a typical error size in the units of y, sensitive to large errors.",
        "zh": "√MSE：与 y 同单位的典型误差大小，对大误差敏感。",
    },
    "regression_metric_mae": {"en": "Mean absolute error (MAE)", "zh": "平均绝对误差 (MAE)"},
    "regression_metric_mae_help": {
        "en": "Mean of |y − ŷ|, in the units of y; equals the area over the REC curve.",
        "zh": "|y − ŷ| 的平均值，与 y 同单位；等于 REC 曲线上方的面积。",
    },
    "regression_metric_median_ae": {"en": "Median absolute error", "zh": "中值绝对误差"},
    "regression_metric_median_ae_help": {
        "en": "Median of |y − ŷ|: half the predictions are closer than this; robust to outliers.",
        "zh": "|y − ŷ| 的中位数：一半预测的误差小于该值；不受离群点影响。",
    },
    "regression_metric_max_error": {"en": "Max absolute error", "zh": "最大绝对误差"},
    "regression_metric_max_error_help": {
        "en": "The largest |y − ŷ|: the worst single prediction.",
        "zh": "最大的 |y − ŷ|：最差的一个预测。",
    },
    "regression_metric_rmsle": {
        "en": "Root mean squared logarithmic error (RMSLE)",
        "zh": "均方根对数误差 (RMSLE)",
    },
    "regression_metric_rmsle_help": {
        "en": "RMSE of log(1 + y): relative errors for heavy-tailed targets; needs values ≥ 0.",
        "zh": "log(1 + y) 上的均方根误差：适合重尾分布的标签，衡量相对误差；要求取值 ≥ 0。",
    },
    "regression_metric_mape": {
        "en": "Mean absolute percentage error (MAPE)",
        "zh": "平均绝对百分比误差 (MAPE)",
    },
    "regression_metric_mape_help": {
        "en": "Mean of |y − ŷ| / max(δ, |y|), δ = 2.2 × 10⁻¹⁶ (machine epsilon, as scikit-learn): "
              "error relative to the true value; explodes near y = 0.",
        "zh": "|y − ŷ| / max(δ, |y|) 的平均值，δ = 2.2 × 10⁻¹⁶（机器精度，与 scikit-learn 一致）："
              "相对于真实值的误差；真实值接近 0 时会极大。",
    },
    "regression_metric_smape": {
        "en": "Symmetric mean absolute percentage error (SMAPE)",
        "zh": "对称平均绝对百分比误差 (SMAPE)",
    },
    "regression_metric_smape_help": {
        "en": "Mean of 2|y − ŷ| / (|y| + |ŷ|), between 0 and 200 %; a row with y = ŷ = 0 counts 0.",
        "zh": "2|y − ŷ| / (|y| + |ŷ|) 的平均值，取值 0 到 200 %；y = ŷ = 0 的行计为 0。",
    },
    "regression_metric_r2": {
        "en": "Coefficient of determination R²",
        "zh": "决定系数 R²",
    },
    "regression_metric_r2_help": {
        "en": "1 − SSE/SST: share of the variance of y the model explains; 1 is perfect, "
        "below 0 is worse than predicting the mean.",
        "zh": "1 − SSE/SST：模型解释的 y 方差比例；1 为完美，小于 0 表示不如直接预测均值。",
    },
    "regression_metric_explained_variance": {"en": "Explained variance", "zh": "解释方差"},
    "regression_metric_explained_variance_help": {
        "en": "1 − Var(y − ŷ)/Var(y): like R² but ignores a constant bias in the predictions.",
        "zh": "1 − Var(y − ŷ)/Var(y)：与决定系数类似，但不计预测中的常数偏差。",
    },
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
