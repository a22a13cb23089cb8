"""Names and one-line help of the binary measures (:data:`evalcore.binary.POINT_METRICS`, AUC,
ℓrank, AP, BEP, Youden's J), en + zh, in the glossary's textbook terms.

``metric_<name>`` is the name shown in tables, ``metric_<name>_help`` its tooltip.
"""

MESSAGES = {
    "metric_accuracy": {"en": "Accuracy", "zh": "精度（准确率）"},
    "metric_accuracy_help": {
        "en": "(TP + TN) / total: the share of samples classified correctly.",
        "zh": "(TP + TN) / 样例总数：分类正确的样例所占比例。",
    },
    "metric_error_rate": {"en": "Error rate", "zh": "错误率"},
    "metric_error_rate_help": {
        "en": "(FP + FN) / total = 1 − accuracy.",
        "zh": "(FP + FN) / 样例总数 = 1 − 精度。",
    },
    "metric_precision": {"en": "Precision (P)", "zh": "查准率（精确率）P"},
    "metric_precision_help": {
        "en": "TP / (TP + FP): of the samples predicted positive, the share that are positive.",
        "zh": "TP / (TP + FP)：预测为正例的样例中真正例所占比例。",
    },
    "metric_recall": {"en": "Recall (R, TPR, sensitivity)", "zh": "查全率（召回率、真正例率、灵敏度）R"},
    "metric_recall_help": {
        "en": "TP / (TP + FN): of the positives, the share predicted positive.",
        "zh": "TP / (TP + FN)：真实正例中被预测为正例的比例。",
    },
    "metric_specificity": {"en": "Specificity (TNR)", "zh": "特异度（真反例率）"},
    "metric_specificity_help": {
        "en": "TN / (TN + FP): of the negatives, the share predicted negative.",
        "zh": "TN / (TN + FP)：真实反例中被预测为反例的比例。",
    },
    "metric_fpr": {"en": "False positive rate (α)", "zh": "假正例率（假阳性率、虚警率）α"},
    "metric_fpr_help": {
        "en": "FP / (FP + TN) = 1 − specificity: the ROC curve's x axis.",
        "zh": "FP / (FP + TN) = 1 − 特异度：ROC 曲线的横轴。",
    },
    "metric_fnr": {"en": "False negative rate (β, miss rate)", "zh": "假反例率（假阴性率、漏报率）β"},
    "metric_fnr_help": {
        "en": "FN / (TP + FN) = 1 − recall.",
        "zh": "FN / (TP + FN) = 1 − 查全率。",
    },
    "metric_f1": {"en": "F1", "zh": "F1"},
    "metric_f1_help": {
        "en": "2TP / (2TP + FN + FP): the harmonic mean of precision and recall.",
        "zh": "2TP / (2TP + FN + FP)：查准率与查全率的调和平均。",
    },
    "metric_f_beta": {"en": "Fβ", "zh": "Fβ"},
    "metric_f_beta_help": {
        "en": "(1+β²)TP / ((1+β²)TP + β²FN + FP); β > 1 weighs recall more, β < 1 precision.",
        "zh": "(1+β²)TP / ((1+β²)TP + β²FN + FP)；β > 1 时查全率影响更大，β < 1 时查准率影响更大。",
    },
    "metric_mcc": {"en": "Matthews correlation coefficient (MCC)", "zh": "马修相关系数（MCC）"},
    "metric_mcc_help": {
        "en": "(TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)), from −1 to 1; 0 is chance.",
        "zh": "(TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN))，取值 −1 到 1；0 相当于随机猜测。",
    },
    "metric_kappa": {"en": "Cohen's kappa", "zh": "Kappa 系数"},
    "metric_kappa_help": {
        "en": "(p_o − p_e) / (1 − p_e): agreement with the truth beyond chance agreement p_e.",
        "zh": "(p_o − p_e) / (1 − p_e)：扣除偶然一致率 p_e 后与真实标记的一致程度。",
    },
    "metric_balanced_accuracy": {"en": "Balanced accuracy", "zh": "平衡精度"},
    "metric_balanced_accuracy_help": {
        "en": "(TPR + TNR) / 2: accuracy with both classes weighted equally.",
        "zh": "(真正例率 + 真反例率) / 2：两个类别同等加权的精度。",
    },
    "metric_g_mean": {"en": "G-mean", "zh": "几何平均（G-mean）"},
    "metric_g_mean_help": {
        "en": "√(TPR · TNR): high only when both classes are recognized.",
        "zh": "√(真正例率 · 真反例率)：只有两个类别都识别得好时才高。",
    },
}
