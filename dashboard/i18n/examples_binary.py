"""Titles of the built-in binary examples (:mod:`evalcore.examples.binary`), en + zh."""

MESSAGES = {
    "example_seed001_a": {
        "en": "Textbook ROC example: learner A (10 samples)",
        "zh": "教材 ROC 示例：学习器 A（10 个样例）",
    },
    "example_seed001_b": {
        "en": "Textbook ROC example: learner B (10 samples)",
        "zh": "教材 ROC 示例：学习器 B（10 个样例）",
    },
    "example_seed002_six": {
        "en": "Six samples at four thresholds (ROC table)",
        "zh": "六个样本、四个阈值（ROC 计算表）",
    },
    "example_breast_cancer_logreg": {
        "en": "Breast cancer: logistic regression (malignant = positive)",
        "zh": "乳腺癌：逻辑回归（恶性为正类）",
    },
    "example_breast_cancer_tree": {
        "en": "Breast cancer: decision tree, depth 3 (malignant = positive)",
        "zh": "乳腺癌：决策树，深度 3（恶性为正类）",
    },
}
