"""Messages of the multiclass task: bad input, the predicted-but-never-true notice, and why a
metric is undefined or needs a caveat."""

MESSAGES = {
    "multiclass_no_rows": {
        "en": "There are no rows to evaluate. The file needs at least one row with a true label.",
        "zh": "没有可评估的行。文件中至少需要一行带有真实类别。",
    },
    "multiclass_missing_labels": {
        "en": "Column {column} has {count:empty label|empty labels} ({rows:*row|rows}). Every row needs a class "
        "label: fill them in or remove those rows.",
        "zh": "列 {column} 有 {count} 个空的类别标记（行 {rows}）。每一行都需要类别标记：请补全或删除"
        "这些行。",
    },
    "multiclass_too_few_classes": {
        "en": "Multiclass evaluation needs at least two classes, but the data has {count}. Check "
        "the label columns (or the matrix).",
        "zh": "多分类评估至少需要两个类别，但数据中只有 {count} 个。请检查类别标记列（或混淆矩阵）。",
    },
    "multiclass_too_many_classes": {
        "en": "Column {column} has {count} different classes ({labels}), more than the {limit} a "
        "confusion matrix can usefully show. Check that it holds class labels.",
        "zh": "列 {column} 中有 {count} 个不同的类别（{labels}），超过了混淆矩阵能有效展示的 {limit} 个。"
        "请检查该列是否为类别标记。",
    },
    "multiclass_no_predictions": {
        "en": "Found the true labels ({column}) but no predictions: add a column of predicted "
        "labels (e.g. y_pred) or one score column per class named with a common prefix (e.g. "
        "score_<class>).",
        "zh": "找到了真实类别列（{column}），但没有预测结果：请添加预测类别列（如 y_pred），或为每个"
        "类别添加一个带公共前缀的预测值列（如 score_<类别>）。",
    },
    "multiclass_score_prefix_not_found": {
        "en": "Fewer than two columns start with the score prefix {prefix}. Score columns are "
        "named <prefix><class>, one per class; check the prefix.",
        "zh": "以预测值前缀 {prefix} 开头的列少于两个。预测值列应命名为 <前缀><类别>，每个类别一列；"
        "请检查前缀。",
    },
    "multiclass_missing_score_columns": {
        "en": "{count:class has|classes have} labels but no score column: {labels}. Found score columns "
        "for {found}; add a column {prefix}<class> for every class.",
        "zh": "有 {count} 个类别出现在类别标记中却没有预测值列：{labels}。已找到的预测值列对应类别 "
        "{found}；请为每个类别添加一列 {prefix}<类别>。",
    },
    "multiclass_duplicate_classes": {
        "en": "These classes appear twice: {labels}. Each class needs exactly one column (and "
        "one row of the matrix).",
        "zh": "以下类别出现了两次：{labels}。每个类别只能对应一列（以及混淆矩阵中的一行）。",
    },
    "multiclass_scores_not_finite": {
        "en": "{count:row has|rows have} a missing, non-numeric or infinite value in the {column} "
        "({rows:*row|rows}). Fix them, or drop those rows.",
        "zh": "有 {count} 行的 {column} 缺失、不是数值或为无穷大（行 {rows}）。请修正，或删除这些行。",
    },
    "multiclass_predicted_never_true": {
        "en": "{count:predicted class never occurs|predicted classes never occur} as a true class: {labels}. They are shown "
        "as extra columns (their row is empty, so their recall is undefined).",
        "zh": "有 {count} 个预测类别从未作为真实类别出现：{labels}。它们显示为额外的列（其所在行"
        "为空，因此查全率无定义）。",
    },
    "multiclass_matrix_not_square": {
        "en": "A confusion matrix must be square (C rows × C columns of counts, plus the first "
        "column of class names), but it is {shape}.",
        "zh": "混淆矩阵必须是方阵（C 行 × C 列计数，另加第一列类别名），但当前为 {shape}。",
    },
    "multiclass_matrix_names_differ": {
        "en": "The matrix's row names ({rows}) and column names ({columns}) must be the same "
        "classes. Put the class names in the header and in the first column.",
        "zh": "混淆矩阵的行名（{rows}）与列名（{columns}）必须是同一组类别。请把类别名放在表头和"
        "第一列。",
    },
    "multiclass_matrix_not_integer": {
        "en": "A confusion matrix holds counts, but some cells are not whole numbers (row, "
        "column: {cells}). Fix those cells.",
        "zh": "混淆矩阵中应为计数，但有些单元格不是整数（行, 列：{cells}）。请修正这些单元格。",
    },
    "multiclass_matrix_negative": {
        "en": "A confusion matrix holds counts, but some cells are negative (row, column: "
        "{cells}). Fix those cells.",
        "zh": "混淆矩阵中应为计数，但有些单元格为负数（行, 列：{cells}）。请修正这些单元格。",
    },
    "multiclass_matrix_empty": {
        "en": "Every cell of the confusion matrix is 0: there are no samples to evaluate.",
        "zh": "混淆矩阵的所有单元格都为 0：没有可评估的样本。",
    },
    "multiclass_bad_beta": {
        "en": "β must be a finite number greater than 0, got {value}.",
        "zh": "β 必须是大于 0 的有限数，当前为 {value}。",
    },
    "multiclass_precision_never_predicted": {
        "en": "Precision of class {label} is undefined: no sample is predicted as {label} "
        "(its column is empty, 0/0).",
        "zh": "类别 {label} 的查准率无定义：没有样本被预测为 {label}（该列为空，0/0）。",
    },
    "multiclass_recall_never_true": {
        "en": "Recall of class {label} is undefined: no sample is truly {label} (its row is "
        "empty, 0/0).",
        "zh": "类别 {label} 的查全率无定义：没有样本的真实类别为 {label}（该行为空，0/0）。",
    },
    "multiclass_f_class_absent": {
        "en": "F-score of class {label} is undefined: {label} is neither a true nor a predicted "
        "class (2TP + FP + FN = 0).",
        "zh": "类别 {label} 的 F 值无定义：{label} 既不是任何样本的真实类别，也不是预测类别"
        "（2TP + FP + FN = 0）。",
    },
    "multiclass_specificity_no_negatives": {
        "en": "Specificity of class {label} is undefined: every sample is truly {label}, so there "
        "are no negatives (TN + FP = 0).",
        "zh": "类别 {label} 的特异度无定义：所有样本的真实类别都是 {label}，没有反例（TN + FP = 0）。",
    },
    "multiclass_average_undefined_as_zero": {
        "en": "{count:undefined per-class value is|undefined per-class values are} counted as 0 in this average, as "
        "scikit-learn does by default.",
        "zh": "该平均值中有 {count} 个无定义的类别指标按 0 计入（与 scikit-learn 的默认做法一致）。",
    },
    "multiclass_macro_f1_book_zero": {
        "en": "Macro-F1 (textbook) is undefined: macro-P and macro-R are both 0, so their "
        "harmonic mean is 0/0.",
        "zh": "宏 F1（教材定义）无定义：宏查准率与宏查全率均为 0，其调和平均为 0/0。",
    },
    "multiclass_kappa_chance_one": {
        "en": "Kappa is undefined: chance agreement pe is 1 (every sample is of one class and "
        "predicted as that class), so 1 − pe = 0.",
        "zh": "Kappa 系数无定义：机遇一致率 pe 为 1（所有样本都属于同一类别且都被预测为该类别），"
        "1 − pe = 0。",
    },
    "multiclass_mcc_one_class": {
        "en": "MCC is undefined: every sample is of one true class, or every sample is predicted "
        "as one class (the denominator is 0). scikit-learn reports 0 here.",
        "zh": "马修相关系数无定义：所有样本属于同一真实类别，或全部被预测为同一类别（分母为 0）。"
        "scikit-learn 在此情况下返回 0。",
    },
    "multiclass_g_mean_skips_classes": {
        "en": "The G-mean is taken over the classes that occur as true classes; classes "
        "with no true samples (undefined recall) are left out: {count}.",
        "zh": "几何平均（G-mean）只计算作为真实类别出现过的类别；{count} 个没有真实样本（查全率"
        "无定义）的类别未计入。",
    },
    "multiclass_curve_no_positives": {
        "en": "No sample is truly {label}: its one-vs-rest ROC and P-R curves (and AUC, AP) are "
        "undefined.",
        "zh": "没有样本的真实类别为 {label}：其一对其余的 ROC 曲线和 P-R 曲线（以及 AUC、AP）"
        "无定义。",
    },
    "multiclass_curve_no_negatives": {
        "en": "Every sample is truly {label}: its one-vs-rest ROC curve and AUC are undefined "
        "(there are no negatives).",
        "zh": "所有样本的真实类别都是 {label}：其一对其余的 ROC 曲线和 AUC 无定义（没有反例）。",
    },
    "multiclass_average_skips_classes": {
        "en": "Averaged over the classes where it is defined; {count:class is|classes are} left out.",
        "zh": "只对有定义的类别求平均；{count} 个类别未计入。",
    },
    "multiclass_curve_no_class_defined": {
        "en": "Undefined: no class has a defined one-vs-rest value.",
        "zh": "无定义：没有任何类别的一对其余指标有定义。",
    },
}
