"""Messages of risk scoring: probability measures that do not apply, thresholds by constraint,
and segments."""

MESSAGES = {
    "risk_not_probabilities": {
        "en": "Not computed: the scores range from {low} to {high}, outside [0, 1], so they are "
        "not probabilities (calibration, Brier score and log loss need probabilities).",
        "zh": "未计算：预测值范围为 {low} 至 {high}，超出 [0, 1]，不是概率（校准曲线、Brier 分数和对数损失"
        "需要概率）。",
    },
    "risk_constraint_invalid": {
        "en": "A threshold constraint is KIND=VALUE with KIND one of {kinds} and VALUE between 0 "
        "and 1 (top: above 0), got {text}.",
        "zh": "阈值约束的格式为 KIND=VALUE，KIND 为 {kinds} 之一，VALUE 在 0 与 1 之间（top 须大于 0），"
        "当前为 {text}。",
    },
    "risk_constraint_unmet": {
        "en": "No threshold meets {kind}={value}: loosen the constraint.",
        "zh": "没有阈值满足 {kind}={value}：请放宽该约束。",
    },
    "risk_too_many_segments": {
        "en": "Column {column} has {count} distinct values, more than {limit}: it looks like an "
        "identifier, not segments. Choose a segment column with at most {limit} values.",
        "zh": "列 {column} 有 {count} 个不同取值，超过 {limit} 个：它更像是标识符而不是分组。请"
        "选择取值不超过 {limit} 个的分组列。",
    },
    "risk_segment_one_class": {
        "en": "AUC, AP and KS are undefined: this segment has only one class.",
        "zh": "AUC、AP 和 KS 无定义：该分组只有一个类别。",
    },
    "risk_segment_constraint_unmet": {
        "en": "No threshold of this segment meets the constraint.",
        "zh": "该分组没有满足此约束的阈值。",
    },
    "risk_binned_scores": {
        "en": "Not computed: the engine binned the scores (\"approximate\": true), so the "
        "probabilities of the rows are not known exactly.",
        "zh": "未计算：引擎已将预测值分箱（\"approximate\": true），各行的概率无法精确得知。",
    },
    "risk_hl_few_bins": {
        "en": "Hosmer–Lemeshow test not computed: it needs at least 3 non-empty bins.",
        "zh": "未计算 Hosmer–Lemeshow 检验：至少需要 3 个非空分箱。",
    },
    "risk_hl_no_spread": {
        "en": "Hosmer–Lemeshow test not computed: a bin's scores are all 0 or all 1 while its "
        "outcomes differ from them.",
        "zh": "未计算 Hosmer–Lemeshow 检验：某个分箱的预测值全为 0 或全为 1，而其实际结果与之不同。",
    },
    "risk_calibration_fit_diverged": {
        "en": "Calibration slope and intercept not computed: the score separates the classes "
        "completely, so the logistic fit has no finite solution.",
        "zh": "未计算校准斜率与截距：预测值将两类完全分开，对数几率回归没有有限解。",
    },
    "risk_calibration_fit_one_score": {
        "en": "Calibration slope and intercept not computed: every score is the same, so the slope "
        "cannot be told apart from the intercept.",
        "zh": "未计算校准斜率与截距：所有预测值都相同，斜率无法与截距区分。",
    },
    "risk_segment_threshold_one_class": {
        "en": "No threshold of its own: this segment has only one class, so no constraint on its "
        "rates can be met.",
        "zh": "没有自身的阈值：该分组只有一个类别，其比率上的约束无法满足。",
    },
    "risk_segment_calibration_one_class": {
        "en": "Not computed: this segment has only one class.",
        "zh": "未计算：该分组只有一个类别。",
    },
}
