"""Comparison page, multiclass view: its sidebar, the summary and per-class differences, the
difference chart, both confusion matrices, McNemar's test and the bootstrap metrics (en + zh).
``{name}``, ``{a}``, ``{b}`` are model names (escaped by the caller where Markdown)."""

MESSAGES = {
    "example_compare_digits": {
        "en": "Digits: logistic regression vs decision tree (depth 5)",
        "zh": "手写数字：逻辑回归 vs 决策树（深度 5）",
    },
}
