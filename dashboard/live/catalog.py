"""Text of the live threshold view (the slider and tables the browser repaints itself)."""

MESSAGES = {
    "live_view_toggle": {"en": "Live threshold (answered in the browser)",
                         "zh": "实时阈值（由浏览器即时响应）"},
    "live_view_help": {
        "en": "Moves the threshold without waiting for the server: every slider stop's counts "
              "and measures are sent once and looked up in the browser. The exact box and the "
              "links still go through the server when a move ends. Off: the server draws every "
              "move.",
        "zh": "移动阈值时无需等待服务器：每个滑块位置的计数与度量只发送一次，由浏览器直接查取。"
              "移动结束时，精确阈值框与链接仍经由服务器同步。关闭时：每次移动都由服务器绘制。",
    },
    "live_matrix_label": {"en": "Confusion matrix with row rates", "zh": "混淆矩阵及按行比例"},
    "live_exact_help": {"en": "Type a threshold and press Enter.",
                        "zh": "输入阈值后按回车键。"},
    "live_report_note": {
        "en": "Move the threshold: the counts, the matrix, the measures and the cut follow at "
              "once, with the numbers python -m evalcore prints at that threshold (this file "
              "needs no server and no internet).",
        "zh": "移动阈值：计数、混淆矩阵、各项度量与分界线随即更新，数值与 python -m evalcore "
              "在该阈值下输出的一致（此文件无需服务器，也无需联网）。",
    },
    "live_scaled_histogram": {"en": "Score distribution as densities or on a log count axis",
                              "zh": "以密度或对数计数轴显示的预测值分布"},
    "live_folds_band_expander": {"en": "Every fold's curves with the ±σ band of the vertical "
                                       "average",
                                 "zh": "各折曲线及垂直平均的 ±σ 带"},
    "live_all_negative_lower": {"en": "all negative (below every score)",
                                "zh": "全部预测为反例（低于所有预测值）"},
    "live_all_positive_lower": {"en": "all positive (above every score)",
                                "zh": "全部预测为正例（高于所有预测值）"},
    "live_rule_lower": {"en": "Rule: positive when score ≤ threshold (a lower score means "
                              "positive).",
                        "zh": "规则：预测值 ≤ 阈值时预测为正例（预测值越低越可能为正例）。"},
    "live_report_snapshot": {"en": "At the report's threshold {threshold}",
                             "zh": "报告所用阈值 {threshold} 下"},
}
