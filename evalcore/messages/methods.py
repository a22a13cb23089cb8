"""Messages of the evaluation-method lab (resampling, polynomial degree, KNN's K)."""

MESSAGES = {
    "methods_loo_too_large": {
        "en": "Leave-one-out trains one model per sample: {samples} models here. It is offered on "
              "data of at most {limit} samples (iris); choose iris, or k-fold cross-validation.",
        "zh": "留一法为每个样本训练一个模型：此处需训练 {samples} 个模型。留一法仅用于不超过 "
              "{limit} 个样本的数据（鸢尾花）；请选择鸢尾花数据集，或改用 k 折交叉验证法。",
    },
    "methods_folds_exceed_class": {
        "en": "Stratified {folds}-fold cross-validation needs at least {folds} samples of every "
              "class, but the smallest class has {smallest}. Choose fewer folds.",
        "zh": "分层 {folds} 折交叉验证要求每个类别至少有 {folds} 个样本，但最小的类别只有 "
              "{smallest} 个。请减少折数。",
    },
    "methods_folds_exceed_samples": {
        "en": "{folds}-fold cross-validation needs at least {folds} training samples, but there "
              "are {samples}. Choose more samples or fewer folds.",
        "zh": "{folds} 折交叉验证至少需要 {folds} 个训练样本，但只有 {samples} 个。"
              "请增加样本数或减少折数。",
    },
    "methods_k_exceeds_train": {
        "en": "K up to {k} needs at least {k} training samples in every cross-validation fold, "
              "but a fold trains on {samples}. Choose more samples.",
        "zh": "K 最大为 {k}，要求交叉验证每折的训练集至少有 {k} 个样本，但一折只有 {samples} 个"
              "训练样本。请增加样本数。",
    },
}
