"""Streamlit's Plotly chart code loaded while the lesson's first screen is shown.

The lesson's first screens draw with the live view (its own Plotly.js) or with no Plotly at all,
so the first screen with a server-drawn figure would otherwise wait for Streamlit's Plotly chart
module (megabytes of JavaScript, fetched, parsed and run on first use) after the clicker's key.
Importing that module once the page is idle puts it in the browser's module map, where
Streamlit's own import then finds it. Its file name carries a content hash, so it is looked up
in the installed Streamlit's static files; without one nothing is loaded."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import streamlit as st

SCRIPT = """
export default function(component) {
  const { data } = component;
  if (!data.module || window.__lessonPreloaded) return;
  window.__lessonPreloaded = true;
  const load = () => import(new URL(data.module, document.baseURI).href).catch(() => {
    window.__lessonPreloaded = false;  // tried again on the next screen
  });
  (window.requestIdleCallback || ((f) => setTimeout(f, 1000)))(load, { timeout: 3000 });
}
"""

_preload = st.components.v2.component("lesson_preload", js=SCRIPT, isolate_styles=False)


@cache
def plotly_module() -> str | None:
    """The path of Streamlit's Plotly chart module relative to the app's root, or None."""
    folder = Path(st.__file__).parent / "static" / "static" / "js"
    found = sorted(folder.glob("PlotlyChart.*.js"))
    return f"static/js/{found[0].name}" if found else None


def preload_figures() -> None:
    """Mount the loader (it loads the module once per page)."""
    _preload(key="lesson_preload", data={"module": plotly_module()})

