"""Streamlit's Plotly chart code loaded while the lesson's first screen is shown.

With the live switch off, the lesson's first screens draw with no Plotly at all, so the first
screen with a server-drawn figure would otherwise wait for Streamlit's Plotly chart
module (megabytes of JavaScript, fetched, parsed and run on first use) after the clicker's key.
Importing that module once the page is idle puts it in the browser's module map, where
Streamlit's own import then finds it. Its file name carries a content hash, so it is looked up
in the installed Streamlit's static files; without one nothing is loaded."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import streamlit as st

PRELOAD = """
  const module = (component.data || {}).module;
  if (module && !window.__lessonPreloaded) {
    window.__lessonPreloaded = true;
    const load = () => import(new URL(module, document.baseURI).href).catch(() => {
      window.__lessonPreloaded = false;  // tried again on the next run
    });
    (window.requestIdleCallback || ((f) => setTimeout(f, 1000)))(load, { timeout: 3000 });
  }
"""
"""JavaScript run by the lesson's keyboard listener (:mod:`dashboard.lesson.keys`, no element
of its own that would take room on the screen): once the page is idle, the module of
:func:`plotly_module` imported, once per page."""


@cache
def plotly_module() -> str | None:
    """The path of Streamlit's Plotly chart module relative to the app's root, or None."""
    folder = Path(st.__file__).parent / "static" / "static" / "js"
    found = sorted(folder.glob("PlotlyChart.*.js"))
    return f"static/js/{found[0].name}" if found else None
