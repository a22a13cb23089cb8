"""The Folds page (out-of-fold predictions of cross-validation): sidebar choices, tables, curves,
repeats and the two-model tests, en + zh (交叉验证, 折, 重复 as in the glossary).

``folds_metric_<key>`` names every measure of :data:`evalcore.folds.FOLD_METRICS` (a column
header); ``folds_task_<task>`` every task.
"""

MESSAGES = {
    "page_folds": {"en": "Folds", "zh": "交叉验证各折"},
    "folds_title": {"en": "Cross-validation folds", "zh": "交叉验证：各折结果"},
    "folds_fold_column": {"en": "Fold column", "zh": "折号列"},
    "folds_repeat_column": {"en": "Repeat column (optional)", "zh": "重复轮次列（可选）"},
    "folds_task_label": {"en": "Task", "zh": "任务"},
    "folds_task_binary": {"en": "binary", "zh": "二分类"},
    "folds_task_multiclass": {"en": "multiclass", "zh": "多分类"},
    "folds_task_regression": {"en": "regression", "zh": "回归"},
    "folds_second_model_column": {
        "en": "Second model's column (optional, to compare)",
        "zh": "第二个模型的列（可选，用于比较）",
    },
    "folds_summary": {
        "en": "{rows} rows: {k} folds × {repeats:repeat|repeats}",
        "zh": "{rows} 行：{k} 折 × {repeats} 次重复",
    },
    "folds_overview": {
        "en": "{task}: {k}-fold cross-validation × {repeats:repeat|repeats}, {rows} out-of-fold "
        "predictions (fold column {fold_col}). Each fold's measures use only its own rows, "
        "predicted by the model trained on the other folds.",
        "zh": "{task}：{k} 折交叉验证 × {repeats} 次重复，共 {rows} 个测试预测（折号列 {fold_col}）。"
        "每折的性能度量只用该折的样本，它们由在其余各折上训练的模型预测。",
    },
    "folds_col_test": {"en": "Test", "zh": "检验"},
    "folds_col_df": {"en": "df", "zh": "自由度"},
    "folds_col_p": {"en": "p-value", "zh": "p 值"},
    "folds_col_note": {"en": "Note", "zh": "说明"},
    "folds_fold_note": {"en": "{fold:*Fold|Folds}: {reason}", "zh": "第 {fold} 折：{reason}"},
    "folds_pooled_explained": {
        "en": "Why pooled and averaged differ: the mean gives every fold one vote, while the "
        "pooled value computes the measure once over all rows together. For a measure that is an "
        "average over rows (accuracy, error rate, MSE, MAE) they agree when the folds are equally "
        "large; ratios and ranking measures (P, R, F1, AUC, AP, R², κ) differ, because pooling "
        "mixes scores of different models (one per fold) that need not be on the same scale, and "
        "the denominators (predicted positives, variance of y) change from fold to fold.",
        "zh": "为什么合并计算与各折平均不同：均值让每一折各占一票，而合并计算把所有样本放在一起只算一次。"
        "对于按样本取平均的度量（精度、错误率、MSE、MAE），各折样本数相同时两者相等；"
        "比值型和排序型度量（P、R、F1、AUC、AP、R²、κ）则不同，因为合并时混合了不同模型"
        "（每折一个）的预测值，它们的尺度未必一致，而且分母（预测为正例的数目、y 的方差）随折变化。",
    },
    "folds_more_names": {"en": "and {count} more", "zh": "等另外 {count}"},
    "folds_drawn_label": {"en": "Folds drawn (up to {most})", "zh": "绘制的折（最多 {most} 折）"},
    "folds_drawn_help": {
        "en": "With many folds, the figures draw the curves and operating points of up to {most} "
        "folds chosen here; the averages, the band and the tables use every fold.",
        "zh": "折数较多时，图中只绘制此处所选的最多 {most} 折的曲线与工作点；平均曲线、区间带与表格"
        "使用全部各折。",
    },
    "folds_drawn_note": {
        "en": "Curves of {shown} of {folds} folds drawn; {left:fold is|folds are} left out of "
        "the drawing, not of the averages, the band or the tables. Choose the folds drawn "
        "above; the per-fold table lists every fold.",
        "zh": "已绘制 {folds} 折中 {shown} 折的曲线；其余 {left} 折未绘制，但平均曲线、区间带与表格"
        "都计入了它们。可在上方选择要绘制的折；各折表格列出全部各折。",
    },
    "folds_curves_skipped": {
        "en": "{count:fold holds|folds hold} one class only and {count:has|have} no curve; "
        "the averages use the other folds.",
        "zh": "有 {count} 折只含一个类别，没有曲线；平均曲线由其余各折计算。",
    },
    "folds_threshold_average_explained": {
        "en": "Threshold averaging (Fawcett 2006, algorithm 4): thresholds are taken evenly from "
        "all folds' scores, and at each one every fold's ROC point is found; the mean FPR and the "
        "mean TPR give one point, the bars ±1σ in each direction. Unlike vertical averaging, it "
        "keeps the threshold fixed, so it shows what one threshold does across the folds; "
        "vertical averaging fixes the FPR instead.",
        "zh": "阈值平均（Fawcett 2006，算法 4）：从所有折的预测值中均匀取若干阈值，在每个阈值处找出每折的 ROC 点；"
        "平均假正例率与平均真正例率构成一个点，误差棒为两个方向的 ±1σ。与垂直平均不同，它固定的是阈值，"
        "因此显示同一个阈值在各折上的表现；垂直平均固定的是假正例率。",
    },
    "folds_repeats_header": {"en": "Each repeat's mean, and the spread between repeats",
                             "zh": "每次重复的均值，以及重复之间的波动"},
    "folds_row_repeat_spread": {"en": "σ between the repeats' means",
                                "zh": "各次重复均值之间的标准差 σ"},
    "folds_repeats_explained": {
        "en": "Each repeat splits the data into new folds. A repeat's mean is its k-fold "
        "estimate; the σ between these means shows how much the estimate depends on the "
        "particular split, which is why p × k-fold cross-validation reports the mean of the p "
        "repeats.",
        "zh": "每次重复都把数据重新划分为新的若干折。一次重复的均值就是它的 k 折交叉验证估计；"
        "这些均值之间的标准差说明估计依赖于具体划分的程度，这正是 p 次 k 折交叉验证报告 p 次结果均值的原因。",
    },
    "folds_compare_header": {"en": "Two models over the same folds",
                             "zh": "两个模型在相同各折上的比较"},
    "folds_compare_metric": {"en": "Measure to compare", "zh": "比较的性能度量"},
    "folds_compare_models": {
        "en": "A = {a}, B = {b}: {metric} in each fold and the difference A − B.",
        "zh": "A = {a}，B = {b}：每折的 {metric} 及差值 A − B。",
    },
    "folds_mean_difference": {"en": "mean difference", "zh": "平均差值"},
    "folds_differences_title": {"en": "A − B in each fold", "zh": "各折的差值 A − B"},
    "folds_test_paired": {"en": "Paired t-test over the folds", "zh": "各折上的成对 t 检验"},
    "folds_test_corrected": {"en": "Corrected resampled t-test (Nadeau–Bengio)",
                             "zh": "校正的重复采样 t 检验（Nadeau–Bengio）"},
    "folds_test_5x2": {"en": "5×2cv paired t-test (Dietterich)",
                       "zh": "5×2 交叉验证成对 t 检验（Dietterich）"},
    "folds_test_paired_explained": {
        "en": "**Paired t-test**: t = d̄ / √(s²/J) over the J folds' differences d with J − 1 "
        "degrees of freedom. It treats the folds as independent, but their training sets "
        "overlap, so it rejects the null hypothesis too often.",
        "zh": "**成对 t 检验**：对 J 折的差值 d 计算 t = d̄ / √(s²/J)，自由度 J − 1。它把各折当作相互独立，"
        "但各折的训练集相互重叠，因此过于容易拒绝原假设。",
    },
    "folds_test_corrected_explained": {
        "en": "**Corrected resampled t-test** (Nadeau and Bengio 2003): t = d̄ / √((1/J + "
        "n_test/n_train) · s²); with {k} folds n_test/n_train = 1/({k} − 1). The added term "
        "accounts for the overlapping training sets, so its p-value is larger and more honest.",
        "zh": "**校正的重复采样 t 检验**（Nadeau 与 Bengio 2003）：t = d̄ / √((1/J + n_test/n_train) · s²)；"
        "{k} 折时 n_test/n_train = 1/({k} − 1)。增加的一项考虑了训练集的重叠，因此 p 值更大、也更可信。",
    },
    "folds_test_5x2_explained": {
        "en": "**5×2cv t-test** (Dietterich 1998), for 5 repeats of 2-fold cross-validation: "
        "t = d₁₁ / √((1/5) Σᵢ sᵢ²), sᵢ² the variance of repeat i's two differences, 5 degrees "
        "of freedom. In each repeat the two training sets do not overlap.",
        "zh": "**5×2 交叉验证 t 检验**（Dietterich 1998），用于 5 次 2 折交叉验证：t = d₁₁ / √((1/5) Σᵢ sᵢ²)，"
        "sᵢ² 为第 i 次重复两个差值的方差，自由度 5。每次重复中两个训练集互不重叠。",
    },
}
