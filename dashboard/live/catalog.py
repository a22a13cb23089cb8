"""Text of the live threshold view (the slider and tables the browser repaints itself)."""

MESSAGES = {
    "live_view_toggle": {"en": "Live threshold (answered in the browser)",
                         "zh": "实时阈值（由浏览器即时响应）"},
    "live_view_help": {
        "en": "Moves the threshold without waiting for the server: every slider stop's counts "
              "and measures are sent once and looked up in the browser. The exact box and the "
              "links still go through the server when a move ends.",
        "zh": "移动阈值时无需等待服务器：每个滑块位置的计数与度量只发送一次，由浏览器直接查取。"
              "移动结束时，精确阈值框与链接仍经由服务器同步。",
    },
    "live_matrix_label": {"en": "Confusion matrix with row rates", "zh": "混淆矩阵及按行比例"},
    "live_exact_help": {"en": "Type a threshold and press Enter.",
                        "zh": "输入阈值后按回车键。"},
}
