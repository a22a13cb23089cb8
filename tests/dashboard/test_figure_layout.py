"""The shared figure layout and reference lines give exactly the JSON of Plotly's own calls they
replace (one ``update_layout`` with nested dicts; a shape and an annotation instead of
``add_vline`` / ``add_hline``, which cost about three times as much at every threshold move)."""

from __future__ import annotations

from decimal import Decimal

import plotly.graph_objects as go
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evalcore.view.layout import (CLASSROOM_FONT_SIZE, SQUARE_ROOM, decimal_tick_settings,
                                  horizontal_line, layout, merge_layout, presentation,
                                  square_box, two_lines, vertical_band_settings, vertical_line)


def _layout_json(fig: go.Figure) -> dict:
    return fig.to_plotly_json()["layout"]


@pytest.mark.parametrize("text", [None, "threshold = 0.4"])
def test_vertical_line_is_plotlys_add_vline(text):
    ours, plotly = go.Figure(go.Bar(x=[0, 1], y=[1, 2])), go.Figure(go.Bar(x=[0, 1], y=[1, 2]))
    vertical_line(ours, 0.4, line=dict(color="black", dash="dash"), text=text)
    plotly.add_vline(x=0.4, line=dict(color="black", dash="dash"),
                     **({"annotation_text": text} if text else {}))
    assert _layout_json(ours) == _layout_json(plotly)
    assert _layout_json(ours)["shapes"][0]["x0"] == 0.4


@pytest.mark.parametrize("text", [None, "mean"])
def test_horizontal_line_is_plotlys_add_hline(text):
    ours, plotly = go.Figure(go.Bar(x=[0, 1], y=[1, 2])), go.Figure(go.Bar(x=[0, 1], y=[1, 2]))
    horizontal_line(ours, -0.25, line=dict(color="red", dash="dot"), text=text)
    plotly.add_hline(y=-0.25, line=dict(color="red", dash="dot"),
                     **({"annotation_text": text, "annotation_position": "top right"}
                        if text else {}))
    assert _layout_json(ours) == _layout_json(plotly)
    assert _layout_json(ours)["shapes"][0]["y0"] == -0.25


def test_vertical_band_settings_are_plotlys_add_vrect_after_the_shapes_already_there():
    bands = [(0.0, 0.25, "#1f77b4"), (0.25, 0.6, "#ff7f0e"), (0.9, 1.0, "#1f77b4")]
    ours, plotly = go.Figure(go.Bar(x=[0, 1], y=[1, 2])), go.Figure(go.Bar(x=[0, 1], y=[1, 2]))
    for fig in (ours, plotly):
        vertical_line(fig, 0.4, line=dict(color="black"))
    ours.layout.shapes = (*ours.layout.shapes, *vertical_band_settings(bands, opacity=0.07))
    for x0, x1, color in bands:
        plotly.add_vrect(x0=x0, x1=x1, fillcolor=color, opacity=0.07, layer="below", line_width=0)
    assert _layout_json(ours) == _layout_json(plotly)
    assert [shape["x1"] for shape in _layout_json(ours)["shapes"]] == [0.4, 0.25, 0.6, 1.0]


@pytest.mark.parametrize("square", [False, True])
@pytest.mark.parametrize("title", [None, "AUC = 0.64"])
def test_layout_in_one_call_equals_the_separate_calls(square, title):
    """The reference is the sequence of Plotly calls ``layout`` made before it became one call;
    axis settings made before it (the heatmap's reversed rows) are kept."""
    ours, plotly = (go.Figure(go.Scatter(x=[0, 1], y=[0, 1]),
                              layout=dict(yaxis=dict(autorange="reversed"))) for _ in range(2))
    layout(ours, x_title="FPR", y_title="TPR", square=square, title=title, hovermode="x")
    plotly.update_layout(margin=dict(l=10, r=10, t=30, b=10),
                         legend=dict(orientation="h", yref="container", y=0, yanchor="bottom"),
                         xaxis_title="FPR", yaxis_title="TPR", hovermode="x",
                         xaxis_automargin=True, yaxis_automargin=True)
    if title:
        plotly.update_layout(title=dict(text=title, x=0, xanchor="left", y=0.99, yanchor="top"))
    if square:
        plotly.update_layout(margin=dict(r=45))
        plotly.update_xaxes(range=[-0.02, 1.02], constrain="domain")
        plotly.update_yaxes(range=[-0.02, 1.02], scaleanchor="x", scaleratio=1,
                            constrain="domain")
    assert _layout_json(ours) == _layout_json(plotly)
    assert _layout_json(ours)["yaxis"]["autorange"] == "reversed"


@pytest.mark.parametrize("square", [False, True])
def test_axes_grow_the_margins_and_squares_keep_their_range(square):
    """Seen in the reports' figures at their exported size: the margins (10 px) are small, so both
    axes must grow them to fit their ticks and titles (``automargin``, set on the figure itself:
    a theme or an export that drops the template kept the ticks cut, "20" for 120); a square plot
    shrinks both domains (with only x constrained, a short wide export stretched the y range to
    [-0.4, 1.4])."""
    fig = layout(go.Figure(go.Scatter(x=[0, 1], y=[0, 1])), x_title="x", y_title="y",
                 square=square)
    fig.layout.template = None
    axes = _layout_json(fig)
    assert axes["xaxis"]["automargin"] is True and axes["yaxis"]["automargin"] is True
    if square:
        assert axes["xaxis"]["constrain"] == axes["yaxis"]["constrain"] == "domain"
        assert axes["yaxis"]["range"] == [-0.02, 1.02]


@pytest.mark.parametrize("update", [
    {"height": 360},
    {"xaxis": {"title": {"text": "score"}, "range": [0, 1]}, "margin": {"r": 45}},
    {"shapes": [{"type": "line", "x0": 0, "x1": 1, "y0": 0, "y1": 1}], "title": "replaced"},
    {"legend": {"font": {"size": 18}}, "yaxis": {"autorange": True}},
])
def test_merge_layout_equals_update_layout(update):
    """Nested dicts merge into what is there, other values (lists, a title string over a dict)
    replace it, as Plotly's ``update_layout`` does; the template stays the session's default."""
    def figure() -> go.Figure:
        return go.Figure(go.Scatter(x=[0, 1], y=[0, 1]), layout=dict(
            title=dict(text="AUC", x=0), yaxis=dict(autorange="reversed"), legend=dict(y=0),
            shapes=[dict(type="rect", x0=0, x1=0.5, y0=0, y1=0.5)]))
    ours, plotly = figure(), figure()
    merge_layout(ours, update)
    plotly.update_layout(update)
    assert _layout_json(ours) == _layout_json(plotly)
    assert _layout_json(ours)["template"] == _layout_json(go.Figure())["template"]


def test_a_figures_height_is_the_merged_layouts():
    """The height a page gives a figure lands in its layout as a merged update would put it."""
    def figure() -> go.Figure:
        return layout(go.Figure(go.Scatter(x=[0, 1], y=[0, 1])), x_title="FPR", y_title="TPR",
                      square=True, title="ROC")
    shown, merged = presentation(figure(), height=360), merge_layout(figure(), {"height": 360})
    assert _layout_json(shown) == _layout_json(merged)
    assert _layout_json(shown)["height"] == 360


def test_two_lines_breaks_a_long_title_near_its_middle_only():
    assert two_lines("False positive rate (FPR)") == "False positive<br>rate (FPR)"
    assert two_lines("Recall") == "Recall"
    assert two_lines("假正例率 (FPR)") == "假正例率 (FPR)"
    assert two_lines("Normalized expected cost") == "Normalized<br>expected cost"
    assert two_lines("Actual positive", 0) == "Actual<br>positive"


@pytest.mark.parametrize("largest,top,step", [
    (2 / 15, "0.15", "0.05"),  # a 10-fold error rate on Iris: 2 of 15 wrong
    (0.0526, "0.06", "0.02"), (1.0, "1", "0.2"), (0.6, "0.6", "0.2"), (3000.0, "3000", "1000"),
    (7.0, "8", "2"), (0.0023, "0.0025", "0.0005")])
def test_decimal_ticks_by_hand(largest, top, step):
    fig = go.Figure(go.Bar(x=[1], y=[largest]))
    fig.update_yaxes(**decimal_tick_settings(largest))
    axis = fig.layout.yaxis
    assert (axis.range, axis.tick0) == ((0, float(top)), 0)
    assert axis.dtick == float(step)


@settings(max_examples=300, deadline=None)
@given(st.floats(min_value=1e-6, max_value=1e6), st.integers(min_value=2, max_value=8))
def test_decimal_ticks_end_on_the_first_tick_at_or_above_the_largest_value(largest, most):
    """The axis ends on a whole number of steps, the first at or above ``largest``, with at most
    ``most`` of them; each step is 1, 2 or 5 times a power of ten, so every tick reads as a short
    decimal."""
    fig = go.Figure()
    fig.update_xaxes(**decimal_tick_settings(largest, most=most))
    axis = fig.layout.xaxis
    top, step = Decimal(repr(axis.range[1])), Decimal(repr(axis.dtick))
    digits = step.normalize().as_tuple()
    assert digits.digits in ((1,), (2,), (5,))
    steps = top / step
    assert steps == steps.to_integral_value() and 1 <= steps <= most
    assert top >= Decimal(repr(largest)) * (1 - Decimal("1e-9"))
    assert top - step < Decimal(repr(largest))
    assert axis.range[0] == 0 and fig.layout.yaxis.range is None


@pytest.mark.parametrize("largest", [0.0, -1.0, float("nan")])
def test_decimal_ticks_leave_an_axis_without_positive_values_to_plotly(largest):
    assert decimal_tick_settings(largest) == {}


@settings(max_examples=40, deadline=None)
@given(named=st.integers(0, 9), hidden=st.integers(0, 3), grouped=st.integers(0, 4),
       classroom=st.booleans(), height=st.sampled_from([None, 360, 520]),
       order=st.sampled_from([None, "normal", "grouped", "reversed+grouped"]))
def test_a_square_box_is_its_width_plus_the_rooms_around_the_plot(named, hidden, grouped,
                                                                   classroom, height, order):
    """The box's height beyond its width: the top margin, the x axis's room and one legend row
    per entry the legend shows (an unnamed or hidden trace takes none), with Plotly's gap between
    groups once a trace has a group or the legend's order says so (each trace without one is a
    group of its own), less the left and right margins the plot's width leaves; the figure then
    has no height of its own, its plot at the top, and its legend at the bottom, one entry to a
    row from the left, never cut to a scrolled part of the figure's height."""
    traces = ([go.Scatter(x=[0], y=[0], name=f"curve {i}") for i in range(named)]
              + [go.Scatter(x=[0], y=[0], name=f"hidden {i}", showlegend=False)
                 for i in range(hidden)]
              + [go.Scatter(x=[0], y=[0], name=f"member {i}", legendgroup="band")
                 for i in range(grouped)]
              + [go.Scatter(x=[0], y=[0])])
    fig = layout(go.Figure(data=traces, layout=dict(height=height, legend_traceorder=order)),
                 x_title="FPR", y_title="TPR", square=True)
    font_size = CLASSROOM_FONT_SIZE if classroom else None
    presentation(fig, font_size=font_size)
    top, right = fig.layout.margin.t, fig.layout.margin.r
    extra = square_box(fig, font_size=font_size)

    room = SQUARE_ROOM[font_size]
    rows = named + grouped
    by_groups = grouped > 0 and (order is None or "grouped" in order)  # as Plotly.js lists
    groups = named + 1  # each curve alone, the band's members together
    gaps = (groups - 1) * 10 if by_groups else 0  # Plotly's tracegroupgap between groups
    legend = room.legend_padding + rows * room.legend_row + gaps if rows else 0
    assert extra == round(top + room.below_plot + legend - room.left - right)
    assert (top, right) == ((46, 68) if classroom else (30, 45))
    assert fig.layout.height is None and fig.layout.autosize is True
    assert fig.layout.yaxis.constraintoward == "top" and fig.layout.xaxis.tickangle == 0
    legend = fig.layout.legend
    assert (legend.orientation, legend.x, legend.xanchor, legend.maxheight) == ("v", 0, "left", 1)
    assert (legend.yref, legend.y, legend.yanchor) == ("container", 0, "bottom")
