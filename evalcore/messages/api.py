"""Messages of the Python API (:mod:`evalcore.api`)."""

MESSAGES = {
    "api_labels_needed": {
        "en": "y_score has one column per class: pass labels, the classes of its columns in "
        "order.",
        "zh": "y_score 每列对应一个类别：请传入 labels，按列的顺序给出类别。",
    },
    "api_compare_values": {
        "en": "Only two binary or two regression values can be compared directly (got {task_a} "
        "and {task_b}); pass the table(s) holding both models instead.",
        "zh": "只能直接比较两个二分类或两个回归的分析值（得到的是 {task_a} 和 {task_b}）；请改为传入包含"
        "两个模型的表。",
    },
    "api_language": {
        "en": "language must be one of {languages} (got {value}).",
        "zh": "language 只能是 {languages} 之一（得到的是 {value}）。",
    },
    "api_calibration_strategy": {
        "en": "strategy must be \"uniform\" or \"quantile\" (got {value}).",
        "zh": "strategy 只能是 \"uniform\" 或 \"quantile\"（得到的是 {value}）。",
    },
    "api_report_not_written": {
        "en": "The report could not be written to {path}: {reason}.",
        "zh": "无法将报告写入 {path}：{reason}。",
    },
    "api_report_no_data": {
        "en": "This value holds no rows (only a sweep of counts), so its report cannot name the "
        "columns to reproduce it; build it from the data (evalcore.binary(...)).",
        "zh": "该分析值不含数据行（只有计数扫描），报告无法写出复现所需的列；请由数据构建"
        "（evalcore.binary(...)）。",
    },
}
