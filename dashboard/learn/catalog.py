"""Text of the Learn page's views 1 and 2: the ROC curve built step by step and ℓrank as pairs
(glossary: 真正例率 TPR, 假正例率 FPR, 查准率 P, 查全率 R, 排序损失 ℓrank, 阈值, 正例 / 反例, m⁺ / m⁻)."""

MESSAGES = {
    "page_learn": {"en": "ROC & AUC step by step", "zh": "ROC 与 AUC 逐步讲解"},
    "learn_title": {"en": "Learn: ROC, AUC, ℓrank", "zh": "学习：ROC、AUC 与 ℓrank"},
    "learn_view_label": {"en": "View", "zh": "视图"},
    "learn_view_steps": {"en": "ROC step by step", "zh": "逐步绘制 ROC"},
    "learn_view_pairs": {"en": "ℓrank as pairs", "zh": "ℓrank 与正反例对"},
    "learn_view_simulator": {"en": "Score distributions", "zh": "预测值分布模拟"},
    "learn_needs_binary": {
        "en": "This view needs binary data: a label column with two classes (or a positive class "
              "chosen against the rest) and one score column. The data loaded is multiclass: "
              "choose a binary example, or set the task to binary in the sidebar.",
        "zh": "此视图需要二分类数据：一个含两个类别的标记列（或选定一个正类、其余为反类）和一个"
              "预测值列。当前数据为多分类：请选择二分类示例，或在侧边栏将任务设为二分类。",
    },
    # view 1: controls
    "learn_play": {"en": "Play", "zh": "播放"},
    "learn_pause": {"en": "Pause", "zh": "暂停"},
    "learn_options_help": {
        "en": "Options: animation speed, the left figure (sorted samples or score histogram), "
              "and for a large file the strip's sample size and seed.",
        "zh": "选项：动画速度、左图（排序后的样例或预测值直方图），以及大文件时样例条的抽样数量和种子。",
    },
    "learn_speed": {"en": "Speed", "zh": "速度"},
    "learn_speed_value": {"en": "{speed}/s", "zh": "{speed} 步/秒"},
    "learn_left_label": {"en": "Left figure", "zh": "左图"},
    "learn_left_samples": {"en": "Sorted samples", "zh": "排序后的样例"},
    "learn_left_histogram": {"en": "Score histogram", "zh": "预测值直方图"},
    "learn_strip_size": {"en": "Samples shown", "zh": "显示的样例数"},
    "learn_strip_seed": {"en": "Sample seed", "zh": "抽样种子"},
    "learn_strip_large": {
        "en": "{n} samples: each step lowers the threshold to the next distinct score; the strip "
              "shows a random sample stratified by class.",
        "zh": "共 {n} 个样例：每一步把阈值降到下一个不同的预测值；左图显示按类别分层的随机样本。",
    },
    "learn_first_help": {"en": "Back to the start (0, 0)", "zh": "回到起点 (0, 0)"},
    "learn_back_help": {"en": "One step back", "zh": "后退一步"},
    "learn_forward_help": {"en": "One step forward: lower the threshold to the next score",
                           "zh": "前进一步：把阈值降到下一个预测值"},
    "learn_last_help": {"en": "To the end (1, 1)", "zh": "到终点 (1, 1)"},
    "learn_step_label": {"en": "Step", "zh": "步骤"},
    "learn_step_counter": {"en": "{step} / {steps}", "zh": "{step} / {steps}"},
    "learn_keys_help": {
        "en": "ROC step by step: ← → step, Home / End to the start / end, Space plays or pauses.",
        "zh": "逐步绘制 ROC：← → 逐步，Home / End 回到起点 / 到终点，空格键播放或暂停。",
    },
    "learn_step_help": {
        "en": "Step 0 predicts every sample negative; step k lowers the threshold to the k-th "
              "highest distinct score.",
        "zh": "第 0 步把所有样例预测为反例；第 k 步把阈值降到第 k 大的不同预测值。",
    },
    "learn_use_threshold": {"en": "Use this threshold", "zh": "使用此阈值"},
    "learn_use_threshold_help": {
        "en": "Move the shared threshold to this step's: the Confusion, ROC / PR and Cost Curve "
              "pages then show the same counts.",
        "zh": "把共享阈值设为本步的阈值：混淆矩阵、ROC / PR 和代价曲线页面随之显示相同的计数。",
    },
    "learn_threshold_shared": {"en": "the other pages use this threshold",
                               "zh": "其他页面正使用此阈值"},
    "learn_move_start": {
        "en": "Step 0 of {steps}: the threshold is above every score, every sample is predicted "
              "negative: the point (0, 0).",
        "zh": "第 0 步（共 {steps} 步）：阈值高于所有预测值，所有样例预测为反例：点 (0, 0)。",
    },
    "learn_move_up": {
        "en": "Step {step} of {steps}: threshold {threshold}, {positives:positive|positives} at "
              "this score → up {positives}/m⁺ (m⁺ = {m_pos}).",
        "zh": "第 {step} 步（共 {steps} 步）：阈值 {threshold}，该预测值有 {positives} 个正例 → "
              "向上 {positives}/m⁺（m⁺ = {m_pos}）。",
    },
    "learn_move_right": {
        "en": "Step {step} of {steps}: threshold {threshold}, {negatives:negative|negatives} at "
              "this score → right {negatives}/m⁻ (m⁻ = {m_neg}).",
        "zh": "第 {step} 步（共 {steps} 步）：阈值 {threshold}，该预测值有 {negatives} 个反例 → "
              "向右 {negatives}/m⁻（m⁻ = {m_neg}）。",
    },
    "learn_move_diagonal": {
        "en": "Step {step} of {steps}: threshold {threshold}, {positives:positive|positives} and "
              "{negatives:negative|negatives} tied at this score → a diagonal: up "
              "{positives}/m⁺ (m⁺ = {m_pos}) and right {negatives}/m⁻ (m⁻ = {m_neg}).",
        "zh": "第 {step} 步（共 {steps} 步）：阈值 {threshold}，{positives} 个正例与 {negatives} "
              "个反例预测值相同 → 沿对角线：向上 {positives}/m⁺（m⁺ = {m_pos}），向右 "
              "{negatives}/m⁻（m⁻ = {m_neg}）。",
    },
    # view 1: counts and figures
    "learn_tp": {"en": "TP", "zh": "真正例 TP"},
    "learn_fp": {"en": "FP", "zh": "假正例 FP"},
    "learn_tpr": {"en": "TPR", "zh": "真正例率 TPR"},
    "learn_fpr": {"en": "FPR", "zh": "假正例率 FPR"},
    "learn_precision": {"en": "Precision P", "zh": "查准率 P"},
    "learn_recall": {"en": "Recall R", "zh": "查全率 R"},
    "learn_area": {"en": "Area so far", "zh": "累计面积"},
    "learn_histogram_title": {"en": "Scores by true class", "zh": "按真实类别的预测值"},
    "learn_strip_title": {"en": "The {n} samples by score", "zh": "{n} 个样例按预测值排序"},
    "learn_strip_sample_title": {"en": "{shown} of {n} samples by score (seed {seed})",
                                 "zh": "{n} 个样例中的 {shown} 个，按预测值排序（种子 {seed}）"},
    "learn_current_samples": {"en": "At the threshold", "zh": "位于阈值处"},
    "learn_rank_axis": {"en": "Rank by score", "zh": "预测值排名"},
    "learn_sample_word": {"en": "Sample", "zh": "样例"},
    "learn_whole_curve": {"en": "Whole curve", "zh": "完整曲线"},
    "learn_path_so_far": {"en": "Path so far", "zh": "已绘制的路径"},
    "learn_current_point": {"en": "This step", "zh": "本步"},
    "learn_area_name": {"en": "Trapezoids", "zh": "梯形"},
    "learn_latest_trapezoid": {"en": "Added by this step", "zh": "本步新增"},
    "learn_roc_title": {"en": "ROC so far: area {area}", "zh": "ROC（累计面积 {area}）"},
    "learn_pr_title": {"en": "P-R so far", "zh": "P-R（已绘制）"},
    "learn_area_none": {
        "en": "Area so far: 0 (no step to the right yet: moves up add no area).",
        "zh": "累计面积：0（尚未向右移动：向上移动不增加面积）。",
    },
    "learn_area_terms": {
        "en": "Area so far = Σ ½·(x₂ − x₁)·(y₁ + y₂) = {terms} = **{total}**",
        "zh": "累计面积 = Σ ½·(x₂ − x₁)·(y₁ + y₂) = {terms} = **{total}**",
    },
    "learn_area_many": {
        "en": "Area so far = the sum of {count} trapezoids ½·(x₂ − x₁)·(y₁ + y₂) = **{total}**",
        "zh": "累计面积 = {count} 个梯形面积 ½·(x₂ − x₁)·(y₁ + y₂) 之和 = **{total}**",
    },
    "learn_figures_caption": {
        "en": "Grey: the whole curve; dark: the path so far; shaded: the trapezoids under it "
              "(orange: the one this step added); orange dot: this step.",
        "zh": "灰线：完整曲线；深色：已绘制的路径；阴影：路径下的梯形（橙色为本步新增）；"
              "橙点：本步。",
    },
    "learn_area_is_auc": {"en": "the whole area is AUC = {auc}.",
                          "zh": "全部面积即 AUC = {auc}。"},
    # view 2: pairs
    "learn_m_pos": {"en": "Positives m⁺", "zh": "正例数 m⁺"},
    "learn_m_neg": {"en": "Negatives m⁻", "zh": "反例数 m⁻"},
    "learn_pairs": {"en": "Pairs m⁺m⁻", "zh": "正反例对 m⁺m⁻"},
    "learn_correct": {"en": "Correct", "zh": "排序正确"},
    "learn_losses": {"en": "Rank losses", "zh": "排序错误"},
    "learn_ties": {"en": "Ties", "zh": "预测值相同"},
    "learn_rank_loss_formula": {
        "en": "ℓrank = (losses + ½·ties) / (m⁺m⁻) = ({losses} + ½·{ties}) / ({m_pos}·{m_neg})"
              "{fraction} = **{rank_loss}**",
        "zh": "ℓrank = (排序错误 + ½·预测值相同) / (m⁺m⁻) = ({losses} + ½·{ties}) / "
              "({m_pos}·{m_neg}){fraction} = **{rank_loss}**",
    },
    "learn_auc_formula": {
        "en": "AUC = 1 − ℓrank = 1 − {rank_loss} = **{auc}**, the area summed step by step "
              "(view 1): {area}",
        "zh": "AUC = 1 − ℓrank = 1 − {rank_loss} = **{auc}**，等于逐步绘制 ROC 时累计的面积"
              "（视图 1）：{area}",
    },
    "learn_pairs_unweighted": {
        "en": "The grid counts every pair once: the file's sample weights are left out here, so "
              "ℓrank may differ from the weighted area.",
        "zh": "网格中每一对只计一次：此处不使用文件中的样本权重，因此 ℓrank 可能与加权面积不同。",
    },
    "learn_pairs_blocks": {
        "en": "Too many pairs to draw one by one: {rows} × {cols} blocks, each coloured by its "
              "share of correct pairs; hover shows its exact counts.",
        "zh": "正反例对太多，无法逐一绘制：分为 {rows} × {cols} 个区块，颜色表示区块中排序正确的"
              "比例；悬停显示精确计数。",
    },
    "learn_pair_correct": {"en": "Correct (0)", "zh": "排序正确 (0)"},
    "learn_pair_loss": {"en": "Rank loss (1)", "zh": "排序错误 (1)"},
    "learn_pair_tie": {"en": "Tie (½)", "zh": "预测值相同 (½)"},
    "learn_pairs_x": {"en": "Negatives (m⁻ = {m_neg}), score descending",
                      "zh": "反例（m⁻ = {m_neg}），预测值从高到低 →"},
    "learn_pairs_y": {"en": "Positives (m⁺ = {m_pos}), score descending ↑",
                      "zh": "正例（m⁺ = {m_pos}），预测值从高到低 ↑"},
    "learn_pairs_title": {"en": "Every (positive, negative) pair", "zh": "所有（正例，反例）对"},
    "learn_pair_hover": {
        "en": "positive #%{{customdata[0]}} (score %{{customdata[1]:.6g}})<br>negative "
              "#%{{customdata[2]}} (score %{{customdata[3]:.6g}})<br>penalty %{{customdata[4]}}",
        "zh": "正例 #%{{customdata[0]}}（预测值 %{{customdata[1]:.6g}}）<br>反例 "
              "#%{{customdata[2]}}（预测值 %{{customdata[3]:.6g}}）<br>罚分 %{{customdata[4]}}",
    },
    "learn_block_hover": {
        "en": "positives ranked %{{customdata[0]}}–%{{customdata[1]}} × negatives ranked "
              "%{{customdata[2]}}–%{{customdata[3]}}<br>correct %{{customdata[4]}}, rank losses "
              "%{{customdata[5]}}, ties %{{customdata[6]}}",
        "zh": "排名 %{{customdata[0]}}–%{{customdata[1]}} 的正例 × 排名 %{{customdata[2]}}–"
              "%{{customdata[3]}} 的反例<br>排序正确 %{{customdata[4]}}，排序错误 %{{customdata[5]}}，"
              "预测值相同 %{{customdata[6]}}",
    },
    "learn_pairs_caption": {
        "en": "Each cell is one pair: green when the positive scores higher (penalty 0), red when "
              "the negative does (a rank loss, 1), yellow when they tie (½). ℓrank is the mean "
              "penalty over all m⁺m⁻ pairs. The red cells in a positive's row, divided by m⁻, "
              "are the FPR where the ROC path moves up for it.",
        "zh": "每个格子是一对样例：正例预测值更高为绿色（罚分 0），反例预测值更高为红色（排序错误，"
              "罚分 1），预测值相同为黄色（罚分 ½）。ℓrank 是全部 m⁺m⁻ 对的平均罚分。某个正例所在行"
              "的红格数除以 m⁻，就是 ROC 路径为它向上移动时的假正例率。",
    },
}
