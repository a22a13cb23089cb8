"""Titles of every built-in example (:mod:`evalcore.examples`), en + zh, shown by the dashboard and
by ``python -m evalcore examples``: named by content, and by the textbook's chapter where they
come from it (the watermelon book's chapter 2), never by the internal source documents."""

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
        "en": "Six samples and their ROC threshold table",
        "zh": "6 个样本及其 ROC 阈值计算表",
    },
    "example_breast_cancer_logreg": {
        "en": "Breast cancer: logistic regression (malignant = positive)",
        "zh": "乳腺癌：对数几率回归（恶性为正类）",
    },
    "example_breast_cancer_tree": {
        "en": "Breast cancer: decision tree, depth 3 (malignant = positive)",
        "zh": "乳腺癌：决策树，深度 3（恶性为正类）",
    },
    "example_diabetes_ridge": {
        "en": "Diabetes: ridge regression (111 test patients)",
        "zh": "糖尿病数据：岭回归（111 个测试样本）",
    },
    "example_diabetes_tree": {
        "en": "Diabetes: decision tree, depth 3 (111 test patients)",
        "zh": "糖尿病数据：决策树，深度 3（111 个测试样本）",
    },
    "example_ranking_seed002_mrr": {"en": "One query, MRR = 1/3",
                                    "zh": "单个查询，MRR = 1/3"},
    "example_ranking_synthetic": {"en": "Synthetic: 200 queries, graded relevance",
                                  "zh": "合成数据：200 个查询，分级相关性"},
    "example_digits_seed004": {
        "en": "Handwritten digits: a 10×10 confusion matrix (993 samples)",
        "zh": "手写体数字：10×10 混淆矩阵（993 个样本）",
    },
    "example_digits_logreg": {
        "en": "Handwritten digits: logistic regression class probabilities (450 test images)",
        "zh": "手写体数字：对数几率回归的各类别预测概率（450 个测试样本）",
    },
    "example_compare_diabetes": {
        "en": "Diabetes: ridge regression vs decision tree (depth 3)",
        "zh": "糖尿病：岭回归 vs 决策树（深度 3）",
    },
    "example_compare_ranking_synthetic": {
        "en": "Synthetic ranking: 200 queries, two scorers (noise 0.8 vs 1.2)",
        "zh": "合成排序数据：200 个查询，两个打分模型（噪声 0.8 vs 1.2）",
    },
    "example_compare_digits": {
        "en": "Digits: logistic regression vs decision tree (depth 5)",
        "zh": "手写数字：对数几率回归 vs 决策树（深度 5）",
    },
    "example_compare_seed001": {
        "en": "Textbook ch. 2: learners A and B on ten samples (A's ROC encloses B's)",
        "zh": "教材第 2 章：学习器 A 与 B，10 个样例（A 的 ROC 曲线包住 B 的）",
    },
    "example_folds_breast_cancer": {
        "en": "Breast cancer: 5 × 2-fold cross-validation, logistic regression vs decision tree "
        "(out-of-fold scores)",
        "zh": "乳腺癌：5 次 2 折交叉验证，对数几率回归 vs 决策树（各折测试集上的预测值）",
    },
    "example_compare_breast_cancer": {
        "en": "Breast cancer: logistic regression vs decision tree (depth 3)",
        "zh": "乳腺癌：对数几率回归 vs 决策树（深度 3）",
    },
}
