"""Streamlit's code for the lesson's elements loaded while the lesson's first screen is shown.

Streamlit fetches the code of a kind of element (a slider, a select box, a table, a metric, a
Plotly chart: megabytes of JavaScript for the last) the first time a page shows one, and shows a
placeholder of another height meanwhile: the first screen with such an element would wait for
that code after the clicker's key, and its figures would be laid out again once the element
takes its own height. Importing those modules once the page is idle puts them in the browser's
module map, where Streamlit's own import then finds them. Their file names carry a content
hash, so they are looked up in the installed Streamlit's static files; a module not found there
is left out."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import streamlit as st

PRELOAD = """
  const modules = (component.data || {}).modules || [];
  if (modules.length && !window.__lessonPreloaded) {
    window.__lessonPreloaded = true;
    const load = () => Promise.all(modules.map((module) =>
      import(new URL(module, document.baseURI).href))).catch(() => {
        window.__lessonPreloaded = false;  // tried again on the next run
      });
    (window.requestIdleCallback || ((f) => setTimeout(f, 1000)))(load, { timeout: 3000 });
  }
"""
"""JavaScript run by the lesson's keyboard listener (:mod:`dashboard.lesson.keys`, no element
of its own that would take room on the screen): once the page is idle, the modules of
:func:`element_modules` imported, once per page."""

ELEMENTS = ("Slider", "Selectbox", "Table", "Metric")
"""The kinds of Streamlit element the lesson's screens show (besides its own components)."""


@cache
def element_modules(plotly: bool) -> tuple[str, ...]:
    """The paths of Streamlit's modules of :data:`ELEMENTS` (and of its Plotly chart when
    ``plotly``: the screens draw with it, the live switch off) relative to the app's root."""
    folder = Path(st.__file__).parent / "static" / "static" / "js"
    found = []
    for name in (*ELEMENTS, *(("PlotlyChart",) if plotly else ())):
        files = sorted(folder.glob(f"{name}.*.js"))
        if files:
            found.append(f"static/js/{files[0].name}")
    return tuple(found)
