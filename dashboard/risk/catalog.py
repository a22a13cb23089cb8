"""Text of the Risk & calibration page (terms Chinese risk teams use: KS, 提升度, 累积增益,
校准曲线; Brier 分数, 对数损失)."""

MESSAGES = {
    "page_risk": {"en": "Risk & calibration", "zh": "KS / 提升度 / 校准"},
    "risk_title": {"en": "Risk scoring: KS, lift, gains and calibration",
                   "zh": "风险评分：KS、提升度、累积增益与校准曲线"},
    "risk_binary_only": {
        "en": "This page needs binary data (one positive class against the rest); the data "
              "loaded is multiclass. Choose the binary task in the sidebar, or open the ROC / PR "
              "page.",
        "zh": "本页需要二分类数据（一个正类对其余）；当前数据为多分类。请在侧栏选择二分类任务，"
              "或打开 ROC / P-R 曲线页面。",
    },
    "risk_tab_ks": {"en": "KS", "zh": "KS"},
    "risk_tab_lift": {"en": "Lift and cumulative gains", "zh": "提升度与累积增益"},
    "risk_tab_calibration": {"en": "Calibration", "zh": "校准曲线"},
    "risk_ks_metric": {"en": "KS statistic", "zh": "KS 值"},
    "risk_ks_help": {
        "en": "The largest gap between the negatives' and the positives' cumulative score "
              "distributions, = max over thresholds of |TPR − FPR| (the two-sample "
              "Kolmogorov–Smirnov distance, whichever way the scores run).",
        "zh": "反例与正例预测值累积分布之间的最大差距，等于各阈值下 |TPR − FPR| 的最大值"
              "（两样本 Kolmogorov–Smirnov 距离，不论预测值方向）。",
    },
    "risk_ks_threshold_metric": {"en": "KS threshold", "zh": "KS 对应阈值"},
    "risk_at_threshold_metric": {"en": "TPR − FPR at the threshold {threshold}",
                                 "zh": "阈值 {threshold} 处的 TPR − FPR"},
    "risk_use_ks": {"en": "Use the KS threshold", "zh": "使用 KS 阈值"},
    "risk_use_ks_help": {
        "en": "Set the shared threshold to the KS threshold; the Confusion and ROC / PR pages "
              "follow.",
        "zh": "把共享阈值设为 KS 对应的阈值；混淆矩阵和 ROC / P-R 页面随之更新。",
    },
    "risk_ks_header": {"en": "KS curve: cumulative score distributions",
                       "zh": "KS 曲线：预测值累积分布"},
    "risk_ks_negatives": {"en": "Negatives: share with score ≤ s",
                          "zh": "反例：预测值 ≤ s 的比例"},
    "risk_ks_positives": {"en": "Positives: share with score ≤ s",
                          "zh": "正例：预测值 ≤ s 的比例"},
    "risk_ks_gap": {"en": "KS gap {value}", "zh": "KS 差距 {value}"},
    "risk_threshold_line": {"en": "Threshold", "zh": "阈值"},
    "risk_score_axis": {"en": "Score s", "zh": "预测值 s"},
    "risk_cdf_axis": {"en": "Cumulative share", "zh": "累积比例"},
    "risk_ks_caption": {
        "en": "The gap is drawn at the highest score below the KS threshold: rows at or above the "
              "threshold are predicted positive, so the gap there is |TPR − FPR| at the threshold. The "
              "curves are the exact step functions, thinned only where the eye cannot tell.",
        "zh": "差距画在 KS 阈值以下的最高预测值处：预测值不低于阈值的样本预测为正例，"
              "因此该处的差距即该阈值下的 |TPR − FPR|。曲线为精确的阶梯函数，仅在肉眼无法分辨处精简。",
    },
    "risk_ks_caption_lower": {
        "en": "The gap is drawn at the KS threshold: with a lower score positive, rows at or below "
              "the threshold are predicted positive, so the gap there is |TPR − FPR| at the "
              "threshold. The curves are the exact step functions, thinned only where the eye "
              "cannot tell.",
        "zh": "差距画在 KS 阈值处：预测值越低越可能为正例时，预测值不高于阈值的样本预测为正例，"
              "因此该处的差距即该阈值下的 |TPR − FPR|。曲线为精确的阶梯函数，仅在肉眼无法分辨处精简。",
    },
    "risk_lift_caption_lower": {
        "en": "Lift = the group's response rate ÷ the share of positives overall ({prior}); "
              "cumulative lift = gain ÷ cumulative share of rows; KS = TPR − FPR at the group's "
              "highest score (a lower score positive: rows at or below it).",
        "zh": "提升度 = 该组响应率 ÷ 总体正例比例（{prior}）；累积提升度 = 累积增益 ÷ 累积样本比例；"
              "KS = 在该组最高预测值处的 TPR − FPR（预测值越低越可能为正例：预测值不高于该值的样本）。",
    },
    "risk_groups_label": {"en": "Groups", "zh": "分组数"},
    "risk_groups_help": {
        "en": "Equal-count groups by descending score: 10 gives deciles, 20 ventiles.",
        "zh": "按预测值从高到低分成的等样本量组数：10 为十分位，20 为二十分位。",
    },
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
    "risk_lift_caption": {
        "en": "Lift = the group's response rate ÷ the share of positives overall ({prior}); "
              "cumulative lift = gain ÷ cumulative share of rows; KS = TPR − FPR at the group's "
              "lowest score.",
        "zh": "提升度 = 该组响应率 ÷ 总体正例比例（{prior}）；累积提升度 = 累积增益 ÷ 累积样本比例；"
              "KS = 在该组最低预测值处的 TPR − FPR。",
    },
    "risk_bins_label": {"en": "Bins", "zh": "分箱数"},
    "risk_strategy_label": {"en": "Bin edges", "zh": "分箱方式"},
    "risk_strategy_uniform": {"en": "Equal widths", "zh": "等宽"},
    "risk_strategy_quantile": {"en": "Equal counts (quantiles)", "zh": "等频（分位数）"},
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
    "risk_calibration_one_direction": {
        "en": "Calibration reads the scores as probabilities of the positive class, which have "
              "one direction: set “A higher score means” in the sidebar back to “positive” to see "
              "it.",
        "zh": "校准将预测值视为正类的概率，概率只有一个方向：请将侧栏的“预测值越高表示”改回“正例”"
              "后查看。",
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
    "risk_det_expander": {
        "en": "DET curve: the error rates on normal-deviate axes",
        "zh": "DET 曲线：正态偏差坐标下的两类错误率",
    },
    "risk_det_caption": {
        "en": "Both axes are Φ⁻¹ of the rate (the standard normal quantile), so normally "
              "distributed scores give a straight line and the low error rates get room; rates of "
              "0 or 1 lie off the axes and are left out.",
        "zh": "两轴均为错误率的标准正态分位数 Φ⁻¹，因此正态分布的预测值呈直线，低错误率区域得以展开；"
              "错误率为 0 或 1 的点位于坐标轴之外，不画出。",
    },
    "risk_ks_on_roc": {
        "en": "KS = {ks}: the largest TPR − FPR (Youden's J), at threshold {threshold}.",
        "zh": "KS = {ks}：TPR − FPR 的最大值（约登指数），阈值为 {threshold}。",
    },
    "risk_constraint_expander": {"en": "Choose the threshold by a constraint",
                                 "zh": "按约束选择阈值"},
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
    "risk_constraint_value_help": {
        "en": "A rate between 0 and 1: 0.9 for precision ≥ 90 %, 0.05 to flag the top 5 %.",
        "zh": "0 到 1 之间的比例：查准率 ≥ 90 % 填 0.9，标记前 5 % 填 0.05。",
    },
    "risk_constraint_apply": {"en": "Use this threshold", "zh": "使用此阈值"},
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
    "risk_auc_interval": {"en": "AUC 95 % interval (DeLong): {interval}",
                          "zh": "AUC 的 95 % 区间（DeLong）：{interval}"},
    "risk_tab_segments": {"en": "Segments", "zh": "分组"},
    "risk_segments_no_file": {
        "en": "Segments need one row per case with the file's other columns; data holding counts "
              "per score (an aggregated file, or reduced by DuckDB) has none. Upload the rows, or "
              "choose a built-in example.",
        "zh": "分组需要每个样本一行、并带有文件中的其他列；按预测值计数的数据（聚合文件或经 DuckDB "
              "归约的数据）没有这些列。请上传逐行数据或选择内置示例。",
    },
    "risk_segment_column": {"en": "Segment column", "zh": "分组列"},
    "risk_segment_not_found": {
        "en": "No segment column found: none of the file's other columns is named like one "
              "(segment, group, region, channel, 分组 …). Choose above a column whose values "
              "split the rows into groups, such as region, channel or month, to compare the "
              "model across them.",
        "zh": "未找到分组列：文件中其他列的列名都不像分组列（segment、group、region、channel、分组 等）。"
              "请在上方选择一列，其取值把样本分成若干组（例如地区、渠道或月份），以比较模型在各组上的表现。",
    },
    "risk_segment_no_column": {
        "en": "No segment column: the file has no column besides the label, the score and the "
              "weight. Add a column whose values split the rows into groups, such as region, "
              "channel or month, and upload the file again.",
        "zh": "没有分组列：文件中除了标记、预测值和权重之外没有其他列。请添加一列，其取值把样本分成若干组"
              "（例如地区、渠道或月份），然后重新上传文件。",
    },
    "risk_segment_none_chosen": {
        "en": "No segment column chosen: choose above a column whose values split the rows "
              "into groups to compare the model across them.",
        "zh": "未选择分组列：请在上方选择一列，其取值把样本分成若干组，以比较模型在各组上的表现。",
    },
    "risk_segment_help": {
        "en": "A column such as region, channel or month: the measures are computed for each of "
              "its values. Columns named segment, group, region, channel, 分组 … are chosen at "
              "first.",
        "zh": "例如地区、渠道或月份的列：对其每个取值分别计算各项度量。名为 segment、group、region、"
              "channel、分组 等的列会被默认选中。",
    },
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
    "risk_scale_label": {"en": "Bars", "zh": "纵轴"},
    "risk_scale_count": {"en": "Counts", "zh": "计数"},
    "risk_scale_density": {"en": "Density per class", "zh": "各类别密度"},
    "risk_scale_log": {"en": "Log counts", "zh": "对数计数"},
    "risk_scale_help": {
        "en": "With few positives their bars are hard to see. Density scales each class to area "
              "1 (as if both classes had as many rows); log counts keep the counts on a log axis.",
        "zh": "正例很少时其柱形难以看清。“各类别密度”将每个类别的面积缩放为 1（如同两类样本一样多）；"
              "“对数计数”在对数纵轴上显示计数。",
    },
    "risk_density_axis": {"en": "Density (each class: area 1)", "zh": "密度（每个类别面积为 1）"},
    "risk_log_fpr_label": {"en": "Log FPR axis", "zh": "FPR 对数坐标"},
    "risk_log_fpr_help": {
        "en": "Spreads the low-FPR end where imbalanced data (fraud, credit risk) operate; points "
              "at FPR 0 have no place on a log axis and are left out.",
        "zh": "拉开低假正例率一端（欺诈、信用风险等不平衡数据的工作区间）；FPR 为 0 的点在对数坐标上"
              "无法显示，不画出。",
    },
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
    "risk_band_expander": {"en": "ROC confidence band (bootstrap)",
                           "zh": "ROC 曲线置信带（自助法）"},
    "risk_band_resamples": {"en": "Bootstrap resamples", "zh": "自助采样次数"},
    "risk_band_button": {"en": "Compute the band", "zh": "计算置信带"},
    "risk_band_progress": {"en": "Resample {done} of {total}", "zh": "第 {done} / {total} 次采样"},
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
    "risk_direction_label": {"en": "A higher score means", "zh": "预测值越高表示"},
    "risk_direction_higher": {"en": "positive", "zh": "正例"},
    "risk_direction_lower": {"en": "negative", "zh": "反例"},
    "risk_direction_help": {
        "en": "“negative” for a score where a lower value means positive, such as a "
              "scorecard's points (higher is safer): a row is then predicted positive when its "
              "score ≤ the threshold, and every number is that of the negated score, with "
              "thresholds in the file's units (--score-direction lower).",
        "zh": "当预测值越低越可能为正例时（如评分卡：预测值越高越安全）选择“反例”：此时预测值 ≤ 阈值的"
              "样本预测为正例，各项数字均为取负后预测值的结果，阈值仍以文件中的单位给出"
              "（--score-direction lower）。",
    },
    "risk_reversed_warning": {
        "en": "AUC is {auc}, below 0.5: the score looks reversed. If so, set “A higher score "
              "means” in the sidebar to “{setting}”.",
        "zh": "AUC 为 {auc}，低于 0.5：预测值方向似乎相反。如是，请将侧栏的“预测值越高表示”设为"
              "“{setting}”。",
    },
    "risk_ks_direction_metric": {"en": "KS direction", "zh": "KS 方向"},
    "risk_ks_direction_higher": {"en": "positives score higher", "zh": "正例预测值较高"},
    "risk_ks_direction_lower": {"en": "positives score lower", "zh": "正例预测值较低"},
    "risk_ks_direction_help": {
        "en": "Which way the positives' scores run: where TPR − FPR is largest (higher) or where "
              "FPR − TPR is (lower). KS is the larger of the two.",
        "zh": "正例预测值的方向：TPR − FPR 最大（较高）或 FPR − TPR 最大（较低）。KS 取两者中较大者。",
    },
    "risk_ks_threshold_help": {"en": "A score of the data: {exact}.",
                               "zh": "数据中的一个预测值：{exact}。"},
    "risk_gini_metric": {"en": "Gini", "zh": "基尼系数（Gini）"},
    "risk_gini_help": {
        "en": "2 · AUC − 1 (the accuracy ratio): 0 for a random score, 1 for a perfect one, "
              "negative for a reversed one.",
        "zh": "2 · AUC − 1（准确率比）：随机预测值为 0，完美预测值为 1，方向相反时为负。",
    },
    "risk_col_cum_rows_count": {"en": "Cumulative rows", "zh": "累积样本数"},
    "risk_col_cum_positives": {"en": "Cumulative positives", "zh": "累积正例数"},
    "risk_col_cum_response": {"en": "Cumulative response rate (bad rate)",
                              "zh": "累积响应率（累积坏账率）"},
    "risk_tab_stability": {"en": "Stability (PSI)", "zh": "稳定性（PSI）"},
    "risk_stability_no_file": {
        "en": "Stability compares the rows of two files; data holding counts per score has none. "
              "Upload the rows, or choose a built-in example.",
        "zh": "稳定性比较两个文件的逐行数据；按预测值计数的数据没有逐行数据。请上传逐行数据或选择内置"
              "示例。",
    },
    "risk_stability_upload": {"en": "Current file (the loaded file is the base)",
                              "zh": "当前文件（已加载的文件为基准）"},
    "risk_stability_upload_help": {
        "en": "A CSV, TSV or Parquet file of a later sample with the same columns; the loaded "
              "file's quantiles set the bins (python -m evalcore stability BASE CURRENT).",
        "zh": "较晚样本的 CSV、TSV 或 Parquet 文件，列与已加载文件相同；分箱由已加载文件的分位数"
              "确定（python -m evalcore stability BASE CURRENT）。",
    },
    "risk_stability_waiting": {
        "en": "Upload a second file to compare its score distribution with the loaded one's.",
        "zh": "请上传第二个文件，以比较其预测值分布与已加载文件的预测值分布。",
    },
    "risk_stability_column": {"en": "Column compared", "zh": "比较的列"},
    "risk_stability_column_help": {
        "en": "The score (population stability index, PSI) or any numeric column of both files "
              "(characteristic stability index, CSI; --column).",
        "zh": "预测值（群体稳定性指数 PSI），或两个文件共有的任一数值列（特征稳定性指数 CSI；"
              "--column）。",
    },
    "risk_psi_metric": {"en": "PSI", "zh": "群体稳定性指数 PSI"},
    "risk_psi_help": {
        "en": "Σ (current share − base share) · ln(current share / base share) over the base's "
              "quantile bins.",
        "zh": "在基准分位数分箱上求和：(当前占比 − 基准占比) · ln(当前占比 / 基准占比)。",
    },
    "risk_stability_flag_metric": {"en": "Reading", "zh": "结论"},
    "risk_stability_stable": {"en": "stable (PSI < 0.1)", "zh": "稳定（PSI < 0.1）"},
    "risk_stability_watch": {"en": "watch (0.1 ≤ PSI ≤ 0.25)", "zh": "需关注（0.1 ≤ PSI ≤ 0.25）"},
    "risk_stability_shift": {"en": "shift (PSI > 0.25)", "zh": "显著偏移（PSI > 0.25）"},
    "risk_stability_rows_metric": {"en": "Rows: base → current", "zh": "样本数：基准 → 当前"},
    "risk_stability_col_base": {"en": "Base share", "zh": "基准占比"},
    "risk_stability_col_current": {"en": "Current share", "zh": "当前占比"},
    "risk_stability_col_psi": {"en": "PSI term", "zh": "PSI 分项"},
    "risk_stability_caption": {
        "en": "Bins are the base's quantiles (duplicate edges removed), each right-closed; the "
              "first also holds values below it and the last values above it. An empty share "
              "counts as {floor} in the sum.",
        "zh": "分箱为基准的分位数（去除重复边界），左开右闭；第一箱也包含更低的值，最后一箱也包含"
              "更高的值。空箱的占比在求和时按 {floor} 计。",
    },
    "risk_min_segment_label": {"en": "Minimum segment size in the gaps",
                               "zh": "计入差距的最小分组样本数"},
    "risk_min_segment_help": {
        "en": "Segments with fewer rows are listed but left out of the gaps: a rate over a handful "
              "of rows sets the gap by chance (--min-segment, default 30).",
        "zh": "样本数更少的分组仍会列出，但不计入差距：少数样本上的比率会偶然决定差距"
              "（--min-segment，默认 30）。",
    },
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
}
