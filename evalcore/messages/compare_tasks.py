"""Messages of the regression, ranking and multiclass comparisons (:mod:`evalcore.compare`)."""

MESSAGES = {
    "compare_truth_differ_rows": {
        "en": "Paired row by row, {name_a} and {name_b} disagree on the true value in {count} of "
        "{n:row|rows} ({rows:*row|rows}), so they are not the same samples. Add an id column to both "
        "files, or put the rows in the same order.",
        "zh": "按行号配对时，{name_a} 与 {name_b} 在 {n} 行中有 {count} 行的真实值不一致（行 "
        "{rows}），因此不是同一批样本。请为两个文件添加编号列，或将各行排成相同的顺序。",
    },
    "compare_truth_differ_ids": {
        "en": "Matched by {column}, {name_a} and {name_b} disagree on the true value of "
        "{count:sample|samples} ({ids:*id|ids}). The same sample must have the same true value in both files.",
        "zh": "按 {column} 匹配后，{name_a} 与 {name_b} 对 {count} 个样本的真实值不一致（编号 "
        "{ids}）。同一样本在两个文件中的真实值必须相同。",
    },
}
