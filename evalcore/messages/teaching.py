"""Messages of the teaching functions (evalcore.teaching): the simulator's settings."""

MESSAGES = {
    "teaching_binormal_params_invalid": {
        "en": "The binormal model needs finite means and standard deviations greater than 0, got "
        "μ₀ = {mu0}, σ₀ = {sd0}, μ₁ = {mu1}, σ₁ = {sd1}.",
        "zh": "双正态模型要求均值为有限数、标准差为大于 0 的有限数，当前为 μ₀ = {mu0}，σ₀ = {sd0}，"
        "μ₁ = {mu1}，σ₁ = {sd1}。",
    },
    "teaching_beta_params_invalid": {
        "en": "The beta distributions' parameters must be finite numbers greater than 0, got "
        "α₀ = {a0}, β₀ = {b0}, α₁ = {a1}, β₁ = {b1}.",
        "zh": "Beta 分布的参数必须是大于 0 的有限数，当前为 α₀ = {a0}，β₀ = {b0}，α₁ = {a1}，"
        "β₁ = {b1}。",
    },
    "teaching_prevalence_invalid": {
        "en": "The share of positives must be a number between 0 and 1 (exclusive), got {value}.",
        "zh": "正例比例必须是介于 0 和 1 之间（不含端点）的数，当前为 {value}。",
    },
    "teaching_one_class": {
        "en": "With n = {n} and a share of positives of {prevalence}, the sample would have "
        "{positives:positive|positives} and {negatives:negative|negatives}; a ROC curve needs "
        "at least one of each. Increase n or the share of positives.",
        "zh": "在 n = {n}、正例比例为 {prevalence} 时，样本将有 {positives} 个正例和 {negatives} 个"
        "反例；ROC 曲线需要正例和反例各至少一个。请增大 n 或正例比例。",
    },
}
