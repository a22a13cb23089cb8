"""Messages of the command line (:mod:`evalcore.cli`): options that do not fit the task, commands
that run in memory only, and where the examples cannot be written."""

MESSAGES = {
    "cli_compare_flags_not_for_task": {
        "en": "Not an option when comparing {task} models: {flags}. Comparing {task} models "
        "takes {allowed} (or choose another task with --task).",
        "zh": "比较 {task} 模型时不能使用：{flags}。比较 {task} 模型可用的选项为 {allowed}（或用 --task "
        "选择其他任务）。",
    },
    "cli_compare_invalid_rows": {
        "en": "Column {column} has {count:row that is|rows that are} empty, not a number or "
        "infinite ({rows:*row|rows}; row 1 is the first row under the header). compare pairs every row of both "
        "models and drops none: fix or remove those rows in the file.",
        "zh": "列 {column} 中有 {count} 行为空、不是数字或为无穷大（行 {rows}；第 1 行为表头下的第一行）。"
        "compare 会将两个模型逐行配对，不删除任何行：请在文件中修正或删除这些行。",
    },
    "cli_compare_bad_resamples": {
        "en": "--resamples must be at least 1 (random sign flips of the randomization test), got "
        "{value}.",
        "zh": "--resamples 至少为 1（随机化检验的随机符号翻转次数），当前为 {value}。",
    },
    "cli_roc_steps_bad_max_steps": {
        "en": "--max-steps must be 0 (every step) or at least 2 (the first and the last step), "
        "got {value}.",
        "zh": "--max-steps 须为 0（全部步骤）或至少为 2（第一步和最后一步），当前为 {value}。",
    },
    "cli_bad_max_files": {
        "en": "--max-files must be at least 1, got {value}.",
        "zh": "--max-files 须至少为 1，当前为 {value}。",
    },
    "cli_too_many_files": {
        "en": "{pattern} names more than {limit} files, the cap of --max-files; the search stopped "
        "there. Narrow the path or glob, or raise the cap with --max-files N.",
        "zh": "{pattern} 匹配的文件超过 {limit} 个（--max-files 的上限）；查找已在此停止。请缩小路径或"
        "通配符的范围，或用 --max-files N 提高上限。",
    },
    "cli_interrupted": {
        "en": "Interrupted (Ctrl-C); no result was printed.",
        "zh": "已中断（Ctrl-C）；未输出结果。",
    },
    "cli_examples_not_a_directory": {
        "en": "--write needs a directory, but {path} is a file. Give a new or existing directory.",
        "zh": "--write 需要一个目录，但 {path} 是文件。请指定新的或已有的目录。",
    },
    "cli_compare_choose_pred_cols": {
        "en": "Could not tell which two columns hold the {task} models' predictions (columns: "
        "{columns}). Name them with a common prefix such as pred_A and pred_B, or choose them "
        "with --pred-cols A B; if this file holds one model only, give model B's file as the "
        "second file.",
        "zh": "无法判断哪两列是两个 {task} 模型的预测（列：{columns}）。请使用共同前缀命名（如 pred_A 和 "
        "pred_B），或用 --pred-cols A B 指定；若此文件只含一个模型，请将模型 B 的文件作为第二个文件。",
    },
    "cli_compare_same_columns": {
        "en": "{flag} names column {column} for both models. Give two different columns, model "
        "A's first.",
        "zh": "{flag} 为两个模型指定了同一列 {column}。请给出两个不同的列，模型 A 的列在前。",
    },
    "cli_memory_only_compare": {
        "en": "compare runs in memory only: its paired tests (DeLong, McNemar, Wilcoxon, the "
              "randomization test) pair the two models row by row, which an engine's aggregate "
              "does not keep. Leave out --engine and --spark-master.",
        "zh": "compare 只在内存中运行：它的配对检验（DeLong、McNemar、Wilcoxon、随机化检验）逐行配对两个"
              "模型，而计算引擎的汇总结果不保留逐行信息。请去掉 --engine 和 --spark-master。",
    },
    "cli_memory_only_folds": {
        "en": "folds runs in memory only: it evaluates each fold's rows on their own, for which "
              "there is no engine path. Leave out --engine and --spark-master.",
        "zh": "folds 只在内存中运行：它分别评估每一折的行，这没有计算引擎的实现。"
              "请去掉 --engine 和 --spark-master。",
    },
    "cli_memory_only_cost": {
        "en": "cost runs in memory only: its cost curve is built from the rows in memory, for "
              "which there is no engine path. For a file larger than memory, binary --engine "
              "duckdb --curves gives the ROC points the cost curve comes from. Leave out --engine "
              "and --spark-master.",
        "zh": "cost 只在内存中运行：它的代价曲线由内存中的行构建，这没有计算引擎的实现。对超出内存的文件，"
              "binary --engine duckdb --curves 给出代价曲线所依据的 ROC 点。请去掉 --engine 和 "
              "--spark-master。",
    },
    "cli_memory_only_roc_steps": {
        "en": "roc-steps runs in memory only: it is the textbook's step-by-step ROC construction "
              "from the rows in memory, for which there is no engine path. For a file larger than "
              "memory, binary --engine duckdb --curves gives the same ROC points. Leave out "
              "--engine and --spark-master.",
        "zh": "roc-steps 只在内存中运行：它按教材的方法由内存中的行逐步构建 ROC 曲线，这没有计算引擎的实现。"
              "对超出内存的文件，binary --engine duckdb --curves 给出相同的 ROC 点。请去掉 --engine 和 "
              "--spark-master。",
    },
    "cli_by_column_missing": {
        "en": "--by names column {column}, which the file does not have (columns: {columns}).",
        "zh": "--by 指定的列 {column} 不在文件中（列：{columns}）。",
    },
    "cli_by_aggregated": {
        "en": "--by needs one row per sample; this file holds counts per score (an aggregated "
        "file). Give the file of rows.",
        "zh": "--by 需要每个样例一行；此文件是按预测值汇总的计数（汇总文件）。请提供逐行的文件。",
    },
    "cli_engine_option_unsupported": {
        "en": "{option} is not available with --engine (a database engine does not keep every "
              "row in memory). Leave {option} out, or evaluate one file in memory without "
              "--engine.",
        "zh": "使用 --engine 时不能使用 {option}（数据库引擎不会将每一行读入内存）。请去掉 {option}，"
              "或不加 --engine 在内存中评估单个文件。",
    },
    "cli_count_invalid": {
        "en": "{flag} must be a whole number of at least 1, got {value}.",
        "zh": "{flag} 必须是不小于 1 的整数，当前为 {value}。",
    },
    "cli_threshold_for_invalid": {
        "en": "--threshold-for takes KIND=VALUE with KIND one of {kinds} and VALUE between 0 and 1 "
        "(top: above 0), got {text}.",
        "zh": "--threshold-for 的格式为 KIND=VALUE，KIND 为 {kinds} 之一，VALUE 在 0 与 1 之间（top 须大于 0），"
        "当前为 {text}。",
    },
    "cli_threshold_and_threshold_for": {
        "en": "--threshold and --threshold-for both choose the threshold: give one of them.",
        "zh": "--threshold 与 --threshold-for 都用于选择阈值：请只给出其中一个。",
    },
    "cli_min_segment_without_by": {
        "en": "--min-segment sets which segments of --by count in the gaps: give --by COLUMN too.",
        "zh": "--min-segment 设定 --by 的哪些分组计入差距：请同时给出 --by COLUMN。",
    },
    "cli_score_direction_calibration": {
        "en": "calibration reads the scores as probabilities of the positive class, which have one "
        "direction: leave out --score-direction lower.",
        "zh": "calibration 将预测值视为正类的概率，概率只有一个方向：请去掉 --score-direction lower。",
    },
    "cli_score_direction_binary_only": {
        "en": "--score-direction applies to binary scores; this file's task is {task}: leave it "
        "out.",
        "zh": "--score-direction 只适用于二分类预测值；此文件的任务是 {task}：请去掉该选项。",
    },
    "cli_stability_column_and_score_col": {
        "en": "--column and --score-col both choose the column compared: give one of them.",
        "zh": "--column 与 --score-col 都用于选择比较的列：请只给出其中一个。",
    },
    "cli_stability_column_missing": {
        "en": "{file} has no column {column} (columns: {columns}): choose it with {flag}.",
        "zh": "{file} 中没有列 {column}（列：{columns}）：请用 {flag} 选择。",
    },
    "cli_stability_not_numeric": {
        "en": "Column {column} of {file} must hold a finite number in every row (first rows "
        "without one: {rows}), and at least one row.",
        "zh": "{file} 的列 {column} 每行都必须是有限数值，且至少有一行（首批不符合的行：{rows}）。",
    },
    "cli_memory_only_stability": {
        "en": "stability reads both files in memory: leave out --engine and --spark-master.",
        "zh": "stability 在内存中读取两个文件：请去掉 --engine 与 --spark-master。",
    },
    "cli_score_direction_engine": {
        "en": "--score-direction lower needs the scores in memory: leave out --engine.",
        "zh": "--score-direction lower 需要将预测值载入内存：请去掉 --engine。",
    },
    "cli_threshold_for_unmet": {
        "en": "No threshold meets {kind}={value}: loosen the value given to --threshold-for.",
        "zh": "没有阈值满足 {kind}={value}：请放宽 --threshold-for 的取值。",
    },
    "cli_by_too_many": {
        "en": "Column {column} has {count} distinct values, more than {limit}: it looks like an "
        "identifier, not segments. Give --by a column with at most {limit} values.",
        "zh": "列 {column} 有 {count} 个不同取值，超过 {limit} 个：它更像是标识符而不是分组。请为 --by "
        "指定取值不超过 {limit} 个的列。",
    },
    "cli_engine_needs_exact": {
        "en": "{command} needs every distinct score, but the engine found more than {limit} and "
        "would bin them. Run it on fewer distinct scores (round them), or without --engine on "
        "one file.",
        "zh": "{command} 需要每个不同的预测值，但引擎发现超过 {limit} 个并会将其分箱。请减少不同预测值的个数"
        "（四舍五入），或不使用 --engine、对单个文件运行。",
    },
    "cli_compare_many_columns": {
        "en": "To compare more than two models in one file, name their columns with {flag} (e.g. "
        "{flag} A B C). Columns: {columns}.",
        "zh": "要在一个文件中比较两个以上的模型，请用 {flag} 指定它们的列（例如 {flag} A B C）。"
        "文件的列：{columns}。",
    },
    "cli_compare_many_columns_per_file": {
        "en": "{flag} names {count:column|columns} for {files} files. Give one column per file, "
        "in the files' order.",
        "zh": "{flag} 为 {files} 个文件指定了 {count} 列。请按文件顺序为每个文件给出一列。",
    },
    "cli_compare_models_too_few": {
        "en": "Give at least two models to compare, got {count}: two or more columns to "
        "--score-cols (binary, ranking) or --pred-cols (multiclass, regression), or one file per "
        "model.",
        "zh": "请至少给出两个模型进行比较，当前为 {count} 个：用 --score-cols（二分类、排序）或 "
        "--pred-cols（多分类、回归）指定两个或更多列，或每个模型一个文件。",
    },
    "cli_compare_thresholds_count": {
        "en": "--threshold takes one value for every model or one per model ({models}), got "
        "{count}.",
        "zh": "--threshold 接受一个适用于所有模型的值，或每个模型一个值（共 {models} 个），当前为 "
        "{count} 个。",
    },
    "cli_compare_query_spans_folds": {
        "en": "Query {query} has rows in folds {folds} of the --fold-col column {column} "
              "({count:query spans|queries span} several folds). Give every row of a query "
              "(--query-col) the same fold, or another --fold-col.",
        "zh": "查询 {query} 的行分属 --fold-col 列 {column} 的多个折（{folds}；共 {count} 个查询"
              "跨折）。请为同一查询（--query-col）的所有行给出相同的折，或改用其他 --fold-col。",
    },
}
