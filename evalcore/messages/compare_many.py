"""Messages of the comparison of more than two models (:mod:`evalcore.compare.multiple`,
:mod:`evalcore.compare.many`)."""

MESSAGES = {
    "compare_bad_correction": {
        "en": "Unknown correction {method}. Choose one of: {methods}.",
        "zh": "未知的校正方法 {method}。请选择：{methods}。",
    },
    "compare_bad_alpha": {
        "en": "The significance level must be strictly between 0 and 1, got {value}.",
        "zh": "显著度必须严格介于 0 与 1 之间，当前为 {value}。",
    },
    "compare_friedman_too_few": {
        "en": "The Friedman test needs at least two folds and two models, got {blocks:fold|folds} "
        "and {models:model|models}.",
        "zh": "Friedman 检验至少需要两折和两个模型，当前为 {blocks} 折、{models} 个模型。",
    },
    "compare_friedman_not_finite": {
        "en": "The Friedman test needs every model's measure on every fold, and some are "
        "undefined (a fold with one class only?).",
        "zh": "Friedman 检验需要每个模型在每一折上的性能度量，但其中有未定义的值（某一折只有一个类别？）。",
    },
    "compare_friedman_all_tied": {
        "en": "Not tested: every fold ties all the models.",
        "zh": "未检验：每一折上所有模型都并列。",
    },
    "compare_models_too_few": {
        "en": "Give at least two models to compare, got {count}.",
        "zh": "请至少给出两个模型进行比较，当前为 {count} 个。",
    },
    "compare_models_repeated": {
        "en": "Column {column} is named for more than one model. Give each model its own column.",
        "zh": "列 {column} 被指定给了多个模型。请为每个模型给出各自的列。",
    },
    "compare_thresholds_count": {
        "en": "Give one threshold for every model or one per model ({models}), got {count}.",
        "zh": "请给出一个适用于所有模型的阈值，或每个模型一个（共 {models} 个），当前为 {count} 个。",
    },
    "compare_fold_too_few": {
        "en": "Fold column {column} has {count:fold|folds}; the Friedman test needs at least two.",
        "zh": "折列 {column} 只有 {count} 折；Friedman 检验至少需要两折。",
    },
    "compare_ranking_query_spans_folds": {
        "en": "Query {query} has rows in folds {folds} of column {column} "
              "({count:query spans|queries span} several folds). A query belongs to one fold: "
              "give each query's rows the same fold.",
        "zh": "查询 {query} 的行分属列 {column} 的多个折（{folds}；共 {count} 个查询跨折）。"
              "一个查询只能属于一个折：请为同一查询的所有行给出相同的折。",
    },
    "compare_many_ids_left_out": {
        "en": "Matched by id: rows whose id is not in every file were left out ({counts}).",
        "zh": "按编号匹配：编号未出现在所有文件中的行未计入（{counts}）。",
    },
}
