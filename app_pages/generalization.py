"""Generalization and model selection (seed 004 §1.3 and its KNN example): the polynomial degree
M against training, test and cross-validation error, and KNN's K chosen by 5-fold CV."""

from dashboard.generalization.view import neighbors_section, polynomial_section
from dashboard.shell.page import page_without_upload

page_without_upload("generalization_title")
polynomial_section()
neighbors_section()
