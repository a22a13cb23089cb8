"""Messages of the ranking task: bad input, bad settings, and why RC or τ-b is undefined."""

_ROWS_EN = "({rows:*row|rows}; row 1 is the first row under the header)"
_ROWS_ZH = "（行 {rows}；第 1 行为表头下的第一行）"

MESSAGES = {
    "ranking_no_rows": {
        "en": "There are no rows to evaluate. The file needs one row per query–document pair.",
        "zh": "没有可评估的行。文件中每个查询–文档对应占一行。",
    },
    "ranking_same_column": {
        "en": "Column {column} is chosen for several roles ({roles}). Choose a different column "
        "for each role.",
        "zh": "列 {column} 被同时选为多个角色（{roles}）。请为每个角色选择不同的列。",
    },
    "ranking_missing_ids": {
        "en": "Column {column} has {count:empty id|empty ids} " + _ROWS_EN + ". Every row needs its id: "
        "fill them in; rows are never dropped silently.",
        "zh": "列 {column} 中有 {count} 个空的编号" + _ROWS_ZH + "。每一行都需要编号：请补全，"
        "不会静默删除任何行。",
    },
    "ranking_invalid_values": {
        "en": "Column {column} has {count:row that is|rows that are} empty, not a number or infinite "
        + _ROWS_EN + ". Fix them or choose another column.",
        "zh": "列 {column} 中有 {count} 行为空、不是数字或为无穷大" + _ROWS_ZH + "。请修正或选择其他列。",
    },
    "ranking_relevance_not_integer": {
        "en": "Relevance column {column} has {count:value that is not a whole number|values that are not whole numbers} "
        + _ROWS_EN + ". Relevance grades are integers ≥ 0 (0 = not relevant).",
        "zh": "相关性列 {column} 中有 {count} 个值不是整数" + _ROWS_ZH + "。相关性等级应为 ≥ 0 的整数"
        "（0 表示不相关）。",
    },
    "ranking_relevance_negative": {
        "en": "Relevance column {column} has {count:negative value|negative values} " + _ROWS_EN + ". Relevance "
        "grades are integers ≥ 0 (0 = not relevant).",
        "zh": "相关性列 {column} 中有 {count} 个负值" + _ROWS_ZH + "。相关性等级应为 ≥ 0 的整数"
        "（0 表示不相关）。",
    },
    "ranking_duplicate_pairs": {
        "en": "{count:row repeats|rows repeat} a (query, document) pair " + _ROWS_EN + ", e.g. query {query} "
        "with document {doc} (columns {query_col}, {doc_col}). Each document may appear once per "
        "query: remove the duplicates.",
        "zh": "有 {count} 行重复了同一个（查询，文档）对" + _ROWS_ZH + "，例如查询 {query} 与文档 {doc}"
        "（列 {query_col}、{doc_col}）。每个文档在同一查询中只能出现一次：请删除重复行。",
    },
    "ranking_bad_k": {
        "en": "The cut-off k must be a whole number ≥ 1, got {k}.",
        "zh": "截断位置 k 必须是 ≥ 1 的整数，当前为 {k}。",
    },
    "ranking_bad_level": {
        "en": "The relevance level must be a whole number ≥ 1 (documents with a grade at least "
        "this high count as relevant), got {level}.",
        "zh": "相关性阈值必须是 ≥ 1 的整数（相关性等级不低于该值的文档视为相关），当前为 {level}。",
    },
    "ranking_unknown_query": {
        "en": "There is no query {query} in the data.",
        "zh": "数据中没有查询 {query}。",
    },
    "ranking_rc_undefined": {
        "en": "Rank correlation is undefined: no query has two documents of different relevance "
        "grades, so there is no ground-truth order to compare with.",
        "zh": "排序相关性无定义：没有任何查询包含两个相关性等级不同的文档，因此没有可比较的真实排序。",
    },
    "ranking_tau_undefined": {
        "en": "Kendall's τ-b is undefined: in every query all scores or all relevance grades are "
        "equal.",
        "zh": "Kendall τ-b 无定义：每个查询中的预测值或相关性等级全部相同。",
    },
}
