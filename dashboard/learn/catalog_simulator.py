"""Text of the Learn page's distribution simulator (glossary: 正例 / 反例, 阈值, 查准率,
查全率, ROC 曲线, AUC, P-R 曲线, 代价曲线, 正例概率代价, 预测值分布)."""

MESSAGES = {
    "learn_sim_intro": {
        "en": "Draw the scores of negatives and positives from two distributions and move the "
              "prevalence: the ROC curve and AUC stay where they are (they depend on the two "
              "distributions only), while precision, the P-R curve and AP fall as positives get "
              "rare. \"Draw again\" shows how much AUC varies from sample to sample.",
        "zh": "从两个分布中抽取反例和正例的预测值，并改变正例比例：ROC 曲线和 AUC 保持不变"
              "（它们只取决于两个类别的预测值分布），而正例越稀少，查准率、P-R 曲线和 AP 越低。"
              "“重新抽样”展示 AUC 随样本而变化的幅度。",
    },
    "learn_sim_family": {"en": "Score distributions", "zh": "预测值分布"},
    "learn_sim_binormal": {"en": "Binormal", "zh": "双正态"},
    "learn_sim_beta": {"en": "Beta", "zh": "Beta 分布"},
    "learn_sim_negatives_help": {
        "en": "A parameter of the negatives' scores (class 0): binormal N(μ₀, σ₀²), or "
              "Beta(α₀, β₀).",
        "zh": "反例（类别 0）预测值分布的参数：双正态 N(μ₀, σ₀²)，或 Beta(α₀, β₀)。",
    },
    "learn_sim_positives_help": {
        "en": "A parameter of the positives' scores (class 1): binormal N(μ₁, σ₁²), or "
              "Beta(α₁, β₁).",
        "zh": "正例（类别 1）预测值分布的参数：双正态 N(μ₁, σ₁²)，或 Beta(α₁, β₁)。",
    },
    "learn_sim_prevalence": {"en": "Share of positives", "zh": "正例比例"},
    "learn_sim_prevalence_help": {
        "en": "The sample has n × share positives (rounded). 0.1 % is a fraud-detection setting: "
              "the theoretical ROC curve stays the same and precision collapses; the sample's "
              "ROC curve, drawn from only a few positives, wanders around the theory.",
        "zh": "样本中有 n × 比例（取整）个正例。0.1% 相当于欺诈检测：理论 ROC 曲线不变，"
              "查准率大幅下降；样本的 ROC 曲线只由少数正例画出，会在理论曲线附近波动。",
    },
    "learn_sim_n": {"en": "Samples n", "zh": "样本数 n"},
    "learn_sim_seed": {"en": "Seed", "zh": "随机种子"},
    "learn_sim_draw_again": {"en": "Draw again", "zh": "重新抽样"},
    "learn_sim_draw_again_help": {
        "en": "A new sample from the same distributions (the next seed).",
        "zh": "从相同的分布中抽取新样本（下一个随机种子）。",
    },
    "learn_sim_threshold": {"en": "Threshold", "zh": "阈值"},
    "learn_sim_threshold_help": {
        "en": "A sample is predicted positive when its score ≥ the threshold.",
        "zh": "预测值 ≥ 阈值的样本预测为正例。",
    },
    "learn_sim_last_good": {
        "en": "Showing the last sample that could be drawn.",
        "zh": "当前显示的是上一次能够抽取的样本。",
    },
    "learn_sim_negatives": {"en": "Negatives (m⁻ = {count})", "zh": "反例（m⁻ = {count}）"},
    "learn_sim_positives": {"en": "Positives (m⁺ = {count})", "zh": "正例（m⁺ = {count}）"},
    "learn_sim_theory_negatives": {"en": "Negatives, theory", "zh": "反例（理论）"},
    "learn_sim_theory_positives": {"en": "Positives, theory", "zh": "正例（理论）"},
    "learn_sim_density": {"en": "Density (each class: area 1)", "zh": "密度（每个类别面积为 1）"},
    "learn_sim_density_header": {"en": "Score distributions by class",
                                 "zh": "各类别的预测值分布"},
    "learn_sim_theory_roc": {"en": "Theory (AUC {auc})", "zh": "理论曲线（AUC {auc}）"},
    "learn_sim_theory_pr": {"en": "Theory at this share", "zh": "该正例比例下的理论曲线"},
    "learn_sim_cost_caption": {
        "en": "The cost curve at unit costs: PC(+) is the share of positives, {pc}.",
        "zh": "代价相等时的代价曲线：正例概率代价 PC(+) 即正例比例 {pc}。",
    },
    "learn_sim_auc_sample": {"en": "AUC (this sample)", "zh": "AUC（本样本）"},
    "learn_sim_auc_theory": {"en": "AUC (theory)", "zh": "AUC（理论值）"},
    "learn_sim_auc_se": {"en": "Expected SD of AUC", "zh": "AUC 的预期标准差"},
    "learn_sim_auc_se_help": {
        "en": "Hanley & McNeil's standard error of an AUC from m⁺ positives and m⁻ negatives: "
              "how far a new draw's AUC typically lands from the theory. Few positives, a "
              "large spread.",
        "zh": "Hanley 与 McNeil 给出的 AUC 标准误（m⁺ 个正例、m⁻ 个反例）：新样本的 AUC "
              "通常偏离理论值的幅度。正例越少，波动越大。",
    },
    "learn_sim_ap": {"en": "AP (this sample)", "zh": "AP（本样本）"},
    "learn_sim_ap_help": {
        "en": "Average precision, the area under the P-R curve: it depends on the share of "
              "positives ({prevalence}); a random ranking scores about that share.",
        "zh": "平均查准率，即 P-R 曲线下的面积：它取决于正例比例（{prevalence}）；"
              "随机排序的 AP 约等于该比例。",
    },
    "learn_sim_auc_formula": {
        "en": "Binormal AUC = Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)) = Φ(({mu1} − {mu0})/√({sd0}² + {sd1}²)) "
              "= Φ({z}) = {auc}",
        "zh": "双正态 AUC = Φ((μ₁ − μ₀)/√(σ₀² + σ₁²)) = Φ(({mu1} − {mu0})/√({sd0}² + {sd1}²)) "
              "= Φ({z}) = {auc}",
    },
    "learn_sim_auc_beta": {
        "en": "Beta AUC = P(s₁ > s₀) = ∫₀¹ P(s₁ > t) f₀(t) dt = {auc} (numerical integration)",
        "zh": "Beta 分布下 AUC = P(s₁ > s₀) = ∫₀¹ P(s₁ > t) f₀(t) dt = {auc}（数值积分）",
    },
    "learn_sim_draws_header": {"en": "AUC of each draw", "zh": "每次抽样的 AUC"},
    "learn_sim_draws_name": {"en": "Draws", "zh": "各次抽样"},
    "learn_sim_band": {"en": "Theory ± 1 SD", "zh": "理论值 ± 1 个标准差"},
    "learn_sim_current_draw": {"en": "This draw", "zh": "本次抽样"},
    "learn_sim_draws_summary": {
        "en": "{count} draws: AUC mean {mean}, SD {sd} (expected {se}), from {low} to {high}.",
        "zh": "{count} 次抽样：AUC 均值 {mean}，标准差 {sd}（预期 {se}），范围 {low} 至 {high}。",
    },
    "learn_sim_draws_hint": {
        "en": "Press \"Draw again\" to see how AUC varies between samples of the same "
              "distributions.",
        "zh": "点击“重新抽样”，观察同一分布的不同样本之间 AUC 的变化。",
    },
}
