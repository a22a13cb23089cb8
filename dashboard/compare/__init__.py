"""The Comparison page: its data loading, one view per task, its figures, its catalog, and the other pages' way into it."""
