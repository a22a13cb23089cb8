"""Comparison page, ranking view: its sidebar, the per-query metric comparison, the scatter of A
against B and the paired tests (en + zh). ``{name}``, ``{a}``, ``{b}`` are model names (escaped by
the caller where Markdown)."""

MESSAGES = {
    "example_compare_ranking_synthetic": {
        "en": "Synthetic ranking: 200 queries, two scorers (noise 0.8 vs 1.2)",
        "zh": "合成排序数据：200 个查询，两个打分模型（噪声 0.8 vs 1.2）",
    },
}
