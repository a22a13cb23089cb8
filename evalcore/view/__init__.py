"""The figures of evalcore's analysis values: pure Plotly figure builders (``go.Figure`` in,
never rendered here), their shared layout, the one number formatter, and the figures' label
texts in English and 简体中文.

The pages, the HTML report (:mod:`evalcore.view.report`, also ``a.report()``), the live view
and the public API's ``figures()`` draw these same builders, so each figure has one definition.
This package builds ``plotly.graph_objects`` figures only: it never imports ``plotly.io``, a
renderer or Streamlit (the report carries the installed Plotly.js as text,
:func:`evalcore.view.html.plotly_source`), and ``import evalcore`` loads none of it (each
builder module imports Plotly itself).

The builders add their traces as dicts (``fig.add_traces([dict(type="scatter", ...)])``), many
in one call, not through ``add_scatter`` or ``add_bar``: those build and check a trace, then hand
its properties to ``add_trace``, which builds and checks it again, and a figure may hold dozens of
traces and be built again at every move of a control."""
