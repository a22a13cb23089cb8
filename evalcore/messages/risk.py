"""Messages of risk scoring: probability measures that do not apply, thresholds by constraint,
segments, and the lift and calibration commands' options."""

MESSAGES = {
    "risk_not_probabilities": {
        "en": "Not computed: the scores range from {low} to {high}, outside [0, 1], so they are "
        "not probabilities (calibration, Brier score and log loss need probabilities).",
        "zh": "未计算：分数范围为 {low} 至 {high}，超出 [0, 1]，不是概率（校准曲线、Brier 分数和对数损失"
        "需要概率）。",
    },
    "risk_constraint_invalid": {
        "en": "--threshold-for takes KIND=VALUE with KIND one of {kinds} and VALUE between 0 and 1 "
        "(top: above 0), got {text}.",
        "zh": "--threshold-for 的格式为 KIND=VALUE，KIND 为 {kinds} 之一，VALUE 在 0 与 1 之间（top 须大于 "
        "0），当前为 {text}。",
    },
    "risk_constraint_unmet": {
        "en": "No threshold meets {kind}={value}: loosen the value given to --threshold-for.",
        "zh": "没有阈值满足 {kind}={value}：请放宽 --threshold-for 的取值。",
    },
    "risk_too_many_segments": {
        "en": "Column {column} has {count} distinct values, more than {limit}: it looks like an "
        "identifier, not segments. Give --by a column with at most {limit} values.",
        "zh": "列 {column} 有 {count} 个不同取值，超过 {limit} 个：它更像是标识符而不是分组。请为 --by "
        "指定取值不超过 {limit} 个的列。",
    },
    "risk_segment_one_class": {
        "en": "AUC, AP and KS are undefined: this segment has only one class.",
        "zh": "AUC、AP 和 KS 无定义：该分组只有一个类别。",
    },
    "risk_segment_column_missing": {
        "en": "--by names column {column}, which the file does not have (columns: {columns}).",
        "zh": "--by 指定的列 {column} 不在文件中（列：{columns}）。",
    },
    "risk_segments_aggregated": {
        "en": "--by needs one row per sample; this file holds counts per score (an aggregated "
        "file). Give the file of rows.",
        "zh": "--by 需要每个样例一行；此文件是按分数汇总的计数（汇总文件）。请提供逐行的文件。",
    },
    "risk_in_memory_only": {
        "en": "{command} runs in memory on one file; --engine is not available for it.",
        "zh": "{command} 在内存中处理单个文件；该命令不支持 --engine。",
    },
    "risk_count_invalid": {
        "en": "{flag} must be a whole number of at least 1, got {value}.",
        "zh": "{flag} 必须是不小于 1 的整数，当前为 {value}。",
    },
}
