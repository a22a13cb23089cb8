"""Text of the binary pages (Confusion, ROC/PR), their sidebar controls and figures."""

MESSAGES = {
    # sidebar: columns and positive label
    "label_column": {"en": "True label column", "zh": "真实标记列"},
    "score_column": {"en": "Score column", "zh": "预测值列"},
    "weight_column": {"en": "Weight column (optional)", "zh": "权重列（可选）"},
    "pos_label_auto": {"en": "Automatic", "zh": "自动"},
    "pos_label_more_help": {
        "en": "The column has {count} labels; the first {shown} are listed. Type another to "
              "choose it.",
        "zh": "该列有 {count} 种标记，列出了前 {shown} 种。可直接输入其他标记来选择。",
    },
    "pos_label_help": {
        "en": "Automatic picks, in order: 1, True, yes, pos, positive, then the larger of two "
              "numeric labels. With more than two labels, pick one: it is evaluated against all "
              "the others (one-vs-rest).",
        "zh": "自动选择的顺序：1、True、yes、pos、positive，否则取两个数值标记中较大的一个。"
              "标记多于两种时请手动选择一个：将其与其余所有类别对比（一对其余）。",
    },
    "summary_loaded": {
        "en": "{rows:row|rows} · {positives} positive · {negatives} negative",
        "zh": "{rows} 行 · 正例 {positives} · 反例 {negatives}",
    },
    "summary_positive": {"en": "Positive class: {label}", "zh": "正类：{label}"},
    "summary_dropped": {
        "en": "{count:row|rows} dropped for invalid values ({rows:*first row:|first rows:}).",
        "zh": "因无效值删除了 {count} 行（前几行：{rows}）。",
    },
    "summary_file": {"en": "File: {name}", "zh": "文件：{name}"},
    # threshold
    "threshold_help": {
        "en": "A sample is predicted positive when its score ≥ threshold.",
        "zh": "当样本预测值 ≥ 阈值时预测为正例。",
    },
    "threshold_exact_help": {
        "en": "Type any number: it is used and shown as typed (every number between two "
              "neighbouring scores gives the same predictions). Above every score (or empty): "
              "all negative. − and + move one slider stop.",
        "zh": "可输入任意数值：按输入的数值使用并显示（两个相邻预测值之间的任何数值给出相同的预测结果）。"
              "高于所有预测值（或留空）时全部预测为反例。− 与 + 按滑块的一档移动。",
    },
    "threshold_exact_score": {
        "en": "Exact cut: the counts are those at the score {score}; every threshold above "
              "{previous} and at most {score} gives them.",
        "zh": "精确切分：计数即预测值 {score} 处的计数；大于 {previous} 且不超过 {score} 的任何阈值都"
              "给出相同计数。",
    },
    "threshold_no_lower": {"en": "−∞ (no lower score)", "zh": "−∞（没有更低的预测值）"},
    # confusion page
    "confusion_title": {"en": "Confusion matrix at a threshold", "zh": "给定阈值下的混淆矩阵"},
    "multiclass_confusion_title": {"en": "Confusion matrix", "zh": "混淆矩阵"},
    "beta_label": {"en": "β for Fβ", "zh": "Fβ 中的 β"},
    "beta_help": {
        "en": "β > 1 weighs recall more, β < 1 weighs precision more.",
        "zh": "β > 1 时查全率影响更大，β < 1 时查准率影响更大。",
    },
    # ROC / PR page
    "roc_pr_title": {"en": "ROC and P-R curves", "zh": "ROC 曲线与 P-R 曲线"},
    "rank_loss_label": {"en": "Rank loss ℓrank", "zh": "排序损失 ℓrank"},
    "auc_identity": {
        "en": "AUC = 1 − ℓrank = 1 − {rank_loss} = {auc}",
        "zh": "AUC = 1 − ℓrank = 1 − {rank_loss} = {auc}",
    },
    "bep_label": {"en": "Break-even point (BEP)", "zh": "平衡点 (BEP)"},
    "bep_at": {"en": "BEP {value} at threshold {threshold}", "zh": "BEP 为 {value}，对应阈值 {threshold}"},
    "youden_label": {"en": "Youden J = max(TPR − FPR)", "zh": "约登指数 J = max(TPR − FPR)"},
    "youden_at": {"en": "J = {j} at threshold {threshold} (TPR {tpr}, FPR {fpr})",
                  "zh": "J = {j}，对应阈值 {threshold}（真正例率 {tpr}，假正例率 {fpr}）"},
    "roc_table_header": {"en": "Every threshold", "zh": "每个阈值"},
    "roc_table_caption": {
        "en": "One row per distinct score: predicted positive when score ≥ that threshold. The "
              "highlighted row is the current threshold; each row is a point of both curves.",
        "zh": "每个不同的预测值一行：预测值 ≥ 该阈值时预测为正例。高亮行为当前阈值；每一行都是两条曲线上的"
              "一个点。",
    },
    "roc_table_recall": {"en": "R (recall)", "zh": "查全率 R"},
    "roc_below_diagonal": {
        "en": "AUC = {auc} < 0.5: the ROC curve lies below the diagonal, so the scores rank "
              "negatives above positives more often than not. If the score predicts the other "
              "class (say P(y = 1) while the positive class is 0; here it is {positive}), choose "
              "that class as positive in the sidebar; otherwise the model ranks worse than chance.",
        "zh": "AUC = {auc} < 0.5：ROC 曲线位于对角线下方，即预测值把反例排在正例之前的情况多于相反情况。"
              "如果预测值预测的是另一个类别（例如预测值为 P(y = 1) 而正类为 0；当前正类为 {positive}），"
              "请在侧边栏把那个类别设为正类；否则说明模型的排序比随机猜测还差。",
    },
    "pr_step_note": {
        "en": "The P-R curve is drawn as what average precision integrates, AP = Σ (Rₙ − Rₙ₋₁)·Pₙ: "
              "each threshold's precision holds over the recall it adds (no interpolation), down "
              "to recall 0 at the first positive's precision. Thresholds that add no recall, and "
              "the conventional point (R = 0, P = 1), add no area and are not drawn.",
        "zh": "P-R 曲线画的是平均查准率所积分的面积 AP = Σ (Rₙ − Rₙ₋₁)·Pₙ：每个阈值的查准率覆盖它"
              "新增的查全率区间（不做插值），一直延伸到查全率 0 处，高度为第一个正例处的查准率。"
              "不增加查全率的阈值以及约定的端点（R = 0，P = 1）不增加面积，因而不画出。",
    },
    "curve_points_note": {
        "en": "Curves drawn with {shown} of {total} points (shape kept within 0.002).",
        "zh": "曲线以 {total} 个点中的 {shown} 个绘制（形状误差不超过 0.002）。",
    },
}
