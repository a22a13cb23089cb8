"""The ranking words the pages and the offline report share in English (``en``) and 简体中文
(``zh``): the per-query table's columns (``ranking_col_<column>``), the measures' names
(``ranking_label_<measure>``), the per-query metrics a comparison of rankers tests
(``compare_ranking_metric_<metric>``, its option and its bootstrap label) and the report's
ranking headings. The dashboard's catalog includes this one."""

_COLUMNS = {
    # per-query table
    "query_id": ("Query", "查询"),
    "n_docs": ("Documents", "文档数"),
    "n_relevant": ("Relevant", "相关文档数"),
    "reciprocal_rank": ("Reciprocal rank", "倒数排名"),
    "average_precision": ("AP", "平均查准率 AP"),
    "precision_at_k": ("P@k", "P@k"),
    "recall_at_k": ("Recall@k", "查全率@k"),
    "ndcg_at_k": ("NDCG@k", "NDCG@k"),
    "rc": ("RC", "RC"),
    "kendall_tau": ("Kendall τ-b", "Kendall τ-b"),
    # one query's list
    "rank": ("Rank r", "位置 r"),
    "doc_id": ("Document", "文档"),
    "score": ("Score", "预测值"),
    "relevance": ("Grade", "相关性等级"),
    "relevant": ("Relevant (≥ level)", "相关（≥ 阈值）"),
    "gain": ("Gain G (as in DCG)", "增益 G（计入 DCG）"),
    "row": ("File row", "文件行号"),
    "discount": ("Discount 1/log2(r+1)", "折损 1/log2(r+1)"),
    "dcg": ("DCG@r", "DCG@r"),
    "ideal_relevance": ("Ideal grade", "理想等级"),
    "ideal_gain": ("Ideal gain", "理想增益"),
    "ideal_dcg": ("Ideal DCG@r", "理想 DCG@r"),
    "ndcg": ("NDCG@r", "NDCG@r"),
}

_LABELS = {
    "mrr": ("MRR", "MRR"), "map": ("MAP", "MAP"),
    "rc": ("RC", "RC"), "kendall_tau": ("Kendall τ-b", "Kendall τ-b"),
}

_METRICS = {
    # metric: (label with k, option label, bootstrap label) in en and zh
    "ndcg": (("NDCG@{k}", "NDCG@k", "Mean NDCG@k over queries"),
             ("NDCG@{k}", "NDCG@k（归一化折损累计增益）", "各查询 NDCG@k 的平均")),
    "ap": (("AP", "AP (mean: MAP)", "MAP (mean AP over queries)"),
           ("平均查准率 AP", "平均查准率 AP（平均值：MAP）", "MAP（各查询 AP 的平均）")),
    "rr": (("reciprocal rank", "Reciprocal rank (mean: MRR)",
            "MRR (mean reciprocal rank over queries)"),
           ("倒数排名", "倒数排名（平均值：MRR）", "MRR（各查询倒数排名的平均）")),
    "precision": (("P@{k}", "P@k", "Mean P@k over queries"),
                  ("P@{k}", "P@k（前 k 位查准率）", "各查询 P@k 的平均")),
}

MESSAGES = {
    "ranking_curves_header": {"en": "Mean metric @k as k grows", "zh": "平均指标 @k 随 k 的变化"},
    "ranking_per_query_header": {"en": "Per query", "zh": "各查询"},
    "ranking_distributions_header": {"en": "Distribution over queries", "zh": "各查询上的分布"},
    "ranking_queries": {"en": "queries", "zh": "查询数"},
    **{f"ranking_col_{key}": {"en": en, "zh": zh} for key, (en, zh) in _COLUMNS.items()},
    **{f"ranking_label_{key}": {"en": en, "zh": zh} for key, (en, zh) in _LABELS.items()},
    **{f"compare_ranking_metric_{m}": {"en": en[0], "zh": zh[0]}
       for m, (en, zh) in _METRICS.items()},
    **{f"compare_ranking_metric_option_{m}": {"en": en[1], "zh": zh[1]}
       for m, (en, zh) in _METRICS.items()},
    **{f"compare_boot_metric_ranking_{m}": {"en": en[2], "zh": zh[2]}
       for m, (en, zh) in _METRICS.items()},
}
