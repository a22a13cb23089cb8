"""Messages of the regression comparison (:mod:`evalcore.compare.regression`), en + zh."""

MESSAGES = {
    "compare_regression_wilcoxon_too_few": {
        "en": "The Wilcoxon signed-rank test needs at least two paired rows; this comparison has "
        "one. Add more samples to test whether one model's errors are smaller.",
        "zh": "Wilcoxon 符号秩检验至少需要两行配对数据，而此次比较只有一行。请增加样本后再检验"
        "哪个模型的误差更小。",
    },
    "compare_regression_wilcoxon_no_difference": {
        "en": "Both models' absolute errors are equal on every row: there is no difference to "
        "test, so the Wilcoxon statistic is 0 and p = 1.",
        "zh": "两个模型在每一行上的绝对误差都相同：没有差异可检验，因此 Wilcoxon 统计量为 0，p = 1。",
    },
}
