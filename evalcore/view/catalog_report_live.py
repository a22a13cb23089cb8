"""Text of the live view in the downloaded reports of the curve pages (Cost Curve, Folds,
Comparison)."""

MESSAGES = {
    "live_report_note_points": {
        "en": "Move the threshold: the counts and the operating points follow at once, with the "
              "numbers python -m evalcore prints at that threshold (this file needs no server "
              "and no internet).",
        "zh": "移动阈值：计数与工作点随即更新，数值与 python -m evalcore 在该阈值下输出的一致"
              "（此文件无需服务器，也无需联网）。",
    },
}
