"""Text of the ranking page, its sidebar controls, figures and built-in examples."""

MESSAGES = {
    "example_ranking_seed002_mrr": {"en": "Seed 002: one query, MRR = 1/3",
                                    "zh": "种子 002：单个查询，MRR = 1/3"},
    "example_ranking_synthetic": {"en": "Synthetic: 200 queries, graded relevance",
                                  "zh": "合成数据：200 个查询，分级相关性"},
}
