"""Messages of the binary task: why a measure is undefined at a threshold, and bad CLI settings."""

MESSAGES = {
    "binary_undefined_no_samples": {
        "en": "Undefined: the confusion matrix is empty (total weight 0).",
        "zh": "无定义：混淆矩阵为空（总权重为 0）。",
    },
    "binary_undefined_no_predicted_positives": {
        "en": "Undefined: no sample is predicted positive at this threshold (TP + FP = 0). "
        "Lower the threshold.",
        "zh": "无定义：在该阈值下没有样例被预测为正例（TP + FP = 0）。请降低阈值。",
    },
    "binary_undefined_no_positives": {
        "en": "Undefined: there are no actual positives (TP + FN = 0).",
        "zh": "无定义：没有真实的正例（TP + FN = 0）。",
    },
    "binary_undefined_no_negatives": {
        "en": "Undefined: there are no actual negatives (FP + TN = 0).",
        "zh": "无定义：没有真实的反例（FP + TN = 0）。",
    },
    "binary_undefined_f_beta": {
        "en": "Undefined: there are no actual positives and none is predicted (TP + FN + FP = 0).",
        "zh": "无定义：既没有真实的正例，也没有被预测为正例的样例（TP + FN + FP = 0）。",
    },
    "binary_undefined_mcc": {
        "en": "Undefined: a row or a column of the confusion matrix is empty (one class is absent "
        "or never predicted), so MCC divides by zero. scikit-learn reports 0 here.",
        "zh": "无定义：混淆矩阵有一行或一列全为 0（某一类别不存在或从未被预测），马修相关系数的分母"
        "为 0。scikit-learn 在此情形下返回 0。",
    },
    "binary_undefined_kappa": {
        "en": "Undefined: chance agreement is 1 (every sample is in one class and predicted as "
        "that class), so Cohen's kappa divides by zero.",
        "zh": "无定义：偶然一致率为 1（所有样例属于同一类别且都被预测为该类别），Kappa 系数的分母为 0。",
    },
    "binary_threshold_not_finite": {
        "en": "The threshold must be a finite number, got {value}.",
        "zh": "阈值必须是有限的数，当前为 {value}。",
    },
    "binary_beta_invalid": {
        "en": "β for Fβ must be a finite number greater than 0, got {value}.",
        "zh": "Fβ 中的 β 必须是大于 0 的有限数，当前为 {value}。",
    },
}
