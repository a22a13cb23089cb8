"""Linked hover on the pairs screen: pointing at a sample's point on the ROC curve outlines its
step and its row (a positive) or column (a negative) of pairs in the grid; pointing at a pair
outlines both samples' steps and their row and column. A small browser-side listener
(``st.components.v2``, mounted in the page, no iframe) on the Plotly figure's own hover events;
it draws outlines over the figure and changes nothing in it, so the server is not involved."""

from __future__ import annotations

import numpy as np
import streamlit as st

from dashboard.lesson.figures import HIGHLIGHT, sample_steps
from evalcore.teaching import PairGrid, RocSteps

LISTENER = """
export default function(component) {
  const { data } = component;
  window.__lessonLinked = data;
  let stopped = false;
  const box = (gd, xa, ya, x0, x1, y0, y1, cls) => {
    const el = document.createElement("div");
    const left = xa._offset + xa.l2p(x0), right = xa._offset + xa.l2p(x1);
    const top = ya._offset + ya.l2p(y1), bottom = ya._offset + ya.l2p(y0);
    el.className = "lesson-linked " + cls;
    Object.assign(el.style, {position: "absolute", pointerEvents: "none", boxSizing: "border-box",
      left: Math.min(left, right) - 2 + "px", top: Math.min(top, bottom) - 2 + "px",
      width: Math.abs(right - left) + 4 + "px", height: Math.abs(bottom - top) + 4 + "px",
      border: "3px solid " + data.color, zIndex: 10});
    gd.appendChild(el);
  };
  const clear = gd => gd.querySelectorAll(".lesson-linked").forEach(e => e.remove());
  const mark = (gd, kind, rank) => {
    const d = window.__lessonLinked, fl = gd._fullLayout;
    if (kind === "pos") {
      const x = d.pos_x[rank], y0 = rank / d.m_pos, y1 = (rank + 1) / d.m_pos;
      box(gd, fl.xaxis, fl.yaxis, x, x, y0, y1, "lesson-step");
      box(gd, fl.xaxis2, fl.yaxis2, 0, 1, y0, y1, "lesson-row");
    } else {
      const y = d.neg_y[rank], x0 = rank / d.m_neg, x1 = (rank + 1) / d.m_neg;
      box(gd, fl.xaxis, fl.yaxis, x0, x1, y, y, "lesson-step");
      box(gd, fl.xaxis2, fl.yaxis2, x0, x1, 0, 1, "lesson-column");
    }
  };
  const attach = () => {
    if (stopped) return;
    const gd = document.querySelector(".st-key-" + data.chart + " .js-plotly-plot");
    if (!gd || !gd._fullLayout || !gd.on) { requestAnimationFrame(attach); return; }
    if (gd.__lessonLinked) return;
    gd.__lessonLinked = true;
    if (getComputedStyle(gd).position === "static") gd.style.position = "relative";
    gd.on("plotly_hover", ev => {
      const d = window.__lessonLinked, p = ev.points[0];
      clear(gd);
      if (p.curveNumber === d.curve) {
        const step = d.steps[p.pointNumber];
        if (step) mark(gd, step[0], step[1]);
      } else if (p.curveNumber === d.grid) {
        const [row, col] = p.pointNumber;
        mark(gd, "pos", row);
        mark(gd, "neg", col);
      }
    });
    gd.on("plotly_unhover", () => clear(gd));
  };
  attach();
  return () => { stopped = true; };
}
"""

_listener = st.components.v2.component("lesson_linked_hover", js=LISTENER, isolate_styles=False)

CURVE_TRACE, GRID_TRACE = 1, 2
"""The ROC curve's and the pair grid's trace numbers in
:func:`dashboard.lesson.figures.linked_pairs_figure`."""


def step_samples(steps: RocSteps) -> list[list | None]:
    """Each ROC point's sample: ``["pos", rank]`` or ``["neg", rank]`` when the step to it
    passed one sample, None for the start and for a step over tied scores."""
    gained_tp = np.diff(np.asarray(steps.tp), prepend=0.0)
    gained_fp = np.diff(np.asarray(steps.fp), prepend=0.0)
    out: list[list | None] = []
    for k, (tp, fp) in enumerate(zip(gained_tp, gained_fp)):
        if k and tp == 1 and fp == 0:
            out.append(["pos", int(steps.tp[k]) - 1])
        elif k and fp == 1 and tp == 0:
            out.append(["neg", int(steps.fp[k]) - 1])
        else:
            out.append(None)
    return out


def linked_hover(chart_key: str, grid: PairGrid, steps: RocSteps) -> None:
    """Mount the listener for the linked figure drawn under ``chart_key`` (pair by pair only)."""
    pos_x, neg_y = sample_steps(grid)
    _listener(key="lesson_linked_hover", data={
        "chart": chart_key, "curve": CURVE_TRACE, "grid": GRID_TRACE, "color": HIGHLIGHT,
        "steps": step_samples(steps), "pos_x": pos_x.tolist(), "neg_y": neg_y.tolist(),
        "m_pos": int(grid.pos_scores.size), "m_neg": int(grid.neg_scores.size)})
