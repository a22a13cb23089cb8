"""Comparison page, regression view: its sidebar, the metric table with differences, the Wilcoxon
test, the overlaid REC curves and residual distributions (en + zh). ``{name}``, ``{a}``, ``{b}``
are model names (escaped by the caller where Markdown)."""

MESSAGES = {
    "example_compare_diabetes": {
        "en": "Diabetes: ridge regression vs decision tree (depth 3)",
        "zh": "糖尿病：岭回归 vs 决策树（深度 3）",
    },
}
