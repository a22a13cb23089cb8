"""Learn page (学习): how the threshold, the ROC curve, AUC and ℓrank relate — the ROC curve built
one sample at a time, and ℓrank as the grid of (positive, negative) pairs."""

from dashboard.learn.views import show_learn
from dashboard.shell.page import require_dataset

dataset = require_dataset("classification", "learn_title")
show_learn(dataset)
