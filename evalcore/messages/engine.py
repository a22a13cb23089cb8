"""Messages of the engine layer (:mod:`evalcore.engine`): files an engine cannot read, a missing
Spark or Java, limits out of range, options an engine cannot serve."""

MESSAGES = {
    "engine_mixed_formats": {
        "en": "{pattern} matches both Parquet and text files. Give a path or glob that matches "
        "files of one format.",
        "zh": "{pattern} 同时匹配到 Parquet 文件和文本文件。请给出只匹配一种格式文件的路径或通配符。",
    },
    "engine_too_many_matches": {
        "en": "{pattern} names more than {limit} files, the most one evaluation reads; the search "
        "stopped there. Narrow the path or glob (a folder of its own, or a pattern such as "
        "part-*.parquet).",
        "zh": "{pattern} 匹配的文件超过 {limit} 个，这是一次评估最多读取的文件数；查找已在此停止。"
        "请缩小路径或通配符的范围（单独的文件夹，或 part-*.parquet 这样的模式）。",
    },
    "engine_walk_too_long": {
        "en": "Looking for the files of {pattern} took longer than {seconds} s, the most it may "
        "take; it stopped after {folders} folders and {files} files. Narrow the path or glob (a "
        "** searches every folder below it).",
        "zh": "查找 {pattern} 的文件超过了允许的最长时间 {seconds} 秒；已在查看 {folders} 个文件夹、"
        "找到 {files} 个文件后停止。请缩小路径或通配符的范围（** 会查找其下的每一个文件夹）。",
    },
    "engine_walk_stopped": {
        "en": "The evaluation of {pattern} was stopped before it finished.",
        "zh": "{pattern} 的评估在完成前已停止。",
    },
    "engine_outside_root": {
        "en": "{path} is outside the data root {root}, so it is not read. Give a path, directory "
        "or glob inside {root} (a relative one starts there).",
        "zh": "{path} 不在数据根目录 {root} 内，因此不会读取。请给出 {root} 内的路径、目录或通配符"
        "（相对路径从该目录算起）。",
    },
    "engine_system_path": {
        "en": "{path} is in a system folder (/proc, /sys, /dev, /etc, /run or /var/run), which is "
        "never read. Give the path of a dataset.",
        "zh": "{path} 位于系统文件夹（/proc、/sys、/dev、/etc、/run 或 /var/run）中，这些文件夹从不读取。"
        "请给出数据集的路径。",
    },
    "engine_path_invalid": {
        "en": "{path} holds a NUL character (\\0), which no file name can hold. Type the path "
        "again.",
        "zh": "{path} 含有 NUL 字符（\\0），文件名中不可能有这个字符。请重新输入路径。",
    },
    "engine_file_unreadable": {
        "en": "The file {path} cannot be read: this program has no permission to read it. Give "
        "it read access, or leave it out of the path or glob.",
        "zh": "无法读取文件 {path}：本程序没有读取它的权限。请为它开放读取权限，或在路径或通配符中排除它。",
    },
    "engine_unreadable": {
        "en": "The engine could not read {name}: {detail}",
        "zh": "计算引擎无法读取 {name}：{detail}",
    },
    "engine_spark_unreachable": {
        "en": "No Spark Connect server answers at {url}. Start one there (Spark's "
              "sbin/start-connect-server.sh) or check the host and port.",
        "zh": "{url} 上没有应答的 Spark Connect 服务器。请在该处启动一个（Spark 的 "
              "sbin/start-connect-server.sh），或检查主机和端口。",
    },
    "engine_spark_missing": {
        "en": "Spark cannot start here: {detail} is missing. Install it, or use the DuckDB engine "
              "(the default).",
        "zh": "无法在此启动 Spark：缺少 {detail}。请安装它，或改用 DuckDB 引擎（默认）。",
    },
    "engine_bad_limits": {
        "en": "The limit on distinct scores and the number of bins must each be at least 1, got "
              "{max_distinct} and {bins}.",
        "zh": "不同预测值个数的上限与分箱数都至少为 1，当前为 {max_distinct} 和 {bins}。",
    },
    "engine_option_unsupported": {
        "en": "{option} is not available on a database engine (it needs every row in memory). "
              "Leave it out, or evaluate the file in memory.",
        "zh": "使用数据库引擎时不能使用 {option}（它需要将每一行读入内存）。请去掉该选项，或在内存中评估该文件。",
    },
    "engine_weight_column_unused": {
        "en": "Column {column} was not used as sample weights: an engine evaluates regression "
              "unweighted (weights need every row in memory). Evaluate the file in memory to "
              "weight by it.",
        "zh": "列 {column} 未用作样本权重：计算引擎按不加权的方式评估回归（权重需要将每一行读入内存）。"
              "如需按该列加权，请在内存中评估该文件。",
    },
    "engine_ranking_ties_need_doc": {
        "en": "Column {column} has tied scores within a query and there is no document column: "
        "ties are then broken by file order, which an engine does not keep. Name the document "
        "column, or evaluate the file in memory.",
        "zh": "列 {column} 在同一查询内有相同的预测值，且没有文档列：此时并列按文件中的顺序排列，"
        "而计算引擎不保留行的顺序。请指定文档列，或在内存中评估该文件。",
    },
    "engine_ranking_correlation": {
        "en": "Not computed by an engine for more than {max} relevance grades between the lowest "
        "and the highest (one window per grade). Evaluate the file in memory for it.",
        "zh": "相关性等级（从最低到最高）超过 {max} 个时，计算引擎不计算此项（每个等级需要一个窗口）。"
        "如需此项，请在内存中评估该文件。",
    },
}
