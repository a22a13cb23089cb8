"""Ranking: its data loading, its settings widget, its figures, its catalog."""
