"""Text of what a user takes away: the CSV download and its context lines, and the HTML report
(:mod:`dashboard.report`)."""

MESSAGES = {
    "download_csv": {"en": "Download CSV", "zh": "下载 CSV"},
    "export_data_set": {"en": "Data set", "zh": "数据集"},
    "export_page": {"en": "Page", "zh": "页面"},
    "export_language": {"en": "Language", "zh": "语言"},
    "export_threshold": {"en": "Threshold", "zh": "阈值"},
    "export_beta": {"en": "β of Fβ", "zh": "Fβ 的 β"},
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
              "without a network. The settings below reproduce every number and figure on the "
              "same page of the dashboard.",
        "zh": "由模型评估仪表板生成。所有内容都在此文件中，无需网络即可打开。在仪表板的同一页面按下列"
              "设置可复现每个数值和图形。"},
    "report_download_help_teaching": {
        "en": "One HTML file with this part's figures, its numbers and settings, in the current "
              "language; it opens offline.",
        "zh": "一个 HTML 文件，含本部分的图形、数值与设置，使用当前语言；可离线打开。"},
    "report_intro": {
        "en": "Made by the model evaluation dashboard. Everything is in this file: it opens "
              "without a network. The settings below reproduce every number with "
              "python -m evalcore; its JSON is embedded in the element #evalcore-result.",
        "zh": "由模型评估仪表板生成。所有内容都在此文件中，无需网络即可打开。按下列设置运行 "
              "python -m evalcore 可复现每个数值；其 JSON 嵌在 #evalcore-result 元素中。"},
    "report_data_header": {"en": "Data", "zh": "数据"},
    "report_settings_header": {"en": "Settings", "zh": "设置"},
    "report_numbers_header": {"en": "Every number", "zh": "全部数值"},
    "report_numbers_note": {
        "en": "Each number by its key in the JSON of python -m evalcore (null: undefined; the "
              "JSON's notes say why). Curves are in the JSON block.",
        "zh": "每个数值按其在 python -m evalcore 的 JSON 中的键列出（null 表示无定义，原因见 "
              "JSON 的 notes）。曲线数据在 JSON 中。"},
    "report_item": {"en": "Item", "zh": "项目"},
    "report_flag": {"en": "Command-line flag", "zh": "命令行参数"},
    "report_class": {"en": "Class", "zh": "类别"},
    "report_confusion_title": {"en": "Confusion matrix at threshold {threshold}",
                               "zh": "阈值 {threshold} 下的混淆矩阵"},
    "report_download": {"en": "Download report", "zh": "下载报告"},
    "report_download_help": {
        "en": "One HTML file with this page's figures, every number, the settings and the "
              "command-line JSON; it opens offline in any browser.",
        "zh": "一个 HTML 文件，包含本页的图、全部数值、设置和命令行的 JSON；离线即可在任何浏览器中打开。"},
    "report_default": {"en": "default (detected)", "zh": "默认（自动检测）"},
    "report_command": {"en": "Reproduce with: {command}", "zh": "复现命令：{command}"},
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
