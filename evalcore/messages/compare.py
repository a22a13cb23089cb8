"""Messages of the model comparison (:mod:`evalcore.compare`): pairing two models' outputs, and
why a test or interval is undefined."""

MESSAGES = {
    "compare_lengths_differ": {
        "en": "The two models must score the same samples, but there are {labels:label|labels}, "
        "{a:score|scores} of A and {b:score|scores} of B.",
        "zh": "两个模型必须对同一批样本打分，但当前有 {labels} 个真实标记、A 的 {a} 个预测值和 B 的 "
        "{b} 个预测值。",
    },
    "compare_no_rows": {
        "en": "There are no samples to compare.",
        "zh": "没有可比较的样本。",
    },
    "compare_scores_not_finite": {
        "en": "Model {model} has {count:missing or infinite score|missing or infinite scores} ({rows:*row|rows}). Fix or remove "
        "those rows.",
        "zh": "模型 {model} 有 {count} 个缺失或无穷大的预测值（行 {rows}）。请修正或删除这些行。",
    },
    "compare_one_class": {
        "en": "Comparing ROC curves needs both classes, but there are {positives:positive|positives} and "
        "{negatives:negative|negatives}.",
        "zh": "比较 ROC 曲线需要正例和反例，但当前有 {positives} 个正例、{negatives} 个反例。",
    },
    "compare_bad_confidence": {
        "en": "The confidence level must be between 0 and 1 (e.g. 0.95), got {value}.",
        "zh": "置信水平必须在 0 与 1 之间（如 0.95），当前为 {value}。",
    },
    "compare_delong_too_few": {
        "en": "DeLong's variance needs at least 2 positives and 2 negatives (there are "
        "{positives} and {negatives}); the test and the AUC intervals are undefined.",
        "zh": "DeLong 方差至少需要 2 个正例和 2 个反例（当前为 {positives} 个和 {negatives} 个）；"
        "检验和 AUC 置信区间无定义。",
    },
    "compare_delong_zero_variance": {
        "en": "DeLong's test is undefined: the AUC difference has zero variance (the two models "
        "rank the samples alike, or both separate the classes perfectly).",
        "zh": "DeLong 检验无定义：AUC 之差的方差为 0（两个模型对样本的排序相同，或都完全分开了"
        "两类）。",
    },
    "compare_bootstrap_method": {
        "en": "Unknown bootstrap interval method {method}; use one of {methods}.",
        "zh": "未知的自助法区间方法 {method}；请使用 {methods} 之一。",
    },
    "compare_bootstrap_resamples": {
        "en": "The number of bootstrap resamples must be at least 1, got {value}.",
        "zh": "自助法重采样次数至少为 1，当前为 {value}。",
    },
    "compare_bootstrap_metric_undefined": {
        "en": "The metric is undefined on the data for at least one model, so its difference "
        "has no interval.",
        "zh": "该指标在数据上对至少一个模型无定义，因此其差值没有置信区间。",
    },
    "compare_bootstrap_undefined_resamples": {
        "en": "The metric is undefined in {count:bootstrap resample|bootstrap resamples} (e.g. no positive sample "
        "drawn), so the interval is not reported. Use more samples or another metric.",
        "zh": "该指标在 {count} 次自助重采样中无定义（如未抽到正例），因此不报告置信区间。请使用"
        "更多样本或其他指标。",
    },
    "compare_bootstrap_degenerate": {
        "en": "The bootstrap interval is undefined: the resampled differences are (almost) all "
        "the same.",
        "zh": "自助法置信区间无定义：重采样得到的差值（几乎）全部相同。",
    },
    "compare_mcnemar_no_discordant": {
        "en": "The two models are right and wrong on exactly the same samples: McNemar's test "
        "has nothing to compare (p = 1).",
        "zh": "两个模型在完全相同的样本上判对或判错：McNemar 检验没有可比较的样本（p = 1）。",
    },
    "compare_query_counts_differ": {
        "en": "Per-query metrics must cover the same queries, but A has {a} and B has {b} "
        "(at least one is needed).",
        "zh": "逐查询指标必须对应同一批查询，但 A 有 {a} 个、B 有 {b} 个（至少需要 1 个）。",
    },
    "compare_query_metric_not_finite": {
        "en": "Some per-query metrics are missing or infinite; the paired tests need a number "
        "for every query.",
        "zh": "部分逐查询指标缺失或为无穷大；配对检验需要每个查询都有数值。",
    },
    "compare_ttest_too_few": {
        "en": "The paired t-test needs at least 2 queries.",
        "zh": "配对 t 检验至少需要 2 个查询。",
    },
    "compare_ttest_constant_differences": {
        "en": "The paired t-test is undefined: the difference between the models is the same "
        "on every query (zero variance).",
        "zh": "配对 t 检验无定义：两个模型在每个查询上的差值都相同（方差为 0）。",
    },
    "compare_bad_target": {
        "en": "The FPR or recall to match must be between 0 and 1, got {value}.",
        "zh": "要匹配的假正例率或查全率必须在 0 与 1 之间，当前为 {value}。",
    },
    "compare_bad_thresholds": {
        "en": "Give one threshold for both models or one per model (two), got {count}.",
        "zh": "请为两个模型给出一个共同阈值，或每个模型一个（共两个），当前给出了 {count} 个。",
    },
    "compare_score_cols_two": {
        "en": "Give exactly two different score columns to compare, got: {columns}.",
        "zh": "请给出恰好两个不同的预测值列进行比较，当前为：{columns}。",
    },
    "compare_pair_not_found": {
        "en": "Could not tell which two columns hold the models' scores (columns: {columns}). "
        "Name them with a common prefix such as score_A and score_B, or choose them yourself. If "
        "this file holds one model only, add model B's file as the second file.",
        "zh": "无法判断哪两列是两个模型的预测值（列：{columns}）。请使用共同前缀命名（如 score_A 和 "
        "score_B），或手动指定。若此文件只含一个模型，请将模型 B 的文件作为第二个文件。",
    },
    "compare_one_model": {
        "en": "Only one model was found in this file: column {column}. Its other columns "
        "({columns}) are labels, ids or features, never a model. Add model B's file as the second "
        "file, or choose both models' columns yourself.",
        "zh": "此文件中只找到一个模型：列 {column}。其余列（{columns}）是标签、编号或特征，不会当作模型。"
        "请将模型 B 的文件作为第二个文件添加，或手动指定两个模型的列。",
    },
    "compare_pair_ambiguous": {
        "en": "Several groups of columns could be the two models' scores: {groups}.",
        "zh": "有多组列都可能是两个模型的预测值：{groups}。",
    },
    "compare_weights_unsupported": {
        "en": "Column {column} looks like sample weights, which the paired tests (DeLong, "
        "McNemar, bootstrap) do not support. Repeat weighted rows instead, or remove or rename "
        "that column.",
        "zh": "列 {column} 看起来是样本权重，而配对检验（DeLong、McNemar、自助法）不支持权重。请改为"
        "重复加权的行，或删除、重命名该列。",
    },
    "compare_pos_labels_differ": {
        "en": "The positive class differs between {name_a} ({a}) and {name_b} ({b}). Use the "
        "same labels in both files, or choose the positive label.",
        "zh": "{name_a}（{a}）与 {name_b}（{b}）的正类不同。请在两个文件中使用相同的类别标记，或"
        "手动指定正类。",
    },
    "compare_row_counts_differ": {
        "en": "Without an id column the files are paired row by row, but {name_a} has {a:row|rows} "
        "and {name_b} has {b}. Add an id column to both files, or give them the same samples in "
        "the same order.",
        "zh": "没有编号列时按行号配对，但 {name_a} 有 {a} 行，{name_b} 有 {b} 行。请为两个文件添加"
        "编号列，或让两者包含顺序相同的同一批样本。",
    },
    "compare_labels_differ_rows": {
        "en": "Paired row by row, {name_a} and {name_b} disagree on the true label in {count} of "
        "{n:row|rows} ({rows:*row|rows}), so they are not the same samples. Add an id column to both "
        "files, or put the rows in the same order.",
        "zh": "按行号配对时，{name_a} 与 {name_b} 在 {n} 行中有 {count} 行的真实标记不一致（行 "
        "{rows}），因此不是同一批样本。请为两个文件添加编号列，或将各行排成相同的顺序。",
    },
    "compare_no_common_ids": {
        "en": "No id of {column} occurs in both {name_a} and {name_b}: there are no shared "
        "samples to compare. Check that both files use the same ids.",
        "zh": "{name_a} 与 {name_b} 的 {column} 列没有共同的编号：没有可比较的共同样本。请检查"
        "两个文件是否使用相同的编号。",
    },
    "compare_labels_differ_ids": {
        "en": "Matched by {column}, {name_a} and {name_b} disagree on the true label of "
        "{count:sample|samples} ({ids:*id|ids}). The same sample must have the same label in both files.",
        "zh": "按 {column} 匹配后，{name_a} 与 {name_b} 对 {count} 个样本的真实标记不一致（编号 "
        "{ids}）。同一样本在两个文件中的标记必须相同。",
    },
    "compare_ids_left_out": {
        "en": "Matched {matched:sample|samples} by {column}. Left out: {count_a:id|ids} only in {name_a} "
        "({ids_a}) and {count_b} only in {name_b} ({ids_b}).",
        "zh": "按 {column} 匹配了 {matched} 个样本。未计入：仅在 {name_a} 中的 {count_a} 个编号"
        "（{ids_a}），以及仅在 {name_b} 中的 {count_b} 个（{ids_b}）。",
    },
    "compare_missing_ids": {
        "en": "{name} has {count:empty id|empty ids} in column {column} ({rows:*row|rows}). Every row needs "
        "an id to be matched.",
        "zh": "{name} 的 {column} 列有 {count} 个空编号（行 {rows}）。每一行都需要编号才能匹配。",
    },
    "compare_duplicate_ids": {
        "en": "{name} repeats {count:id|ids} in column {column} ({ids}). Each sample needs a unique "
        "id to be matched.",
        "zh": "{name} 的 {column} 列有 {count} 个重复编号（{ids}）。每个样本需要唯一的编号才能匹配。",
    },
    "compare_probabilities_one_direction": {
        "en": "Not computed: with a lower score direction the scores are not probabilities of the "
        "positive class.",
        "zh": "未计算：预测值方向为“越低越正”时，预测值不是正类的概率。",
    },
}
