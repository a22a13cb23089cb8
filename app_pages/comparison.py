"""Comparison page: two models on the same samples, side by side, with paired tests."""

from dashboard.compare import sidebar as compare_sidebar
from dashboard.shell.page import require_dataset

dataset = require_dataset("compare", "page_comparison")
compare_sidebar.show(dataset)
