"""Plotly.js's own interface texts that the app's figures can show, in English (``en``: the exact
source text of Plotly.js 3, the installed ``plotly`` package's copy and Streamlit's, which a
locale's dictionary is keyed by) and 简体中文 (``zh``): the modebar's button titles and the
notices a click or a download brings up. The dashboard's catalog includes this one."""

MESSAGES = {
    "plotly_autoscale": {"en": "Autoscale", "zh": "自动缩放"},
    "plotly_box_select": {"en": "Box Select", "zh": "框选"},
    "plotly_lasso_select": {"en": "Lasso Select", "zh": "套索选择"},
    "plotly_compare_on_hover": {"en": "Compare data on hover", "zh": "悬停时比较各曲线的数据"},
    "plotly_closest_on_hover": {"en": "Show closest data on hover",
                                "zh": "悬停时显示最近的数据"},
    "plotly_toggle_closest": {"en": "Toggle show closest data on hover",
                              "zh": "切换悬停时显示最近的数据"},
    "plotly_spike_lines": {"en": "Toggle Spike Lines", "zh": "切换坐标参考线"},
    "plotly_legend_isolate": {"en": "Double-click on legend to isolate one trace",
                              "zh": "双击图例可只显示这一项"},
    "plotly_zoom_back": {"en": "Double-click to zoom back out", "zh": "双击可恢复原来的范围"},
    "plotly_download_png": {"en": "Download plot as a PNG", "zh": "下载图片（PNG）"},
    "plotly_download": {"en": "Download plot", "zh": "下载图片"},
    "plotly_pan": {"en": "Pan", "zh": "平移"},
    "plotly_reset_axes": {"en": "Reset axes", "zh": "重置坐标轴"},
    "plotly_zoom": {"en": "Zoom", "zh": "缩放"},
    "plotly_zoom_in": {"en": "Zoom in", "zh": "放大"},
    "plotly_zoom_out": {"en": "Zoom out", "zh": "缩小"},
    "plotly_image_wait": {"en": "Preparing image - this may take a few seconds",
                          "zh": "正在生成图片，可能需要几秒钟"},
    "plotly_image_done": {"en": "Image download succeeded", "zh": "图片已下载"},
    "plotly_image_failed": {"en": "Sorry, there was a problem downloading your image!",
                            "zh": "抱歉，下载图片时出了问题！"},
}
