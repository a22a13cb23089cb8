"""Text of the app's and the report's parts around the live threshold view (the sidebar's
switch, the report's notes); the view's own words are evalcore's
(:mod:`evalcore.view.live.catalog`)."""

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
    "live_scaled_histogram": {"en": "Score distribution as densities or on a log count axis",
                              "zh": "以密度或对数计数轴显示的预测值分布"},
    "live_folds_band_expander": {"en": "Every fold's curves with the ±σ band of the vertical "
                                       "average",
                                 "zh": "各折曲线及垂直平均的 ±σ 带"},
}
