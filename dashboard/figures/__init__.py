"""Plotly figure builders: evalcore results in, ``go.Figure`` out; they compute nothing."""
