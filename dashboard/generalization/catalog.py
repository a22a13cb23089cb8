"""Text of the generalization page (glossary: 泛化误差, 训练误差, 测试误差, 过拟合, 欠拟合,
交叉验证, 模型选择)."""

MESSAGES = {
    "page_generalization": {"en": "Generalization", "zh": "泛化与模型选择"},
    "generalization_title": {"en": "Generalization and model selection",
                             "zh": "泛化能力与模型选择"},
    "generalization_poly_header": {"en": "Polynomial fit of degree M",
                                   "zh": "M 次多项式函数拟合"},
    "generalization_poly_intro": {
        "en": "N noisy training samples of sin(2πx) are fitted by least squares with a polynomial "
              "f(x) = ω₀ + ω₁x + ω₂x² + … (degree M); {test} test samples from the same "
              "distribution "
              "estimate the generalization error. k-fold cross-validation on the training "
              "samples alone picks M.",
        "zh": "对 sin(2πx) 的 N 个带噪声训练样本，用最小二乘法拟合 M 次多项式 "
              "f(x) = ω₀ + ω₁x + ω₂x² + …（M 次）；来自同一分布的 {test} 个测试样本用来估计泛化"
              "误差。只用训练样本做 k 折交叉验证来选择 M。",
    },
    "generalization_degree": {"en": "Degree M", "zh": "多项式阶数 M"},
    "generalization_n_train": {"en": "Training samples N", "zh": "训练样本数 N"},
    "generalization_noise": {"en": "Noise σ", "zh": "噪声标准差 σ"},
    "generalization_seed": {"en": "Seed", "zh": "随机种子"},
    "generalization_folds": {"en": "CV folds k", "zh": "交叉验证折数 k"},
    "generalization_train_mse": {"en": "Training MSE at M = {degree}",
                                 "zh": "M = {degree} 时的训练误差（MSE）"},
    "generalization_test_mse": {"en": "Test MSE at M = {degree}",
                                "zh": "M = {degree} 时的测试误差（MSE）"},
    "generalization_chosen_degree": {"en": "M chosen by {folds}-fold CV",
                                     "zh": "{folds} 折交叉验证选出的 M"},
    "generalization_chosen_degree_help": {
        "en": "The degree with the smallest cross-validation MSE (the smallest degree on ties); "
              "the test samples play no part in the choice.",
        "zh": "交叉验证均方误差最小的阶数（相同时取较小的阶数）；测试样本不参与选择。",
    },
    "generalization_best_test_degree": {"en": "M with the smallest test MSE",
                                        "zh": "测试误差最小的 M"},
    "generalization_training_points": {"en": "training samples", "zh": "训练样本"},
    "generalization_test_points": {"en": "test samples", "zh": "测试样本"},
    "generalization_truth": {"en": "sin(2πx)", "zh": "sin(2πx)"},
    "generalization_fit": {"en": "fitted polynomial, M = {degree}",
                           "zh": "拟合的 M 次多项式，M = {degree}"},
    "generalization_train_curve": {"en": "training MSE", "zh": "训练误差（MSE）"},
    "generalization_train_zero": {"en": "training MSE = 0 (bottom edge)",
                                  "zh": "训练误差 = 0（画在底边）"},
    "generalization_test_curve": {"en": "test MSE", "zh": "测试误差（MSE）"},
    "generalization_cv_curve": {"en": "{folds}-fold CV MSE", "zh": "{folds} 折交叉验证 MSE"},
    "generalization_current_degree": {"en": "current M", "zh": "当前 M"},
    "generalization_chosen_marker": {"en": "chosen by CV", "zh": "交叉验证选出"},
    "generalization_mse_axis": {"en": "MSE (log scale)", "zh": "均方误差（对数坐标）"},
    "generalization_lesson": {
        "en": "Machine Learning §2.1 (empirical error and over-fitting): as the model "
              "complexity M grows, the training error falls, even to "
              "0, while the test error first falls and then rises. A small M underfits (欠拟合), a "
              "large M overfits (过拟合): it learns the training samples' noise as if every sample "
              "had it. M is a hyperparameter; choosing it is model selection, done here by "
              "cross-validation on the training set.",
        "zh": "《机器学习》§2.1 经验误差与过拟合：随着模型复杂度（多项式阶数 M）的增加，模型的训练误差逐渐减小，"
              "甚至趋于 0；但测试误差先减小，后增加。M 太小会欠拟合，M 太大会过拟合：把训练样本"
              "自身的噪声当作所有样本都具有的一般性质。M 是多项式拟合的超参数，确定 M 的过程就是"
              "模型选择的过程，这里在训练集上用交叉验证完成。",
    },
    "generalization_knn_header": {"en": "K nearest neighbours on three classes",
                                  "zh": "三分类问题上的 K 近邻"},
    "generalization_knn_intro": {
        "en": "Three overlapping classes in two dimensions, split 70 % / 30 % (stratified) into "
              "training and test samples. K is a parameter to tune (Machine Learning §2.2.4, "
              "parameter tuning and the final model), chosen here by 5-fold cross-validation on "
              "the training set: K = 1 fits every training sample, a large K "
              "smooths the regions.",
        "zh": "二维平面上三个相互重叠的类别，按 70% / 30% 分层划分为训练样本和测试样本。近邻数 K "
              "是需要调节的参数（《机器学习》§2.2.4 调参与最终模型），这里在训练集上用 5 折交叉验证"
              "选择：K = 1 完全拟合每个训练样本，K 较大时"
              "决策区域更平滑。",
    },
    "generalization_k": {"en": "Neighbours K", "zh": "近邻数 K"},
    "generalization_samples": {"en": "Samples", "zh": "样本数"},
    "generalization_spread": {"en": "Class spread (standard deviation)",
                              "zh": "类别分散程度（标准差）"},
    "generalization_train_accuracy": {"en": "Training accuracy at K = {k}",
                                      "zh": "K = {k} 时的训练精度"},
    "generalization_cv_accuracy": {"en": "5-fold CV accuracy at K = {k}",
                                   "zh": "K = {k} 时的 5 折交叉验证精度"},
    "generalization_test_accuracy": {"en": "Test accuracy at K = {k}",
                                     "zh": "K = {k} 时的测试精度"},
    "generalization_chosen_k": {"en": "K chosen by 5-fold CV", "zh": "5 折交叉验证选出的 K"},
    "generalization_chosen_k_help": {
        "en": "The K with the highest cross-validation accuracy (the smallest K on ties).",
        "zh": "交叉验证精度最高的 K（相同时取较小的 K）。",
    },
    "generalization_class": {"en": "{label} class", "zh": "{label}类"},
    "generalization_test_class": {"en": "test, {label} class", "zh": "测试样本，{label}类"},
    "generalization_class_blue": {"en": "blue", "zh": "蓝色"},
    "generalization_class_orange": {"en": "orange", "zh": "橙色"},
    "generalization_class_green": {"en": "green", "zh": "绿色"},
    "generalization_region_x": {"en": "x₁", "zh": "x₁"},
    "generalization_region_y": {"en": "x₂", "zh": "x₂"},
    "generalization_train_accuracy_curve": {"en": "training accuracy", "zh": "训练精度"},
    "generalization_cv_accuracy_curve": {"en": "5-fold CV accuracy", "zh": "5 折交叉验证精度"},
    "generalization_test_accuracy_curve": {"en": "test accuracy", "zh": "测试精度"},
    "generalization_current_k": {"en": "current K", "zh": "当前 K"},
    "generalization_accuracy_axis": {"en": "accuracy", "zh": "精度"},
    "generalization_knn_lesson": {
        "en": "Training accuracy is highest at K = 1 (each sample is its own neighbour) and "
              "says little about new data; the cross-validation accuracy estimates it from the "
              "training set alone, and the test accuracy checks the choice afterwards.",
        "zh": "K = 1 时训练精度最高（每个样本就是它自己的近邻），但这几乎不能说明在新数据上的表现；"
              "交叉验证精度只用训练集估计泛化性能，测试精度在选定 K 之后再检验这一选择。",
    },
}
