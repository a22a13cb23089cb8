"""The Cost Curve page: its controls, its figures, its catalog."""
