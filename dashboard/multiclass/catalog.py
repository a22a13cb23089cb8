"""Multiclass: metric names, kappa agreement bands, one-vs-rest terms, example titles (en + zh).

Keys follow :mod:`evalcore.multiclass`: ``multiclass_metric_<key>`` names every key of
``SUMMARY_KEYS`` and ``PER_CLASS_KEYS`` (plus ``support``, the AUC/AP averages and top-k);
``multiclass_kappa_<band>`` names every band of ``KAPPA_BANDS``.
"""

MESSAGES = {
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
