"""Text of the Cost Curve page (glossary: 代价曲线, 正例概率代价, 归一化代价, 期望总体代价,
代价敏感错误率, 代价矩阵)."""

MESSAGES = {
    "cost_title": {"en": "Cost curve", "zh": "代价曲线"},
    "cost_multiclass_scores": {
        "en": "Multiclass data ({classes} classes): a cost curve needs two classes, so choose one "
              "class; it is the positive class and every other class is negative, ranked by "
              "that class's score column.",
        "zh": "多分类数据（{classes} 个类别）：代价曲线需要两个类别，请选择一个类别作为正类，"
              "其余所有类别为反类，按该类别的预测值列排序。",
    },
    "cost_multiclass_hard": {
        "en": "Multiclass data ({classes} classes) without per-class scores: choose one class "
              "(positive, every other class negative). With predicted labels only, the class has "
              "a single operating point, so its cost curve has one line besides the trivial "
              "classifiers.",
        "zh": "多分类数据（{classes} 个类别），没有各类别的预测值：请选择一个类别作为正类，"
              "其余所有类别为反类。只有预测类别时，该类别只有一个工作点，因此其代价曲线"
              "除平凡分类器外只有一条代价直线。",
    },
    "cost_multiclass_no_class": {
        "en": "No class has samples both in it and outside it, so no cost curve can be drawn.",
        "zh": "没有任何类别同时拥有属于该类和不属于该类的样本，因此无法绘制代价曲线。",
    },
    "cost_class_help": {
        "en": "Only classes that occur as true labels, beside other classes, can be chosen.",
        "zh": "只能选择作为真实标记出现、且另有其他类别样本的类别。",
    },
    "cost_intro": {
        "en": "Every threshold is a line from (0, FPR) to (1, FNR): its normalized expected cost "
              "at each probability cost PC(+). The cost curve is their lower envelope, including "
              "the trivial classifiers; its area is the expected total cost over all operating "
              "conditions.",
        "zh": "每个阈值对应一条从 (0, FPR) 到 (1, FNR) 的代价直线，表示它在各正例概率代价 PC(+) "
              "下的归一化代价。代价曲线是所有代价直线（包括平凡分类器）的下包络，"
              "其下的面积即所有条件下的期望总体代价。",
    },
    "cost_matrix_caption": {
        "en": "Cost matrix: correct predictions cost 0; a false negative costs C(−|+), a false "
              "positive C(+|−). PC(+) = p·C(−|+) / (p·C(−|+) + (1 − p)·C(+|−)).",
        "zh": "代价矩阵：预测正确的代价为 0；假反例的代价为 C(−|+)，假正例的代价为 C(+|−)。"
              "PC(+) = p·C(−|+) / (p·C(−|+) + (1 − p)·C(+|−))。",
    },
    "cost_fn_label": {"en": "C(−|+): cost of a false negative", "zh": "C(−|+)：假反例的代价"},
    "cost_fp_label": {"en": "C(+|−): cost of a false positive", "zh": "C(+|−)：假正例的代价"},
    "cost_prior_label": {"en": "p(+): prior of the positive class", "zh": "p(+)：正类先验概率"},
    "cost_prior_help": {
        "en": "Starts at the data's (weighted) share of positives, {share}.",
        "zh": "初始值为数据中正例（加权）所占的比例 {share}。",
    },
    "cost_exact": {"en": "{name} (exact)", "zh": "{name}（精确值）"},
    "cost_pc_metric": {"en": "Probability cost PC(+)", "zh": "正例概率代价 PC(+)"},
    "cost_best_metric": {"en": "Best normalized cost", "zh": "最小归一化代价"},
    "cost_area_metric": {"en": "Expected total cost (area)", "zh": "期望总体代价（面积）"},
    "cost_cse_help": {
        "en": "(C(−|+)·FN + C(+|−)·FP) / m on this data at the current threshold (weighted when "
              "the data has weights).",
        "zh": "当前阈值下在本数据上的 (C(−|+)·FN + C(+|−)·FP) / m（有样本权重时加权）。",
    },
    "cost_best_at": {
        "en": "Cost-optimal threshold at PC(+) = {pc}: {threshold} (FPR {fpr}, TPR {tpr}).",
        "zh": "PC(+) = {pc} 时代价最优的阈值：{threshold}（FPR {fpr}，TPR {tpr}）。",
    },
    "cost_use_button": {"en": "Use this threshold", "zh": "使用此阈值"},
    "cost_use_help": {
        "en": "Set the shared threshold to the cost-optimal one; the Confusion and ROC / PR pages "
              "follow.",
        "zh": "把共享阈值设为代价最优的阈值；混淆矩阵和 ROC / P-R 页面随之更新。",
    },
}
