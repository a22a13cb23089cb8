"""Text of the Risk & calibration page (terms Chinese risk teams use: KS, 提升度, 累积增益,
校准曲线; Brier 分数, 对数损失)."""

MESSAGES = {
    "risk_title": {"en": "KS, lift and calibration", "zh": "KS、提升度与校准"},
    "risk_binary_only": {
        "en": "This page needs binary data (one positive class against the rest); the data "
              "loaded is multiclass. Choose the binary task in the sidebar, or open the ROC / PR "
              "page.",
        "zh": "本页需要二分类数据（一个正类对其余）；当前数据为多分类。请在侧栏选择二分类任务，"
              "或打开 ROC / P-R 曲线页面。",
    },
    "risk_tab_ks": {"en": "KS", "zh": "KS"},
    "risk_tab_lift": {"en": "Lift and cumulative gains", "zh": "提升度与累积增益"},
    "risk_ks_help": {
        "en": "The largest gap between the negatives' and the positives' cumulative score "
              "distributions, = max over thresholds of |TPR − FPR| (the two-sample "
              "Kolmogorov–Smirnov distance, whichever way the scores run).",
        "zh": "反例与正例预测值累积分布之间的最大差距，等于各阈值下 |TPR − FPR| 的最大值"
              "（两样本 Kolmogorov–Smirnov 距离，不论预测值方向）。",
    },
    "risk_at_threshold_metric": {"en": "KS distance |TPR − FPR| at the threshold {threshold}",
                                 "zh": "阈值 {threshold} 处的 KS 距离 |TPR − FPR|"},
    "risk_use_ks": {"en": "Use the KS threshold", "zh": "使用 KS 阈值"},
    "risk_use_ks_help": {
        "en": "Set the shared threshold to the KS threshold; the Confusion and ROC / PR pages "
              "follow.",
        "zh": "把共享阈值设为 KS 对应的阈值；混淆矩阵和 ROC / P-R 页面随之更新。",
    },
    "risk_ks_direction_line": {"en": "KS direction: {direction}.", "zh": "KS 方向：{direction}。"},
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
    "risk_calibration_one_direction": {
        "en": "Calibration reads the scores as probabilities of the positive class, which have "
              "one direction: set “A higher score means” in the sidebar back to “positive” to see "
              "it.",
        "zh": "校准将预测值视为正类的概率，概率只有一个方向：请将侧栏的“预测值越高表示”改回“正例”"
              "后查看。",
    },
    "risk_det_expander": {
        "en": "DET curve: the error rates on normal-deviate axes",
        "zh": "DET 曲线：正态偏差坐标下的两类错误率",
    },
    "risk_ks_on_roc": {
        "en": "KS = {ks}: the largest TPR − FPR (Youden's J), at threshold {threshold}.",
        "zh": "KS = {ks}：TPR − FPR 的最大值（约登指数），阈值为 {threshold}。",
    },
    "risk_constraint_expander": {"en": "Choose the threshold by a constraint",
                                 "zh": "按约束选择阈值"},
    "risk_constraint_value_help": {
        "en": "A rate between 0 and 1: 0.9 for precision ≥ 90 %, 0.05 to flag the top 5 %.",
        "zh": "0 到 1 之间的比例：查准率 ≥ 90 % 填 0.9，标记前 5 % 填 0.05。",
    },
    "risk_constraint_apply": {"en": "Use this threshold", "zh": "使用此阈值"},
    "risk_auc_interval": {"en": "AUC 95 % interval (DeLong): {interval}",
                          "zh": "AUC 的 95 % 区间（DeLong）：{interval}"},
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
    "risk_band_expander": {"en": "ROC confidence band (bootstrap)",
                           "zh": "ROC 曲线置信带（自助法）"},
    "risk_band_resamples": {"en": "Bootstrap resamples", "zh": "自助采样次数"},
    "risk_band_button": {"en": "Compute the band", "zh": "计算置信带"},
    "risk_band_progress": {"en": "Resample {done} of {total}", "zh": "第 {done} / {total} 次采样"},
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
    "risk_ks_threshold_help": {"en": "A score of the data: {exact}.",
                               "zh": "数据中的一个预测值：{exact}。"},
    "risk_gini_help": {
        "en": "2 · AUC − 1 (the accuracy ratio): 0 for a random score, 1 for a perfect one, "
              "negative for a reversed one.",
        "zh": "2 · AUC − 1（准确率比）：随机预测值为 0，完美预测值为 1，方向相反时为负。",
    },
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
}
