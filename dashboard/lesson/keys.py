"""The lesson's keyboard: PageDown turns to the next screen and PageUp back, whatever has the
focus (a presentation clicker sends these two keys, and a slider or a demo the teacher has just
touched with the mouse must not take them). The arrow keys are left to the control or demo that
has the focus and never turn the screen, so that a demo's last step is where the arrows stop. A
tiny browser-side listener (``st.components.v2``, mounted in the page, no iframe) hears the keys
before any widget does. On a question's screen the number keys press its options' buttons.

Each press of PageDown / PageUp reaches the server as a turn with an id of its own. A press the
app lost is sent again, with the same id, once the app is idle and the screen has not changed;
the server turns the screen once for each id, so a press that was only slow to arrive (its run
started after the listener gave up waiting) never turns two screens. While a screen turns (a key
or a click on Back / Next) the page carries the class ``lesson-turning`` until the new run has
ended, which hides the previous screen's leftover elements (:mod:`dashboard.lesson.frame`)."""

from __future__ import annotations

from typing import Callable

import streamlit as st

from dashboard.lesson.preload import PRELOAD, element_modules
from dashboard.live.view import live_view_chosen

LISTENER = """
export default function(component) {
  PRELOAD
  const { setTriggerValue } = component;
  const keys = {PageDown: "next", PageUp: "back"};
  // A question's options answer to their number keys (not while a text box has the focus).
  const option = (event) => {
    if (!/^[1-9]$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return false;
    const typing = event.target && event.target.closest
      && event.target.closest("input, textarea, [contenteditable=true]");
    const button = document.querySelector(".st-key-lesson_option_" + event.key + " button");
    if (typing || !button) return false;
    event.preventDefault();
    if (event.type === "keydown" && !event.repeat && !button.disabled) button.click();
    return true;
  };
  const handler = (event) => {
    if (option(event)) return;
    const which = keys[event.key];
    if (!which || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();  // neither its press nor its release reaches a control
    if (event.type !== "keydown" || event.repeat) return;
    window.__lessonPresses = (window.__lessonPresses || 0) + 1;
    press(which, Date.now().toString(36) + "." + window.__lessonPresses, 0);
  };
  // A press the app lost (one that reached the server while a control's own run ended) is sent
  // again with its id: when the title still shows the same screen and the app has been idle,
  // with no run requested, for IDLE_MS since the press (at most twice more).
  const IDLE_MS = 1500;
  const heading = () => (document.querySelector(".st-key-lesson_heading h1") || {}).textContent;
  const idle = () => !!document.querySelector(
    '[data-testid="stApp"][data-test-script-state="notRunning"]');
  // While the screen turns, the previous screen's elements (Streamlit keeps them, faded, until
  // the new run has drawn over them) are hidden: the new title never stands over old content.
  const turning = () => {
    document.body.classList.add("lesson-turning");
    clearInterval(window.__lessonTurnWatch);
    let ran = false;
    window.__lessonTurnWatch = setInterval(() => {
      if (!idle()) { ran = true; return; }
      if (ran) {
        document.body.classList.remove("lesson-turning");
        clearInterval(window.__lessonTurnWatch);
      }
    }, 50);
  };
  const clicked = (event) => {
    const target = event.target;
    if (target && target.closest && target.closest(".st-key-lesson_next, .st-key-lesson_back"))
      turning();
  };
  const press = (which, id, again) => {
    const button = document.querySelector(".st-key-lesson_" + which + " button");
    if (!button || button.disabled) return;
    const title = heading();
    turning();
    setTriggerValue("turn", {which, id});
    clearInterval(window.__lessonKeysWatch);
    if (again >= 2) return;
    let idleSince = null;
    window.__lessonKeysWatch = setInterval(() => {
      if (heading() !== title) { clearInterval(window.__lessonKeysWatch); return; }
      if (!idle()) { idleSince = null; return; }
      idleSince = idleSince || performance.now();
      if (performance.now() - idleSince >= IDLE_MS) press(which, id, again + 1);
    }, 100);
  };
  const old = window.__lessonKeys;
  if (old) {
    for (const type of ["keydown", "keyup"]) window.removeEventListener(type, old, true);
    window.removeEventListener("click", old.clicked, true);
  }
  handler.clicked = clicked;
  window.__lessonKeys = handler;
  for (const type of ["keydown", "keyup"]) window.addEventListener(type, handler, true);
  window.addEventListener("click", clicked, true);
  return () => {
    for (const type of ["keydown", "keyup"]) window.removeEventListener(type, handler, true);
    window.removeEventListener("click", clicked, true);
    if (window.__lessonKeys === handler) window.__lessonKeys = null;
  };
}
"""

_listener = st.components.v2.component("lesson_keys", js=LISTENER.replace("PRELOAD", PRELOAD),
                                       isolate_styles=False)


KEYS = "lesson_keys"
"""Session key of the listener, whose ``turn`` is the press just heard."""
TURNS_TAKEN = "lesson_turns_taken"
"""Session key of the ids of the last presses that turned the screen."""
TURNS_KEPT = 32
"""How many ids are kept: far more than the presses that can be sent again at one time."""
STEPS = {"next": 1, "back": -1}


def _take_turn(turn_by: Callable[[int], None]) -> None:
    """Turn by the press just heard, unless a press with its id has turned the screen before."""
    state = st.session_state
    press = (state.get(KEYS) or {}).get("turn")
    if not isinstance(press, dict) or press.get("which") not in STEPS:
        return
    press_id = press.get("id")
    taken = state.setdefault(TURNS_TAKEN, [])
    if not isinstance(press_id, str) or press_id in taken:
        return
    taken.append(press_id)
    del taken[:-TURNS_KEPT]
    turn_by(STEPS[press["which"]])


def keyboard(turn_by: Callable[[int], None]) -> None:
    """Mount the listener (once per page; it removes an earlier one of the same session), whose
    presses call ``turn_by(+1)`` (PageDown) or ``turn_by(-1)`` (PageUp) once each. It also loads
    the code of the screens' elements ahead (:mod:`dashboard.lesson.preload`), Streamlit's Plotly
    chart's only with the live switch off (on, every figure is drawn by the live view's
    Plotly.js)."""
    _listener(key=KEYS, data={"modules": list(element_modules(plotly=not live_view_chosen()))},
              on_turn_change=lambda: _take_turn(turn_by))
