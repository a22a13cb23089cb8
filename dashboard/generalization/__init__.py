"""Generalization and model selection (seed 004 §1.3): the polynomial degree M and KNN's K chosen
by cross-validation."""
