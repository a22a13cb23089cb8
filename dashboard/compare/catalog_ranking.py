"""Comparison page, ranking view: its sidebar, the per-query metric comparison, the scatter of A
against B and the paired tests (en + zh). ``{name}``, ``{a}``, ``{b}`` are model names (escaped by
the caller where Markdown); ``{metric}`` is a ``compare_ranking_metric_<metric>`` text."""


MESSAGES = {
    # sidebar
    "compare_ranking_score_of": {"en": "Model {model}: score column",
                                 "zh": "模型 {model}：预测值列"},
    "compare_ranking_score_in": {"en": "Model {model}: score column of {name}",
                                 "zh": "模型 {model}：{name} 中的预测值列"},
    "compare_ranking_aligned_columns": {"en": "Two score columns of one file",
                                        "zh": "同一文件中的两个预测值列"},
    "compare_ranking_aligned_id": {"en": "Two files matched by (query, document)",
                                   "zh": "两个文件按（查询，文档）匹配"},
    "compare_ranking_aligned_row": {
        "en": "Two files matched row by row (no document column in both): tied scores keep the "
              "row order",
        "zh": "两个文件按行号匹配（并非两者都有文档列）：预测值相同的文档保持行的顺序",
    },
    "compare_ranking_loaded": {"en": "{rows:row|rows} · {queries:query|queries}",
                               "zh": "{rows} 行 · {queries} 个查询"},
    # settings
    "compare_ranking_metric": {"en": "Per-query metric", "zh": "逐查询指标"},
    "compare_ranking_k_help": {
        "en": "NDCG@k and P@k look at the top k of each list; AP and the reciprocal rank use the "
              "whole list.",
        "zh": "NDCG@k 与 P@k 只看每个列表的前 k 位；AP 与倒数排名使用整个列表。",
    },
    "compare_ranking_resamples": {"en": "Randomization test: random sign flips",
                                  "zh": "随机化检验：随机符号翻转次数"},
    "compare_ranking_resamples_help": {
        "en": "Used when there are more sign patterns than this (2^queries); with fewer queries "
              "every pattern is enumerated (exact). At most {cap} here: SciPy keeps every flip "
              "of every query in memory.",
        "zh": "当符号组合数（2^查询数）多于该值时使用随机翻转；查询较少时枚举全部组合（精确）。"
              "此处最多 {cap} 次：SciPy 会把每次翻转的所有查询同时保存在内存中。",
    },
    # means
    "compare_ranking_mean_of": {"en": "Mean {metric} · {name}", "zh": "平均 {metric} · {name}"},
    "compare_ranking_means_help": {
        "en": "Means of the per-query {metric} over {queries:query|queries}; queries without a relevant "
              "document score 0 for both models and count as ties. The difference is A − B.",
        "zh": "{queries} 个查询上逐查询 {metric} 的平均；没有相关文档的查询对两个模型都记为 0，"
              "计为持平。差值为 A − B。",
    },
    # scatter
    "compare_ranking_scatter_help": {
        "en": "One point per query: x = {a}, y = {b}. Below the dotted line A is better on the "
              "query, above it B; on it they tie (the counts above use every query). Points "
              "drawn: {shown} of {total:query|queries}.",
        "zh": "每个点是一个查询：横轴为 {a}，纵轴为 {b}。虚线下方的查询上 A 更好，上方 B 更好，"
              "线上两者持平（上方的计数使用全部查询）。绘制的点数：{shown} / {total} 个查询。",
    },
    # tests
    "compare_ranking_tests_header": {"en": "Paired tests over queries",
                                     "zh": "逐查询配对检验"},
    "compare_ranking_t_statistic": {"en": "t statistic (paired)", "zh": "t 统计量（配对）"},
    "compare_ranking_t_p": {"en": "p-value · paired t-test", "zh": "p 值 · 配对 t 检验"},
    "compare_ranking_randomization_p": {"en": "p-value · randomization test",
                                        "zh": "p 值 · 随机化检验"},
    "compare_ranking_t_help": {
        "en": "Paired t-test: t = mean(d) / (sd(d) / √Q) with d = A − B per query, {df} degrees "
              "of freedom, two-sided.",
        "zh": "配对 t 检验：t = mean(d) / (sd(d) / √Q)，其中 d 为每个查询上的 A − B，自由度 "
              "{df}，双侧。",
    },
    "compare_ranking_randomization_exact": {
        "en": "Randomization test: exact, all 2^{queries} sign flips enumerated.",
        "zh": "随机化检验：精确，枚举了全部 2^{queries} 种符号翻转。",
    },
    "compare_ranking_randomization_random": {
        "en": "Randomization test: {n} random sign flips, seed {seed}.",
        "zh": "随机化检验：{n} 次随机符号翻转，随机种子 {seed}。",
    },
    "compare_ranking_tests_help": {
        "en": "Flipping the sign of a query's d swaps {a} and {b} on it; the p-value is the "
              "share of flips whose |mean d| is at least the observed one (two-sided). A small "
              "p-value says the per-query difference is unlikely to be chance.",
        "zh": "翻转某个查询上 d 的符号相当于在该查询上交换 {a} 与 {b}；p 值是 |mean d| "
              "不小于观测值的翻转所占比例（双侧）。p 值很小说明逐查询差异不太可能是偶然造成的。",
    },
}
