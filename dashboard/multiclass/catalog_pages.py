"""Multiclass views of the Confusion and ROC/PR pages, and the sidebar's task choice (en + zh)."""

MESSAGES = {
    "multiclass_task_label": {"en": "Task", "zh": "任务"},
    "multiclass_task_help": {
        "en": "Binary: one score column and a positive class. Multiclass: true and predicted "
        "labels, one score column per class, or a C×C confusion matrix. The default follows "
        "what the file looks like.",
        "zh": "二分类：一个预测值列和一个正类。多分类：真实类别与预测类别、每个类别一个预测值列，或一个 "
        "C×C 混淆矩阵。默认值根据文件内容判断。",
    },
    "multiclass_task_binary": {"en": "Binary", "zh": "二分类"},
    "binary_task_matrix_file": {
        "en": "The binary task needs one row per sample with a score, and this file is a "
              "{classes}×{classes} confusion matrix. Choose Multiclass as the task; the Cost "
              "Curve page then offers one class against the rest.",
        "zh": "二分类任务需要每个样本一行并带有预测值，而此文件是 {classes}×{classes} 的混淆矩阵。"
              "请将任务选为多分类；代价曲线页面随后可选择一个类别对其余类别。",
    },
    "multiclass_choose_prediction": {
        "en": "This file holds the predicted labels of {count} models ({columns}). Choose the "
              "one to evaluate under “Predicted label column” in the sidebar, or compare them "
              "on the Comparison page.",
        "zh": "此文件包含 {count} 个模型的预测类别（{columns}）。请在侧边栏的“预测类别列”中选择"
              "要评估的一列，或在“模型比较”页面比较它们。",
    },
    "binary_task_per_class_scores": {
        "en": "This file has one score column per class ({count} columns, {first} … {last}), "
              "and the binary task needs one. Choose the score column of one class and that "
              "class as the positive class (every other class is then negative), or choose "
              "Multiclass as the task.",
        "zh": "此文件每个类别各有一个预测值列（{count} 列，{first} … {last}），而二分类任务只需要"
              "一个。请选择某个类别的预测值列，并将该类别选为正类（其余类别均为反类），"
              "或将任务选为多分类。",
    },
    "multiclass_task_multiclass": {"en": "Multiclass", "zh": "多分类"},
    "multiclass_matrix_file": {"en": "The file is a confusion matrix", "zh": "文件是混淆矩阵"},
    "multiclass_matrix_file_help": {
        "en": "C rows × C columns of counts; class names in the header and the first column; "
        "rows are true classes, columns predicted classes.",
        "zh": "C 行 × C 列的计数；类别名在表头和第一列；行为真实类别，列为预测类别。",
    },
    "multiclass_pred_column": {"en": "Predicted label column (optional)", "zh": "预测类别列（可选）"},
    "multiclass_score_prefix": {"en": "Score column prefix (optional)", "zh": "预测值列前缀（可选）"},
    "multiclass_score_prefix_help": {
        "en": "Per-class score columns are named <prefix><class>, e.g. score_3. Without a "
        "prediction column the prediction is the class with the highest score; on a tie, the "
        "class that comes first in sorted label order (the column order in the file does not "
        "matter). Leave empty for no scores.",
        "zh": "各类别的预测值列命名为 <前缀><类别>，例如 score_3。没有预测类别列时，以预测值最高的类别"
        "作为预测；预测值相同时，取按类别标记排序后排在最前的类别（与文件中的列顺序无关）。"
        "留空表示不使用预测值。",
    },
    "multiclass_summary_matrix": {
        "en": "Confusion matrix: {classes:class|classes}, {n:sample|samples}",
        "zh": "混淆矩阵：{classes} 个类别，{n} 个样本",
    },
    "multiclass_summary_labels": {
        "en": "Loaded {n:row|rows} of true and predicted labels, {classes:class|classes}",
        "zh": "已载入 {n} 行真实类别与预测类别，{classes} 个类别",
    },
    "multiclass_summary_scores": {
        "en": "Loaded {n:row|rows} with per-class scores, {classes:class|classes}",
        "zh": "已载入 {n} 行各类别预测值，{classes} 个类别",
    },
    "multiclass_normalize_label": {"en": "Heatmap shows", "zh": "热力图显示"},
    "multiclass_normalize_counts": {"en": "Counts", "zh": "计数"},
    "multiclass_normalize_rows": {
        "en": "Row-normalized (recall per class)",
        "zh": "按行归一化（各类别查全率）",
    },
    "multiclass_normalize_columns": {
        "en": "Column-normalized (precision per class)",
        "zh": "按列归一化（各类别查准率）",
    },
    "multiclass_class_label": {"en": "Class", "zh": "类别"},
    "multiclass_shown_by_label": {"en": "Classes drawn", "zh": "绘制的类别"},
    "multiclass_shown_by_help": {
        "en": "With many classes the matrix draws {shown} of them: those with the most samples "
        "(true class) or the most errors (false negatives plus false positives).",
        "zh": "类别较多时，矩阵只绘制其中 {shown} 个：样本最多（真实类别）或错误最多（假反例与假正例之和）"
        "的类别。",
    },
    "multiclass_shown_by_support": {"en": "Most samples", "zh": "样本最多"},
    "multiclass_shown_by_errors": {"en": "Most errors", "zh": "错误最多"},
    "multiclass_left_out_chooser": {
        "en": "The matrix draws {shown} of {classes} classes (ranked by “Classes drawn”, with "
        "the selected class); {left:class is|classes are} left out of the drawing, not of any "
        "number. To see one, choose it in “Class”; “Download CSV” has the whole matrix.",
        "zh": "矩阵绘制了 {classes} 个类别中的 {shown} 个（按“绘制的类别”排序，并包含所选类别）；"
        "其余 {left} 个类别未绘制，但所有数值都计入了它们。要查看某个类别，请在“类别”中选择它；"
        "“下载 CSV”包含完整矩阵。",
    },
    "multiclass_left_out": {
        "en": "Each matrix draws {shown} of {classes} classes (ranked by “Classes drawn”); "
        "{left:class is|classes are} left out of the drawing, not of any number. Change the "
        "ranking to see others; “Download CSV” has the whole matrix.",
        "zh": "每个矩阵绘制了 {classes} 个类别中的 {shown} 个（按“绘制的类别”排序）；其余 {left} 个"
        "类别未绘制，但所有数值都计入了它们。更改排序可查看其他类别；“下载 CSV”包含完整矩阵。",
    },
    "multiclass_class_help": {
        "en": "Its diagonal cell is outlined in the heatmap; below, the class against all "
        "other classes as a 2×2 matrix.",
        "zh": "热力图中该类别的对角线单元格会被框出；下方为该类别对其余所有类别的 2×2 混淆矩阵。",
    },
    "multiclass_accuracy_counts": {
        "en": "{correct} of {n:sample|samples} on the diagonal",
        "zh": "{n} 个样本中有 {correct} 个位于对角线上",
    },
    "multiclass_class_vs_rest_header": {"en": "Class {label} vs rest", "zh": "类别 {label} 对其余"},
    "multiclass_class_vs_rest_note": {
        "en": "Positive: class {label}; negative: every other class.",
        "zh": "正例：类别 {label}；反例：其余所有类别。",
    },
    "multiclass_per_class_header": {"en": "Per-class measures", "zh": "各类别的性能度量"},
    "multiclass_averages_header": {
        "en": "Macro, micro and weighted averages",
        "zh": "宏平均、微平均与加权平均",
    },
    "multiclass_needs_scores": {
        "en": "ROC and P-R curves need scores: one column per class named with a common prefix "
        "(e.g. score_0, score_1, …). This data has only labels or a confusion matrix; the "
        "Confusion page shows what it supports.",
        "zh": "ROC 曲线与 P-R 曲线需要预测值：每个类别一列，列名带公共前缀（如 score_0、score_1、…）。"
        "当前数据只有类别标记或混淆矩阵；请在混淆矩阵页面查看可计算的度量。",
    },
    "multiclass_roc_class_help": {
        "en": "The selected class is drawn thick; the threshold moves its one-vs-rest operating "
        "point. Click a legend entry to hide or show a class.",
        "zh": "所选类别的曲线加粗显示；阈值移动其一对其余的工作点。点击图例可隐藏或显示某个类别。",
    },
    "multiclass_curves_left_out": {
        "en": "The figures draw the curves of {shown} of {classes} classes (those with the most "
        "positives, and the selected class); {left:class is|classes are} left out of the "
        "drawing, not of any number. To draw one, choose it in “Class”.",
        "zh": "图中绘制了 {classes} 个类别中 {shown} 个类别的曲线（正例最多的类别及所选类别）；其余 "
        "{left} 个类别未绘制，但所有数值都计入了它们。要绘制某个类别，请在“类别”中选择它。",
    },
    "multiclass_curve_points_note": {
        "en": "At most {shown} points drawn per curve (curves are thinned for drawing; the "
        "areas use every point).",
        "zh": "每条曲线最多绘制 {shown} 个点（绘图时对曲线做了抽稀；面积使用全部点计算）。",
    },
    "multiclass_top_k_header": {"en": "Top-k accuracy", "zh": "Top-k 精度"},
    "multiclass_tie_rule": {
        "en": "A sample counts for top-k when its true class is among the k best classes. "
        "Classes are ranked by score, and classes with equal scores in sorted label order (the "
        "first wins), the same rule that picks the predicted class. So a true class tied at the "
        "k-th place counts only if it comes before the other tied classes, top-1 equals the "
        "accuracy of the highest-score prediction, and the column order in the file does not "
        "matter. (scikit-learn ranks tied classes the other way round, the last first.)",
        "zh": "若样本的真实类别位于预测值最高的 k 个类别之中，则计入 Top-k。类别按预测值从高到低排序，"
        "预测值相同的类别按类别标记排序（排在前者优先），与确定预测类别的规则相同。因此，在第 k "
        "位与其他类别预测值相同的真实类别，只有排在这些类别之前时才计入；Top-1 等于以最高预测值作为"
        "预测时的精度，且与文件中的列顺序无关。（scikit-learn 对预测值相同的类别按相反顺序排列，"
        "排在最后者优先。）",
    },
    "multiclass_tied_top_rows": {
        "en": "Samples whose highest score is shared by two or more classes: {count} of {n}. "
        "For them the class first in sorted label order is predicted and ranked first.",
        "zh": "{n} 个样本中有 {count} 个的最高预测值由两个或更多类别并列；此时预测为按类别标记排序"
        "后排在最前的类别，并在 Top-k 中排在首位。",
    },
}
