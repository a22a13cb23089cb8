"""The offline report's words in English (``en``) and 简体中文 (``zh``): its headings, the data
and settings tables, the names of the JSON's keys, and the words of the task tables it shares
with the pages (the risk, folds, multiclass and ranking tables). The dashboard's catalog includes
this one, so a page and its report write the same words."""

MESSAGES: dict[str, dict[str, str]] = {
    # shell
    "page_confusion": {"en": "Confusion", "zh": "混淆矩阵"},
    "page_roc_pr": {"en": "ROC / PR", "zh": "ROC / P-R 曲线"},
    "page_cost_curve": {"en": "Cost Curve", "zh": "代价曲线"},
    "page_regression": {"en": "Regression", "zh": "回归"},
    "page_comparison": {"en": "Comparison", "zh": "模型比较"},
    # shell
    "export_data_set": {"en": "Data set", "zh": "数据集"},
    "report_title_binary": {"en": "Report: confusion matrix, ROC and P-R curves",
                            "zh": "报告：混淆矩阵、ROC 与 P-R 曲线"},
    "report_title_multiclass": {"en": "Report: multiclass classification",
                                "zh": "报告：多分类评估"},
    "report_title_cost": {"en": "Report: cost curve", "zh": "报告：代价曲线"},
    "report_title_regression": {"en": "Report: regression", "zh": "报告：回归"},
    "report_title_ranking": {"en": "Report: ranking", "zh": "报告：排序"},
    "report_title_compare": {"en": "Report: comparison of two models", "zh": "报告：两个模型的比较"},
    "report_title_folds": {"en": "Report: cross-validation folds", "zh": "报告：交叉验证各折"},
    "report_title_page": {"en": "Report: {page}", "zh": "报告：{page}"},
    "report_intro": {
        "en": "Made by the model evaluation dashboard. Everything is in this file: it opens "
              "without a network. The command and settings at the end reproduce every number "
              "with python -m evalcore; its JSON is embedded in the element #evalcore-result.",
        "zh": "由模型评估仪表板生成。所有内容都在此文件中，无需网络即可打开。按文末的命令与设置运行 "
              "python -m evalcore 可复现每个数值；其 JSON 嵌在 #evalcore-result 元素中。"},
    "report_data_header": {"en": "Data", "zh": "数据"},
    "report_numbers_header": {"en": "Every number", "zh": "全部数值"},
    "report_numbers_note": {
        "en": "Each number by its key in the JSON of python -m evalcore (null: undefined; the "
              "JSON's notes say why). Curves are in the JSON block.",
        "zh": "每个数值按其在 python -m evalcore 的 JSON 中的键列出（null 表示无定义，原因见 "
              "JSON 的 notes）。曲线数据在 JSON 中。"},
    "report_item": {"en": "Item", "zh": "项目"},
    "report_flag": {"en": "Command-line flag", "zh": "命令行参数"},
    "report_class": {"en": "Class", "zh": "类别"},
    "report_default": {"en": "default (detected)", "zh": "默认（自动检测）"},
    "report_command": {"en": "Reproduce with: {command}", "zh": "复现命令：{command}"},
    "report_reproduce_header": {"en": "Reproduce with", "zh": "复现方法"},
    "report_json_key": {"en": "Key in the JSON", "zh": "JSON 中的键"},
    "report_key_n": {"en": "samples n", "zh": "样本数 n"},
    "report_key_n_queries": {"en": "queries", "zh": "查询数"},
    "report_key_positives": {"en": "positives m⁺", "zh": "正例数 m⁺"},
    "report_key_negatives": {"en": "negatives m⁻", "zh": "反例数 m⁻"},
    "report_key_pos_label": {"en": "positive class", "zh": "正类"},
    "report_key_label_col": {"en": "label column", "zh": "标记列"},
    "report_key_columns": {"en": "columns", "zh": "列"},
    "report_key_labels": {"en": "class labels", "zh": "类别标记"},
    "report_key_aligned_by": {"en": "rows aligned by", "zh": "行的对齐方式"},
    "report_key_threshold": {"en": "threshold", "zh": "阈值"},
    "report_key_tp": {"en": "true positives TP", "zh": "真正例 TP"},
    "report_key_fp": {"en": "false positives FP", "zh": "假正例 FP"},
    "report_key_tn": {"en": "true negatives TN", "zh": "真反例 TN"},
    "report_key_fn": {"en": "false negatives FN", "zh": "假反例 FN"},
    "report_key_auc": {"en": "AUC", "zh": "AUC"},
    "report_key_roc_auc": {"en": "AUC (area under the ROC curve)", "zh": "AUC（ROC 曲线下的面积）"},
    "report_key_average_precision": {"en": "average precision (AP)", "zh": "平均查准率（AP）"},
    "report_key_rank_loss": {"en": "rank loss ℓrank", "zh": "排序损失 ℓrank"},
    "report_key_bep": {"en": "break-even point (BEP)", "zh": "平衡点（BEP）"},
    "report_key_beta": {"en": "β", "zh": "β"},
    "report_key_j": {"en": "Youden index J", "zh": "约登指数 J"},
    "report_key_prior": {"en": "positive share", "zh": "正例比例"},
    "report_key_cost": {"en": "cost", "zh": "代价"},
    "report_key_cost_fn": {"en": "cost of a false negative", "zh": "假反例的代价"},
    "report_key_cost_fp": {"en": "cost of a false positive", "zh": "假正例的代价"},
    "report_key_expected_cost_area": {"en": "expected total cost", "zh": "期望总体代价"},
    "report_key_normalized_cost": {"en": "normalized expected cost", "zh": "归一化代价"},
    "report_key_cost_sensitive_error": {"en": "cost-sensitive error rate", "zh": "代价敏感错误率"},
    "report_key_brier": {"en": "Brier score", "zh": "Brier 分数"},
    "report_key_log_loss": {"en": "log loss", "zh": "对数损失"},
    "report_key_support": {"en": "samples of the class", "zh": "该类样本数"},
    "report_key_k": {"en": "k", "zh": "k"},
    "report_key_m_pos": {"en": "positives m⁺", "zh": "正例数 m⁺"},
    "report_key_m_neg": {"en": "negatives m⁻", "zh": "反例数 m⁻"},
    "report_key_task": {"en": "task", "zh": "任务"},
    "report_key_pc": {"en": "probability cost PC(+)", "zh": "正例概率代价 PC(+)"},
    "report_key_statistic": {"en": "test statistic", "zh": "检验统计量"},
    "report_key_p_value": {"en": "p-value", "zh": "p 值"},
    "report_key_difference": {"en": "difference", "zh": "差值"},
    "report_key_method": {"en": "method", "zh": "方法"},
    # binary
    "pos_label": {"en": "Positive class", "zh": "正类"},
    "auc_label": {"en": "AUC", "zh": "AUC"},
    "ap_label": {"en": "Average precision (AP)", "zh": "平均查准率 (AP)"},
    "roc_table_tpr": {"en": "TPR", "zh": "真正例率"},
    "roc_table_fpr": {"en": "FPR", "zh": "假正例率"},
    "roc_table_precision": {"en": "P (precision)", "zh": "查准率 P"},
    # multiclass
    "multiclass_metric_accuracy": {"en": "Accuracy", "zh": "精度（准确率）"},
    "multiclass_metric_error_rate": {"en": "Error rate", "zh": "错误率"},
    "multiclass_metric_macro_precision": {"en": "Macro-P", "zh": "宏查准率"},
    "multiclass_metric_macro_recall": {"en": "Macro-R", "zh": "宏查全率"},
    "multiclass_metric_macro_f1_book": {
        "en": "Macro-F1 (textbook: harmonic mean of macro-P and macro-R)",
        "zh": "宏 F1（教材定义：宏查准率与宏查全率的调和平均）",
    },
    "multiclass_metric_macro_f1_mean": {
        "en": "Macro-F1 (scikit-learn: mean of per-class F1)",
        "zh": "宏 F1（scikit-learn 定义：各类别 F1 的平均）",
    },
    "multiclass_metric_micro_precision": {"en": "Micro-P", "zh": "微查准率"},
    "multiclass_metric_micro_recall": {"en": "Micro-R", "zh": "微查全率"},
    "multiclass_metric_micro_f1": {"en": "Micro-F1", "zh": "微 F1"},
    "multiclass_metric_weighted_precision": {
        "en": "Weighted precision (by support)",
        "zh": "加权查准率（按样本数加权）",
    },
    "multiclass_metric_weighted_recall": {
        "en": "Weighted recall (by support)",
        "zh": "加权查全率（按样本数加权）",
    },
    "multiclass_metric_weighted_f1": {
        "en": "Weighted F1 (by support)",
        "zh": "加权 F1（按样本数加权）",
    },
    "multiclass_metric_kappa": {"en": "Cohen's kappa", "zh": "Kappa 系数"},
    "multiclass_metric_mcc": {
        "en": "Matthews correlation coefficient (MCC)",
        "zh": "马修相关系数 (MCC)",
    },
    "multiclass_metric_g_mean": {
        "en": "G-mean of per-class recalls",
        "zh": "各类别查全率的几何平均（G-mean）",
    },
    "multiclass_metric_precision": {"en": "Precision", "zh": "查准率"},
    "multiclass_metric_recall": {"en": "Recall", "zh": "查全率"},
    "multiclass_metric_f1": {"en": "F1", "zh": "F1"},
    "multiclass_metric_f_beta": {"en": "Fβ (β = {beta})", "zh": "Fβ（β = {beta}）"},
    "multiclass_metric_specificity": {"en": "Specificity", "zh": "特异度"},
    "multiclass_metric_support": {"en": "Support (true samples)", "zh": "样本数（真实类别）"},
    "multiclass_metric_auc_macro": {"en": "Macro AUC (one-vs-rest)", "zh": "宏平均 AUC（一对其余）"},
    "multiclass_metric_auc_micro": {"en": "Micro AUC (one-vs-rest)", "zh": "微平均 AUC（一对其余）"},
    "multiclass_metric_auc_weighted": {
        "en": "Weighted AUC (one-vs-rest, by support)",
        "zh": "加权 AUC（一对其余，按样本数加权）",
    },
    "multiclass_metric_ap_macro": {
        "en": "Macro average precision (AP)",
        "zh": "宏平均 AP（平均查准率）",
    },
    "multiclass_metric_ap_micro": {
        "en": "Micro average precision (AP)",
        "zh": "微平均 AP（平均查准率）",
    },
    "multiclass_metric_top_k": {"en": "Top-{k} accuracy", "zh": "Top-{k} 精度"},
    # multiclass
    "multiclass_confusion_header": {
        "en": "Multiclass confusion matrix ({classes:class|classes}, {n:sample|samples})",
        "zh": "多分类混淆矩阵（{classes} 个类别，{n} 个样本）",
    },
    "multiclass_class_column": {"en": "Class", "zh": "类别"},
    "multiclass_roc_header": {
        "en": "One-vs-rest ROC and P-R curves ({classes:class|classes}, {n:sample|samples})",
        "zh": "一对其余的 ROC 曲线与 P-R 曲线（{classes} 个类别，{n} 个样本）",
    },
    "multiclass_report_curves_left_out": {
        "en": "The figures draw the curves of {shown} of {classes} classes (those with the most "
        "positives); the table below has every class.",
        "zh": "图中绘制了 {classes} 个类别中 {shown} 个类别的曲线（正例最多的类别）；下表包含全部类别。",
    },
    "multiclass_report_matrix_left_out": {
        "en": "The matrix draws {shown} of {classes} classes (those with the most samples); the "
        "table below has every class.",
        "zh": "矩阵绘制了 {classes} 个类别中样本最多的 {shown} 个；下表包含全部类别。",
    },
    "multiclass_ovr_table_header": {"en": "AUC and AP per class", "zh": "各类别的 AUC 与 AP"},
    # regression
    "regression_metric_mse": {"en": "Mean squared error (MSE)", "zh": "均方误差 (MSE)"},
    "regression_metric_mse_help": {
        "en": "Mean of (y − ŷ)²; in squared units, so large errors weigh most.",
        "zh": "(y − ŷ)² 的平均值；单位为原单位的平方，大误差的影响最大。",
    },
    "regression_metric_rmse": {"en": "Root mean squared error (RMSE)", "zh": "均方根误差 (RMSE)"},
    "regression_metric_rmse_help": {
        "en": "√MSE: a typical error size in the units of y, sensitive to large errors.",
        "zh": "√MSE：与 y 同单位的典型误差大小，对大误差敏感。",
    },
    "regression_metric_mae": {"en": "Mean absolute error (MAE)", "zh": "平均绝对误差 (MAE)"},
    "regression_metric_mae_help": {
        "en": "Mean of |y − ŷ|, in the units of y; equals the area over the REC curve.",
        "zh": "|y − ŷ| 的平均值，与 y 同单位；等于 REC 曲线上方的面积。",
    },
    "regression_metric_median_ae": {"en": "Median absolute error", "zh": "中值绝对误差"},
    "regression_metric_median_ae_help": {
        "en": "Median of |y − ŷ|: half the predictions are closer than this; robust to outliers.",
        "zh": "|y − ŷ| 的中位数：一半预测的误差小于该值；不受离群点影响。",
    },
    "regression_metric_max_error": {"en": "Max absolute error", "zh": "最大绝对误差"},
    "regression_metric_max_error_help": {
        "en": "The largest |y − ŷ|: the worst single prediction.",
        "zh": "最大的 |y − ŷ|：最差的一个预测。",
    },
    "regression_metric_rmsle": {
        "en": "Root mean squared logarithmic error (RMSLE)",
        "zh": "均方根对数误差 (RMSLE)",
    },
    "regression_metric_rmsle_help": {
        "en": "RMSE of log(1 + y): relative errors for heavy-tailed targets; needs values ≥ 0.",
        "zh": "log(1 + y) 上的均方根误差：适合重尾分布的标签，衡量相对误差；要求取值 ≥ 0。",
    },
    "regression_metric_mape": {
        "en": "Mean absolute percentage error (MAPE)",
        "zh": "平均绝对百分比误差 (MAPE)",
    },
    "regression_metric_mape_help": {
        "en": "Mean of |y − ŷ| / max(δ, |y|), δ = 2.2 × 10⁻¹⁶ (machine epsilon, as scikit-learn): "
              "error relative to the true value; explodes near y = 0.",
        "zh": "|y − ŷ| / max(δ, |y|) 的平均值，δ = 2.2 × 10⁻¹⁶（机器精度，与 scikit-learn 一致）："
              "相对于真实值的误差；真实值接近 0 时会极大。",
    },
    "regression_metric_smape": {
        "en": "Symmetric mean absolute percentage error (SMAPE)",
        "zh": "对称平均绝对百分比误差 (SMAPE)",
    },
    "regression_metric_smape_help": {
        "en": "Mean of 2|y − ŷ| / (|y| + |ŷ|), between 0 and 200 %; a row with y = ŷ = 0 counts 0.",
        "zh": "2|y − ŷ| / (|y| + |ŷ|) 的平均值，取值 0 到 200 %；y = ŷ = 0 的行计为 0。",
    },
    "regression_metric_r2": {
        "en": "Coefficient of determination R²",
        "zh": "决定系数 R²",
    },
    "regression_metric_r2_help": {
        "en": "1 − SSE/SST: share of the variance of y the model explains; 1 is perfect, "
        "below 0 is worse than predicting the mean.",
        "zh": "1 − SSE/SST：模型解释的 y 方差比例；1 为完美，小于 0 表示不如直接预测均值。",
    },
    "regression_metric_explained_variance": {"en": "Explained variance", "zh": "解释方差"},
    "regression_metric_explained_variance_help": {
        "en": "1 − Var(y − ŷ)/Var(y): like R² but ignores a constant bias in the predictions.",
        "zh": "1 − Var(y − ŷ)/Var(y)：与决定系数类似，但不计预测中的常数偏差。",
    },
    # regression
    "regression_metric_column": {"en": "Metric", "zh": "度量"},
    # compare
    "compare_threshold_of": {"en": "Threshold of {name}", "zh": "{name} 的阈值"},
    # folds
    "folds_metric_roc_auc": {"en": "AUC", "zh": "AUC"},
    "folds_metric_average_precision": {"en": "AP", "zh": "AP"},
    "folds_metric_accuracy": {"en": "Accuracy", "zh": "精度"},
    "folds_metric_error_rate": {"en": "Error rate", "zh": "错误率"},
    "folds_metric_precision": {"en": "P", "zh": "查准率 P"},
    "folds_metric_recall": {"en": "R", "zh": "查全率 R"},
    "folds_metric_f1": {"en": "F1", "zh": "F1"},
    "folds_metric_macro_f1_book": {"en": "Macro-F1 (from macro-P, macro-R)",
                                   "zh": "宏 F1（由宏查准率、宏查全率）"},
    "folds_metric_macro_f1_mean": {"en": "Macro-F1 (mean of F1s)", "zh": "宏 F1（各类 F1 均值）"},
    "folds_metric_kappa": {"en": "κ", "zh": "Kappa 系数"},
    "folds_metric_mse": {"en": "MSE", "zh": "均方误差 MSE"},
    "folds_metric_rmse": {"en": "RMSE", "zh": "均方根误差 RMSE"},
    "folds_metric_mae": {"en": "MAE", "zh": "平均绝对误差 MAE"},
    "folds_metric_r2": {"en": "R²", "zh": "决定系数 R²"},
    "folds_col_repeat": {"en": "Repeat", "zh": "重复"},
    "folds_col_fold": {"en": "Fold", "zh": "折"},
    "folds_col_rows": {"en": "Rows", "zh": "样本数"},
    "folds_col_statistic": {"en": "Over the folds", "zh": "各折汇总"},
    "folds_per_fold_header": {"en": "Each fold's measures", "zh": "各折的性能度量"},
    "folds_summary_header": {"en": "Mean ± σ over the folds, and pooled",
                             "zh": "各折的均值 ± 标准差，以及合并计算的值"},
    "folds_row_mean_std": {"en": "mean ± σ", "zh": "均值 ± σ"},
    "folds_row_mean": {"en": "mean", "zh": "均值"},
    "folds_row_std": {"en": "σ (1/K)", "zh": "标准差 σ（1/K）"},
    "folds_row_std_sample": {"en": "sample SD s (1/(K − 1))", "zh": "样本标准差 s（1/(K − 1)）"},
    "folds_row_pooled": {"en": "pooled (all rows at once)", "zh": "合并计算（全部样本一起）"},
    "folds_skipped_note": {"en": "{metric}: {text}", "zh": "{metric}：{text}"},
    "folds_std_explained": {
        "en": "σ divides by K, the number of folds (μ ± σ of the k test results, Machine Learning "
        "§2.2.2 cross-validation); the sample "
        "standard deviation s divides by K − 1 and is a little larger (numpy's ddof=1, pandas' "
        "default). Over all repeats, K counts every fold of every repeat.",
        "zh": "σ 除以折数 K（k 个测试结果的 μ ± σ，《机器学习》§2.2.2 交叉验证法）；样本标准差 s 除以 "
        "K − 1，略大一些"
        "（即 numpy 的 ddof=1、pandas 的默认值）。有重复时，K 计入每次重复的每一折。",
    },
    "folds_curves_header": {"en": "Each fold's ROC and P-R curve", "zh": "各折的 ROC 与 P-R 曲线"},
    "folds_report_drawn_note": {
        "en": "The figures draw the curves of the first {shown} of {folds} folds; the averages, "
        "the band and the per-fold table use every fold.",
        "zh": "图中绘制了 {folds} 折中前 {shown} 折的曲线；平均曲线、区间带与各折表格使用全部各折。",
    },
    "folds_vertical_explained": {
        "en": "Vertical averaging (Fawcett 2006): at each FPR 0, 0.01, …, 1 every fold's TPR "
        "(interpolated along its ROC), then their mean and ±1σ (1/K). The dots are each fold's "
        "operating point at the threshold above.",
        "zh": "垂直平均（Fawcett 2006）：在假正例率 0, 0.01, …, 1 处取每折的真正例率（沿其 ROC 曲线插值），"
        "再求均值与 ±1σ（1/K）。圆点是各折在上方阈值下的工作点。",
    },
    "folds_points_explained": {
        "en": "Each fold's operating point (R, P) at the same threshold: how far apart they are "
        "shows how much one threshold's precision and recall vary from fold to fold.",
        "zh": "各折在同一阈值下的工作点（R, P）：它们相距多远，说明同一个阈值的查准率与查全率在各折间变化多大。",
    },
    # risk
    "page_risk": {"en": "Risk & calibration", "zh": "KS / 提升度 / 校准"},
    "risk_tab_calibration": {"en": "Calibration", "zh": "校准曲线"},
    "risk_ks_metric": {"en": "KS statistic", "zh": "KS 值"},
    "risk_ks_threshold_metric": {"en": "KS threshold", "zh": "KS 对应阈值"},
    "risk_ks_header": {"en": "KS curve: cumulative shares",
                       "zh": "KS 曲线：预测值累积分布"},
    "risk_ks_negatives": {"en": "Negatives: share with score ≤ s",
                          "zh": "反例：预测值 ≤ s 的比例"},
    "risk_ks_positives": {"en": "Positives: share with score ≤ s",
                          "zh": "正例：预测值 ≤ s 的比例"},
    "risk_ks_gap": {"en": "KS gap {value}", "zh": "KS 差距 {value}"},
    "risk_threshold_line": {"en": "Threshold", "zh": "阈值"},
    "risk_score_axis": {"en": "Score s", "zh": "预测值 s"},
    "risk_cdf_axis": {"en": "Cumulative share", "zh": "累积比例"},
    "risk_gains_header": {"en": "Cumulative gains curve", "zh": "累积增益曲线"},
    "risk_gains_model": {"en": "Model", "zh": "模型"},
    "risk_gains_random": {"en": "Random", "zh": "随机"},
    "risk_gains_perfect": {"en": "Perfect", "zh": "完美模型"},
    "risk_share_axis": {"en": "Share of rows flagged (highest scores first)",
                        "zh": "按预测值从高到低选取的样本比例"},
    "risk_gain_axis": {"en": "Share of positives caught (gain)", "zh": "捕获正例比例（增益）"},
    "risk_lift_header": {"en": "Lift by group", "zh": "各组提升度"},
    "risk_lift_bars": {"en": "Lift", "zh": "提升度"},
    "risk_cum_lift_line": {"en": "Cumulative lift", "zh": "累积提升度"},
    "risk_lift_baseline": {"en": "Random (lift 1)", "zh": "随机（提升度 1）"},
    "risk_group_axis": {"en": "Group (1 = highest scores)", "zh": "组（1 = 预测值最高）"},
    "risk_lift_axis": {"en": "Lift", "zh": "提升度"},
    "risk_col_group": {"en": "Group", "zh": "组"},
    "risk_col_rows": {"en": "Rows", "zh": "样本数"},
    "risk_col_scores": {"en": "Scores", "zh": "预测值范围"},
    "risk_col_min_score": {"en": "Lowest score", "zh": "最低预测值"},
    "risk_col_max_score": {"en": "Highest score", "zh": "最高预测值"},
    "risk_col_positives": {"en": "Positives", "zh": "正例数"},
    "risk_col_response": {"en": "Response rate", "zh": "响应率"},
    "risk_col_cum_rows": {"en": "Cumulative share of rows", "zh": "累积样本比例"},
    "risk_col_gain": {"en": "Gain", "zh": "累积增益"},
    "risk_col_lift": {"en": "Lift", "zh": "提升度"},
    "risk_col_cum_lift": {"en": "Cumulative lift", "zh": "累积提升度"},
    "risk_col_ks": {"en": "KS", "zh": "KS"},
    "risk_col_ties": {"en": "Larger because of ties", "zh": "因同分而变大"},
    "risk_ties_yes": {"en": "yes", "zh": "是"},
    "risk_ties_note": {
        "en": "More rows than their share in {groups:*group|groups}: the rows tied at the lowest "
              "score stay together (a tie is never split), so a later group is smaller, or "
              "missing when a tie took it whole ({shown} of {asked} groups shown).",
        "zh": "第 {groups} 组的样本多于其应有份额：其最低预测值处的同分样本不拆开，"
              "因此后面的组较小，或被同分整体吞并而缺失（显示 {shown} / {asked} 组）。",
    },
    "risk_reliability_header": {"en": "Reliability diagram", "zh": "校准曲线（可靠性图）"},
    "risk_observed": {"en": "Fraction of positives (95 % Wilson interval)",
                      "zh": "正例比例（95 % Wilson 区间）"},
    "risk_perfect_calibration": {"en": "Perfectly calibrated", "zh": "完美校准"},
    "risk_bin_counts": {"en": "Rows per bin", "zh": "每箱样本数"},
    "risk_predicted_axis": {"en": "Mean predicted probability", "zh": "平均预测概率"},
    "risk_fraction_axis": {"en": "Fraction of positives", "zh": "正例比例"},
    "risk_brier_metric": {"en": "Brier score", "zh": "Brier 分数"},
    "risk_log_loss_metric": {"en": "Log loss", "zh": "对数损失"},
    "risk_ece_metric": {"en": "ECE", "zh": "期望校准误差 ECE"},
    "risk_mce_metric": {"en": "MCE", "zh": "最大校准误差 MCE"},
    "risk_decomposition_caption": {
        "en": "The Brier score over the bins (Stephenson, Coelho and Jolliffe): reliability − "
              "resolution + uncertainty + within-bin variance − within-bin covariance = "
              "{reliability} − {resolution} + {uncertainty} + {variance} − {covariance} = "
              "{brier}. Reliability is the calibration error over the bins (0 is perfect); "
              "resolution how far the bins' fractions of positives spread from the overall one. "
              "ECE and MCE are the count-weighted mean and the largest |fraction of positives − "
              "mean predicted| over the bins.",
        "zh": "按分箱分解 Brier 分数（Stephenson、Coelho 与 Jolliffe）：可靠性 − 分辨度 + 不确定度 "
              "+ 箱内方差 − 箱内协方差 = {reliability} − {resolution} + {uncertainty} + "
              "{variance} − {covariance} = {brier}。可靠性是各箱上的校准误差（0 为完美）；分辨度"
              "衡量各箱正例比例偏离总体比例的程度。ECE 与 MCE 为各箱 |正例比例 − 平均预测概率| "
              "的样本数加权平均与最大值。",
    },
    "risk_hl_statistic": {"en": "Hosmer–Lemeshow statistic", "zh": "Hosmer–Lemeshow 统计量"},
    "risk_hl_dof": {"en": "Hosmer–Lemeshow degrees of freedom (non-empty bins − 2)",
                    "zh": "Hosmer–Lemeshow 自由度（非空箱数 − 2）"},
    "risk_hl_p_value": {"en": "Hosmer–Lemeshow p-value", "zh": "Hosmer–Lemeshow p 值"},
    "risk_calibration_slope": {"en": "Calibration slope", "zh": "校准斜率"},
    "risk_calibration_intercept": {"en": "Calibration intercept", "zh": "校准截距"},
    "risk_calibration_tests_caption": {
        "en": "Hosmer–Lemeshow compares each bin's positives with the sum of its predicted "
              "probabilities (χ² test; a small p-value says the probabilities miss). The "
              "calibration slope and intercept fit the label on logit(probability): slope 1 and "
              "intercept 0 are perfect; a slope below 1 means the probabilities are too extreme.",
        "zh": "Hosmer–Lemeshow 检验比较每箱的正例数与其预测概率之和（χ² 检验；p 值小说明概率偏离"
              "实际）。校准斜率与截距是以 logit(概率) 拟合标签的对数几率回归：斜率 1、截距 0 为完美；"
              "斜率小于 1 说明概率过于极端。",
    },
    "risk_col_lower": {"en": "From", "zh": "下界"},
    "risk_col_upper": {"en": "To", "zh": "上界"},
    "risk_col_count": {"en": "Rows", "zh": "样本数"},
    "risk_col_mean_predicted": {"en": "Mean predicted", "zh": "平均预测概率"},
    "risk_col_fraction": {"en": "Fraction of positives", "zh": "正例比例"},
    "risk_col_interval": {"en": "95 % interval", "zh": "95 % 区间"},
    "risk_det_header": {"en": "DET curve (normal-deviate axes)",
                        "zh": "DET 曲线（正态偏差坐标）"},
    "risk_det_curve": {"en": "DET curve", "zh": "DET 曲线"},
    "risk_det_x_axis": {"en": "False positive rate (FPR)", "zh": "假正例率 (FPR)"},
    "risk_det_y_axis": {"en": "False negative rate (FNR)", "zh": "假反例率 (FNR)"},
    "risk_det_caption": {
        "en": "Both axes are Φ⁻¹ of the rate (the standard normal quantile), so normally "
              "distributed scores give a straight line and the low error rates get room; rates of "
              "0 or 1 lie off the axes and are left out.",
        "zh": "两轴均为错误率的标准正态分位数 Φ⁻¹，因此正态分布的预测值呈直线，低错误率区域得以展开；"
              "错误率为 0 或 1 的点位于坐标轴之外，不画出。",
    },
    "risk_constraint_kind_label": {"en": "Constraint", "zh": "约束"},
    "risk_constraint_kind_precision": {"en": "Precision ≥ value: most recall",
                                       "zh": "查准率 ≥ 给定值：查全率最高"},
    "risk_constraint_kind_recall": {"en": "Recall ≥ value: least FPR",
                                    "zh": "查全率 ≥ 给定值：假正例率最低"},
    "risk_constraint_kind_fpr": {"en": "FPR ≤ value: most recall",
                                 "zh": "假正例率 ≤ 给定值：查全率最高"},
    "risk_constraint_kind_top": {"en": "Flag the top share (value)",
                                 "zh": "标记预测值最高的比例（给定值）"},
    "risk_constraint_value_label": {"en": "Value", "zh": "给定值"},
    "risk_constraint_why_precision": {
        "en": "Threshold {threshold}: the highest recall ({recall}) with precision ≥ {value} "
              "(precision there {achieved}).",
        "zh": "阈值 {threshold}：查准率 ≥ {value} 时查全率最高（{recall}），该处查准率为 {achieved}。",
    },
    "risk_constraint_why_recall": {
        "en": "Threshold {threshold}: the lowest FPR ({fpr}) with recall ≥ {value} (recall there "
              "{achieved}).",
        "zh": "阈值 {threshold}：查全率 ≥ {value} 时假正例率最低（{fpr}），该处查全率为 {achieved}。",
    },
    "risk_constraint_why_fpr": {
        "en": "Threshold {threshold}: the highest recall ({recall}) with FPR ≤ {value} (FPR there "
              "{achieved}).",
        "zh": "阈值 {threshold}：假正例率 ≤ {value} 时查全率最高（{recall}），该处假正例率为 {achieved}。",
    },
    "risk_constraint_why_top": {
        "en": "Threshold {threshold}: flags {achieved} of the rows, at most the top {value} (rows "
              "tied at a score are never split); recall there {recall}.",
        "zh": "阈值 {threshold}：标记 {achieved} 的样本，不超过预测值最高的 {value}（同分样本不拆开）；"
              "该处查全率为 {recall}。",
    },
    "risk_tab_segments": {"en": "Segments", "zh": "分组"},
    "risk_gap_tpr": {"en": "TPR gap (equal opportunity)", "zh": "真正例率差距（机会均等）"},
    "risk_gap_tpr_help": {
        "en": "Largest minus smallest TPR over the segments with both classes, at the shared "
              "threshold.",
        "zh": "在共享阈值下，各含两类样本的分组中真正例率的最大值减最小值。",
    },
    "risk_gap_fpr": {"en": "FPR gap", "zh": "假正例率差距"},
    "risk_gap_fpr_help": {
        "en": "Largest minus smallest FPR over the segments with both classes.",
        "zh": "各含两类样本的分组中假正例率的最大值减最小值。",
    },
    "risk_gap_positive_rate": {"en": "Positive-rate gap (demographic parity)",
                               "zh": "预测正例率差距（人口均等）"},
    "risk_gap_positive_rate_help": {
        "en": "Largest minus smallest share predicted positive over the segments with both "
              "classes.",
        "zh": "各含两类样本的分组中被预测为正例的比例的最大值减最小值。",
    },
    "risk_segment_curve": {"en": "{name} (AUC {auc})", "zh": "{name}（AUC {auc}）"},
    "risk_segment_roc_header": {"en": "ROC curve per segment", "zh": "各分组的 ROC 曲线"},
    "risk_segment_curves_note": {
        "en": "The {shown} largest segments with both classes are drawn, of {total}.",
        "zh": "共 {total} 个含两类样本的分组，仅画出最大的 {shown} 个。",
    },
    "risk_segment_col_value": {"en": "Segment", "zh": "分组"},
    "risk_segment_col_n": {"en": "Rows", "zh": "样本数"},
    "risk_segment_col_positives": {"en": "Positives", "zh": "正例数"},
    "risk_segment_col_positive_rate": {"en": "Positive rate", "zh": "预测正例率"},
    "risk_segment_thresholds_header": {"en": "A threshold per segment, by a constraint",
                                       "zh": "按约束为每个分组选阈值"},
    "risk_segment_col_why": {"en": "Why this threshold", "zh": "选此阈值的原因"},
    "risk_segment_thresholds_caption": {
        "en": "Each segment's own threshold meeting the constraint on its rows alone, as on the "
              "Confusion page; the counts and rates are at that threshold. The shared threshold "
              "above does not move.",
        "zh": "每个分组仅用自身样本选出满足约束的阈值，规则与“混淆矩阵”页相同；计数与比率均在该阈值下计算。"
              "上方的共享阈值不变。",
    },
    "risk_segment_missing": {"en": "(missing)", "zh": "（缺失）"},
    "risk_segment_small": {
        "en": "Small: fewer than 10 rows of a class, so its rates are unsteady.",
        "zh": "样本少：某一类别少于 10 个样本，其比率不稳定。",
    },
    "risk_segments_caption": {
        "en": "Counts and rates at the shared threshold; AUC, AP and KS within each segment. A "
              "segment with one class has no AUC, AP or KS and stays out of the gaps.",
        "zh": "计数与比率均在共享阈值下计算；AUC、AP 与 KS 在各分组内计算。只含一个类别的分组没有 "
              "AUC、AP 和 KS，也不计入差距。",
    },
    "risk_band_name": {"en": "{level} % bootstrap band ({n} resamples)",
                       "zh": "{level} % 自助置信带（{n} 次采样）"},
    "risk_band_caption": {
        "en": "Resamples the rows with replacement (seed 0) and shades, at each FPR, the middle "
              "95 % of the resampled curves' TPR: how much the curve could move on other data "
              "like this.",
        "zh": "有放回地重采样各行（随机种子 0），在每个假正例率处标出重采样曲线真正例率居中的 95 %："
              "表示在类似的其他数据上曲线可能的波动范围。",
    },
    "risk_band_aggregated": {
        "en": "A bootstrap band needs one row per case; this data holds counts per score (an "
              "aggregated file, or reduced by DuckDB).",
        "zh": "自助置信带需要每个样本一行；当前数据为按预测值的计数（聚合文件或经 DuckDB 归约的数据）。",
    },
    "report_title_lift": {"en": "KS, lift and cumulative gains report",
                          "zh": "KS、提升度与累积增益报告"},
    "report_title_calibration": {"en": "Calibration report", "zh": "校准报告"},
    "risk_ks_direction_metric": {"en": "KS direction", "zh": "KS 方向"},
    "risk_ks_direction_higher": {"en": "positives score higher", "zh": "正例预测值较高"},
    "risk_ks_direction_lower": {"en": "positives score lower", "zh": "正例预测值较低"},
    "risk_ks_direction_help": {
        "en": "Which way the positives' scores run: where TPR − FPR is largest (higher) or where "
              "FPR − TPR is (lower). KS is the larger of the two.",
        "zh": "正例预测值的方向：TPR − FPR 最大（较高）或 FPR − TPR 最大（较低）。KS 取两者中较大者。",
    },
    "risk_gini_metric": {"en": "Gini", "zh": "基尼系数（Gini）"},
    "risk_col_cum_rows_count": {"en": "Cumulative rows", "zh": "累积样本数"},
    "risk_col_cum_positives": {"en": "Cumulative positives", "zh": "累积正例数"},
    "risk_col_cum_response": {"en": "Cumulative response rate (bad rate)",
                              "zh": "累积响应率（累积坏账率）"},
    "risk_segment_threshold_higher": {
        "en": "Counts and rates at the shared threshold {threshold}: score ≥ {threshold} is "
              "predicted positive.",
        "zh": "计数与比率基于共享阈值 {threshold}：预测值 ≥ {threshold} 预测为正例。",
    },
    "risk_segment_threshold_lower": {
        "en": "Counts and rates at the shared threshold {threshold}: score ≤ {threshold} is "
              "predicted positive.",
        "zh": "计数与比率基于共享阈值 {threshold}：预测值 ≤ {threshold} 预测为正例。",
    },
    "risk_gaps_min_segment": {
        "en": "The gaps are over the {counted} of {total} segments with both classes and at "
              "least {size} rows.",
        "zh": "差距基于 {total} 个分组中同时含两类且样本数不少于 {size} 的 {counted} 个分组。",
    },
    "risk_segment_out_of_gaps": {"en": "Fewer than {size} rows: not in the gaps.",
                                 "zh": "样本数少于 {size}：不计入差距。"},
    "risk_segment_col_small": {"en": "Small", "zh": "样本少"},
    "risk_queue_rate": {"en": "Queue rate (share predicted positive)",
                        "zh": "进件率（预测为正例的比例）"},
    "risk_ks_distance": {"en": "KS distance |TPR − FPR|", "zh": "KS 距离 |TPR − FPR|"},
    "risk_threshold_axis": {"en": "Threshold", "zh": "阈值"},
    "risk_metric_axis": {"en": "Value", "zh": "取值"},
    "risk_threshold_metrics_header": {"en": "Metrics against the threshold",
                                      "zh": "各指标随阈值的变化"},
    # live
    "live_report_note": {
        "en": "Move the threshold: the counts, the matrix, the measures and the cut follow at "
              "once, with the numbers python -m evalcore prints at that threshold (this file "
              "needs no server and no internet).",
        "zh": "移动阈值：计数、混淆矩阵、各项度量与分界线随即更新，数值与 python -m evalcore "
              "在该阈值下输出的一致（此文件无需服务器，也无需联网）。",
    },
    "live_report_snapshot": {"en": "At the report's threshold {threshold}",
                             "zh": "报告所用阈值 {threshold} 下"},
}
