"""Regression: its data loading, its page pieces, its figures, its catalog."""
