"""Messages of the cost task: bad costs or prior, and why a cost-optimal threshold has no number."""

MESSAGES = {
    "cost_prior_invalid": {
        "en": "The positive-class prior p(+) must be a number from 0 to 1, got {value}. "
        "Leave it out to use the data's own share of positives.",
        "zh": "正类先验概率 p(+) 必须是 0 到 1 之间的数，当前为 {value}。"
        "不指定时使用数据中正例所占的比例。",
    },
    "cost_value_invalid": {
        "en": "The misclassification cost {name} must be a finite number ≥ 0, got {value} "
        "(cost_fn = C(−|+), the cost of a false negative; cost_fp = C(+|−), of a false positive).",
        "zh": "误分类代价 {name} 必须是 ≥ 0 的有限数，当前为 {value}（cost_fn 即 C(−|+)，"
        "假反例的代价；cost_fp 即 C(+|−)，假正例的代价）。",
    },
    "cost_zero_total": {
        "en": "With p(+) = {prior}, C(−|+) = {cost_fn} and C(+|−) = {cost_fp} no mistake costs "
        "anything (p·C(−|+) + (1 − p)·C(+|−) = 0), so the probability cost PC(+) is undefined. "
        "Give the class that occurs a positive cost.",
        "zh": "在 p(+) = {prior}、C(−|+) = {cost_fn}、C(+|−) = {cost_fp} 时任何错误都没有代价"
        "（p·C(−|+) + (1 − p)·C(+|−) = 0），正例概率代价 PC(+) 无定义。请为出现的类别设置正的代价。",
    },
    "cost_threshold_all_negative": {
        "en": "No threshold: the cost-optimal choice here is to predict every sample negative "
        "(the trivial classifier at ROC point (0, 0)), i.e. a threshold above the highest score.",
        "zh": "无阈值：此处代价最优的做法是把所有样例预测为反例（ROC 点 (0, 0) 处的平凡分类器），"
        "即阈值高于最高预测值。",
    },
}
