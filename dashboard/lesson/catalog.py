"""Text of lesson mode: each screen's title and caption (the textbook's terms, chapter 2 of Zhou
Zhihua's Machine Learning; glossary: 阈值, 混淆矩阵, 查准率, 查全率, 平衡点, 排序损失, 代价曲线,
留出法, k 折交叉验证, 留一法, 自助法, 过拟合), and its navigation."""

MESSAGES = {
    "page_lesson": {"en": "Lesson: chapter 2 step by step", "zh": "课堂：第 2 章逐屏讲解"},
    "lesson_back": {"en": "Back · PgUp", "zh": "上一屏 · PgUp"},
    "lesson_next": {"en": "Next · PgDn", "zh": "下一屏 · PgDn"},
    "lesson_keys_help": {"en": "PageDown / PageUp (a presentation clicker's keys) turn the screen "
                               "whatever has the focus; ← → move only the slider or demo you have "
                               "chosen, and stop at its end.",
                         "zh": "PageDown / PageUp（演示翻页器的按键）随时翻屏；← → 只操作选中的滑块或演示，"
                               "到头即停。"},
    "lesson_keys_hint": {"en": "PageDown / PageUp: next / previous screen · ← →: the chosen "
                               "slider or demo",
                         "zh": "PageDown / PageUp：下一屏 / 上一屏 · ← →：操作选中的滑块或演示"},
    "lesson_needs_binary": {
        "en": "This screen needs two-class data: choose a binary example or file in the sidebar.",
        "zh": "本屏需要二分类数据：请在侧边栏选择二分类示例或文件。"},
    # 1
    "lesson_title_threshold": {"en": "A threshold makes the confusion matrix",
                               "zh": "阈值决定混淆矩阵"},
    "lesson_caption_threshold": {
        "en": "A learner gives each sample a score; samples scoring at or above the threshold "
              "are predicted positive. Comparing the prediction with the truth fills the four "
              "cells TP, FP, TN, FN of the confusion matrix (§2.3.2).",
        "zh": "学习器为每个样本给出一个预测值；预测值不低于阈值的样本预测为正例。把预测结果与真实标记对照，"
              "得到混淆矩阵的四格：真正例 TP、假正例 FP、真反例 TN、假反例 FN（§2.3.2）。"},
    # 2
    "lesson_title_precision": {"en": "Precision P, recall R and the break-even point",
                               "zh": "查准率 P、查全率 R 与平衡点"},
    "lesson_caption_precision": {
        "en": "P = TP / (TP + FP) and R = TP / (TP + FN). Lowering the threshold raises R and "
              "usually lowers P; the break-even point (BEP) is where P = R (§2.3.2).",
        "zh": "P = TP / (TP + FP)，R = TP / (TP + FN)。降低阈值使 R 升高、P 通常下降；"
              "P = R 处即平衡点 BEP（§2.3.2）。"},
    # 3
    "lesson_title_steps": {"en": "The ROC curve, one sample at a time", "zh": "逐个样本画出 ROC 曲线"},
    "lesson_caption_steps": {
        "en": "Sort the samples by score and lower the threshold past each one: a positive moves "
              "the point up by 1/m⁺, a negative right by 1/m⁻. The trapezoids under the path sum "
              "to AUC (§2.3.3).",
        "zh": "按预测值排序，把阈值依次降过每个样本：遇正例向上走 1/m⁺，遇反例向右走 1/m⁻。"
              "路径下各梯形面积之和即 AUC（§2.3.3）。"},
    # 4
    "lesson_title_histogram": {"en": "Sliding the threshold from 1 to 0 draws the ROC",
                               "zh": "阈值从 1 滑到 0，画出 ROC"},
    "lesson_caption_histogram": {
        "en": "10 000 scores in ten bins: positives up, negatives down. Right of the threshold "
              "are TP and FP, left are FN and TN; each position of the threshold gives one point "
              "(FPR, TPR) of the ROC curve (§2.3.3).",
        "zh": "10000 个预测值分为十个区间：正例向上、反例向下。阈值右侧是 TP 与 FP，左侧是 FN 与 TN；"
              "阈值每停一处，就得到 ROC 曲线上的一个点（FPR，TPR）（§2.3.3）。"},
    "lesson_hist_threshold": {"en": "Threshold (slid from 1 to 0)", "zh": "阈值（从 1 滑到 0）"},
    "lesson_hist_y": {"en": "Count (↑ pos., ↓ neg.)", "zh": "个数（↑正例 ↓反例）"},
    "lesson_hist_bin": {"en": "scores", "zh": "预测值区间"},
    "lesson_hist_frame": {
        "en": "Threshold {threshold}: TP {tp}, FP {fp}, TN {tn}, FN {fn} · ROC so far: "
              "{points} of 11 points",
        "zh": "阈值 {threshold}：TP {tp}，FP {fp}，TN {tn}，FN {fn} · 已画出 ROC 的 11 个点中的 "
              "{points} 个"},
    "lesson_hist_play": {"en": "▶ Play from 1 to 0", "zh": "▶ 从 1 播放到 0"},
    "lesson_hist_pause": {"en": "❚❚ Pause", "zh": "❚❚ 暂停"},
    "lesson_hist_counts": {
        "en": "At threshold {threshold}: TP {tp}, FP {fp}, TN {tn}, FN {fn}; "
              "TPR = {tp}/{m_pos} = {tpr}, FPR = {fp}/{m_neg} = {fpr}.",
        "zh": "阈值 {threshold} 时：TP {tp}，FP {fp}，TN {tn}，FN {fn}；"
              "TPR = {tp}/{m_pos} = {tpr}，FPR = {fp}/{m_neg} = {fpr}。"},
    # 5
    "lesson_title_pairs": {"en": "AUC = 1 − ℓrank: the pairs above the curve",
                           "zh": "AUC = 1 − ℓrank：曲线上方的样本对"},
    "lesson_caption_pairs": {
        "en": "Every (positive, negative) pair is one cell of 1/(m⁺m⁻). A pair whose negative "
              "scores higher is a rank loss; these cells fill exactly the area above the ROC "
              "curve, so AUC = 1 − ℓrank (formulas 2.21 and 2.22).",
        "zh": "每一对（正例，反例）是面积 1/(m⁺m⁻) 的一格。反例预测值更高的对计为排序损失；"
              "这些格子恰好铺满 ROC 曲线上方的面积，所以 AUC = 1 − ℓrank（式 2.21、式 2.22）。"},
    "lesson_pairs_auc": {"en": "AUC = 1 − ℓrank = 1 − {rank_loss} = **{auc}** (formula 2.22)",
                         "zh": "AUC = 1 − ℓrank = 1 − {rank_loss} = **{auc}**（式 2.22）"},
    "lesson_pairs_sample": {"en": "Highlight a sample", "zh": "高亮一个样本"},
    "lesson_title_learners": {"en": "Two learners: A's ROC encloses B's",
                              "zh": "两个学习器：A 的 ROC 包住 B 的"},
    "lesson_caption_learners": {
        "en": "The book's learners A and B rank the same ten samples (five positive). If one "
              "learner's ROC curve encloses the other's, it is the better one; if the curves "
              "cross, compare their areas (AUC = 1 − ℓrank).",
        "zh": "书中的学习器 A 和 B 对同样 10 个样例排序（5 个正例）。若一个学习器的 ROC 曲线"
              "完全“包住”另一个的，则前者更优；若两条曲线交叉，则比较曲线下面积"
              "（AUC = 1 − ℓrank）。"},
    "lesson_learner": {"en": "Learner {name}", "zh": "学习器 {name}"},
    "lesson_learner_auc": {"en": "{name} (AUC {auc})", "zh": "{name}（AUC {auc}）"},
    "lesson_learner_column": {"en": "Learner", "zh": "学习器"},
    "lesson_learners_encloses": {
        "en": "Learner {better}'s ROC curve encloses learner {worse}'s: **{better} is better "
              "than {worse}**.",
        "zh": "学习器 {better} 的 ROC 曲线包住学习器 {worse} 的：**{better} 优于 {worse}**。"},
    "lesson_learners_cross": {"en": "The curves cross: neither learner is better everywhere; "
                                    "compare their AUCs.",
                              "zh": "两条曲线交叉：哪个学习器都不是处处更优，比较二者的 AUC。"},
    "lesson_learners_equal": {"en": "The two curves are the same.", "zh": "两条曲线相同。"},
    "lesson_title_tests": {"en": "Is A really better than B? A test decides",
                           "zh": "A 真的比 B 好吗？用假设检验判断"},
    "lesson_caption_tests": {
        "en": "Logistic regression (A) and a decision tree (B) on the same 10 folds of the breast "
              "cancer data (§2.4). The paired t-test compares the two error rates fold by fold; "
              "McNemar's test counts the samples only one of them gets right.",
        "zh": "对数几率回归（A）与决策树（B）在乳腺癌数据的同样 10 折上（§2.4）。成对 t 检验逐折"
              "比较两者的错误率；McNemar 检验只看恰有一个学习器分类正确的样本。"},
    "lesson_tests_name_a": {"en": "A: logistic regression", "zh": "A：对数几率回归"},
    "lesson_tests_name_b": {"en": "B: decision tree", "zh": "B：决策树"},
    "lesson_tests_fold_axis": {"en": "Fold", "zh": "折"},
    "lesson_tests_error_axis": {"en": "Test error rate", "zh": "测试错误率"},
    "lesson_tests_figure_title": {"en": "Error rate on each fold", "zh": "每折的错误率"},
    "lesson_tests_ttest": {
        "en": "**Paired t-test** on the 10 fold error rates: t = {t}, {df} degrees of freedom, "
              "p = {p}.",
        "zh": "**成对 t 检验**（10 折错误率之差）：t = {t}，自由度 {df}，p = {p}。"},
    "lesson_tests_mcnemar_chi2": {
        "en": "**McNemar's test**: χ² = (|e₀₁ − e₁₀| − 1)² / (e₀₁ + e₁₀) = {statistic}, "
              "p = {p}.",
        "zh": "**McNemar 检验**：χ² = (|e₀₁ − e₁₀| − 1)² / (e₀₁ + e₁₀) = {statistic}，p = {p}。"},
    "lesson_tests_mcnemar_exact": {
        "en": "**McNemar's test** (exact, few samples differ): p = {p}.",
        "zh": "**McNemar 检验**（不一致的样本少，用精确检验）：p = {p}。"},
    "lesson_tests_reject": {"en": "At α = {alpha} the two learners differ.",
                            "zh": "在 α = {alpha} 下，两个学习器的性能有显著差别。"},
    "lesson_tests_keep": {"en": "At α = {alpha} no difference is shown.",
                          "zh": "在 α = {alpha} 下，看不出两个学习器的性能有差别。"},
    "lesson_tests_undefined": {"en": "The test is undefined here.",
                               "zh": "此处检验无定义。"},
    "lesson_title_quiz_roc": {"en": "Check your understanding: ROC and AUC",
                              "zh": "检查理解：ROC 与 AUC"},
    "lesson_caption_quiz_roc": {"en": "Click an option or press its number.",
                                "zh": "点击一个选项，或按它的数字键。"},
    "lesson_title_quiz_bep": {"en": "Check your understanding: the break-even point",
                              "zh": "检查理解：平衡点 BEP"},
    "lesson_caption_quiz_bep": {"en": "Click an option or press its number.",
                                "zh": "点击一个选项，或按它的数字键。"},
    "lesson_title_quiz_variance": {"en": "Check your understanding: evaluation methods",
                                   "zh": "检查理解：评估方法"},
    "lesson_caption_quiz_variance": {"en": "Click an option or press its number.",
                                     "zh": "点击一个选项，或按它的数字键。"},
    "lesson_title_quiz_select": {"en": "Check your understanding: choosing a model",
                                 "zh": "检查理解：模型选择"},
    "lesson_caption_quiz_select": {"en": "Click an option or press its number.",
                                   "zh": "点击一个选项，或按它的数字键。"},
    "lesson_quiz_how": {"en": "Each option's explanation shows once you answer.",
                        "zh": "作答后显示每个选项的解释。"},
    "lesson_quiz_right": {"en": "**Right**: {answer}.", "zh": "**答对了**：{answer}。"},
    "lesson_quiz_wrong": {"en": "**Not quite**: the answer is {answer}.",
                          "zh": "**不对**：答案是 {answer}。"},
    "lesson_quiz_line": {"en": "{mark} {option}: {why}", "zh": "{mark} {option}：{why}"},
    "lesson_quiz_roc_prompt": {
        "en": "Five ROC curves on the book's ten samples. Which one has AUC = {auc}?",
        "zh": "书中 10 个样例上的五条 ROC 曲线。哪一条的 AUC = {auc}？"},
    "lesson_quiz_roc_perfect": {
        "en": "every positive ranked above every negative: AUC = {auc}.",
        "zh": "所有正例都排在所有反例之前：AUC = {auc}。"},
    "lesson_quiz_roc_a": {"en": "learner A: 9 of 25 pairs lost, AUC = {auc}.",
                          "zh": "学习器 A：25 对中错序 9 对，AUC = {auc}。"},
    "lesson_quiz_roc_tied": {
        "en": "every sample has the same score: each pair counts ½, AUC = {auc}.",
        "zh": "所有样例的预测值相同：每对记 ½，AUC = {auc}。"},
    "lesson_quiz_roc_b": {
        "en": "learner B: 17 of 25 pairs lost, AUC = {auc}, below the diagonal.",
        "zh": "学习器 B：25 对中错序 17 对，AUC = {auc}，在对角线之下。"},
    "lesson_quiz_roc_reversed": {
        "en": "every negative ranked above every positive: AUC = {auc}.",
        "zh": "所有反例都排在所有正例之前：AUC = {auc}。"},
    "lesson_quiz_bep_prompt": {
        "en": "Learner A (N P P P N N P P N N, scores 0.95 … 0.05): at which threshold is "
              "precision equal to recall (the break-even point)?",
        "zh": "学习器 A（反正正正反反正正反反，预测值 0.95 … 0.05）：阈值取多少时查准率等于"
              "查全率（平衡点 BEP）？"},
    "lesson_quiz_bep_yes": {"en": "P = {p}, R = {r}: equal, the BEP.",
                            "zh": "P = {p}，R = {r}：相等，即平衡点。"},
    "lesson_quiz_bep_no": {"en": "P = {p}, R = {r}: not equal.",
                           "zh": "P = {p}，R = {r}：不相等。"},
    "lesson_quiz_variance_prompt": {
        "en": "Which method's estimate changes most from one random split of D to the next?",
        "zh": "哪种方法的估计值随数据集 D 的随机划分变化最大？"},
    "lesson_quiz_variance_holdout": {
        "en": "one split, one test set: the estimate rests on a single random division.",
        "zh": "只划分一次、只有一个测试集：估计值取决于这一次随机划分。"},
    "lesson_quiz_variance_kfold": {
        "en": "every sample is tested once; the mean of k errors varies less.",
        "zh": "每个样本都被测试一次；k 个误差的均值变化较小。"},
    "lesson_quiz_variance_repeated": {
        "en": "p different k-fold divisions averaged: less still.",
        "zh": "对 p 次不同的 k 折划分再取平均：变化更小。"},
    "lesson_quiz_variance_loo": {
        "en": "there is only one way to leave one out: no random split at all.",
        "zh": "留一法的划分方式唯一：完全不受随机划分影响。"},
    "lesson_quiz_select_prompt": {
        "en": "Training error falls as the degree M grows. By which error should M be chosen?",
        "zh": "训练误差随阶数 M 增大而下降。应当依据哪种误差选择 M？"},
    "lesson_quiz_select_train_option": {"en": "training error", "zh": "训练误差"},
    "lesson_quiz_select_test_option": {"en": "test error", "zh": "测试误差"},
    "lesson_quiz_select_cv_option": {"en": "validation (cross-validation) error",
                                     "zh": "验证集（交叉验证）误差"},
    "lesson_quiz_select_largest_option": {"en": "always the largest M",
                                          "zh": "总是取最大的 M"},
    "lesson_quiz_select_train": {"en": "it keeps falling as the model overfits.",
                                 "zh": "模型过拟合时它仍在下降。"},
    "lesson_quiz_select_test": {
        "en": "the test set estimates the chosen model's error; choosing by it spends it.",
        "zh": "测试集用来估计选定模型的泛化误差；用它来选择，它就不再是独立的估计。"},
    "lesson_quiz_select_cv": {
        "en": "split the training data into training and validation sets (§2.2.4).",
        "zh": "把训练数据再划分为训练集和验证集，依据验证集上的性能选择（§2.2.4）。"},
    "lesson_quiz_select_largest": {"en": "a large M fits the noise: overfitting.",
                                   "zh": "M 过大会拟合噪声：过拟合。"},
    "lesson_title_validation": {"en": "The validation set: choose K without the test set",
                                "zh": "验证集：不用测试集来选择 K"},
    "lesson_caption_validation": {
        "en": "The training data is split again: the models are fitted on one part and compared "
              "on the other, the validation set. The chosen K is refitted on all the training "
              "data; the test set is used once, to estimate its error (§2.2.4).",
        "zh": "把训练数据再划分为训练集和验证集：在训练集上训练、在验证集上比较各个 K，选出的 K "
              "再用全部训练数据训练；测试集只用一次，用来估计它的泛化性能（§2.2.4）。"},
    "lesson_validation_fit": {"en": "training", "zh": "训练集"},
    "lesson_validation_set": {"en": "validation", "zh": "验证集"},
    "lesson_validation_test": {"en": "test", "zh": "测试集"},
    "lesson_validation_split": {"en": "The samples of D", "zh": "数据集 D 的样本"},
    "lesson_validation_curve": {"en": "Validation accuracy for each K",
                                "zh": "各个 K 在验证集上的精度"},
    "lesson_validation_chosen": {"en": "K = {k}", "zh": "K = {k}"},
    "lesson_validation_accuracy": {"en": "accuracy", "zh": "精度"},
    "lesson_validation_result": {
        "en": "The validation set chooses **K = {k}** (validation accuracy {validation}). "
              "Refitted on all the training data, it scores **{test}** on the test set: the "
              "estimate of its generalization, measured once, after the choice.",
        "zh": "验证集选出 **K = {k}**（验证集精度 {validation}）。用全部训练数据重新训练后，"
              "它在测试集上的精度为 **{test}**：这是在选择之后只测一次的泛化性能估计。"},
    "lesson_tests_a_right": {"en": "A right", "zh": "A 正确"},
    "lesson_tests_a_wrong": {"en": "A wrong", "zh": "A 错误"},
    "lesson_tests_b_right": {"en": "B right", "zh": "B 正确"},
    "lesson_tests_b_wrong": {"en": "B wrong", "zh": "B 错误"},
    "lesson_pairs_none": {"en": "none", "zh": "无"},
    "lesson_pairs_pos": {"en": "positive, score {score}", "zh": "正例，预测值 {score}"},
    "lesson_pairs_neg": {"en": "negative, score {score}", "zh": "反例，预测值 {score}"},
    "lesson_pairs_above": {"en": "Area above the curve = ℓrank", "zh": "曲线上方面积 = ℓrank"},
    "lesson_pairs_highlight": {"en": "Its step and its pairs", "zh": "该样本的一步及其样本对"},
    "lesson_pairs_roc_title": {"en": "ROC, area above shaded", "zh": "ROC（上方面积着色）"},
    "lesson_pairs_grid_title": {"en": "Pairs on the same square", "zh": "同一方格上的样本对"},
    "lesson_pairs_neg_axis": {"en": "Negatives, score descending → (1/m⁻ each)",
                              "zh": "反例，预测值从高到低 →（每列 1/m⁻）"},
    "lesson_pairs_pos_axis": {"en": "Positives, score descending ↑ (1/m⁺ each)",
                              "zh": "正例，预测值从高到低 ↑（每行 1/m⁺）"},
    "lesson_pairs_blocks": {"en": "Large classes: each cell is a block of pairs, shaded by its "
                                  "share of rank losses.",
                            "zh": "类别较大：每格是一组样本对，按其中排序损失的比例着色。"},
    # 6
    "lesson_title_prevalence": {
        "en": "Fewer positives: the theoretical ROC stays, the P-R curve falls",
        "zh": "正例变少：理论 ROC 不变，P-R 曲线下降"},
    "lesson_caption_prevalence": {
        "en": "The same two score distributions at a smaller share of positives. TPR and FPR "
              "are rates within each class, so the theoretical ROC curve (dashed) stays; "
              "precision mixes the classes, so the P-R curve falls (§2.3.3). The solid curves "
              "are one finite sample's: with few positives its ROC wanders around the theory.",
        "zh": "两类的预测值分布不变，只减少正例所占比例。TPR 与 FPR 都是各类内部的比率，理论 ROC 曲线"
              "（虚线）不变；查准率混合了两类，P-R 曲线随之下降（§2.3.3）。实线来自一个有限样本：正例很少时，"
              "它的 ROC 曲线会在理论曲线附近波动。"},
    "lesson_prevalence_sample": {
        "en": "This sample: {n} samples, m⁺ = {pos} positives, m⁻ = {neg} negatives; its ROC's "
              "AUC {auc} against the theory's {theory}.",
        "zh": "本样本：{n} 个样本，正例 m⁺ = {pos} 个，反例 m⁻ = {neg} 个；样本 ROC 的 AUC 为 {auc}，"
              "理论值为 {theory}。"},
    # 7
    "lesson_title_cost": {"en": "Unequal costs: the cost curve", "zh": "非均等代价：代价曲线"},
    "lesson_caption_cost": {
        "en": "Each ROC point is a line on the cost plane; their lower envelope is the cost "
              "curve, and the area under it is the expected total cost. Change the costs and "
              "the prior to see which threshold is best (§2.3.4).",
        "zh": "ROC 曲线上每一点对应代价平面上的一条线段，所有线段的下界围成代价曲线，其下面积即期望总体代价。"
              "改变代价与先验，看哪个阈值最优（§2.3.4）。"},
    # 8
    "lesson_title_holdout": {"en": "Hold-out: one split of D into S and T",
                             "zh": "留出法：把 D 划分为 S 和 T"},
    "lesson_caption_holdout": {
        "en": "Train on S, measure the test error on T. One split gives one estimate and no "
              "spread; the textbook repeats random splits and averages them (§2.2.1).",
        "zh": "在 S 上训练，在 T 上计算测试误差。一次划分只给出一个估计、没有离散程度；"
              "教材建议多次随机划分后取平均（§2.2.1）。"},
    "lesson_holdout_row": {"en": "the split", "zh": "本次划分"},
    # 9
    "lesson_title_kfold": {"en": "k-fold cross-validation: μ ± σ",
                           "zh": "k 折交叉验证：μ ± σ"},
    "lesson_caption_kfold": {
        "en": "D is cut into k folds of similar size (stratified); each fold is the test set "
              "once. The k test errors give the mean μ and their spread σ (§2.2.2).",
        "zh": "把 D 分层划分为 k 个大小相近的子集，每个子集轮流作测试集。k 个测试误差给出均值 μ 与"
              "标准差 σ（§2.2.2）。"},
    # 10
    "lesson_title_loo": {"en": "Leave-one-out: k = m", "zh": "留一法：k = m"},
    "lesson_caption_loo": {
        "en": "The limit of k-fold: each sample is the test set once, so there is no random "
              "split. It is close to training on all of D, at the price of m models (§2.2.2).",
        "zh": "k 折交叉验证的极限：每个样本单独作一次测试集，不受随机划分影响。"
              "结果接近用全部 D 训练，代价是训练 m 个模型（§2.2.2）。"},
    "lesson_loo_small": {"en": "Iris (150 samples): leave-one-out trains 150 models.",
                         "zh": "鸢尾花数据（150 个样本）：留一法训练 150 个模型。"},
    # 11
    "lesson_title_bootstrap": {"en": "Bootstrap: about 36.8 % never drawn",
                               "zh": "自助法：约 36.8 % 的样本从未被抽到"},
    "lesson_caption_bootstrap": {
        "en": "Draw m samples from D with replacement. A sample is never drawn with probability "
              "(1 − 1/m)ᵐ → 1/e ≈ 0.368; those samples form the test set (out-of-bag "
              "estimate, §2.2.3).",
        "zh": "从 D 中有放回地抽取 m 次。某样本始终不被抽到的概率为 (1 − 1/m)ᵐ → 1/e ≈ 0.368；"
              "这些样本用作测试集（包外估计，§2.2.3）。"},
    # 12
    "lesson_title_degree": {"en": "Over-fitting: the degree M", "zh": "过拟合：多项式阶数 M"},
    "lesson_caption_degree": {
        "en": "A higher degree M lowers the training error, but beyond some M the test error "
              "rises again: the model has learned the noise. Cross-validation finds the M with "
              "the lowest estimated generalization error (§2.1).",
        "zh": "阶数 M 越高训练误差越低，但超过某个 M 后测试误差又上升：模型学到了噪声，即过拟合。"
              "交叉验证可找出估计泛化误差最小的 M（§2.1）。"},
    # 13
    "lesson_title_knn": {"en": "Choosing KNN's K by cross-validation",
                         "zh": "用交叉验证选择 KNN 的 K"},
    "lesson_caption_knn": {
        "en": "K = 1 fits the training set perfectly and over-fits; a very large K under-fits. "
              "5-fold cross-validation estimates the accuracy at every K and picks the best "
              "(§2.2, model selection).",
        "zh": "K = 1 完全拟合训练集而过拟合；K 过大则欠拟合。5 折交叉验证估计每个 K 的精度并选出最好的"
              "（§2.2，模型选择）。"},
}
