"""Comparison page, multiclass view: its sidebar, the summary and per-class differences, the
difference chart, both confusion matrices, McNemar's test and the bootstrap metrics (en + zh).
``{name}``, ``{a}``, ``{b}`` are model names (escaped by the caller where Markdown)."""

MESSAGES = {
    "compare_multiclass_pred_of": {
        "en": "Model {model}: predicted-label column",
        "zh": "模型 {model}：预测类别列",
    },
    "compare_multiclass_pred_in": {
        "en": "Model {model}: predicted-label column of {name}",
        "zh": "模型 {model}：{name} 中的预测类别列",
    },
    "compare_multiclass_aligned_columns": {
        "en": "Two predicted-label columns of one file",
        "zh": "同一文件中的两个预测类别列",
    },
    "compare_multiclass_loaded": {
        "en": "{rows:sample|samples}, {classes:class|classes} (shared by both models)",
        "zh": "{rows} 个样本，{classes} 个类别（两个模型共用）",
    },
    "compare_multiclass_summary_header": {
        "en": "{classes:class|classes}, {n:sample|samples}: both models side by side",
        "zh": "{classes} 个类别，{n} 个样本：两个模型对比",
    },
    "compare_multiclass_tile": {"en": "{metric}: A − B", "zh": "{metric}：A − B"},
    "compare_multiclass_summary_help": {
        "en": "Higher is better for every measure here. Both models are scored on the same label "
              "set: every true label and every label either model predicts. The difference is "
              "A − B.",
        "zh": "此处各度量均为越大越好。两个模型在同一类别集合上评估：所有真实类别以及任一模型"
              "预测出的类别。差值为 A − B。",
    },
    "compare_multiclass_per_class_header": {
        "en": "Per class: precision, recall and F1 of both models",
        "zh": "逐类别：两个模型的查准率、查全率与 F1",
    },
    "compare_multiclass_of_model": {"en": "{metric} ({model})", "zh": "{metric}（{model}）"},
    "compare_multiclass_per_class_help": {
        "en": "A is {a}, B is {b}. Click a column header to sort. An empty cell is undefined "
              "(0/0): precision of a class the model never predicts, recall and F1 of a class "
              "that never occurs.",
        "zh": "A 为 {a}，B 为 {b}。点击列标题可排序。空白单元格表示无定义（0/0）：模型从未预测的"
              "类别没有查准率，从未出现的类别没有查全率和 F1。",
    },
    "compare_multiclass_bar_metric": {"en": "Difference chart of", "zh": "差值图的度量"},
    "compare_multiclass_bars_help": {
        "en": "One bar per class, A − B: to the right (in {a}'s colour) where {a} is better on "
              "that class, to the left (in {b}'s colour) where {b} is. An undefined difference "
              "has no bar.",
        "zh": "每个类别一根条形，值为 A − B：向右（{a} 的颜色）表示 {a} 在该类别上更好，向左"
              "（{b} 的颜色）表示 {b} 更好。差值无定义的类别没有条形。",
    },
    "compare_multiclass_matrices_header": {
        "en": "Confusion matrices",
        "zh": "混淆矩阵",
    },
    "compare_multiclass_matrix_view": {"en": "Show", "zh": "显示方式"},
    "compare_multiclass_matrix_side_by_side": {"en": "Side by side", "zh": "并排"},
    "compare_multiclass_matrix_difference": {"en": "Difference A − B", "zh": "差值 A − B"},
    "compare_multiclass_matrix_of": {"en": "**{name}**", "zh": "**{name}**"},
    "compare_multiclass_matrix_difference_help": {
        "en": "Each cell is A's count (or row share) minus B's. On the diagonal a positive cell "
              "(blue) means A gets more samples of that class right; off the diagonal a positive "
              "cell means A makes that mistake more often.",
        "zh": "每个单元格为 A 的计数（或行比例）减去 B 的。对角线上为正（蓝色）表示 A 在该类别上"
              "判对的样本更多；非对角线上为正表示 A 更常犯这种错误。",
    },
    "compare_multiclass_cell_hover": {
        "en": "true %{{y}}, predicted %{{x}}: %{{text}}",
        "zh": "真实 %{{y}}，预测 %{{x}}：%{{text}}",
    },
    "compare_multiclass_mcnemar_help": {
        "en": "A model is right on a sample when its predicted class equals the true class; the "
              "test uses only the samples where exactly one model is right.",
        "zh": "模型的预测类别与真实类别相同即为判对；检验只使用恰好一个模型判对的样本。",
    },
    "compare_multiclass_bootstrap_help": {
        "en": "Macro-F1 is the mean of per-class F1 over the shared label set, a 0/0 F1 counted "
              "as 0 (scikit-learn's zero_division=0) in every resample, as on the whole data.",
        "zh": "宏 F1 为共用类别集合上各类别 F1 的平均，每次重采样与全部数据一样，0/0 的 F1 "
              "按 0 计（同 scikit-learn 的 zero_division=0）。",
    },
    "compare_boot_metric_macro_f1": {
        "en": "Macro-F1 (mean of per-class F1)",
        "zh": "宏 F1（各类别 F1 的平均）",
    },
    "compare_boot_metric_accuracy": {"en": "Accuracy", "zh": "精度（准确率）"},
}
