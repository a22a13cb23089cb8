"""Text of what a user takes away: the CSV download and its context lines, and the HTML report
(:mod:`evalcore.view.report`; its own words are :mod:`evalcore.view.catalog_report`)."""

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
    "export_page": {"en": "Page", "zh": "页面"},
    "export_language": {"en": "Language", "zh": "语言"},
    "export_threshold": {"en": "Threshold", "zh": "阈值"},
    "export_beta": {"en": "β of Fβ", "zh": "Fβ 的 β"},
    "export_data_set_b": {"en": "Model B's data set", "zh": "模型 B 的数据集"},
    "export_threshold_of": {"en": "Threshold of {name}", "zh": "{name} 的阈值"},
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
    "report_download": {"en": "Download report", "zh": "下载报告"},
    "report_download_help": {
        "en": "One HTML file with this page's figures, every number, the settings and the "
              "command-line JSON; it opens offline in any browser.",
        "zh": "一个 HTML 文件，包含本页的图、全部数值、设置和命令行的 JSON；离线即可在任何浏览器中打开。"},
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
