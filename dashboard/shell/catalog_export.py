"""Text of what a user takes away: the CSV download and its context lines, and the HTML report
(:mod:`dashboard.report`)."""

MESSAGES = {
    "download_csv": {"en": "Download CSV", "zh": "下载 CSV"},
    "export_data_set": {"en": "Data set", "zh": "数据集"},
    "export_page": {"en": "Page", "zh": "页面"},
    "export_language": {"en": "Language", "zh": "语言"},
    "export_threshold": {"en": "Threshold", "zh": "阈值"},
    "export_beta": {"en": "β of Fβ", "zh": "Fβ 的 β"},
}
