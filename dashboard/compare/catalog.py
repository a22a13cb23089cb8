"""Comparison: names of the tests and results of :mod:`evalcore.compare`, the dominance verdicts,
and the comparison examples' titles (en + zh).

``compare_verdict_<verdict>`` covers every ``Dominance.verdict`` (``{a}``/``{b}``: model names);
``compare_method_<method>`` every McNemar ``method``; ``compare_aligned_<how>`` every
``CompareData.aligned_by``.
"""

MESSAGES = {
    "compare_showing_example": {
        "en": "Showing the built-in example “{title}”. Upload your predictions file in the "
              "sidebar (or on another page) to compare your own models.",
        "zh": "当前显示内置示例“{title}”。请在侧边栏（或其他页面）上传预测结果文件，以比较您自己的模型。",
    },
    "compare_open_example": {
        "en": "Compare with the other model",
        "zh": "与另一个模型比较",
    },
    "compare_open_example_help": {
        "en": "Opens the Comparison page on the built-in example “{title}”, which holds this "
              "model and a second one.",
        "zh": "打开比较页面并载入内置示例“{title}”，其中包含本模型和另一个模型。",
    },
    "compare_open_pair": {
        "en": "Compare {a} and {b}",
        "zh": "比较 {a} 与 {b}",
    },
    "compare_open_pair_help": {
        "en": "This file holds two models' outputs ({a}, {b}). Opens it on the Comparison page: "
              "both models side by side with paired tests.",
        "zh": "此文件包含两个模型的输出（{a}、{b}）。在比较页面中打开：两个模型并排显示，"
              "并给出配对检验。",
    },
    "compare_difference": {"en": "Difference (A − B)", "zh": "差值（A − B）"},
    "compare_auc": {"en": "AUC", "zh": "AUC（ROC 曲线下的面积）"},
    "compare_interval_low": {"en": "lower", "zh": "下限"},
    "compare_interval_high": {"en": "upper", "zh": "上限"},
    "compare_auc_ci": {
        "en": "AUC {level}% confidence interval (DeLong)",
        "zh": "AUC 的 {level}% 置信区间（DeLong）",
    },
    "compare_average_precision": {"en": "Average precision (AP)", "zh": "平均查准率 (AP)"},
    "compare_delong": {
        "en": "DeLong's test (paired AUCs)",
        "zh": "DeLong 检验（配对 AUC）",
    },
    "compare_z": {"en": "z statistic", "zh": "z 统计量"},
    "compare_p_value": {"en": "p-value (two-sided)", "zh": "p 值（双侧）"},
    "compare_bootstrap": {
        "en": "Paired bootstrap {level}% interval of the difference",
        "zh": "差值的配对自助法 {level}% 置信区间",
    },
    "compare_bootstrap_settings": {
        "en": "{n:resample|resamples}, seed {seed}, {method} interval",
        "zh": "重采样 {n} 次，随机种子 {seed}，{method} 区间",
    },
    "compare_bootstrap_progress": {
        "en": "Bootstrap: {done} of {total}",
        "zh": "自助法：{done} / {total}",
    },
    "compare_mcnemar": {"en": "McNemar's test", "zh": "McNemar 检验"},
    "compare_method_exact": {
        "en": "exact binomial (fewer than 25 discordant samples)",
        "zh": "精确二项检验（不一致样本少于 25 个）",
    },
    "compare_method_chi2": {
        "en": "chi-square with continuity correction",
        "zh": "带连续性校正的卡方检验",
    },
    "compare_both_right": {"en": "Both right", "zh": "两者都对"},
    "compare_only_a_right": {"en": "Only A right", "zh": "仅 A 对"},
    "compare_only_b_right": {"en": "Only B right", "zh": "仅 B 对"},
    "compare_both_wrong": {"en": "Both wrong", "zh": "两者都错"},
    "compare_dominance_roc": {"en": "ROC dominance", "zh": "ROC 曲线包住关系"},
    "compare_dominance_pr": {"en": "P-R dominance", "zh": "P-R 曲线包住关系"},
    "compare_verdict_A": {
        "en": "{a}'s curve encloses {b}'s: on or above it everywhere",
        "zh": "{a} 的曲线包住 {b} 的曲线：处处不低于后者",
    },
    "compare_verdict_B": {
        "en": "{b}'s curve encloses {a}'s: on or above it everywhere",
        "zh": "{b} 的曲线包住 {a} 的曲线：处处不低于后者",
    },
    "compare_verdict_none": {
        "en": "The curves of {a} and {b} cross: neither encloses the other",
        "zh": "{a} 与 {b} 的曲线发生交叉：互不包住",
    },
    "compare_verdict_equal": {
        "en": "{a} and {b} have the same curve",
        "zh": "{a} 与 {b} 的曲线相同",
    },
    "compare_crossings": {"en": "Where the lead changes", "zh": "领先关系发生变化的区间"},
    "compare_mode_fpr": {"en": "Matched at the same FPR", "zh": "按相同假正例率匹配"},
    "compare_mode_recall": {"en": "Matched at the same recall", "zh": "按相同查全率匹配"},
    "compare_mode_own": {"en": "Each at its own threshold", "zh": "各自的阈值"},
    "compare_aligned_columns": {
        "en": "Two score columns of one file",
        "zh": "同一文件中的两个预测值列",
    },
    "compare_aligned_id": {"en": "Two files matched by id", "zh": "两个文件按编号匹配"},
    "compare_aligned_row": {"en": "Two files matched row by row", "zh": "两个文件按行号匹配"},
}
