// The ROC step-through in the browser: the construction's steps arrive once (evalcore's arrays,
// each step's words); the step buttons, the slider, the keys and "play" pick a step and repaint
// the path so far, this step's point, the counts and the words by lookup. Play is driven by
// requestAnimationFrame against the clock (step = start + ⌊elapsed × speed⌋), so it keeps the
// chosen speed instead of drifting. A step moves only what moves: no Plotly redraw per step
// (paintStepFigure). `send(name, value)` tells the server the step when play stops or a step is
// chosen. Uses the live view's helpers (el, floats, count, fixed, value4, setPath, place,
// SETTLE_MS) and svg.js's (svg, adder). Every text is set with textContent: never as HTML.

function learnSteps(root, data, send) {
  const state = root.__steps || (root.__steps = {});
  const built = state.id !== data.id;
  if (built) buildSteps(root, state, data);
  state.send = send;
  if (fromServer(state, data.index, data.heard) && !state.playing) showStep(state, data.index);
  // the room measured again once the step's texts above the figures are in: the figures, drawn
  // once Plotly.js answers (after this), are first laid out at the height they keep
  if (built && state.fit) state.fit();
}

const STEP_SIDE = 300, STEP_PAD = MARGIN_LEFT, STEP_HEIGHT = 30 + STEP_SIDE + MARGIN_BOTTOM;

function buildSteps(root, state, data) {
  const text = data.text;
  if (state.raf) cancelAnimationFrame(state.raf);
  const old = root.querySelector(".steps");  // first: a move it still holds goes with its table
  const focused = focusedIn(root, old);
  if (old) old.remove();
  Object.assign(state, { id: data.id, data, columns: decode(data.table), n: data.table.stops,
                         k: -1, playing: false, awaiting: undefined, serverIndex: undefined,
                         speed: state.speed || data.speed, frames: [], hist: null,
                         released: false });
  const box = el("div", { class: "steps live" + (data.classroom ? " classroom" : ""),
                          tabindex: "0", "aria-label": text.keys_help, title: text.keys_help });

  const controls = el("div", { class: "steps-controls", role: "toolbar",
                               "aria-label": text.step_label });
  const button = (name, label, glyph) => {
    const b = el("button", { type: "button", class: "steps-button", "aria-label": label,
                             title: label, "data-live": name }, glyph);
    controls.append(b);
    return b;
  };
  state.first = button("first", text.first_help, "|◀");
  state.back = button("back", text.back_help, "◀");
  state.forward = button("forward", text.forward_help, "▶");
  state.lastButton = button("last", text.last_help, "▶|");
  state.play = button("play", text.play, "▶ " + text.play);
  state.play.classList.add("steps-play");
  const speedBox = el("label", { class: "steps-speed" });
  speedBox.append(el("span", {}, text.speed + " "));
  state.speedSelect = el("select", { "aria-label": text.speed, "data-live": "speed" });
  for (const s of data.speeds) {
    const option = el("option", { value: String(s) }, text.speed_value.replace("\u0000", s));
    if (s === state.speed) option.selected = true;
    state.speedSelect.append(option);
  }
  speedBox.append(state.speedSelect);
  controls.append(speedBox);
  const sliderBox = el("label", { class: "steps-slider" });
  const sliderTitle = el("span", { class: "live-label" }, text.step_label + " ");
  state.counter = el("output", { "data-live": "step" });
  sliderTitle.append(state.counter);
  state.slider = el("input", { type: "range", min: "0", max: String(state.n - 1), step: "1",
                               "aria-label": text.step_label, title: text.step_help,
                               "data-live": "step-slider" });
  sliderBox.append(sliderTitle, state.slider);
  controls.append(sliderBox);
  box.append(controls);

  state.caption = el("div", { class: "steps-caption", "aria-live": "polite",
                              "data-live": "caption" });
  box.append(state.caption);
  const tiles = el("div", { class: "live-tiles steps-tiles" });
  state.tiles = {};
  for (const name of ["tp", "fp", "tpr", "fpr", "precision", "recall", "area"]) {
    const tile = el("div", { class: "live-tile" });
    tile.append(el("div", { class: "live-tile-label" }, text[name]));
    state.tiles[name] = el("div", { class: "live-tile-value", "data-live": "tile-" + name });
    tile.append(state.tiles[name]);
    tiles.append(tile);
  }
  box.append(tiles);
  state.area = el("div", { class: "steps-area", "data-live": "area" });
  box.append(state.area);

  const figures = el("div", { class: "steps-figures" });
  figures.append(data.left === "histogram" ? stepsHistogram(state, data) : strip(state, data),
                 pathFigure(state, data, "roc"), pathFigure(state, data, "pr"));
  box.append(figures);
  root.append(box);
  refocus(box, focused);
  state.box = box;
  box.steps = state;  // for tests and benchmarks: state.frames holds play's painted steps
  wireSteps(state);
  fitToWindow(state, figures);
  drawPaths(state);
}

// A page that sets the CSS property --steps-fit: 1 (the lesson on a projector) gets the figures
// as tall as the window leaves below their top, measured in the browser whenever the window or
// the page above them changes size; elsewhere they keep their share of the window (steps.css).
const FIT_MARGIN = 14;

function fitToWindow(state, figures) {
  if (state.unfit) state.unfit();
  const box = state.box;
  let onPage = false;  // on the page once: leaving it later releases the view
  const fit = () => {
    if (!box.isConnected) {
      if (onPage) releaseSteps(state, box);
      return;
    }
    onPage = true;
    if (getComputedStyle(figures).getPropertyValue("--steps-fit").trim() !== "1") return;
    const room = window.innerHeight - figures.getBoundingClientRect().top - FIT_MARGIN;
    figures.style.setProperty("--steps-room", Math.max(120, Math.floor(room)) + "px");
  };
  const observer = new ResizeObserver(fit);
  observer.observe(document.documentElement);
  observer.observe(box);  // its removal from the page is a resize to nothing: released then
  window.addEventListener("resize", fit);
  state.fitObserver = observer;
  state.fit = fit;
  state.unfit = () => {
    observer.disconnect();
    window.removeEventListener("resize", fit);
    if (state.fitObserver === observer) state.fitObserver = null;
    state.unfit = state.fit = null;
  };
  fit();  // now: the figures are first drawn at this height, not drawn again at it
}

// The view's element has left the page (another screen, another page): its observers, its
// window listener and play's clock stop, and its figures are let go (box.stepsReleased: for
// tests). A view drawn again later is built anew.
function releaseSteps(state, box) {
  box.stepsReleased = true;
  if (state.box !== box) return;  // already rebuilt: the new view keeps its own
  if (state.unfit) state.unfit();
  if (state.raf) cancelAnimationFrame(state.raf);
  state.playing = false;
  for (const kind of stepKinds(state)) releaseFigure(state[kind]);
  state.released = true;
  state.id = undefined;  // the next run's data builds the view again
}

// What a user can do: the buttons and the slider choose a step (the server hears it at once, or
// when the key is released), play / pause and the speed run the clock, the keys do the same.
function wireSteps(state) {
  const last = state.n - 1;
  let pending = null;
  const commit = () => {
    if (pending === null) return;
    const k = pending;
    pending = null;
    if (!state.send) return;
    state.awaiting = k;
    state.sentN = state.send("step", state.columns.step[k]);
  };
  const choose = (k, now) => {
    stopPlay(state, false);
    showStep(state, Math.max(0, Math.min(last, k)));
    pending = state.k;
    state.awaiting = state.k;  // from the first frame of a move, not only once it is sent
    if (now) commit();
  };
  state.commit = (k) => { pending = k; commit(); };
  state.first.addEventListener("click", () => choose(0, true));
  state.back.addEventListener("click", () => choose(state.k - 1, true));
  state.forward.addEventListener("click", () => choose(state.k + 1, true));
  state.lastButton.addEventListener("click", () => choose(last, true));
  state.play.addEventListener("click", () => togglePlay(state));
  state.speedSelect.addEventListener("change", () => {
    state.speed = Number(state.speedSelect.value);
    if (state.playing) startClock(state);  // the new speed from the step shown
  });
  state.slider.addEventListener("input", () => choose(Number(state.slider.value), false));
  state.slider.addEventListener("change", commit);
  state.box.addEventListener("keydown", (event) => {
    if (event.target === state.speedSelect) return;  // its own arrow keys choose a speed
    if (event.key === " " || event.key === "Spacebar") {
      event.preventDefault();
      if (!event.repeat) togglePlay(state);
      return;
    }
    const to = { ArrowRight: state.k + 1, ArrowUp: state.k + 1, ArrowLeft: state.k - 1,
                 ArrowDown: state.k - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to, false);
  });
  state.box.addEventListener("keyup", (event) => {
    if (event.target !== state.speedSelect) commit();  // the key press ended
  });
  state.slider.addEventListener("blur", commit);
}

function togglePlay(state) {
  if (state.playing) {
    stopPlay(state, true);
    return;
  }
  if (state.k >= state.n - 1) showStep(state, 0);  // play again from the start
  state.playing = true;
  state.frames = [];
  setPlayLabel(state);
  startClock(state);
}

// The clock: the step shown is the step play started from plus the whole steps the elapsed time
// allows at the speed, so a late frame catches up instead of slowing the animation down.
function startClock(state) {
  if (state.raf) cancelAnimationFrame(state.raf);
  const from = state.k, speed = state.speed;
  let start = null;
  const tick = (now) => {
    if (!state.playing) return;
    if (start === null) start = now;
    const to = Math.min(state.n - 1, from + Math.floor((now - start) * speed / 1000));
    if (to !== state.k) {
      const begin = performance.now();
      showStep(state, to);
      state.frames.push({ k: to, at: now, paint: performance.now() - begin });
    }
    if (to >= state.n - 1) {
      stopPlay(state, true);
      return;
    }
    state.raf = requestAnimationFrame(tick);
  };
  state.raf = requestAnimationFrame(tick);
}

function stopPlay(state, tell) {
  if (!state.playing) return;
  state.playing = false;
  if (state.raf) cancelAnimationFrame(state.raf);
  state.raf = null;
  setPlayLabel(state);
  if (tell) state.commit(state.k);
}

function setPlayLabel(state) {
  const text = state.data.text, name = state.playing ? text.pause : text.play;
  state.play.textContent = (state.playing ? "❚❚ " : "▶ ") + name;
  state.play.setAttribute("aria-label", name);
  state.play.setAttribute("aria-pressed", String(state.playing));
  state.box.classList.toggle("playing", state.playing);
}

function showStep(state, k) {
  k = Math.max(0, Math.min(state.n - 1, k));
  const c = state.columns, data = state.data, text = data.text;
  state.k = k;
  state.slider.value = String(k);
  state.counter.textContent = data.moves[k];
  state.slider.setAttribute("aria-valuetext", data.moves[k]);
  const held = [state.first, state.back, state.forward, state.lastButton].find(
    (b) => b === document.activeElement || b === (state.box.getRootNode().activeElement));
  state.first.disabled = state.back.disabled = k === 0;
  state.forward.disabled = state.lastButton.disabled = k === state.n - 1;
  if (held && held.disabled) state.box.focus({ preventScroll: true });  // the arrows stay here
  state.caption.textContent = data.captions[k];
  boldText(state.area, data.areas[k]);
  state.tiles.tp.textContent = count(c.tp[k]);
  state.tiles.fp.textContent = count(c.fp[k]);
  for (const name of ["tpr", "fpr", "precision", "recall", "area"]) {
    state.tiles[name].textContent = shortValue(c[name][k]);
  }
  paintStepFigure(state, "roc", k);
  paintStepFigure(state, "pr", k);
  state.paintLeft(k);
}

// A rate as the textbook writes it: at most four decimals, no trailing zeros; undefined as "—".
function shortValue(x) {
  if (Number.isNaN(x)) return "—";
  const s = fixed(x, 4);
  return s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s;
}

// "… = **0.6400**": the text between ** and ** in bold, all of it as text.
function boldText(node, words) {
  node.replaceChildren(...words.split("**").map((part, j) =>
    j % 2 ? el("strong", {}, part) : document.createTextNode(part)));
}

// The ROC (FPR, TPR) or P-R (recall, precision) figure: the server's Plotly figure
// (data.figures[kind], the Learn page's builders roc_path_figure / pr_path_figure at the last
// step, every trace a step can need in place: spec.marks names them), drawn by Plotly.js once it
// has loaded. Its height is the box's (steps.css), not the server's.
function pathFigure(state, data, kind) {
  const spec = data.figures[kind];
  const div = el("div", { class: "steps-plot steps-curve", "data-live": "plot-" + kind,
                          "data-marks": JSON.stringify(spec.marks) });
  state[kind] = { div, spec, drawn: false, busy: false, at: null, shown: null, timer: null };
  return div;
}

// The score histogram by class as the left figure (the live view's Plotly figure, data.hist),
// its cut (spec.marks: shape and annotation) at each step's threshold.
function stepsHistogram(state, data) {
  const spec = data.hist;
  const div = el("div", { class: "steps-plot steps-hist", "data-live": "plot-hist",
                          "data-marks": JSON.stringify(spec.marks) });
  state.hist = { div, spec, drawn: false, busy: false, at: null, shown: null, timer: null };
  state.paintLeft = (k) => paintStepFigure(state, "hist", k);
  return div;
}

// The figures of the view (the histogram when it is the left one, the ROC and P-R paths).
function stepKinds(state) {
  return ["hist", "roc", "pr"].filter((kind) => state[kind] && state[kind].div);
}

// Every figure drawn, at the step shown, once Plotly.js is there (the counts, the words and
// the strip do not wait for it).
function drawPaths(state) {
  const id = state.id;
  window.livePlotly.then((Plotly) => {
    for (const kind of stepKinds(state)) {
      if (state.id !== id) return;  // rebuilt for another data set meanwhile
      const p = state[kind], { data, layout } = p.spec.figure;
      const k = Math.max(0, state.k);
      delete layout.height;  // the box's (the window's share), as Plotly's autosize reads it
      layout.autosize = true;
      const { traces, relayout } = stepMarks(state, kind, k);
      for (const [path, value] of Object.entries(relayout)) setPath(layout, path, value);
      traces.indices.forEach((t, n) => {
        for (const name of Object.keys(traces.data)) data[t][name] = traces.data[name][n];
      });
      p.plotly = Plotly;
      const config = { ...p.spec.config, ...state.data.plotly_locale, responsive: true };
      Plotly.newPlot(p.div, data, layout, config).then(() => {
        // the box's height changes with the room the window leaves (fitToWindow), which no
        // window resize announces; whichever Plotly.js drew (a page may already hold
        // Streamlit's), the figure follows its box; once the box has left the page, the
        // figure goes with it (Plotly's own window listeners too)
        if (!p.resizes) {
          p.resizes = new ResizeObserver(() => {
            if (!p.div.isConnected) {
              releaseFigure(p);
            } else if (p.div._fullLayout) {
              Plotly.Plots.resize(p.div);
            }
          });
          p.resizes.observe(p.div);
        }
        // a redraw (a resize, the sync) draws the figure's data: a step still ahead of it is
        // painted over it again
        p.div.on("plotly_afterplot", () => {
          if (p.at !== null && p.at !== p.shown) overlayStep(state, kind, p.at);
        });
        p.drawn = true;
        p.div.setAttribute("data-drawn", "");
        shownAt(state, kind, k);
        if (p.at !== null && p.at !== k) paintStepFigure(state, kind, p.at);
      });
    }
  });
}

// The step a figure's data shows, on its element (what a test waits on): the step and, on the
// paths, this step's point; data-at: the step its drawing shows (the overlay's, ahead of it).
function shownAt(state, kind, k) {
  const p = state[kind], c = state.columns;
  p.shown = k;
  p.div.setAttribute("data-step", String(k));
  p.div.setAttribute("data-at", String(k));
  if (kind === "hist") return;
  const [x, y] = kind === "roc" ? [c.fpr[k], c.tpr[k]] : [c.recall[k], c.precision[k]];
  p.div.setAttribute("data-x", String(x));
  p.div.setAttribute("data-y", String(y));
}

// A figure shown at step k: only what moves is drawn at once (overlayStep: the path, its
// markers, the point and the trapezoids over the plot, the histogram's cut moved; no Plotly
// redraw, so play keeps its speed), and the figure's own data (what hover and the PNG read)
// follows in one Plotly.update once the steps have settled for SETTLE_MS and play has stopped.
function paintStepFigure(state, kind, k) {
  const p = state[kind];
  p.at = k;
  if (!p.drawn) return;
  if (kind !== "hist" && k === p.shown && !p.busy) {  // the figure's own data shows it
    clearTimeout(p.timer);
    showOwnMarks(p);
    return;
  }
  if (!overlayStep(state, kind, k)) {  // nothing drawn to move yet: the figure itself
    syncStep(state, kind);
    return;
  }
  settleStep(state, kind);
}

function settleStep(state, kind) {
  const p = state[kind];
  clearTimeout(p.timer);
  p.timer = setTimeout(() => syncStep(state, kind), SETTLE_MS);
}

// The figure's data brought to the step its drawing shows: one Plotly.update at a time.
function syncStep(state, kind) {
  const p = state[kind];
  if (!p.drawn || p.busy || p.at === null || p.at === p.shown) return;
  if (state.playing) {  // play's steps stay drawn over the figure until it stops
    settleStep(state, kind);
    return;
  }
  if (!p.div.isConnected) return;
  const k = p.at;
  p.busy = true;
  const { traces, relayout } = stepMarks(state, kind, k);
  p.plotly.update(p.div, traces.data, relayout, traces.indices).then(() => {
    p.busy = false;
    shownAt(state, kind, k);
    if (p.at === k) {
      showOwnMarks(p);
    } else {
      paintStepFigure(state, kind, p.at);
    }
  });
}

// What step k changes in a figure: the traces (indices and their x, y, mode) and the layout.
function stepMarks(state, kind, k) {
  if (kind === "hist") return { traces: { indices: [], data: {} }, relayout: cutRelayout(state, k) };
  const { data, indices } = pathTraces(state, kind, k);
  return { traces: { indices, data }, relayout: pathRelayout(state, kind, k) };
}

// The histogram's cut at step k's threshold, written on the line's roomier side (as the
// builder and the live view do); none for "all negative".
function cutRelayout(state, k) {
  const m = state.hist.spec.marks, range = state.hist.spec.figure.layout.xaxis.range;
  const t = state.columns.threshold[k], on = Number.isFinite(t);
  const x = on ? Math.min(Math.max(t, range[0]), range[1]) : range[0];
  return {
    [`shapes[${m.cut}].x0`]: x, [`shapes[${m.cut}].x1`]: x, [`shapes[${m.cut}].visible`]: on,
    [`annotations[${m.cut_text}].x`]: x, [`annotations[${m.cut_text}].visible`]: on,
    [`annotations[${m.cut_text}].text`]:
      state.data.text.threshold_short.replace("\u0000", state.data.labels[k]),
    [`annotations[${m.cut_text}].xanchor`]: x > (range[0] + range[1]) / 2 ? "right" : "left",
  };
}

// Step k drawn over the figure, or false when the figure is not drawn to be drawn over. The
// histogram's cut is moved where it is drawn (live.js's place); on a path figure the traces
// step k changes are drawn in an overlay (an SVG group over the plot, through the axes' own
// data-to-pixel functions, in the traces' own colours) while the figure's own are hidden, and
// the ROC's title gets the area so far.
function overlayStep(state, kind, k) {
  const p = state[kind], gd = p.div, full = gd._fullLayout;
  if (!full || !full.xaxis || !full.yaxis || !full.xaxis.c2p || !full.yaxis.c2p) return false;
  if (kind === "hist") {
    if (!place(gd, {}, cutRelayout(state, k))) return false;
    gd.setAttribute("data-at", String(k));
    return true;
  }
  const xa = full.xaxis, ya = full.yaxis;
  const layer = overlayLayer(p, xa, ya);
  if (!layer) return false;
  const { data, indices } = pathTraces(state, kind, k);
  const px = (v) => xa.c2p(v), py = (v) => ya.c2p(v);
  indices.forEach((t, n) => {
    const style = traceStyle(gd, t), g = layer.groups[n];
    const xs = data.x[n], ys = data.y[n], mode = data.mode[n];
    g.fill.setAttribute("d", style.fill === "toself" ? polygons(xs, ys, px, py) : "");
    g.fill.setAttribute("fill", style.fillcolor || "none");
    const lines = mode.includes("lines");
    g.line.setAttribute("d", lines ? polyline(xs, ys, px, py, style.shape) : "");
    g.line.setAttribute("stroke", style.color);
    g.line.setAttribute("stroke-width", String(style.width));
    const points = mode.includes("markers") ? xs.map((x, j) => [x, ys[j]]) : [];
    markers(g.markers, points, style.marker, px, py);
  });
  const title = relayoutTitle(state, kind, k);
  if (title !== null) {
    const node = gd.querySelector(".g-gtitle .gtitle");
    if (node && !node.children.length) node.textContent = title;
  }
  hideOwnMarks(p, indices);
  layer.node.style.display = "";
  gd.setAttribute("data-at", String(k));
  return true;
}

// The overlay's SVG group in the figure's paper (above the traces, below the title and the
// hover labels), at the plot area's corner: a group (fill, line, markers) per restyled trace.
function overlayLayer(p, xa, ya) {
  const paper = p.div.querySelector(".main-svg");
  if (!paper) return null;
  if (!p.layer) {
    const node = svg("g", { class: "steps-overlay", "pointer-events": "none" });
    const count = p.spec.marks.areas ? 5 : 2;
    const groups = Array.from({ length: count }, () => {
      const g = svg("g", {});
      const fill = svg("path", { stroke: "none" });
      const line = svg("path", { fill: "none", "stroke-linejoin": "round" });
      const dots = svg("g", {});
      g.append(fill, line, dots);
      node.append(g);
      return { fill, line, markers: dots };
    });
    p.layer = { node, groups };
  }
  if (p.layer.node.parentNode !== paper) paper.append(p.layer.node);
  p.layer.node.setAttribute("transform", `translate(${xa._offset},${ya._offset})`);
  return p.layer;
}

// A trace's look as the builder gave it (gd.data), else as Plotly filled it in (an empty trace
// has no line or marker in gd._fullData): line colour, width and shape, fill, marker.
function traceStyle(gd, t) {
  const given = gd.data[t] || {}, full = gd._fullData[t] || {};
  const line = { ...(full.line || {}), ...(given.line || {}) };
  const color = line.color || "#444";
  const marker = { ...(full.marker || {}), ...(given.marker || {}) };
  return { color, width: line.width === undefined ? 2 : line.width, shape: line.shape,
           fill: given.fill || full.fill, fillcolor: given.fillcolor || full.fillcolor,
           marker: { ...marker, color: marker.color || color } };
}

// "M…L…Z" for each polygon of xs, ys (polygons separated by null).
function polygons(xs, ys, px, py) {
  let d = "", open = false;
  xs.forEach((x, j) => {
    if (x === null || ys[j] === null) {
      if (open) d += "Z";
      open = false;
      return;
    }
    d += (open ? "L" : "M") + px(x).toFixed(1) + "," + py(ys[j]).toFixed(1);
    open = true;
  });
  return open ? d + "Z" : d;
}

// The line through xs, ys as Plotly draws it: straight, or "hv" (across, then up or down).
function polyline(xs, ys, px, py, shape) {
  let d = "";
  xs.forEach((x, j) => {
    const a = px(x).toFixed(1), b = py(ys[j]).toFixed(1);
    if (!j) d = "M" + a + "," + b;
    else d += shape === "hv" ? "H" + a + "V" + b : "L" + a + "," + b;
  });
  return d;
}

// Circles at `points` in the trace's marker style, the group's circles reused.
function markers(group, points, marker, px, py) {
  const shown = points.filter(([x, y]) => x !== null && y !== null
                                         && Number.isFinite(x) && Number.isFinite(y));
  while (group.childNodes.length > shown.length) group.lastChild.remove();
  while (group.childNodes.length < shown.length) group.append(svg("circle", {}));
  const line = marker.line || {};
  shown.forEach(([x, y], j) => {
    const dot = group.childNodes[j];
    dot.setAttribute("cx", px(x).toFixed(1));
    dot.setAttribute("cy", py(y).toFixed(1));
    dot.setAttribute("r", String((marker.size || 6) / 2));
    dot.setAttribute("fill", marker.color);
    dot.setAttribute("stroke", line.color || "none");
    dot.setAttribute("stroke-width", String(line.width || 0));
  });
}

// The figure's own traces of `indices` hidden (the overlay draws them), or shown again with
// the overlay hidden once the figure's data has caught up.
function hideOwnMarks(p, indices) {
  p.hidden = indices.map((t) => p.div._fullData[t].uid);
  for (const node of ownMarkNodes(p)) node.style.display = "none";
}

function showOwnMarks(p) {
  for (const node of ownMarkNodes(p)) node.style.display = "";
  p.hidden = [];
  if (p.layer) p.layer.node.style.display = "none";
}

function ownMarkNodes(p) {
  return (p.hidden || []).map((uid) => p.div.querySelector(`.scatterlayer .trace${CSS.escape(uid)}`))
    .filter(Boolean);
}

// A figure whose box has left the page: its observer stops, its timer too, and Plotly lets it
// go (its window listeners, its data).
function releaseFigure(p) {
  if (p.released) return;
  p.released = true;
  if (p.resizes) p.resizes.disconnect();
  clearTimeout(p.timer);
  if (p.plotly && p.div._fullLayout) p.plotly.purge(p.div);
}

const MAX_TRAPEZOIDS = 200;  // as the builder (figures.py): beyond, the area as one region

// The traces step k changes (the builders' own for that step, from the sent steps): the path,
// its markers up to MAX_TRAPEZOIDS steps, the point; on the ROC the trapezoids, alternately
// shaded, the latest one highlighted; on the P-R plane the step function average precision sums.
function pathTraces(state, kind, k) {
  const c = state.columns, m = state[kind].spec.marks;
  const mode = c.step[k] <= MAX_TRAPEZOIDS ? "lines+markers" : "lines";
  if (kind === "pr") {
    const [x, y] = k >= 1 ? prSteps(c, k) : [[], []];
    const on = k >= 1 && !Number.isNaN(c.precision[k]);
    return { indices: [m.path, m.point],
             data: { x: [x, [on ? c.recall[k] : null]], y: [y, [on ? c.precision[k] : null]],
                     mode: [mode, "markers"] } };
  }
  const xs = Array.from(c.fpr.subarray(0, k + 1)), ys = Array.from(c.tpr.subarray(0, k + 1));
  const shades = [[[], []], [[], []]];
  let latest = [[], []];
  const widths = xs.slice(1).map((x, j) => x - xs[j]);
  if (widths.length > MAX_TRAPEZOIDS) {
    shades[0] = [[...xs, xs[k], xs[0]], [...ys, 0, 0]];
  } else {
    const shapes = [];
    widths.forEach((w, j) => {
      if (w > 0) shapes.push([[xs[j], xs[j + 1], xs[j + 1], xs[j], xs[j]],
                              [0, 0, ys[j + 1], ys[j], 0]]);
    });
    if (widths.length && widths[widths.length - 1] > 0) latest = shapes.pop();
    shapes.forEach((shape, j) => {
      shades[j % 2][0].push(...shape[0], null);
      shades[j % 2][1].push(...shape[1], null);
    });
  }
  return { indices: [m.areas[0], m.areas[1], m.latest, m.path, m.point],
           data: { x: [shades[0][0], shades[1][0], latest[0], xs, [c.fpr[k]]],
                   y: [shades[0][1], shades[1][1], latest[1], ys, [c.tpr[k]]],
                   mode: ["none", "none", "none", mode, "markers"] } };
}

// The P-R points of steps 1…k as the P-R page draws its curve (pr_steps, ap_steps in
// figures.py): in precision_recall_curve's order with its end (recall 0, precision 1), the
// points whose recall the next one's is below, and an end at recall 0 at the last one's
// precision, drawn "hv".
function prSteps(c, k) {
  const r = [], p = [];
  for (let j = k; j >= 1; j--) { r.push(c.recall[j]); p.push(c.precision[j]); }
  r.push(0);
  p.push(1);
  const kept = [];
  for (let i = 0; i + 1 < r.length; i++) if (r[i] > r[i + 1]) kept.push(i);
  if (!kept.length) return [r, p];
  kept.push(kept[kept.length - 1]);
  const x = kept.map((i) => r[i]), y = kept.map((i) => p[i]);
  x[x.length - 1] = 0;
  return [x, y];
}

// The ROC's title with the area so far (the P-R figure's stays).
function pathRelayout(state, kind, k) {
  const title = relayoutTitle(state, kind, k);
  return title === null ? {} : { "title.text": title };
}

function relayoutTitle(state, kind, k) {
  if (kind !== "roc") return null;
  return state.data.text.roc_title.replace("\u0000", value4(state.columns.area[k]));
}

// The samples by score (rank across, score up), one colour per class (named in the empty lower
// left: the scores fall to the right), filled when predicted positive; the samples at this step's
// threshold ringed, the threshold a dashed line; a few samples' scores written right of them, as
// the server's strip writes them (the next sample lies lower right, so the text clears it).
function strip(state, data) {
  const spec = data.strip, text = data.text;
  const scores = floats(spec.scores), positive = floats(spec.positive), n = scores.length;
  const W = 420, H = STEP_HEIGHT, L = MARGIN_LEFT, R = 10, T = 30, B = MARGIN_BOTTOM;
  const figure = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "live-curve steps-strip",
                              role: "img", "aria-label": spec.title });
  let low = Infinity, high = -Infinity;
  for (const s of scores) { low = Math.min(low, s); high = Math.max(high, s); }
  if (!(high > low)) { low -= 0.5; high += 0.5; }
  const margin = (high - low) * 0.05;
  low -= margin; high += margin;
  const px = (r) => L + (r + 0.5) / Math.max(n + spec.room, 1) * (W - L - R);
  const py = (s) => T + (high - s) / (high - low) * (H - T - B);
  const put = adder(figure);
  put("rect", { x: L, y: T, width: W - L - R, height: H - T - B, class: "frame" });
  put("text", { x: L, y: 2, class: "title" }, spec.title);
  put("text", { x: (L + W - R) / 2, y: H - B + TITLE_BELOW, "text-anchor": "middle" },
      text.rank_axis);
  put("text", yTitle((T + H - B) / 2), text.score);
  for (const s of [low + margin, high - margin]) {
    put("text", { x: L - 6, y: py(s) + 5, "text-anchor": "end" }, String(Number(s.toPrecision(3))));
  }
  const cut = put("line", { class: "steps-cut", x1: L, x2: W - R, "data-live": "strip-cut" });
  const radius = n <= 40 ? 6 : n <= 100 ? 4 : 3;
  const dots = [];
  for (let r = 0; r < n; r++) {
    const x = px(r), y = py(scores[r]).toFixed(1);
    dots.push(put("circle", { class: "steps-dot " + (positive[r] ? "pos" : "neg"), r: radius,
                              cx: x.toFixed(1), cy: y }));
    if (spec.score_text) {
      put("text", { x: (x + radius + 4).toFixed(1), y, class: "steps-label" }, spec.score_text[r]);
    }
  }
  [[text.actual_positive, "pos"], [text.actual_negative, "neg"]].forEach(([name, cls], k) => {
    const y = H - B - 14 - (ROW + 5) * (1 - k);  // rows clear at classroom mode's largest text
    put("circle", { class: "steps-key " + cls, r: 6, cx: L + 14, cy: y });
    put("text", { x: L + 26, y, class: "steps-label" }, name);
  });
  const c = state.columns;
  let shownCut = 0, filledRing = [];
  state.paintLeft = (k) => {  // only the samples whose state changed are touched
    const above = c.strip_above[k], at = c.strip_cut[k];
    for (let r = Math.min(shownCut, at); r < Math.max(shownCut, at); r++) {
      dots[r].classList.toggle("filled", r < at);
    }
    for (const r of filledRing) dots[r].classList.remove("ring");
    filledRing = [];
    for (let r = above; r < at; r++) { dots[r].classList.add("ring"); filledRing.push(r); }
    shownCut = at;
    const t = c.threshold[k];
    cut.style.display = Number.isFinite(t) ? "" : "none";
    if (Number.isFinite(t)) {
      cut.setAttribute("y1", py(t));
      cut.setAttribute("y2", py(t));
    }
    figure.setAttribute("data-filled", String(at));
  };
  return figure;
}
