"""The column names each role is detected by, in every task (English and Chinese, normalized as
:func:`evalcore.io.columns.normalize_name` compares them), in one place: the loaders, the engines,
the comparison's detection and the dashboard's column choices all read them here."""

LABEL_NAMES = (
    "y_true", "label", "labels", "target", "actual", "class", "truth", "ground_truth", "gt", "y",
    "true", "y_test", "真实标记", "真实标签", "标签", "标记", "类别", "真实类别", "真实值",
)
"""Names detected as the true label column, in order of preference."""

SCORE_NAMES = (
    "score", "y_score", "scores", "prob", "proba", "probability", "y_prob", "y_proba",
    "y_pred_proba", "pred_proba", "predict_proba", "predicted_proba", "predicted_probability",
    "pred_prob", "pred_score", "prediction", "predictions", "pred", "y_pred",
    "预测得分", "得分", "分数", "概率", "预测概率", "预测值", "预测",
)
"""Names detected as the score column (higher = more likely positive); a file with two of them
asks which (:func:`~evalcore.io.columns.detect_model_column`)."""

WEIGHT_NAMES = (
    "weight", "weights", "sample_weight", "sample_weights", "count", "counts",
    "权重", "样本权重", "计数",
)
"""Names detected as the sample-weight column, in order of preference."""

FOLD_NAMES = (
    "fold", "fold_id", "cv_fold", "folds", "fold_idx", "fold_index", "kfold", "k_fold",
    "折", "折号", "折编号", "交叉验证折",
)
"""Names detected as the cross-validation fold column (out-of-fold predictions), in order."""

REPEAT_NAMES = (
    "repeat", "repeat_id", "repetition", "rep", "cv_repeat", "重复", "重复次数", "轮次",
)
"""Names detected as the repeat column of p × k-fold cross-validation, in order."""

POSITIVES_NAMES = ("positives", "n_positives", "pos", "n_pos", "num_pos", "正例", "正例数")
"""Count columns of positives in an aggregated file (score, positives, negatives)."""

NEGATIVES_NAMES = ("negatives", "n_negatives", "neg", "n_neg", "num_neg", "反例", "反例数")
"""Count columns of negatives in an aggregated file."""

COUNT_NAMES = ("count", "counts", "计数")
"""Weight columns that hold counts of rows: the file is then aggregated (counts, not weights)."""

TRUE_NAMES = (
    "y_true", "true", "actual", "target", "label", "y", "observed", "ground_truth", "y_test",
    "真实值", "实际值", "真实标记", "目标值", "标签", "观测值",
)
"""Names detected as regression's true values."""

PRED_NAMES = (
    "y_pred", "pred", "prediction", "predicted", "forecast", "yhat", "y_hat", "estimate",
    "预测值", "预测", "预测结果", "估计值",
)
"""Names detected as regression's predicted values (predicted labels: :data:`PRED_LABEL_NAMES`)."""

PRED_LABEL_NAMES = (
    "y_pred", "pred", "prediction", "predicted", "predicted_label", "pred_label", "y_hat",
    "预测", "预测类别", "预测标记", "预测标签",
)
"""Names detected as multiclass' predicted-label column (true labels: :data:`LABEL_NAMES`)."""

QUERY_NAMES = (
    "query_id", "qid", "query", "queryid", "topic", "topic_id", "group", "group_id", "session_id",
    "查询", "查询id", "查询编号", "问题", "问题id",
)
"""Names detected as a ranking's query id."""

DOC_NAMES = (
    "doc_id", "docid", "docno", "doc", "document", "document_id", "item", "item_id", "passage_id",
    "文档", "文档id", "文档编号", "文档名",
)
"""Names detected as a ranking's (optional) document id."""

RELEVANCE_NAMES = (
    "relevance", "rel", "relevance_grade", "grade", "judgment", "judgement", "qrel", "label",
    "y_true", "gain", "相关性", "相关性等级", "相关度", "相关等级", "真实标记", "标签",
)
"""Names detected as a ranking's graded relevance (integer ≥ 0)."""

ID_NAMES = ("id", "sample_id", "row_id", "uid", "key", "样本编号", "编号", "序号", "样本")
"""Names detected as the comparison's sample-id column, in order of preference."""

SEGMENT_NAMES = (
    "segment", "group", "region", "channel", "segment_id", "group_id", "cohort", "subgroup",
    "分组", "分群", "组别", "区域", "地区", "渠道", "客群",
)
"""Names detected as the segment column (measures by segment), in order of preference."""
