"""Titles of the built-in binary examples (:mod:`evalcore.examples.binary`), en + zh: named by
content and source (the watermelon book's chapter 2, the metrics overview article), never by the
internal seed numbers."""

MESSAGES = {
    "example_seed001_a": {
        "en": "Textbook ch. 2: learner A's ROC example (10 samples)",
        "zh": "教材第 2 章：学习器 A 的 ROC 示例（10 个样例）",
    },
    "example_seed001_b": {
        "en": "Textbook ch. 2: learner B's ROC example (10 samples)",
        "zh": "教材第 2 章：学习器 B 的 ROC 示例（10 个样例）",
    },
    "example_seed002_six": {
        "en": "Metrics overview article: six samples and their ROC table",
        "zh": "指标汇总文章：6 个样本及其 ROC 计算表",
    },
    "example_breast_cancer_logreg": {
        "en": "Breast cancer: logistic regression (malignant = positive)",
        "zh": "乳腺癌：对数几率回归（恶性为正类）",
    },
    "example_breast_cancer_tree": {
        "en": "Breast cancer: decision tree, depth 3 (malignant = positive)",
        "zh": "乳腺癌：决策树，深度 3（恶性为正类）",
    },
}
