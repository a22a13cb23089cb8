"""Comparison page: two models on the same samples, side by side, with paired tests."""

from dashboard.compare import sidebar as compare_sidebar
from dashboard.compare.start import example_notice, start_from_upload
from dashboard.shell.page import require_dataset

start_from_upload()  # a file uploaded on another page, with its positive class
dataset = require_dataset("compare", "page_comparison")
example_notice()
compare_sidebar.show(dataset)
