"""Figures of the Comparison page, one module per task (common: colours, bootstrap)."""
