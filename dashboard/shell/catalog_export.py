"""Text of what a user takes away: the CSV download and its context lines, and the HTML report
(:mod:`dashboard.report`)."""

MESSAGES = {
    "download_csv": {"en": "Download CSV", "zh": "下载 CSV"},
    "table_page_label": {"en": "Page (of {pages})", "zh": "页码（共 {pages} 页）"},
    "table_page_help": {
        "en": "A long table is shown a page at a time; “Download CSV” below it has every row.",
        "zh": "较长的表格分页显示；表格下方的“下载 CSV”包含全部行。",
    },
    "table_page_caption": {
        "en": "Rows {first}–{last} of {rows}. Choose a page above; “Download CSV” has every row.",
        "zh": "第 {first}–{last} 行，共 {rows} 行。可在上方选择页码；“下载 CSV”包含全部行。",
    },
    "export_data_set": {"en": "Data set", "zh": "数据集"},
    "export_page": {"en": "Page", "zh": "页面"},
    "export_language": {"en": "Language", "zh": "语言"},
    "export_threshold": {"en": "Threshold", "zh": "阈值"},
    "export_beta": {"en": "β of Fβ", "zh": "Fβ 的 β"},
    "export_data_set_b": {"en": "Model B's data set", "zh": "模型 B 的数据集"},
    "export_threshold_of": {"en": "Threshold of {name}", "zh": "{name} 的阈值"},
    "report_title_binary": {"en": "Report: confusion matrix, ROC and P-R curves",
                            "zh": "报告：混淆矩阵、ROC 与 P-R 曲线"},
    "report_title_multiclass": {"en": "Report: multiclass classification",
                                "zh": "报告：多分类评估"},
    "report_title_cost": {"en": "Report: cost curve", "zh": "报告：代价曲线"},
    "report_title_regression": {"en": "Report: regression", "zh": "报告：回归"},
    "report_title_ranking": {"en": "Report: ranking", "zh": "报告：排序"},
    "report_title_compare": {"en": "Report: comparison of two models", "zh": "报告：两个模型的比较"},
    "report_title_folds": {"en": "Report: cross-validation folds", "zh": "报告：交叉验证各折"},
    "report_title_page": {"en": "Report: {page}", "zh": "报告：{page}"},
    "report_intro_teaching": {
        "en": "Made by the model evaluation dashboard. Everything is in this file: it opens "
              "without a network. The settings at the end reproduce every number and figure on "
              "the same page of the dashboard.",
        "zh": "由模型评估仪表板生成。所有内容都在此文件中，无需网络即可打开。在仪表板的同一页面按文末的"
              "设置可复现每个数值和图形。"},
    "report_download_help_teaching": {
        "en": "One HTML file with this part's figures, its numbers and settings, in the current "
              "language; it opens offline.",
        "zh": "一个 HTML 文件，含本部分的图形、数值与设置，使用当前语言；可离线打开。"},
    "report_intro": {
        "en": "Made by the model evaluation dashboard. Everything is in this file: it opens "
              "without a network. The command and settings at the end reproduce every number "
              "with python -m evalcore; its JSON is embedded in the element #evalcore-result.",
        "zh": "由模型评估仪表板生成。所有内容都在此文件中，无需网络即可打开。按文末的命令与设置运行 "
              "python -m evalcore 可复现每个数值；其 JSON 嵌在 #evalcore-result 元素中。"},
    "report_data_header": {"en": "Data", "zh": "数据"},
    "report_numbers_header": {"en": "Every number", "zh": "全部数值"},
    "report_numbers_note": {
        "en": "Each number by its key in the JSON of python -m evalcore (null: undefined; the "
              "JSON's notes say why). Curves are in the JSON block.",
        "zh": "每个数值按其在 python -m evalcore 的 JSON 中的键列出（null 表示无定义，原因见 "
              "JSON 的 notes）。曲线数据在 JSON 中。"},
    "report_item": {"en": "Item", "zh": "项目"},
    "report_flag": {"en": "Command-line flag", "zh": "命令行参数"},
    "report_class": {"en": "Class", "zh": "类别"},
    "report_download": {"en": "Download report", "zh": "下载报告"},
    "report_download_help": {
        "en": "One HTML file with this page's figures, every number, the settings and the "
              "command-line JSON; it opens offline in any browser.",
        "zh": "一个 HTML 文件，包含本页的图、全部数值、设置和命令行的 JSON；离线即可在任何浏览器中打开。"},
    "report_default": {"en": "default (detected)", "zh": "默认（自动检测）"},
    "report_command": {"en": "Reproduce with: {command}", "zh": "复现命令：{command}"},
    "report_reproduce_header": {"en": "Reproduce with", "zh": "复现方法"},
    "report_json_key": {"en": "Key in the JSON", "zh": "JSON 中的键"},
    "report_key_n": {"en": "samples n", "zh": "样本数 n"},
    "report_key_n_queries": {"en": "queries", "zh": "查询数"},
    "report_key_positives": {"en": "positives m⁺", "zh": "正例数 m⁺"},
    "report_key_negatives": {"en": "negatives m⁻", "zh": "反例数 m⁻"},
    "report_key_pos_label": {"en": "positive class", "zh": "正类"},
    "report_key_label_col": {"en": "label column", "zh": "标记列"},
    "report_key_columns": {"en": "columns", "zh": "列"},
    "report_key_labels": {"en": "class labels", "zh": "类别标记"},
    "report_key_aligned_by": {"en": "rows aligned by", "zh": "行的对齐方式"},
    "report_key_threshold": {"en": "threshold", "zh": "阈值"},
    "report_key_tp": {"en": "true positives TP", "zh": "真正例 TP"},
    "report_key_fp": {"en": "false positives FP", "zh": "假正例 FP"},
    "report_key_tn": {"en": "true negatives TN", "zh": "真反例 TN"},
    "report_key_fn": {"en": "false negatives FN", "zh": "假反例 FN"},
    "report_key_auc": {"en": "AUC", "zh": "AUC"},
    "report_key_roc_auc": {"en": "AUC (area under the ROC curve)", "zh": "AUC（ROC 曲线下的面积）"},
    "report_key_average_precision": {"en": "average precision (AP)", "zh": "平均查准率（AP）"},
    "report_key_rank_loss": {"en": "rank loss ℓrank", "zh": "排序损失 ℓrank"},
    "report_key_bep": {"en": "break-even point (BEP)", "zh": "平衡点（BEP）"},
    "report_key_beta": {"en": "β", "zh": "β"},
    "report_key_j": {"en": "Youden index J", "zh": "约登指数 J"},
    "report_key_prior": {"en": "positive share", "zh": "正例比例"},
    "report_key_cost": {"en": "cost", "zh": "代价"},
    "report_key_cost_fn": {"en": "cost of a false negative", "zh": "假反例的代价"},
    "report_key_cost_fp": {"en": "cost of a false positive", "zh": "假正例的代价"},
    "report_key_expected_cost_area": {"en": "expected total cost", "zh": "期望总体代价"},
    "report_key_normalized_cost": {"en": "normalized expected cost", "zh": "归一化代价"},
    "report_key_cost_sensitive_error": {"en": "cost-sensitive error rate", "zh": "代价敏感错误率"},
    "report_key_brier": {"en": "Brier score", "zh": "Brier 分数"},
    "report_key_log_loss": {"en": "log loss", "zh": "对数损失"},
    "report_key_support": {"en": "samples of the class", "zh": "该类样本数"},
    "report_key_k": {"en": "k", "zh": "k"},
    "report_key_m_pos": {"en": "positives m⁺", "zh": "正例数 m⁺"},
    "report_key_m_neg": {"en": "negatives m⁻", "zh": "反例数 m⁻"},
    "report_key_task": {"en": "task", "zh": "任务"},
    "report_key_pc": {"en": "probability cost PC(+)", "zh": "正例概率代价 PC(+)"},
    "report_key_statistic": {"en": "test statistic", "zh": "检验统计量"},
    "report_key_p_value": {"en": "p-value", "zh": "p 值"},
    "report_key_difference": {"en": "difference", "zh": "差值"},
    "report_key_method": {"en": "method", "zh": "方法"},
    "report_failed_title": {"en": "The report could not be built", "zh": "无法生成报告"},
    "report_failed_note": {
        "en": "The page itself is unaffected. The server's log has the details.",
        "zh": "页面本身不受影响。详细信息见服务器日志。"},
    "report_failed_flags": {
        "en": "python -m evalcore cannot take these settings as command-line flags (for example "
              "a column name beginning with “-” after --score-cols or --pred-cols, which take "
              "two values).",
        "zh": "python -m evalcore 无法以命令行参数接受这些设置（例如 --score-cols 或 --pred-cols "
              "这类取两个值的参数后，有以“-”开头的列名）。"},
    "report_failed_unexpected": {
        "en": "An unexpected error occurred ({kind}).",
        "zh": "发生了意外错误（{kind}）。"},
}
