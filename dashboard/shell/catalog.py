"""Text shared by the app shell and every page: navigation, sidebar, data summary."""

MESSAGES = {
    "figure_format_label": {"en": "Figure downloads", "zh": "图片下载格式"},
    "figure_format_help": {
        "en": "What the camera button above each figure saves: a PNG picture, or an SVG drawing "
              "that stays sharp on slides and in print. The file is named after the data set, the "
              "page, the figure and the threshold.",
        "zh": "每个图右上角相机按钮保存的格式：PNG 图片，或在幻灯片与打印中保持清晰的 SVG 矢量图。"
              "文件名包含数据集、页面、图名与阈值。",
    },
    "classroom_mode": {"en": "Classroom mode", "zh": "课堂模式"},
    "classroom_mode_help": {
        "en": "For a projector: larger text in figures, metrics and tables, thicker lines and "
              "larger markers. Kept while you switch pages.",
        "zh": "用于投影：图、指标与表格中的文字更大，线条更粗，标记更大。切换页面时保持不变。",
    },
    "page_ranking": {"en": "Ranking", "zh": "排序"},
    "source_label": {"en": "Data", "zh": "数据"},
    "source_example": {"en": "Built-in example", "zh": "内置示例"},
    "source_upload": {"en": "Upload a file", "zh": "上传文件"},
    "source_local": {"en": "Local dataset (path or glob)", "zh": "本地数据集（路径或通配符）"},
    "local_path_label": {"en": "Path, directory or glob of Parquet/CSV files",
                         "zh": "Parquet/CSV 文件的路径、目录或通配符"},
    "local_path_help": {
        "en": "Files under the data root, of any size, e.g. preds/*.parquet (a relative path starts "
              "at the root) or a path or glob below it. DuckDB reduces them to one row per "
              "distinct score (or to the confusion matrix of the labels); past 2,000,000 distinct "
              "scores they are grouped into bins and the AUC is approximate.",
        "zh": "数据根目录下任意大小的文件，例如 preds/*.parquet（相对路径从根目录算起），或根目录下的"
              "路径或通配符。DuckDB 将其归约为每个不同预测值一行（或标记的混淆矩阵）；不同预测值超过 "
              "2,000,000 个时将分箱，AUC 为近似值。",
    },
    "local_root": {"en": "Data root: {root}", "zh": "数据根目录：{root}"},
    "local_evaluate": {"en": "Evaluate with DuckDB", "zh": "用 DuckDB 评估"},
    "local_walking": {"en": "Looking for the files… {folders} folders read, {files} files found",
                      "zh": "正在查找文件……已查看 {folders} 个文件夹，找到 {files} 个文件"},
    "local_progress": {"en": "Scanning the files…", "zh": "正在扫描文件……"},
    "local_stop": {"en": "Stop", "zh": "停止"},
    "local_stop_help": {"en": "Stop looking for the files and scanning them; the last dataset "
                              "stays.",
                        "zh": "停止查找和扫描文件；保留上一次的数据。"},
    "local_value_hidden": {"en": "[not shown]", "zh": "【不显示】"},
    "local_values_hidden": {
        "en": "Values read from a local file are not shown in messages.",
        "zh": "消息中不显示从本地文件读取的值。",
    },
    "local_hint_column": {
        "en": "A local dataset's columns are found by their names (as on the command line with "
              "--engine duckdb): rename the column in the file, or upload the file to choose it.",
        "zh": "本地数据集的列按列名识别（与命令行的 --engine duckdb 相同）：请在文件中重命名该列，"
              "或上传该文件以便选择列。",
    },
    "local_hint_drop_invalid": {
        "en": "Fix these rows in the file: a local dataset's invalid rows are not dropped.",
        "zh": "请在文件中修正这些行：本地数据集不会删除无效行。",
    },
    "local_in_use": {"en": "In use: {name} (the aggregate)", "zh": "当前数据：{name}（归约结果）"},
    "upload_label": {"en": "Predictions file (CSV, TSV or Parquet)",
                     "zh": "预测结果文件（CSV、TSV 或 Parquet）"},
    "upload_help": {
        "en": "One row per sample. Comma, semicolon, tab or pipe separated text in UTF-8, UTF-16 "
              "or GBK, or Parquet.",
        "zh": "每行一个样本。支持以逗号、分号、制表符或竖线分隔的文本（UTF-8、UTF-16 或 GBK 编码）"
              "以及 Parquet 文件。",
    },
    "upload_limit": {
        "en": "Files up to {limit} MB; a larger one is refused (“File must be … or smaller.”).",
        "zh": "文件大小上限 {limit} MB；超出时上传控件会以英文提示 “File must be … or smaller.”。",
    },
    "upload_over_memory_budget": {
        "en": "The file {name} would need about {needed} GiB of memory to analyse, more than is "
              "left ({left} GiB) of what this server keeps for all loaded files together "
              "({budget} GiB, set by {setting}). Use a smaller file (fewer rows, or only the "
              "columns you need), or ask the administrator to raise {setting}.",
        "zh": "分析文件 {name} 约需 {needed} GiB 内存，超过本服务器为所有已加载文件保留的内存"
              "（共 {budget} GiB，由 {setting} 设定）的剩余部分（{left} GiB）。请使用更小的文件"
              "（更少的行，或只保留需要的列），或请管理员调高 {setting}。",
    },
    "upload_in_use": {"en": ":material/description: In use: {name} ({size})",
                      "zh": ":material/description: 当前文件：{name}（{size}）"},
    "upload_prompt": {
        "en": "Upload a predictions file in the sidebar, or choose a built-in example.",
        "zh": "请在侧边栏上传预测结果文件，或选择一个内置示例。",
    },
    "showing_last_good": {
        "en": "Showing the last good data: {name} (rows: {rows}).",
        "zh": "当前显示的是上一份可用的数据：{name}（{rows} 行）。",
    },
    "unexpected_error": {
        "en": "Something went wrong on our side while showing this data. The last good data "
              "stays on screen; the details are in the server log.",
        "zh": "显示这份数据时程序内部出错。页面继续显示上一份可用的数据；详细信息已记录在服务器日志中。",
    },
    "columns_header": {"en": "Columns", "zh": "列"},
    "column_none": {"en": "(none)", "zh": "（无）"},
    "choose_column": {"en": "Choose a column", "zh": "请选择一列"},
    "drop_invalid": {"en": "Drop rows with invalid values", "zh": "删除含无效值的行"},
    "drop_invalid_help": {
        "en": "Rows whose score or weight is empty, not a number or infinite are removed; how many "
              "is reported below.",
        "zh": "删除预测值或权重为空、非数值或无穷大的行；删除的行数显示在下方。",
    },
    "example_label": {"en": "Example", "zh": "示例"},
}
