"""Messages of the ranking comparison (:mod:`evalcore.compare.ranking`), en + zh."""

MESSAGES = {
    "compare_ranking_queries_differ_rows": {
        "en": "Paired row by row, {name_a} and {name_b} have different query ids in {count} of "
        "{n:row|rows} ({rows:*row|rows}), so they are not the same (query, document) rows. Add a document "
        "column to both files to pair them by (query, document), or put the rows in the same "
        "order.",
        "zh": "按行号配对时，{name_a} 与 {name_b} 在 {n} 行中有 {count} 行的查询编号不同（行 "
        "{rows}），因此不是同一批（查询，文档）行。请为两个文件添加文档列以按（查询，文档）配对，"
        "或将各行排成相同的顺序。",
    },
    "compare_ranking_relevance_differ_rows": {
        "en": "Paired row by row, {name_a} and {name_b} have different relevance grades in "
        "{count} of {n:row|rows} ({rows:*row|rows}). The same document must have the same grade in both "
        "files; add a document column to both files, or put the rows in the same order.",
        "zh": "按行号配对时，{name_a} 与 {name_b} 在 {n} 行中有 {count} 行的相关性等级不同（行 "
        "{rows}）。同一文档在两个文件中的相关性等级必须相同；请为两个文件添加文档列，或将各行排成"
        "相同的顺序。",
    },
    "compare_ranking_relevance_differ_ids": {
        "en": "Matched by {column}, {name_a} and {name_b} give {count} (query, document) pairs "
        "different relevance grades ({ids}). The same document must have the same grade in both "
        "files.",
        "zh": "按 {column} 匹配后，{name_a} 与 {name_b} 对 {count} 个（查询，文档）对给出了不同的"
        "相关性等级（{ids}）。同一文档在两个文件中的相关性等级必须相同。",
    },
}
