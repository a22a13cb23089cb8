"""The live threshold view's words in English (``en``) and 简体中文 (``zh``): the slider, the
exact box, the tiles, the matrix and the table of measures, as the app, the report and a
notebook show them (the figures' labels are :mod:`evalcore.view.catalog`'s, the measures'
names :mod:`evalcore.view.catalog_metrics`'). The dashboard's catalog includes this
one."""

MESSAGES = {
    # the slider and the exact box
    "threshold_label": {"en": "Threshold", "zh": "阈值"},
    "threshold_exact": {"en": "Exact threshold", "zh": "精确阈值"},
    "live_exact_help": {"en": "Type a threshold and press Enter.",
                        "zh": "输入阈值后按回车键。"},
    "threshold_rule": {"en": "Rule: positive when score ≥ threshold.",
                       "zh": "规则：预测值 ≥ 阈值时预测为正例。"},
    "live_rule_lower": {"en": "Rule: positive when score ≤ threshold (a lower score means "
                              "positive).",
                        "zh": "规则：预测值 ≤ 阈值时预测为正例（预测值越低越可能为正例）。"},
    "live_all_negative_lower": {"en": "all negative (below every score)",
                                "zh": "全部预测为反例（低于所有预测值）"},
    "live_all_positive_lower": {"en": "all positive (above every score)",
                                "zh": "全部预测为正例（高于所有预测值）"},
    # the tiles
    "tp_label": {"en": "TP (true positive)", "zh": "TP（真正例）"},
    "fp_label": {"en": "FP (false positive)", "zh": "FP（假正例）"},
    "tn_label": {"en": "TN (true negative)", "zh": "TN（真反例）"},
    "fn_label": {"en": "FN (false negative)", "zh": "FN（假反例）"},
    "precision_metric": {"en": "P (precision)", "zh": "P（查准率）"},
    "recall_metric": {"en": "R (recall)", "zh": "R（查全率）"},
    "cost_threshold_metric": {"en": "Normalized cost at the threshold",
                              "zh": "当前阈值的归一化代价"},
    "cost_cse_metric": {"en": "Cost-sensitive error rate", "zh": "代价敏感错误率"},
    # the matrix and the table of measures
    "live_matrix_label": {"en": "Confusion matrix with row rates", "zh": "混淆矩阵及按行比例"},
    "point_metrics_header": {"en": "Measures at this threshold", "zh": "该阈值下的性能度量"},
    "metric_column": {"en": "Measure", "zh": "度量"},
    "value_column": {"en": "Value", "zh": "值"},
    "note_column": {"en": "Note", "zh": "说明"},
    "undefined": {"en": "undefined", "zh": "无定义"},
    "risk_interval_low": {"en": "95 % interval (Wilson): lower", "zh": "95 % 区间（Wilson）下限"},
    "risk_interval_high": {"en": "95 % interval (Wilson): upper", "zh": "95 % 区间（Wilson）上限"},
    # a notebook's view whose scripts (carried by the kernel's first view) are not on the page
    "live_notebook_no_script": {
        "en": "This view waits for Plotly.js and its script, which came with the first view this "
              "kernel showed. If that output was cleared, restart the kernel and run the cells "
              "again.",
        "zh": "此视图正在等待 Plotly.js 及其脚本，它们随该内核显示的第一个视图一同载入。若该输出已被清除，"
              "请重启内核并重新运行各单元格。",
    },
}
