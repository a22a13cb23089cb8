"""Messages of out-of-fold evaluation (cross-validation predictions with a fold column)."""

MESSAGES = {
    "folds_missing_ids": {
        "en": "Column {column} has {count:row|rows} without a fold id ({rows:*row|rows}). Every "
        "row of out-of-fold predictions needs the fold (and repeat) it was predicted in.",
        "zh": "列 {column} 有 {count} 行没有折号（行 {rows}）。交叉验证的每一行预测都需要注明它所属的折"
        "（以及重复轮次）。",
    },
    "folds_one_fold": {
        "en": "Column {column} holds one fold id only ({value}): cross-validation needs at least "
        "two folds.",
        "zh": "列 {column} 只有一个折号（{value}）：交叉验证至少需要两折。",
    },
    "folds_one_row": {
        "en": "Fold {fold} (column {column}) has one row only ({rows:*row|rows}): a fold's "
        "measures need at least two rows. Check the fold column.",
        "zh": "第 {fold} 折（列 {column}）只有一行（行 {rows}）：每折至少需要两行才能计算性能度量。"
        "请检查折号列。",
    },
    "folds_one_class": {
        "en": "This fold holds one class only ({label}): AUC and AP need both positives and "
        "negatives. The other folds are kept.",
        "zh": "该折只有一个类别（{label}）：AUC 和 AP 需要同时有正例和反例。其余各折照常计算。",
    },
    "folds_multiclass_one_class": {
        "en": "This fold holds one class only ({label}) among its true and predicted labels: its "
        "accuracy, macro-F1 and κ need two classes, as for the multiclass command on its rows. "
        "The other folds are kept.",
        "zh": "该折的真实标记和预测标记中只有一个类别（{label}）：准确率、宏 F1 和 κ 至少需要两个类别"
        "（与对该折各行运行 multiclass 命令相同）。其余各折照常计算。",
    },
    "folds_repeat_is_fold": {
        "en": "The repeat column is the fold column ({column}): a repeat column says which "
        "repetition of K-fold cross-validation each row comes from, the fold column which fold. "
        "Choose another repeat column, or none.",
        "zh": "重复列与折号列是同一列（{column}）：重复列表示每行来自第几次重复的 K 折交叉验证，折号列表示"
        "来自哪一折。请另选重复列，或不选。",
    },
    "folds_k_differs": {
        "en": "The repeats hold different numbers of folds ({ks}); k is the number of distinct "
        "fold ids ({k}). Every fold of every repeat is evaluated.",
        "zh": "各次重复的折数不同（{ks}）；k 是不同折号的个数（{k}）。每次重复的每一折都照常计算。",
    },
    "folds_weights_multiclass": {
        "en": "Sample weights ({setting}: {column}) are for binary and regression folds: the "
        "multiclass measures take no weights, as with multiclass data elsewhere. Leave out "
        "{setting}.",
        "zh": "样本权重（{setting}：{column}）只用于二分类和回归的各折：多分类度量不使用权重（与其他"
        "多分类评估相同）。请去掉 {setting}。",
    },
    "folds_skipped": {
        "en": "The mean and σ are over {defined:fold|folds}; {skipped:fold was|folds were} "
        "skipped where the measure is undefined.",
        "zh": "均值和标准差基于 {defined} 折计算；有 {skipped} 折该度量无定义，已跳过。",
    },
    "folds_ttest_too_few": {
        "en": "A paired t-test needs at least two folds.",
        "zh": "成对 t 检验至少需要两折。",
    },
    "folds_ttest_no_variance": {
        "en": "The two models differ by the same amount in every fold, so the t statistic is "
        "undefined (zero variance).",
        "zh": "两个模型在每一折上的差值都相同，方差为零，t 统计量无定义。",
    },
    "folds_5x2_layout": {
        "en": "The 5×2cv t-test needs 5 repeats of 2-fold cross-validation.",
        "zh": "5×2 交叉验证 t 检验需要 5 次重复的 2 折交叉验证。",
    },
}
