"""Comparison page: its sidebar (second file, task), the binary view and the bootstrap section
(en + zh). ``{name}``, ``{a}``, ``{b}`` are model names (escaped by the caller where Markdown)."""

MESSAGES = {
    "compare_second_file": {
        "en": "Model B's file (optional)",
        "zh": "模型 B 的文件（可选）",
    },
    "compare_second_file_help": {
        "en": "Leave it empty when the file above holds both models' columns (e.g. score_A and "
              "score_B). With two files, rows are paired by an id column in both, else row by row.",
        "zh": "若上面的文件已包含两个模型的列（如 score_A 与 score_B），此处留空即可。"
              "两个文件时，若都有编号列则按编号配对，否则按行号逐行配对。",
    },
    "compare_task_label": {"en": "Task", "zh": "任务"},
    "compare_task_binary": {"en": "Binary", "zh": "二分类"},
    "compare_task_multiclass": {"en": "Multiclass", "zh": "多分类"},
    "compare_task_regression": {"en": "Regression", "zh": "回归"},
    "compare_task_ranking": {"en": "Ranking", "zh": "排序"},
    "compare_score_of": {"en": "Model {model}: score column", "zh": "模型 {model}：预测值列"},
    "compare_score_in": {
        "en": "Model {model}: score column of {name}",
        "zh": "模型 {model}：{name} 中的预测值列",
    },
    "compare_column_a": {"en": "A · {name}", "zh": "A · {name}"},
    "compare_column_b": {"en": "B · {name}", "zh": "B · {name}"},
    "compare_auc_of": {"en": "AUC · {name}", "zh": "AUC · {name}"},
    "compare_auc_difference": {"en": "AUC difference (A − B)", "zh": "AUC 差值（A − B）"},
    "compare_auc_difference_help": {
        "en": "Positive: model A ranks positives above negatives more often than model B.",
        "zh": "为正：模型 A 把正例排在反例之前的比例高于模型 B。",
    },
    "compare_delong_p": {"en": "DeLong p-value", "zh": "DeLong 检验 p 值"},
    "compare_ap_line": {
        "en": "Average precision: A {a}, B {b} (A − B = {diff}).",
        "zh": "平均查准率：A 为 {a}，B 为 {b}（A − B = {diff}）。",
    },
    "compare_dominance_header": {
        "en": "Does one curve enclose the other?",
        "zh": "一条曲线是否包住另一条？",
    },
    "compare_dominance_help": {
        "en": "If one learner's curve is completely enclosed by the other's, the other performs "
              "better (\"包住\"). If the curves cross, neither is better in general: it depends on "
              "the operating point, so compare the area (AUC), the BEP, or the point you need.",
        "zh": "若一个学习器的曲线被另一个学习器的曲线完全“包住”，则可断言后者的性能优于前者；"
              "若两曲线发生交叉，则难以一般性地断言孰优孰劣，需在具体的工作点上比较，"
              "或比较曲线下的面积 (AUC)、平衡点 (BEP)。",
    },
    "compare_from": {"en": "From", "zh": "起点"},
    "compare_to": {"en": "To", "zh": "终点"},
    "compare_operating_header": {"en": "Operating points", "zh": "工作点"},
    "compare_mode": {"en": "Compare the models", "zh": "比较方式"},
    "compare_target_fpr": {"en": "False positive rate to match", "zh": "要匹配的假正例率"},
    "compare_target_recall": {"en": "Recall to match", "zh": "要匹配的查全率"},
    "compare_cost_area": {
        "en": "Expected cost over all PC(+) (cost-curve area)",
        "zh": "所有 PC(+) 上的期望总体代价（代价曲线面积）",
    },
    "compare_shading_help": {
        "en": "Shaded: where each model's curve is on top, in its color.",
        "zh": "阴影：各模型曲线位于上方的区间，以该模型的颜色标出。",
    },
    "compare_curve_points": {
        "en": "Curves drawn with {shown} of {total} points (within {tolerance} of the exact curve); "
              "every number is computed on the exact curves.",
        "zh": "曲线绘制 {total} 个点中的 {shown} 个（与精确曲线相差不超过 {tolerance}）；"
              "所有数值均在精确曲线上计算。",
    },
    "compare_samples": {"en": "Samples", "zh": "样本数"},
    "compare_threshold_row": {"en": "Threshold", "zh": "阈值"},
    "compare_outcome": {"en": "Outcome", "zh": "结果"},
    "compare_mcnemar_result": {
        "en": "Statistic {statistic}, p = {p} ({method}). It tests whether {a} and {b} make "
              "errors equally often on the samples where they disagree.",
        "zh": "统计量 {statistic}，p = {p}（{method}）。检验 {a} 与 {b} 在两者判断不一致的样本上"
              "出错的概率是否相同。",
    },
    "compare_delong_help": {
        "en": "DeLong's test compares the two correlated AUCs on the same samples (as pROC's "
              "roc.test(paired = TRUE)); each interval is the AUC's DeLong confidence interval.",
        "zh": "DeLong 检验比较同一批样本上两个相关的 AUC（同 pROC 的 roc.test(paired = TRUE)）；"
              "区间为各 AUC 的 DeLong 置信区间。",
    },
    "compare_cost_header": {"en": "Cost curves", "zh": "代价曲线"},
    "compare_cost_area_metric": {"en": "Cost-curve area · {name}", "zh": "代价曲线面积 · {name}"},
    "compare_cost_area_difference": {"en": "Area difference (A − B)", "zh": "面积差值（A − B）"},
    "compare_cost_area_help": {
        "en": "The area under a cost curve's lower envelope is the expected total cost over all "
              "operating conditions; negative: model A costs less.",
        "zh": "代价曲线下界包络的面积即所有条件下学习器的期望总体代价；为负表示模型 A 代价更小。",
    },
    "compare_cost_verdict_A": {
        "en": "{a} costs no more than {b} at every PC(+): its envelope is on or below",
        "zh": "在所有 PC(+) 上 {a} 的代价都不高于 {b}：其包络处处不高于后者",
    },
    "compare_cost_verdict_B": {
        "en": "{b} costs no more than {a} at every PC(+): its envelope is on or below",
        "zh": "在所有 PC(+) 上 {b} 的代价都不高于 {a}：其包络处处不高于后者",
    },
    "compare_cost_verdict_none": {
        "en": "The envelopes of {a} and {b} cross: each is cheaper for some PC(+)",
        "zh": "{a} 与 {b} 的包络发生交叉：在不同的 PC(+) 上各有优势",
    },
    "compare_cost_verdict_equal": {
        "en": "{a} and {b} have the same cost curve",
        "zh": "{a} 与 {b} 的代价曲线相同",
    },
    "compare_bootstrap_header": {"en": "Paired bootstrap", "zh": "配对自助法"},
    "compare_boot_metric": {"en": "Measure", "zh": "度量"},
    "compare_boot_metric_auc": {"en": "AUC", "zh": "AUC"},
    "compare_boot_metric_ap": {"en": "Average precision (AP)", "zh": "平均查准率 (AP)"},
    "compare_boot_metric_bep": {"en": "Break-even point (BEP)", "zh": "平衡点 (BEP)"},
    "compare_boot_metric_f1": {"en": "F1 at the thresholds", "zh": "当前阈值下的 F1"},
    "compare_boot_resamples": {"en": "Resamples", "zh": "重采样次数"},
    "compare_boot_seed": {"en": "Random seed", "zh": "随机种子"},
    "compare_boot_method": {"en": "Interval method", "zh": "区间方法"},
    "compare_boot_level": {"en": "Confidence level", "zh": "置信水平"},
    "compare_boot_run": {"en": "Run the bootstrap", "zh": "运行自助法"},
    "compare_boot_hint": {
        "en": "Resamples the samples with replacement, the same draw for both models, and gives "
              "an interval for the difference A − B. The same seed gives the same interval.",
        "zh": "有放回地重采样样本（两个模型使用同一次抽样），给出差值 A − B 的置信区间；"
              "相同的随机种子给出相同的区间。",
    },
    "compare_boot_hint_queries": {
        "en": "Resamples whole queries with replacement (each drawn query brings all its "
              "documents), the same draw for both models, and gives an interval for the "
              "difference A − B. The same seed gives the same interval.",
        "zh": "有放回地重采样整个查询（抽中的查询带上其全部文档；两个模型使用同一次抽样），给出差值 "
              "A − B 的置信区间；相同的随机种子给出相同的区间。",
    },
    "compare_boot_queries": {"en": "{units:query|queries} resampled",
                             "zh": "重采样的查询数 {units}"},
    "compare_boot_se": {"en": "Standard error of the difference", "zh": "差值的标准误"},
    "compare_boot_units": {"en": "{units:unit|units} resampled", "zh": "重采样单元数 {units}"},
    "compare_boot_resampled": {"en": "Resampled differences", "zh": "重采样得到的差值"},
    "compare_risk_model_column": {"en": "Model", "zh": "模型"},
    "compare_risk_header": {"en": "Risk scoring: KS, Gini, Brier and log loss",
                            "zh": "风险评分：KS、基尼系数、Brier 分数与对数损失"},
    "compare_risk_figures": {
        "en": "Each model's KS curve, cumulative gains, lift and reliability diagram",
        "zh": "各模型的 KS 曲线、累积增益、提升度与校准曲线"},
}
