"""What a Plotly animation shows after a frame played: Plotly.js merges the frame's trace
properties into the figure's traces dict by dict and replaces arrays whole (its
``extendDeepNoArrays``), so a property a frame leaves out stays as the figure drew it."""

from __future__ import annotations

import plotly.graph_objects as go


def played(base: dict, frame: dict) -> dict:
    """``base`` (a trace's JSON) as shown after a frame giving ``frame`` for it."""
    out = dict(base)
    for key, value in frame.items():
        out[key] = played(base.get(key, {}), value) if isinstance(value, dict) else value
    return out


def shown_after(fig: go.Figure, frame: go.Frame) -> list[dict]:
    """Every trace of ``fig`` as shown after ``frame`` (its ``traces``, or the first ones)."""
    shown = [trace.to_plotly_json() for trace in fig.data]
    indices = frame.traces if frame.traces is not None else range(len(frame.data))
    for index, data in zip(indices, frame.data):
        shown[index] = played(shown[index], data.to_plotly_json())
    return shown
