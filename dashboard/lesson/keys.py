"""The lesson's keyboard: PageDown presses "Next" and PageUp "Back", whatever has the focus (a
presentation clicker sends these two keys, and a slider or a demo the teacher has just touched
with the mouse must not take them). The arrow keys are left to the control or demo that has the
focus and never turn the screen, so that a demo's last step is where the arrows stop. A tiny
browser-side listener (``st.components.v2``, mounted in the page, no iframe) that hears the keys
before any widget does and clicks the page's own buttons, so the keys and the buttons run the
same callback."""

from __future__ import annotations

import streamlit as st

LISTENER = """
export default function(component) {
  const keys = {PageDown: "next", PageUp: "back"};
  const handler = (event) => {
    const which = keys[event.key];
    if (!which || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();  // before a focused slider or demo sees it
    if (event.repeat) return;
    const button = document.querySelector(".st-key-lesson_" + which + " button");
    if (button && !button.disabled) button.click();
  };
  if (window.__lessonKeys) window.removeEventListener("keydown", window.__lessonKeys, true);
  window.__lessonKeys = handler;
  window.addEventListener("keydown", handler, true);
  return () => {
    window.removeEventListener("keydown", handler, true);
    if (window.__lessonKeys === handler) window.__lessonKeys = null;
  };
}
"""

_listener = st.components.v2.component("lesson_keys", js=LISTENER, isolate_styles=False)


def keyboard() -> None:
    """Mount the listener (once per page; it removes an earlier one of the same session)."""
    _listener(key="lesson_keys")
