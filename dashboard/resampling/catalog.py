"""Text of the resampling lab (glossary: 留出法, k 折交叉验证, 留一法, 自助法, 泛化误差, 测试误差,
分层采样, 包外估计)."""

MESSAGES = {
    "page_resampling": {"en": "Resampling lab", "zh": "重采样实验"},
    "resampling_title": {"en": "Resampling lab: how an estimate is obtained",
                         "zh": "重采样实验：评估结果是如何得到的"},
    "resampling_intro": {
        "en": "Estimate a model's generalization error on classic small data sets by "
              "hold-out, k-fold cross-validation (once or p times), leave-one-out or the "
              "bootstrap, as Zhou Zhihua's Machine Learning defines them (chapter 2, §2.2 "
              "Evaluation methods). Each split trains the model on the training set and measures "
              "the test error on the test set.",
        "zh": "在经典的小数据集上，用留出法、k 折交叉验证（单次或重复 p 次）、留一法或"
              "自助法估计模型的泛化误差（《机器学习》第 2 章 §2.2 评估方法）。每次都在训练集上训练模型、"
              "在测试集上计算测试误差。",
    },
    "resampling_dataset": {"en": "Dataset", "zh": "数据集"},
    "resampling_dataset_breast_cancer": {"en": "Breast cancer (569, 2 classes)",
                                         "zh": "乳腺癌（569，2 类）"},
    "resampling_dataset_iris": {"en": "Iris (150, 3 classes)", "zh": "鸢尾花（150，3 类）"},
    "resampling_dataset_digits": {"en": "Digits (1,797, 10 classes)",
                                  "zh": "手写数字（1797，10 类）"},
    "resampling_dataset_diabetes": {"en": "Diabetes (442, regression)",
                                    "zh": "糖尿病（442，回归）"},
    "resampling_dataset_help": {
        "en": "Classic small data sets (number of samples, task).",
        "zh": "经典的小数据集（样本数，任务）。",
    },
    "resampling_model": {"en": "Model", "zh": "模型"},
    "resampling_model_linear": {"en": "Logistic regression (linear regression on diabetes)",
                                "zh": "对数几率回归（糖尿病数据上为线性回归）"},
    "resampling_model_knn": {"en": "K nearest neighbours", "zh": "K 近邻"},
    "resampling_model_tree": {"en": "Decision tree", "zh": "决策树"},
    "resampling_scaled": {
        "en": "The features were standardised first (fitted on each training set only, then "
              "applied to its test set): this model depends on the features' scales.",
        "zh": "特征先经过标准化（只在每个训练集上拟合，再用于其测试集）：该模型依赖特征的尺度。",
    },
    "resampling_unscaled": {
        "en": "The features were used as they are: a decision tree's splits do not depend on the "
              "features' scales.",
        "zh": "特征不作变换：决策树的划分不依赖特征的尺度。",
    },
    "resampling_k_neighbors": {"en": "Neighbours K", "zh": "近邻数 K"},
    "resampling_depth": {"en": "Tree depth d", "zh": "树深度 d"},
    "resampling_method": {"en": "Method", "zh": "评估方法"},
    "resampling_method_holdout": {"en": "Hold-out", "zh": "留出法"},
    "resampling_method_kfold": {"en": "k-fold cross-validation", "zh": "k 折交叉验证"},
    "resampling_method_repeated": {"en": "p × k-fold cross-validation",
                                   "zh": "p 次 k 折交叉验证"},
    "resampling_method_loo": {"en": "Leave-one-out", "zh": "留一法"},
    "resampling_method_bootstrap": {"en": "Bootstrap (out-of-bag)", "zh": "自助法（包外估计）"},
    "resampling_test_size": {"en": "Test share", "zh": "测试集比例"},
    "resampling_stratified": {"en": "Stratified", "zh": "分层采样"},
    "resampling_stratified_help": {
        "en": "Stratified sampling keeps every class's share in the training and the test set.",
        "zh": "分层采样使训练集和测试集中各类别的比例与原数据集保持一致。",
    },
    "resampling_stratified_regression": {
        "en": "Diabetes is a regression dataset: the splits are random, not stratified.",
        "zh": "糖尿病数据是回归数据：随机划分，不做分层采样。",
    },
    "resampling_seed": {"en": "Seed", "zh": "随机种子"},
    "resampling_folds": {"en": "Folds k", "zh": "折数 k"},
    "resampling_repeats": {"en": "Repetitions p", "zh": "重复次数 p"},
    "resampling_rounds": {"en": "Bootstrap rounds", "zh": "自助采样轮数"},
    "resampling_measure_error_rate": {"en": "error rate", "zh": "错误率"},
    "resampling_measure_mse": {"en": "MSE", "zh": "均方误差"},
    "resampling_mean": {"en": "Estimate μ ({measure})", "zh": "估计值 μ（{measure}）"},
    "resampling_std": {"en": "σ over the folds", "zh": "各折的标准差 σ"},
    "resampling_std_help": {
        "en": "σ = √(Σ (xᵢ − μ)² / K) over the K folds' estimates; the sample standard "
              "deviation (dividing by K − 1) is in the caption.",
        "zh": "σ = √(Σ (xᵢ − μ)² / K)，对 K 折的估计值计算；样本标准差（除以 K − 1）"
              "见下方说明。",
    },
    "resampling_std_bootstrap": {"en": "σ over the B rounds",
                                 "zh": "B 轮自助采样间的标准差 σ"},
    "resampling_std_bootstrap_help": {
        "en": "σ = √(Σ (xᵢ − μ)² / B) over the out-of-bag estimates of the B bootstrap rounds; "
              "the sample standard deviation (dividing by B − 1) is in the caption.",
        "zh": "σ = √(Σ (xᵢ − μ)² / B)，对 B 轮自助采样的包外估计值计算；样本标准差（除以 "
              "B − 1）见下方说明。",
    },
    "resampling_std_single_help": {
        "en": "One hold-out split gives one estimate, which has no spread: σ needs several splits "
              "(k-fold, the bootstrap, or the spread over seeds below).",
        "zh": "单次留出法只得到一个估计值，没有离散程度可言：σ 需要多次划分（k 折交叉验证、"
              "自助法，或下方不同随机种子下的分布）。",
    },
    "resampling_splits": {"en": "Splits (models trained)", "zh": "划分次数（训练的模型数）"},
    "resampling_splits_folds": {"en": "Folds (models trained)", "zh": "折数（训练的模型数）"},
    "resampling_splits_rounds": {"en": "Rounds (models trained)", "zh": "轮数（训练的模型数）"},
    "resampling_unit_splits": {"en": "splits", "zh": "次划分"},
    "resampling_unit_folds": {"en": "folds", "zh": "折"},
    "resampling_unit_rounds": {"en": "rounds", "zh": "轮"},
    "resampling_oob_share": {"en": "Mean out-of-bag share", "zh": "平均包外样本比例"},
    "resampling_result": {
        "en": "{method}: {measure} = {mean} ± {std} over {splits} {unit} (sample "
              "standard deviation {std_sample}).",
        "zh": "{method}：{measure} = {mean} ± {std}，共 {splits} {unit}（样本标准差 "
              "{std_sample}）。",
    },
    "resampling_result_single": {
        "en": "{method}: {measure} = {mean} from one split (one estimate: no σ).",
        "zh": "{method}：{measure} = {mean}，来自一次划分（只有一个估计值，没有 σ）。",
    },
    "resampling_running": {"en": "Training {splits:model|models} …",
                           "zh": "正在训练 {splits} 个模型……"},
    "resampling_last_good": {
        "en": "Showing the last settings that worked.",
        "zh": "下面显示的是上一次可用设置的结果。",
    },
    "resampling_split_header": {"en": "The split", "zh": "数据集的划分"},
    "resampling_split_holdout": {
        "en": "The data set D is split once into a training set S and a test set T (S ∪ T = D, "
              "S ∩ T = ∅). Stratified, every class keeps its share, like the example of Machine "
              "Learning §2.2.1 (hold-out): 500 positives and 500 negatives → 350/350 for training and 150/150 for testing.",
        "zh": "数据集 D 被一次性划分为训练集 S 和测试集 T（S ∪ T = D，S ∩ T = ∅）。分层采样时每个"
              "类别保持原有比例，如《机器学习》§2.2.1 留出法的例子：500 个正例、500 个反例 → 训练集 350/350，"
              "测试集 150/150。",
    },
    "resampling_split_kfold": {
        "en": "D is split into k disjoint folds of similar size; each fold is the test set once "
              "and the other k − 1 folds train the model. Every sample is tested exactly once.",
        "zh": "D 被划分为 k 个大小相似的互斥子集；每个子集轮流作为测试集，其余 k − 1 个子集的并集"
              "作为训练集。每个样本恰好被测试一次。",
    },
    "resampling_split_repeated": {
        "en": "k-fold cross-validation repeated p times with different random splits; the "
              "estimate is the mean of all p × k test errors (e.g. “10 times 10-fold”).",
        "zh": "用不同的随机划分重复 p 次 k 折交叉验证，估计值是全部 p × k 个测试结果的均值"
              "（如“10 次 10 折交叉验证”）。",
    },
    "resampling_split_loo": {
        "en": "Leave-one-out is k-fold with k = m: each sample alone is the test set once. It "
              "does not depend on a random split, but trains m models.",
        "zh": "留一法是 k = m 的 k 折交叉验证：每个样本单独作为一次测试集。它不受随机划分的影响，"
              "但需要训练 m 个模型。",
    },
    "resampling_split_bootstrap": {
        "en": "Each round draws m samples from D with replacement (D', the training set); the "
              "samples never drawn, D \\ D', are the test set. About 36.8 % of D is out of bag.",
        "zh": "每轮从 D 中有放回地抽取 m 个样本得到 D'（训练集）；从未被抽到的样本 D \\ D' 作为"
              "测试集。约 36.8% 的样本在包外。",
    },
    "resampling_col_set": {"en": "set", "zh": "集合"},
    "resampling_col_split": {"en": "split", "zh": "划分"},
    "resampling_col_repeat": {"en": "repetition", "zh": "重复轮次"},
    "resampling_col_train": {"en": "train: {label}", "zh": "训练集：{label}"},
    "resampling_col_test": {"en": "test: {label}", "zh": "测试集：{label}"},
    "resampling_col_train_size": {"en": "training samples", "zh": "训练样本数"},
    "resampling_col_test_size": {"en": "test samples", "zh": "测试样本数"},
    "resampling_col_distinct": {"en": "distinct in D'", "zh": "D' 中不同样本数"},
    "resampling_col_oob_share": {"en": "out-of-bag share", "zh": "包外样本比例"},
    "resampling_col_estimate": {"en": "test {measure}", "zh": "测试{measure}"},
    "resampling_col_total": {"en": "total", "zh": "合计"},
    "resampling_row_data": {"en": "D (all)", "zh": "D（全部）"},
    "resampling_row_train": {"en": "S (training)", "zh": "S（训练集）"},
    "resampling_row_test": {"en": "T (test)", "zh": "T（测试集）"},
    "resampling_loo_summary": {
        "en": "{wrong} of {samples} samples are predicted wrong when left out.",
        "zh": "{samples} 个样本中有 {wrong} 个在被留出时预测错误。",
    },
    "resampling_estimates_header_holdout": {"en": "Each hold-out split's estimate",
                                            "zh": "每次留出的估计值"},
    "resampling_estimates_header_kfold": {"en": "Each fold's estimate", "zh": "每折的估计值"},
    "resampling_estimates_header_repeated": {"en": "Each fold's estimate",
                                             "zh": "每折的估计值"},
    "resampling_estimates_header_loo": {"en": "Each left-out sample's estimate",
                                        "zh": "每个留出样本的估计值"},
    "resampling_estimates_header_bootstrap": {"en": "Each round's estimate",
                                              "zh": "每轮的估计值"},
    "resampling_split_axis": {"en": "split", "zh": "划分"},
    "resampling_split_bar": {"en": "test error of the split", "zh": "该次划分的测试误差"},
    "resampling_split_axis_folds": {"en": "fold", "zh": "折"},
    "resampling_split_bar_folds": {"en": "test error of the fold", "zh": "该折的测试误差"},
    "resampling_split_axis_rounds": {"en": "round", "zh": "轮"},
    "resampling_split_bar_rounds": {"en": "out-of-bag error of the round",
                                    "zh": "该轮的包外误差"},
    "resampling_mean_line": {"en": "μ", "zh": "μ"},
    "resampling_band": {"en": "μ ± σ", "zh": "μ ± σ"},
    "resampling_band_cut": {"en": "μ ± σ within {range}: {low} to {high}",
                            "zh": "μ ± σ（限于 {range}）：{low} 至 {high}"},
    "resampling_band_cut_caption": {
        "en": "The shaded μ ± σ band is cut to the values the {measure} can take ({range}): "
              "here μ ± σ reaches beyond them (leave-one-out's errors are each 0 or 1, so σ "
              "exceeds μ).",
        "zh": "阴影 μ ± σ 区间已截取到{measure}可取的范围 {range} 内：此处 μ ± σ 超出了该范围"
              "（留一法每次的误差为 0 或 1，σ 大于 μ）。"},
    "resampling_spread_header": {"en": "The estimate over many random splits",
                                 "zh": "多次随机划分下估计值的分布"},
    "resampling_spread_intro": {
        "en": "Each method reports one number; run it again with another seed and the number "
              "moves. Below, every method is run with seeds 0, 1, …, with the model and the "
              "settings above: one hold-out split is noisy, a k-fold mean less so, and repeating "
              "k-fold p times (or averaging many bootstrap rounds) steadies it further.",
        "zh": "每种方法都只报告一个数；换一个随机种子再做一次，这个数就会变化。下面用上方的模型和"
              "设置，以种子 0、1、… 运行每种方法：单次留出法的结果波动大，k 折交叉验证的均值较稳，"
              "重复 p 次 k 折（或对多轮自助法取平均）更稳定。",
    },
    "resampling_repetitions": {"en": "Random seeds per method", "zh": "每种方法的随机种子数"},
    "resampling_run_spread": {"en": "Run every method", "zh": "运行所有方法"},
    "resampling_spread_prompt": {
        "en": "Press the button to train every method under each seed ({fits:model|models} in "
              "all, on two cores; p × k-fold reuses k-fold's fits for its first repetition). "
              "{default} seeds by default, so that the answer comes in seconds; more seeds "
              "draw the spread more finely and take longer.",
        "zh": "按下按钮，以每个种子运行每种方法（共训练 {fits} 个模型，"
              "p 次 k 折交叉验证的第一次重复沿用 k 折交叉验证已训练的模型）。默认 {default} "
              "个种子，几秒内即可得到结果；种子越多，分布越细，用时也越长。",
    },
    "resampling_spread_progress": {"en": "every method: seed {done} of {total}",
                                   "zh": "所有方法：第 {done} / {total} 个种子"},
    "resampling_spread_axis": {"en": "estimate ({measure})", "zh": "估计值（{measure}）"},
    "resampling_loo_line": {"en": "leave-one-out (no randomness)", "zh": "留一法（无随机性）"},
    "resampling_col_method": {"en": "method", "zh": "评估方法"},
    "resampling_col_spread_mean": {"en": "mean over seeds", "zh": "各种子的均值"},
    "resampling_col_spread_std": {"en": "σ over seeds", "zh": "各种子间的标准差 σ"},
    "resampling_col_fits": {"en": "models per estimate", "zh": "每个估计训练的模型数"},
    "resampling_oob_header": {"en": "Why about 36.8 % is out of bag",
                              "zh": "为什么约 36.8% 的样本在包外"},
    "resampling_oob_intro": {
        "en": "A sample is missed by each of the m draws with probability 1 − 1/m, so by all of "
              "them with probability (1 − 1/m)ᵐ, which tends to 1/e ≈ 0.368 as m grows. The "
              "points are the share measured over {rounds} bootstrap draws of each size m (their mean); "
              "each bar spans the middle 95 % of the draws (2.5 % to 97.5 % quantile), so it "
              "never goes below 0 as a share cannot.",
        "zh": "每次抽取时某个样本未被抽到的概率是 1 − 1/m，m 次都未被抽到的概率是 (1 − 1/m)ᵐ，"
              "当 m 增大时趋于 1/e ≈ 0.368。图中的点是对每个 m 做 {rounds} 次自助采样测得的"
              "包外样本比例（均值）；误差线覆盖中间 95% 的抽样（2.5% 到 97.5% 分位数），因此不会低于 0，"
              "正如比例不会小于 0。",
    },
    "resampling_oob_theory": {"en": "(1 − 1/m)ᵐ", "zh": "(1 − 1/m)ᵐ"},
    "resampling_oob_measured": {"en": "measured (mean; bar: middle 95 % of draws)",
                                "zh": "实测（均值；误差线：中间 95% 的抽样）"},
    "resampling_oob_limit": {"en": "1/e ≈ 0.368", "zh": "1/e ≈ 0.368"},
    "resampling_oob_this_run": {"en": "this run (m = {m})", "zh": "本次运行（m = {m}）"},
    "resampling_oob_x": {"en": "dataset size m", "zh": "数据集样本数 m"},
    "resampling_oob_y": {"en": "share never drawn", "zh": "未被抽到的比例"},
    "resampling_strips_header": {"en": "Which rows train and which test",
                                 "zh": "哪些样本用于训练、哪些用于测试"},
    "resampling_strips_intro": {
        "en": "One strip per split, one cell per sample; the samples are sorted by class (the "
              "coloured strip on top), so a stratified split shows the same share of test cells "
              "in every class band.",
        "zh": "每折（自助法为每轮）一行，每个样本一格；样本按类别排序（最上方的彩色条），"
              "因此分层采样时每个类别区段中测试样本所占比例相同。",
    },
    "resampling_strips_loo": {
        "en": "Leave-one-out is the limit k = m: {samples} strips, each testing a single sample "
              "(the diagonal).",
        "zh": "留一法是 k = m 的极限情形：{samples} 行，每行只测试一个样本（对角线）。",
    },
    "resampling_strips_train": {"en": "training set", "zh": "训练集"},
    "resampling_strips_test": {"en": "test set", "zh": "测试集"},
    "resampling_strips_oob": {"en": "never drawn (test set)", "zh": "未被抽到（测试集）"},
    "resampling_strips_class_row": {"en": "class", "zh": "类别"},
    "resampling_strips_class": {"en": "class {label}", "zh": "类别 {label}"},
    "resampling_class_setosa": {"en": "setosa", "zh": "山鸢尾"},
    "resampling_class_versicolor": {"en": "versicolor", "zh": "变色鸢尾"},
    "resampling_class_virginica": {"en": "virginica", "zh": "维吉尼亚鸢尾"},
    "resampling_class_malignant": {"en": "malignant", "zh": "恶性"},
    "resampling_class_benign": {"en": "benign", "zh": "良性"},
    "resampling_strips_fold": {"en": "fold {fold}", "zh": "第 {fold} 折"},
    "resampling_strips_repeat_fold": {"en": "rep. {repeat}, fold {fold}",
                                      "zh": "第 {repeat} 次第 {fold} 折"},
    "resampling_strips_round": {"en": "round {fold}", "zh": "第 {fold} 轮"},
    "resampling_strips_x": {"en": "samples (sorted by class)", "zh": "样本（按类别排序）"},
    "resampling_draws_header": {"en": "A bootstrap sample, ball by ball",
                                "zh": "自助采样：一次抽一个球"},
    "resampling_draws_intro": {
        "en": "m numbered balls; each draw takes one at random and puts it back. Press ▶ to "
              "watch the m draws: the number on a ball is how often it was drawn, hollow balls "
              "were never drawn (red once all m draws are done: the out-of-bag set).",
        "zh": "m 个编号的球，每次随机抽出一个再放回。按 ▶ 观看 m 次抽取：球上的数字是它被抽到的"
              "次数，空心球从未被抽到（全部 m 次抽完后标为红色：即包外样本）。",
    },
    "resampling_draws_balls": {"en": "Balls m", "zh": "球数 m"},
    "resampling_draws_title": {
        "en": "draw {draw} of {m}: never drawn {never} of {m} = {share}",
        "zh": "第 {draw} / {m} 次抽取：未被抽到 {never} / {m} = {share}",
    },
    "resampling_draws_drawn": {"en": "drawn (number: times)", "zh": "已抽到（数字：次数）"},
    "resampling_draws_never": {"en": "never drawn", "zh": "未被抽到"},
    "resampling_draws_share": {"en": "share never drawn", "zh": "未被抽到的比例"},
    "resampling_draws_expected": {"en": "(1 − 1/m)ᵐ = {value}", "zh": "(1 − 1/m)ᵐ = {value}"},
    "resampling_draws_x": {"en": "draws so far", "zh": "已抽取次数"},
    "resampling_draws_play": {"en": "▶ play", "zh": "▶ 播放"},
    "resampling_draws_pause": {"en": "❚❚ pause", "zh": "❚❚ 暂停"},
}
