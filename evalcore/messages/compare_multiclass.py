"""Messages of the multiclass comparison (:mod:`evalcore.compare.multiclass`), en + zh."""

MESSAGES = {
    "compare_multiclass_pred_cols_two": {
        "en": "Give exactly two different predicted-label columns to compare (neither the true "
        "label column {label}), got: {columns}.",
        "zh": "请给出恰好两个不同的预测类别列进行比较（且都不是真实类别列 {label}），当前为："
        "{columns}。",
    },
}
