"""Messages of the file loader (:mod:`evalcore.io`): unreadable files, columns, values, labels."""

_DROP_HINT_EN = (
    "Fix the file, or drop those rows (the “Drop rows with invalid values” checkbox in the "
    "dashboard, --drop-invalid in the CLI); the number of dropped rows is reported."
)
_DROP_HINT_ZH = (
    "请修正文件，或删除这些行（仪表盘中勾选“删除含无效值的行”，命令行使用 --drop-invalid）；"
    "删除的行数会被报告。"
)

MESSAGES = {
    "io_empty_file": {
        "en": "The file {name} is empty. Upload a CSV, TSV or Parquet file with a header row and "
        "at least one data row.",
        "zh": "文件 {name} 是空的。请上传包含表头行和至少一行数据的 CSV、TSV 或 Parquet 文件。",
    },
    "io_header_only": {
        "en": "The file {name} has a header ({columns}) but no data rows. Add at least one row of "
        "predictions.",
        "zh": "文件 {name} 只有表头（{columns}），没有数据行。请至少添加一行预测结果。",
    },
    "io_unreadable_encoding": {
        "en": "The file {name} is not readable text: it is neither UTF-8, UTF-8 with BOM, UTF-16 "
        "nor GBK/GB18030, and not a Parquet file. Save it as CSV (UTF-8) and try again.",
        "zh": "无法读取文件 {name}：它不是 UTF-8、带 BOM 的 UTF-8、UTF-16 或 GBK/GB18030 编码的"
        "文本，也不是 Parquet 文件。请将其另存为 CSV（UTF-8）后重试。",
    },
    "io_excel_workbook": {
        "en": "The file {name} is an Excel workbook, which is not read directly. In Excel, use "
        "“Save as” → “CSV UTF-8 (comma delimited)” and load that file.",
        "zh": "文件 {name} 是 Excel 工作簿，无法直接读取。请在 Excel 中“另存为”→“CSV UTF-8（逗号分隔）”，"
        "再加载该文件。",
    },
    "io_unreadable_parquet": {
        "en": "The file {name} looks like Parquet but cannot be read ({detail}). Check that the "
        "file is complete, or export it as CSV.",
        "zh": "文件 {name} 看起来是 Parquet 格式，但无法读取（{detail}）。请检查文件是否完整，或导出为 CSV。",
    },
    "io_malformed": {
        "en": "The file {name} could not be parsed as {delimiter}-separated text: {detail}. Every "
        "row needs the same number of fields as the header.",
        "zh": "无法将文件 {name} 按“{delimiter}”分隔的文本解析：{detail}。每一行的字段数必须与表头相同。",
    },
    "io_duplicate_columns": {
        "en": "The file {name} has duplicate column names: {columns}. Rename them so that every "
        "column name is unique.",
        "zh": "文件 {name} 中有重复的列名：{columns}。请重命名，使每个列名都唯一。",
    },
    "io_no_usable_columns": {
        "en": "The file {name} has no usable columns: every column ({columns}) is empty. Check "
        "that the file holds the predictions and its header row.",
        "zh": "文件 {name} 没有可用的列：所有列（{columns}）都是空的。请检查文件是否包含预测结果及表头行。",
    },
    "io_column_missing": {
        "en": "No {role} column found. Columns in the file: {columns}. Choose the {role} column "
        "in the sidebar, or pass {flag} in the CLI.",
        "zh": "未找到“{role}”列。文件中的列：{columns}。请在侧边栏中选择该列，或在命令行中使用 {flag}。",
    },
    "io_column_not_found": {
        "en": "Column {column} (chosen as the {role} column) is not in the file. Columns in the "
        "file: {columns}. Choose one of them in the sidebar, or pass it with {flag}.",
        "zh": "文件中没有列 {column}（被选为“{role}”列）。文件中的列：{columns}。请在侧边栏中选择其中之一，"
        "或通过 {flag} 指定。",
    },
    "io_same_column": {
        "en": "The labels and the scores both come from column {column}. Choose two different "
        "columns.",
        "zh": "真实标记和预测得分都取自列 {column}。请选择两个不同的列。",
    },
    "io_invalid_values": {
        "en": "Column {column} has {count} rows that are empty, not a number or infinite (rows "
        "{rows}; row 1 is the first row under the header). " + _DROP_HINT_EN,
        "zh": "列 {column} 中有 {count} 行为空、不是数字或为无穷大（行 {rows}；第 1 行为表头下的第一行）。"
        + _DROP_HINT_ZH,
    },
    "io_missing_labels": {
        "en": "Column {column} has {count} rows without a label (rows {rows}; row 1 is the first "
        "row under the header). " + _DROP_HINT_EN,
        "zh": "列 {column} 中有 {count} 行缺少真实标记（行 {rows}；第 1 行为表头下的第一行）。"
        + _DROP_HINT_ZH,
    },
    "io_no_valid_rows": {
        "en": "All {count} rows were dropped as invalid (empty, non-numeric or infinite values in "
        "{columns}): nothing is left to evaluate. Check the column choice.",
        "zh": "全部 {count} 行都因无效（{columns} 中有空值、非数字或无穷大）被删除，没有可评估的数据。"
        "请检查所选的列。",
    },
    "io_negative_weights": {
        "en": "Weight column {column} has {count} negative values (rows {rows}; row 1 is the "
        "first row under the header). Sample weights must be zero or positive.",
        "zh": "权重列 {column} 中有 {count} 个负值（行 {rows}；第 1 行为表头下的第一行）。样本权重必须为零或正数。",
    },
    "io_pos_label_absent": {
        "en": "The positive label {pos_label} does not occur in column {column}. Its labels are: "
        "{labels}. Choose one of them as the positive class.",
        "zh": "列 {column} 中没有正类标记 {pos_label}。该列的标记为：{labels}。请从中选择一个作为正类。",
    },
    "io_pos_label_unknown": {
        "en": "Cannot tell which of the labels {labels} in column {column} is the positive class "
        "(the rule: {rule}, else the larger of two numbers). Choose the positive class in the "
        "sidebar, or pass --pos-label in the CLI.",
        "zh": "无法判断列 {column} 中的标记 {labels} 哪一个是正类（规则：{rule}，否则取两个数值中较大者）。"
        "请在侧边栏中选择正类，或在命令行中使用 --pos-label。",
    },
    "io_too_many_labels": {
        "en": "Column {column} has {count} different labels ({labels}), but a binary evaluation "
        "needs two. Choose the positive class (the sidebar, or --pos-label in the CLI); every "
        "other label then counts as negative (one-vs-rest).",
        "zh": "列 {column} 中有 {count} 种不同的标记（{labels}），而二分类评估只需要两种。请选择正类"
        "（侧边栏，或命令行 --pos-label）；其余标记都将视为反类（一对其余）。",
    },
    "io_one_class": {
        "en": "Only one class ({label}) occurs in column {column} (counting rows with a non-zero "
        "weight), so ROC and P-R curves are undefined: they need both positives and negatives. "
        "Check the label column and the positive class.",
        "zh": "列 {column} 中只出现了一个类别（{label}）（只计权重非零的行），因此 ROC 曲线和 P-R 曲线"
        "无定义：它们需要同时有正例和反例。请检查真实标记列和正类的选择。",
    },
}
