"""Multiclass: metric names, kappa agreement bands, one-vs-rest terms, example titles (en + zh).

Keys follow :mod:`evalcore.multiclass`: ``multiclass_metric_<key>`` names every key of
``SUMMARY_KEYS`` and ``PER_CLASS_KEYS`` (plus ``support``, the AUC/AP averages and top-k);
``multiclass_kappa_<band>`` names every band of ``KAPPA_BANDS``.
"""

MESSAGES = {
    "multiclass_metric_accuracy": {"en": "Accuracy", "zh": "精度（准确率）"},
    "multiclass_metric_error_rate": {"en": "Error rate", "zh": "错误率"},
    "multiclass_metric_macro_precision": {"en": "Macro-P", "zh": "宏查准率"},
    "multiclass_metric_macro_recall": {"en": "Macro-R", "zh": "宏查全率"},
    "multiclass_metric_macro_f1_book": {
        "en": "Macro-F1 (textbook: harmonic mean of macro-P and macro-R)",
        "zh": "宏 F1（教材定义：宏查准率与宏查全率的调和平均）",
    },
    "multiclass_metric_macro_f1_mean": {
        "en": "Macro-F1 (scikit-learn: mean of per-class F1)",
        "zh": "宏 F1（scikit-learn 定义：各类别 F1 的平均）",
    },
    "multiclass_metric_micro_precision": {"en": "Micro-P", "zh": "微查准率"},
    "multiclass_metric_micro_recall": {"en": "Micro-R", "zh": "微查全率"},
    "multiclass_metric_micro_f1": {"en": "Micro-F1", "zh": "微 F1"},
    "multiclass_metric_weighted_precision": {
        "en": "Weighted precision (by support)",
        "zh": "加权查准率（按样本数加权）",
    },
    "multiclass_metric_weighted_recall": {
        "en": "Weighted recall (by support)",
        "zh": "加权查全率（按样本数加权）",
    },
    "multiclass_metric_weighted_f1": {
        "en": "Weighted F1 (by support)",
        "zh": "加权 F1（按样本数加权）",
    },
    "multiclass_metric_kappa": {"en": "Cohen's kappa", "zh": "Kappa 系数"},
    "multiclass_metric_mcc": {
        "en": "Matthews correlation coefficient (MCC)",
        "zh": "马修相关系数 (MCC)",
    },
    "multiclass_metric_g_mean": {
        "en": "G-mean of per-class recalls",
        "zh": "各类别查全率的几何平均（G-mean）",
    },
    "multiclass_metric_precision": {"en": "Precision", "zh": "查准率"},
    "multiclass_metric_recall": {"en": "Recall", "zh": "查全率"},
    "multiclass_metric_f1": {"en": "F1", "zh": "F1"},
    "multiclass_metric_f_beta": {"en": "Fβ (β = {beta})", "zh": "Fβ（β = {beta}）"},
    "multiclass_metric_specificity": {"en": "Specificity", "zh": "特异度"},
    "multiclass_metric_support": {"en": "Support (true samples)", "zh": "样本数（真实类别）"},
    "multiclass_metric_auc_macro": {"en": "Macro AUC (one-vs-rest)", "zh": "宏平均 AUC（一对其余）"},
    "multiclass_metric_auc_micro": {"en": "Micro AUC (one-vs-rest)", "zh": "微平均 AUC（一对其余）"},
    "multiclass_metric_auc_weighted": {
        "en": "Weighted AUC (one-vs-rest, by support)",
        "zh": "加权 AUC（一对其余，按样本数加权）",
    },
    "multiclass_metric_ap_macro": {
        "en": "Macro average precision (AP)",
        "zh": "宏平均 AP（平均查准率）",
    },
    "multiclass_metric_ap_micro": {
        "en": "Micro average precision (AP)",
        "zh": "微平均 AP（平均查准率）",
    },
    "multiclass_metric_top_k": {"en": "Top-{k} accuracy", "zh": "Top-{k} 精度"},
    "multiclass_macro_note": {
        "en": "Macro averages count an undefined per-class value as 0, as scikit-learn does by "
        "default.",
        "zh": "宏平均将无定义的类别指标按 0 计入，与 scikit-learn 的默认做法一致。",
    },
    "multiclass_precision_note": {
        "en": "Rows are true classes: precision is the column-normalized diagonal, recall the "
        "row-normalized diagonal (some texts write P_i and R_i with the two swapped).",
        "zh": "行为真实类别：查准率是按列归一化后的对角线，查全率是按行归一化后的对角线"
        "（有些教材中 P_i 与 R_i 的公式把行与列写反了）。",
    },
    "multiclass_kappa_band": {"en": "Agreement: {band}", "zh": "一致性：{band}"},
    "multiclass_kappa_poor": {
        "en": "poor (below chance)",
        "zh": "差（低于机遇一致性）",
    },
    "multiclass_kappa_slight": {"en": "slight", "zh": "轻微一致性"},
    "multiclass_kappa_fair": {"en": "fair", "zh": "一般一致性"},
    "multiclass_kappa_moderate": {"en": "moderate", "zh": "中等的一致性"},
    "multiclass_kappa_substantial": {"en": "substantial", "zh": "高度的一致性"},
    "multiclass_kappa_almost_perfect": {"en": "almost perfect", "zh": "几乎完全一致"},
}
