"""The control of an animated lesson figure (seed 003's slide): a slider over the figure's
frames and the sentence of the frame shown, answered in the browser.

A drag or an arrow key on the focused slider shows the figure's frame in the same frame of the
browser (``Plotly.animate`` to it, no server run) and the sentence under the slider with it; the
figure's own Play button moves the slider and the sentence as each frame is drawn. So the screen
shows one threshold at every moment, in its text and its figure alike. The server hears the frame
when a drag or key press ends (and when Play stops), so that a rerun draws the figure from it.
A browser-side component (``st.components.v2``, mounted in the page, no iframe); every text is
set as text, never as HTML."""

from __future__ import annotations

import streamlit as st

SCRIPT = """
export default function(component) {
  const { data, parentElement, setStateValue } = component;
  const root = parentElement;
  const state = root.__slide || (root.__slide = {});
  if (!state.box) {
    const box = document.createElement("div");
    box.className = "lesson-slide";
    const label = document.createElement("label");
    const name = document.createElement("span");
    const shown = document.createElement("output");
    shown.setAttribute("data-slide", "value");
    label.append(name, shown);
    const slider = document.createElement("input");
    slider.type = "range";
    slider.min = "0";
    slider.step = "1";
    slider.setAttribute("data-slide", "slider");
    const sentence = document.createElement("p");
    sentence.setAttribute("data-slide", "text");
    box.append(label, slider, sentence);
    root.append(box);
    Object.assign(state, { box, name, shown, slider, sentence, server: undefined });
    const tell = () => {
      if (state.told === state.index) return;
      state.told = state.index;
      setStateValue("frame", state.index);
    };
    slider.addEventListener("input", () => state.go(Number(slider.value)));
    slider.addEventListener("change", tell);  // the pointer released
    slider.addEventListener("keyup", tell);   // the key press ended
    state.tell = tell;
  }
  state.data = data;
  state.setStateValue = setStateValue;
  const { name, shown, slider, sentence } = state;
  name.textContent = data.label + " ";
  slider.max = String(data.texts.length - 1);
  slider.setAttribute("aria-label", data.label);
  // the sentence and the slider at frame k (the figure is moved by its caller)
  state.show = (k) => {
    state.index = k;
    slider.value = String(k);
    shown.textContent = data.values[k];
    slider.setAttribute("aria-valuetext", data.values[k]);
    sentence.textContent = data.texts[k];
    root.setAttribute("data-frame", String(k));
  };
  const figure = () => document.querySelector(".st-key-" + data.chart + " .js-plotly-plot");
  state.go = (k) => {
    state.show(k);
    const gd = figure(), plotly = gd && (gd.__boxPlotly || window.Plotly);  // the copy that drew it
    if (gd && plotly && gd._fullLayout) {
      plotly.animate(gd, [String(k)], { mode: "immediate", transition: { duration: 0 },
                                        frame: { duration: 0, redraw: true } });
    }
  };
  if (state.server !== data.index) {  // a run's frame: shown unless the view already shows it
    state.server = data.index;
    state.told = data.index;
    state.show(data.index);
  }
  // Play (the figure's own button) draws one frame after another: each moves the slider and the
  // sentence with it; when it stops, the server hears the frame it stopped at. The figure is
  // redrawn by some runs: its listeners are added again to each new one.
  const watch = () => {
    const gd = figure();
    if (!gd || !gd.on || gd.__slideWatched) return;
    gd.__slideWatched = true;
    gd.on("plotly_animatingframe", (event) => {
      const k = Number(event && event.name);
      if (Number.isInteger(k) && k !== state.index) state.show(k);
    });
    gd.on("plotly_animated", () => state.tell());
  };
  watch();
  clearInterval(state.timer);
  state.timer = setInterval(watch, 250);
  return () => clearInterval(state.timer);
}
"""

STYLE = """
.lesson-slide label { display: block; }
.lesson-slide output { font-weight: 600; color: var(--st-primary-color, #ff7f0e); }
.lesson-slide input { width: 100%; height: 1.6rem; margin: 0.2rem 0;
  accent-color: var(--st-primary-color, #ff7f0e); }
.lesson-slide input:focus-visible { outline: 3px solid var(--st-primary-color, #ff7f0e);
  outline-offset: 2px; }
.lesson-slide p { margin: 0; }
"""
"""The slider across the screen under its label and value, as the live threshold view's."""

_control = st.components.v2.component("lesson_slide_control", js=SCRIPT, css=STYLE,
                                      isolate_styles=False)


def slide_control(*, key: str, chart: str, label: str, values: list[str], texts: list[str],
                  default: int) -> int:
    """The slider of the figure drawn with key ``chart`` (its frames named "0", "1", …): each
    frame's value as shown (``values``) and sentence (``texts``), under ``label``; returns the
    frame the browser last settled on (``default`` before any), kept in the session under
    ``key``."""
    state = st.session_state
    frame = state.get(key)
    if not isinstance(frame, int) or not 0 <= frame < len(texts):
        frame = default
    state[key] = frame
    sent = key + "_view"

    def heard() -> None:
        value = ((st.session_state.get(sent) or {}).get("frame"))
        if isinstance(value, (int, float)) and 0 <= int(value) < len(texts):
            st.session_state[key] = int(value)

    _control(key=sent, data={"label": label, "values": values, "texts": texts, "index": frame,
                             "chart": chart},
             on_frame_change=heard)
    return frame
