"""Text of the Risk pieces in the downloaded report."""

MESSAGES = {
    "report_band_left_out": {
        "en": "The report leaves the ROC curve's bootstrap band out above {limit} rows (this data "
              "has {rows}); the ROC / PR page computes it on request.",
        "zh": "数据超过 {limit} 行时（本数据 {rows} 行），报告不含 ROC 曲线的自助置信带；"
              "可在 ROC / PR 页面按需计算。",
    },
}
