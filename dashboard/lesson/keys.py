"""The lesson's keyboard: → and PageDown press "Next", ← and PageUp press "Back" (a presentation
clicker sends PageDown / PageUp). A tiny browser-side listener (``st.components.v2``, mounted in
the page, no iframe) that clicks the page's own buttons, so the keys and the buttons run the same
callback. Keys typed into a widget (a slider's arrows, a text box) stay with the widget, and so do
keys a live view has taken (its step-through's arrows): those it marks handled."""

from __future__ import annotations

import streamlit as st

LISTENER = """
export default function(component) {
  const keys = {ArrowRight: "next", PageDown: "next", ArrowLeft: "back", PageUp: "back"};
  const own = 'input, textarea, select, [role="slider"], [role="combobox"], [role="listbox"],'
            + ' [contenteditable="true"]';
  const handler = (event) => {
    const which = keys[event.key];
    if (!which || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.composedPath()[0];  // inside a live view's shadow root too
    if (target && target.closest && target.closest(own)) return;
    const button = document.querySelector(".st-key-lesson_" + which + " button");
    if (!button || button.disabled) return;
    event.preventDefault();
    button.click();
  };
  if (window.__lessonKeys) document.removeEventListener("keydown", window.__lessonKeys);
  window.__lessonKeys = handler;
  document.addEventListener("keydown", handler);
  return () => {
    document.removeEventListener("keydown", handler);
    if (window.__lessonKeys === handler) window.__lessonKeys = null;
  };
}
"""

_listener = st.components.v2.component("lesson_keys", js=LISTENER, isolate_styles=False)


def keyboard() -> None:
    """Mount the listener (once per page; it removes an earlier one of the same session)."""
    _listener(key="lesson_keys")
