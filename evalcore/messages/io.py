"""Messages of the file loader (:mod:`evalcore.io`): unreadable files, columns, values, labels."""

MESSAGES = {
    "io_empty_file": {
        "en": "The file {name} is empty. Use a CSV, TSV or Parquet file with a header row and at "
        "least one data row.",
        "zh": "文件 {name} 是空的。请使用包含表头行和至少一行数据的 CSV、TSV 或 Parquet 文件。",
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
    "io_ragged_line": {
        "en": "Line {line} of the file {name} has {fields:field|fields}, but the header has "
        "{expected} (the delimiter is “{delimiter}”). Every row needs as many fields as the "
        "header; a field holding the delimiter must be in double quotes.",
        "zh": "文件 {name} 的第 {line} 行有 {fields} 个字段，而表头有 {expected} 个（分隔符为"
        "“{delimiter}”）。每一行的字段数必须与表头相同；含分隔符的字段须用双引号括起。",
    },
    "io_duplicate_columns": {
        "en": "The file {name} has duplicate column names: {columns}. Rename them so that every "
        "column name is unique.",
        "zh": "文件 {name} 中有重复的列名：{columns}。请重命名，使每个列名都唯一。",
    },
    "io_too_many_columns": {
        "en": "The file {name} has {count} columns; at most {limit} are read. Keep the columns "
        "the evaluation needs (labels, scores, weights, ids) and save the file again.",
        "zh": "文件 {name} 有 {count} 列，最多只读取 {limit} 列。请只保留评估需要的列（真实标记、预测值、"
        "权重、编号）后重新保存文件。",
    },
    "io_long_column_name": {
        "en": "A column name of the file {name} ({column}) is longer than {limit} characters, "
        "the most a name is read with. Often the file has no line breaks or another delimiter "
        "than comma, semicolon, tab or pipe: save it as CSV with one row per line.",
        "zh": "文件 {name} 的列名（{column}）超过 {limit} 个字符，这是可读取的列名的最大长度。"
        "这通常是因为文件没有换行，或使用了逗号、分号、制表符、竖线以外的分隔符：请将其另存为每行一条记录的 CSV。",
    },
    "io_long_cell": {
        "en": "Column {column} of the file {name} holds a value of {length} characters; text "
        "values (labels, ids) are read up to {limit} characters. Shorten or remove that column, "
        "or check that the file has one row per line and a field holding the delimiter or a "
        "line break is in double quotes.",
        "zh": "文件 {name} 的列 {column} 中有一个长达 {length} 个字符的值；文本值（标记、编号）最多读取 "
        "{limit} 个字符。请缩短或删除该列，或检查文件是否每行一条记录，以及含分隔符或换行的字段"
        "是否用双引号括起。",
    },
    "io_no_usable_columns": {
        "en": "The file {name} has no usable columns: every column ({columns}) is empty. Check "
        "that the file holds the predictions and its header row.",
        "zh": "文件 {name} 没有可用的列：所有列（{columns}）都是空的。请检查文件是否包含预测结果及表头行。",
    },
    "io_column_missing": {
        "en": "No column was recognised as {setting} by its name. Columns in the file: {columns}.",
        "zh": "没有按列名识别出{setting}。文件中的列：{columns}。",
    },
    "io_column_ambiguous": {
        "en": "More than one column could be {setting}: {found}. None is taken for you: say which "
              "one to evaluate (to compare two models' columns, use the comparison).",
        "zh": "有多列都可能是{setting}：{found}。不会替您任选其一：请指明要评估的列（要比较两个模型的列，"
              "请使用比较功能）。",
    },
    "io_column_not_found": {
        "en": "Column {column}, chosen for {setting}, is not in the file. Columns in the file: "
        "{columns}.",
        "zh": "为{setting}选择的列 {column} 不在文件中。文件中的列：{columns}。",
    },
    "io_same_column": {
        "en": "The labels and the scores both come from column {column}. Choose two different "
        "columns.",
        "zh": "真实标记和预测值都取自列 {column}。请选择两个不同的列。",
    },
    "io_invalid_values": {
        "en": "Column {column} has {count:row that is|rows that are} empty, not a number or "
        "infinite ({rows:*row|rows}; row 1 is the first row under the header).",
        "zh": "列 {column} 中有 {count} 行为空、不是数字或为无穷大（行 {rows}；第 1 行为表头下的第一行）。",
    },
    "io_percent_values": {
        "en": "Column {column} holds percentages such as {example} ({count:row|rows}: "
        "{rows:*row|rows}; row 1 is the first row under the header), which are not read as "
        "numbers. Write them without the % sign, as fractions (85% as 0.85).",
        "zh": "列 {column} 中含有百分数，如 {example}（共 {count} 行：行 {rows}；第 1 行为表头下的"
        "第一行），它们不会被读作数字。请去掉 % 号，写成小数（85% 写作 0.85）。",
    },
    "io_missing_labels": {
        "en": "Column {column} has {count:row|rows} without a label ({rows:*row|rows}; row 1 is the "
        "first row under the header).",
        "zh": "列 {column} 中有 {count} 行缺少真实标记（行 {rows}；第 1 行为表头下的第一行）。",
    },
    "io_no_valid_rows": {
        "en": "All {count:row was|rows were} dropped as invalid (empty, non-numeric or infinite values in "
        "{columns}): nothing is left to evaluate. Check the column choice.",
        "zh": "全部 {count} 行都因无效（{columns} 中有空值、非数字或无穷大）被删除，没有可评估的数据。"
        "请检查所选的列。",
    },
    "io_negative_weights": {
        "en": "Weight column {column} has {count:negative value|negative values} "
        "({rows:*row|rows}; row 1 is the first row under the header). Sample weights must be zero or positive.",
        "zh": "权重列 {column} 中有 {count} 个负值（行 {rows}；第 1 行为表头下的第一行）。样本权重必须为零或正数。",
    },
    "io_pos_label_absent": {
        "en": "The positive label {pos_label} does not occur in column {column}. Its labels are: "
        "{labels}. Choose one of them as the positive class.",
        "zh": "列 {column} 中没有正类标记 {pos_label}。该列的标记为：{labels}。请从中选择一个作为正类。",
    },
    "io_pos_label_unknown": {
        "en": "Cannot tell which of the labels {labels} in column {column} is the positive class "
        "(the rule: {rule}, else the larger of two numbers).",
        "zh": "无法判断列 {column} 中的标记 {labels} 哪一个是正类（规则：{rule}，否则取两个数值中较大者）。",
    },
    "io_too_many_labels": {
        "en": "Column {column} has {count} different labels ({labels}), but a binary evaluation "
        "needs two. Once a positive class is chosen, every other label counts as negative "
        "(one-vs-rest).",
        "zh": "列 {column} 中有 {count} 种不同的标记（{labels}），而二分类评估只需要两种。选择正类后，"
        "其余标记都将视为反类（一对其余）。",
    },
    "io_looks_like_regression": {
        "en": "Column {column} holds {count} different numeric values ({labels}): it looks like "
        "a regression target, not class labels.",
        "zh": "列 {column} 中有 {count} 个不同的数值（{labels}）：它看起来是回归的目标值，而不是类别标记。",
    },
    "io_nested_values": {
        "en": "Column {column} holds lists or records (such as {example}) instead of single "
        "values. Use a column with one label or number per row, or flatten this one.",
        "zh": "列 {column} 中的值是列表或记录（如 {example}），而不是单个值。请使用每行一个标记或"
        "数值的列，或将该列展开。",
    },
    "io_bytes_values": {
        "en": "Column {column} holds bytes (binary values such as {example}), not text or "
        "numbers. Save the column as text (UTF-8 strings) or numbers, or choose another column.",
        "zh": "列 {column} 中的值是字节串（二进制值，如 {example}），不是文本或数值。请将该列保存为文本"
        "（UTF-8 字符串）或数值，或选择其他列。",
    },
    "io_time_values": {
        "en": "Column {column} holds dates or times (such as {example}), not numbers (read as "
        "numbers they would become nanosecond counts). Choose a column of scores or values.",
        "zh": "列 {column} 中的值是日期或时间（如 {example}），不是数值（若按数值读取会变成纳秒计数）。"
        "请选择预测值列或数值列。",
    },
    "io_weights_all_zero": {
        "en": "Every weight in column {column} is 0 (counting the rows kept), so there is nothing "
        "to evaluate. Check the weight column, or evaluate without weights.",
        "zh": "权重列 {column} 中的权重全为 0（只计保留的行），没有可评估的数据。请检查权重列，或不使用权重。",
    },
    "io_weights_overflow": {
        "en": "The weights in column {column} are too large to compute with: their total "
        "({total}) multiplied by itself, as AUC, MCC and κ need, exceeds the largest "
        "representable number (about 1.8e308). Rescale them (divide every weight by the same "
        "factor, e.g. 1e300): the measures do not change.",
        "zh": "权重列 {column} 的值太大，无法计算：其总和（{total}）的平方（AUC、马修相关系数和 Kappa "
        "系数都需要）超过了可表示的最大数（约 1.8e308）。请按同一比例缩小所有权重（如都除以 1e300）："
        "各项度量不会改变。",
    },
    "io_one_class": {
        "en": "Only one class ({label}) occurs in column {column} (counting rows with a non-zero "
        "weight), so ROC and P-R curves are undefined: they need both positives and negatives. "
        "Check the label column and the positive class.",
        "zh": "列 {column} 中只出现了一个类别（{label}）（只计权重非零的行），因此 ROC 曲线和 P-R 曲线"
        "无定义：它们需要同时有正例和反例。请检查真实标记列和正类的选择。",
    },
}
