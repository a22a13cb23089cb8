"""Multiclass classification: its data loading, its views, its figures, its catalog."""
