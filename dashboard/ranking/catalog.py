"""Text of the ranking page, its sidebar controls, figures and built-in examples."""

_HELP = {
    "mrr": ("Mean over queries of 1 / rank of the first relevant document (0 without one); the "
            "whole list, not k.",
            "各查询第一个相关文档位置的倒数的平均（无相关文档记为 0）；使用整个列表，与 k 无关。"),
    "map": ("Mean over queries of AP = Σ P@r · l_r / (relevant documents); 0 without one.",
            "各查询平均查准率 AP = Σ P@r · l_r / 相关文档数 的平均；无相关文档记为 0。"),
    "precision_at_k": ("Relevant documents in the top k, divided by k (also when a list is "
                       "shorter than k, as trec_eval).",
                       "前 k 位中的相关文档数除以 k（列表短于 k 时同样除以 k，与 trec_eval 一致）。"),
    "recall_at_k": ("Relevant documents in the top k, divided by the query's relevant documents.",
                    "前 k 位中的相关文档数除以该查询的相关文档总数。"),
    "ndcg_at_k": ("DCG@k = Σ_{{r≤k}} G(rel_r)/log2(r+1), divided by the DCG@k of the ideal order.",
                  "DCG@k = Σ_{{r≤k}} G(rel_r)/log2(r+1)，再除以理想排序的 DCG@k。"),
    "rc": ("A weighted Kendall coefficient with unit weights (rank correlation RC): the share of document pairs with "
           "different grades that the ranking orders correctly (pairs of equal grade are left "
           "out). 1 = perfect, 0 = reversed. Mean over queries where defined.",
           "加权 Kendall 系数（权重均为 1，即排序相关性 RC）：相关性等级不同的文档对中被正确排序的比例"
           "（等级相同的文档对不计入）。1 为完全正确，0 为完全颠倒。对有定义的查询取平均。"),
    "kendall_tau": ("Kendall's τ-b between score and grade (SciPy's definition, tied scores count "
                    "neither way), mean over queries where defined.",
                    "预测值与相关性等级之间的 Kendall τ-b（与 SciPy 的定义一致，同分对不计入），"
                    "对有定义的查询取平均。"),
}

MESSAGES = {
    "ranking_level_help": {
        "en": "Documents with a grade ≥ this level count as relevant for MRR, MAP, P@k and "
              "Recall@k (trec_eval's -l). NDCG and RC use the grades themselves.",
        "zh": "相关性等级 ≥ 该值的文档在 MRR、MAP、P@k 和查全率@k 中视为相关（即 trec_eval 的 -l）；"
              "NDCG 与 RC 直接使用等级。",
    },
    # sidebar
    "ranking_query_column": {"en": "Query column", "zh": "查询列"},
    "ranking_doc_column": {"en": "Document column (optional)", "zh": "文档列（可选）"},
    "ranking_relevance_column": {"en": "Relevance grade column", "zh": "相关性等级列"},
    "ranking_score_column": {"en": "Score column", "zh": "预测值列"},
    "ranking_summary_loaded": {"en": "{rows:row|rows} · {queries:query|queries} · longest list {longest}",
                               "zh": "{rows} 行 · {queries} 个查询 · 最长列表 {longest}"},
    "ranking_no_doc_column": {
        "en": "No document column: tied scores keep the file's order.",
        "zh": "没有文档列：预测值相同的文档保持文件中的顺序。",
    },
    # page
    "ranking_title": {"en": "Ranking: MRR, MAP, P@k, NDCG@k", "zh": "排序：MRR、MAP、P@k、NDCG@k"},
    "ranking_conventions": {
        "en": "Conventions (as trec_eval): tied scores are ordered by document id, larger id "
              "first (file order without a document column); queries without a relevant "
              "document score 0 and count in every mean.",
        "zh": "约定（与 trec_eval 一致）：预测值相同时按文档编号排序，编号较大者在前（无文档列时按文件顺序）；"
              "没有相关文档的查询各指标记为 0，并计入平均值。",
    },
    "ranking_level": {"en": "Relevance level", "zh": "相关性阈值"},
    "ranking_gain": {"en": "NDCG gain", "zh": "NDCG 增益"},
    "ranking_gain_help": {
        "en": "Exponential gain 2^rel − 1 (the common definition of NDCG) rewards high grades more; linear gain rel "
              "is trec_eval's ndcg_cut and scikit-learn's ndcg_score.",
        "zh": "指数增益 2^rel − 1（NDCG 的常用定义）更看重高等级；线性增益 rel 与 trec_eval 的 ndcg_cut 及 "
              "scikit-learn 的 ndcg_score 一致。",
    },
    "ranking_ties": {"en": "Tied scores in NDCG", "zh": "NDCG 中的同分处理"},
    "ranking_ties_help": {
        "en": "Break ties: the deterministic order (document id, larger first). Average: the "
              "mean DCG over every order of tied documents, as scikit-learn's ndcg_score.",
        "zh": "打破同分：使用确定的顺序（文档编号较大者在前）。取平均：对同分文档的所有排列取 DCG 的平均，"
              "与 scikit-learn 的 ndcg_score 一致。",
    },
    "ranking_k": {"en": "Cut-off k", "zh": "截断位置 k"},
    "ranking_k_help": {"en": "P@k, Recall@k and NDCG@k look at the top k of each list.",
                       "zh": "P@k、查全率@k 和 NDCG@k 只看每个列表的前 k 位。"},
    "ranking_without_relevant": {
        "en": "Queries without a relevant document: {count} of {queries} (they score 0 and "
              "count in the means).",
        "zh": "没有相关文档的查询：{count} / {queries}（各指标记为 0，并计入平均值）。",
    },
    "ranking_correlation_queries": {
        "en": "RC is defined for {rc} and τ-b for {tau} of {queries:query|queries} (a query with one "
              "grade, or one score, has no order to compare); their means use only those.",
        "zh": "RC 对 {queries} 个查询中的 {rc} 个有定义，τ-b 对 {tau} 个有定义（只有一种等级或一种预测值的"
              "查询没有可比较的顺序）；平均值只计这些查询。",
    },
    "ranking_per_query_caption": {
        "en": "Worst queries first (by NDCG@k, then AP); click a header to sort. RC and τ-b are "
              "empty where undefined.",
        "zh": "最差的查询在前（按 NDCG@k，其次按 AP）；点击表头可排序。RC 与 τ-b 无定义时为空。",
    },
    "ranking_query_header": {"en": "One query: the NDCG formula term by term",
                             "zh": "单个查询：NDCG 公式逐项展开"},
    "ranking_query_choice": {"en": "Query", "zh": "查询"},
    "ranking_query_help": {
        "en": "Queries are listed worst first, as in the table above; the first shown is the "
              "worst query with a relevant document.",
        "zh": "查询按从差到好排列，与上表一致；默认显示含相关文档的最差查询。",
    },
    "ranking_ndcg_formula": {
        "en": r"\mathrm{{NDCG}}@{k} = \frac{{\sum_{{r \le {k}}} G(\mathrm{{rel}}_r) / "
              r"\log_2(r+1)}}{{\mathrm{{ideal\ DCG}}@{k}}} = \frac{{{dcg}}}{{{ideal}}} = {ndcg}",
        "zh": r"\mathrm{{NDCG}}@{k} = \frac{{\sum_{{r \le {k}}} G(\mathrm{{rel}}_r) / "
              r"\log_2(r+1)}}{{\mathrm{{ideal\ DCG}}@{k}}} = \frac{{{dcg}}}{{{ideal}}} = {ndcg}",
    },
    "ranking_formula_terms": {
        "en": "Gain G = {gain}; the ideal DCG sorts the same grades in decreasing order. The "
              "table lists each term; NDCG is 0 when the ideal DCG is 0.",
        "zh": "增益 G = {gain}；理想 DCG 将同一组等级按降序排列。下表列出每一项；理想 DCG 为 0 时 NDCG 记为 0。",
    },
    "ranking_gain_formula_exponential": {"en": "2^rel − 1", "zh": "2^rel − 1"},
    "ranking_gain_formula_linear": {"en": "rel", "zh": "rel"},
    "ranking_discounted_gain": {"en": "G / log2(r+1)", "zh": "G / log2(r+1)"},
    "ranking_ideal_dcg": {"en": "ideal DCG@r", "zh": "理想 DCG@r"},
    "ranking_rank": {"en": "rank r", "zh": "位置 r"},
    "ranking_file_caption": {"en": "File: {name}", "zh": "文件：{name}"},
    **{f"ranking_metric_{key}_help": {"en": en, "zh": zh} for key, (en, zh) in _HELP.items()},
    "ranking_gain_option_exponential": {"en": "2^rel − 1", "zh": "2^rel − 1"},
    "ranking_gain_option_linear": {"en": "rel (linear)", "zh": "rel（线性）"},
    "ranking_ties_option_first": {"en": "Break ties", "zh": "打破同分"},
    "ranking_ties_option_average": {"en": "Average", "zh": "取平均"},
}
