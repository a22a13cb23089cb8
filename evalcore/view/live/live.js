// The live threshold view: a slider over the stops of evalcore's stop table that repaints the
// counts, the 2×2 matrix with row rates, every point measure and the marks of the Plotly figures
// (the histogram's cut, the operating points, the cost line) in the same frame, without the
// server. It looks numbers up (one float64 block, decoded once); it computes no measure. The
// figures are the server's (data.curves, data.hist, data.figures: Plotly figures built in
// Python), drawn once by Plotly.js; a move moves only their small marks (the indices in each
// figure's `marks`): their drawn elements at once, the figure's data once the moves settle
// (moveMarks).
// `send(name, value)` tells the server the threshold when a drag or key press ends (the app), or
// is null (the offline report, a notebook). Every text is set with textContent: never as HTML.

function liveThreshold(root, data, send) {
  const state = root.__live || (root.__live = {});
  const built = state.id !== data.id;
  if (built) build(root, state, data, send);
  state.send = send;
  if (built && beforeNewestMove(state, data.heard) && typeof state.sentThreshold === "number") {
    // a new table from a run that started before the server heard the newest move: the view
    // shows that move's threshold on it (not the older answer), and awaits the run answering it
    const i = lowestStopAtLeast(state, state.sentThreshold);
    state.serverIndex = data.index;
    state.awaiting = i;
    paint(state, i);
    return;
  }
  if (fromServer(state, data.index, data.heard)) paint(state, data.index);
}

// Whether a run started before the server heard this view's newest move (`heard`, the newest
// move number the run had heard, is older than the one `send` last returned).
function beforeNewestMove(state, heard) {
  return state.sentN !== undefined && heard != null && heard < state.sentN;
}

// Whether a run's stop (or step) `index` is to be shown: always by a view just built (for a new
// table: it has no other stop to show), else not by a run that started before the server heard
// this view's newest move, not while a newer move is awaited (a run answering an older one must
// not pull the view back), nor when it is the one shown already. A run that heard the newest
// move once it was sent (`unsent` false: no move since) is the server's answer to it: its stop
// is shown even where the view had guessed another (a threshold picked between two stops).
function fromServer(state, index, heard) {
  if (state.serverIndex === undefined) {
    state.serverIndex = index;
    return true;
  }
  if (beforeNewestMove(state, heard)) return false;
  const answer = state.unsent === false && heard != null && heard >= state.sentN;
  if (state.awaiting !== undefined) {
    if (index !== state.awaiting && !answer) return false;
    state.awaiting = undefined;
  }
  if (state.serverIndex === index && !(answer && state.index !== index)) return false;
  state.serverIndex = index;
  return true;
}

// The table's columns by name: the float64 block's, then the float32 block's (columns whose
// shown text float32 keeps; read as the same numbers).
function decode(table) {
  const columns = {};
  for (const [names, block, Typed] of [[table.columns, table.block, Float64Array],
                                       [table.columns32 || [], table.block32, Float32Array]]) {
    if (!names.length) continue;
    const all = floats(block, Typed);
    names.forEach((name, k) => {
      columns[name] = all.subarray(k * table.stops, (k + 1) * table.stops);
    });
  }
  return columns;
}

// Python's f"{x:.{d}f}": correctly rounded, half to even on exact ties (toFixed breaks ties
// away from zero; a tie shows as ...5000... in the exact expansion).
function fixed(x, d) {
  if (!Number.isFinite(x)) return String(x);
  const negative = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  let s = a.toFixed(d);
  const long = a.toFixed(Math.min(100, d + 30));
  const point = long.indexOf(".");
  const rest = point < 0 ? "" : long.slice(point + 1 + d);
  if (/^50*$/.test(rest)) {
    const truncated = d ? long.slice(0, point + 1 + d) : long.slice(0, point);
    const last = truncated.replace(".", "").slice(-1);
    if (Number(last) % 2 === 0) s = truncated;
  }
  return (negative ? "-" : "") + s;  // as Python: -0.00001 → "-0.0000"
}

function grouped(text) {
  const [whole, decimals] = text.split(".");
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals === undefined ? digits : digits + "." + decimals;
}

// Python's format_count: whole numbers with thousands separators, else f"{x:,.6g}".
function count(x) {
  if (Number.isInteger(x)) return grouped(String(x));
  const exponent = Number(x.toExponential(5).split("e")[1]);
  if (exponent < -4 || exponent >= 6) {
    const [mantissa, power] = x.toExponential(5).split("e");
    const m = mantissa.includes(".") ? mantissa.replace(/0+$/, "").replace(/\.$/, "") : mantissa;
    const p = Number(power);
    return m + "e" + (p < 0 ? "-" : "+") + String(Math.abs(p)).padStart(2, "0");
  }
  let s = fixed(x, 5 - exponent);
  if (s.includes(".")) s = s.replace(/0+$/, "").replace(/\.$/, "");
  return grouped(s);
}

function value4(x) {
  return Number.isNaN(x) ? null : fixed(x, 4);
}

function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// A label's text with each formula between bars ("|TPR − FPR|") in a span kept on one line: a
// narrow tile wraps the label between its words, never inside the formula.
function labelWithFormulas(attrs, text) {
  const node = el("div", attrs);
  for (const part of String(text).split(/(\|[^|]+\|)/)) {
    const formula = /^\|.+\|$/.test(part);
    if (part) node.append(formula ? el("span", { class: "live-formula" }, part) : part);
  }
  return node;
}

const COUNTS = ["tp", "fp", "tn", "fn"];

function build(root, state, data, send) {
  const text = data.text;
  // the old view goes first: a move it still holds is told the server now, as its own table's
  // stop (its key's release would reach the new view, which holds no move)
  const old = root.querySelector(".live");
  const focused = focusedIn(root, old);
  if (old && state.commit) state.commit();
  if (old) old.remove();
  state.id = data.id;
  state.data = data;
  state.columns = decode(data.table);
  state.folds = (data.folds || []).map(decode);  // each fold's columns at the same stops
  state.stops = data.table.stops;
  state.serverIndex = undefined;
  state.awaiting = undefined;
  state.cells = {};
  state.plots = {};
  // a projector's one curve (the lesson's P-R screen) stands beside the counts, not under
  // them: a square plot's size is the height left, and the width is what a screen has to spare
  const beside = data.projector && data.curves && Object.keys(data.curves).length === 1;
  const box = el("div", { class: "live" + (data.classroom ? " classroom" : "")
                                        + (data.projector ? " projector" : "")
                                        + (beside ? " beside" : "") });

  const head = el("div", { class: "live-head" });
  const sliderBox = el("div", { class: "live-slider" });
  const title = el("div", { class: "live-label" });
  title.append(el("span", {}, text.threshold_label + " "));
  state.shown = el("output", { "data-live": "threshold" });
  title.append(state.shown);
  const slider = el("input", {
    type: "range", min: "0", max: String(state.stops - 1), step: "1",
    "aria-label": text.threshold_label, "data-live": "slider",
  });
  sliderBox.append(title, slider);
  const exact = el("div", { class: "live-exact" });
  const exactInput = el("input", {
    type: "number", step: "any", "aria-label": text.exact_label, placeholder: text.all_negative,
    title: text.exact_help, "data-live": "exact",
  });
  exact.append(el("label", {}, text.exact_label), exactInput);
  head.append(sliderBox, exact);
  box.append(head, el("div", { class: "live-rule" }, text.rule));

  state.tiles = data.tiles || [...COUNTS, "precision", "recall"];
  const tiles = el("div", { class: "live-tiles" + (state.tiles.length > 6 ? " seven" : "") });
  for (const name of state.tiles) {
    const tile = el("div", { class: "live-tile" });
    tile.append(labelWithFormulas({ class: "live-tile-label" }, text[name]));
    const v = el("div", { class: "live-tile-value", "data-live": "tile-" + name });
    tile.append(v);
    state.cells["tile-" + name] = v;
    tiles.append(tile);
  }
  box.append(tiles);

  const figures = el("div", { class: "live-figures" + (data.curves ? " curves" : "") });
  if (data.curves) {
    figures.append(...Object.entries(data.curves).map(([kind, spec]) => plot(state, kind, spec)));
  } else {
    figures.append(matrix(state, text));
    if (data.hist) figures.append(plot(state, "hist", data.hist));
    // a notebook's ROC and P-R figures after them, moved as the ROC / PR page's
    for (const [kind, spec] of Object.entries(data.figures || {})) {
      figures.append(plot(state, kind, spec));
    }
  }
  box.append(figures);
  if (data.curves || !data.measures.length) {  // the ROC / PR and Cost pages, a projector
    root.append(box);
    finishBuild(root, state, data, slider, exactInput);
    refocus(box, focused);
    drawPlots(state);
    return;
  }

  box.append(el("h3", {}, text.measures_header));
  const table = el("table", { class: "live-measures" });
  const headRow = el("tr");
  const ends = data.intervals.length ? ["low", "high"] : [];  // the Wilson interval's columns
  for (const h of [text.metric_column, text.value_column,
                   ...ends.map((end) => text["interval_" + end]), text.note_column]) {
    headRow.append(el("th", { scope: "col" }, h));
  }
  table.append(headRow);
  for (const name of data.measures) {
    const row = el("tr");
    row.append(el("th", { scope: "row" }, text.metrics[name]));
    const v = el("td", { "data-live": "measure-" + name });
    row.append(v);
    state.cells["measure-" + name] = v;
    for (const end of ends) {
      const cell = el("td", { "data-live": end + "-" + name });
      row.append(cell);
      state.cells[end + "-" + name] = cell;
    }
    const note = el("td", { class: "live-note", "data-live": "note-" + name });
    row.append(note);
    state.cells["note-" + name] = note;
    table.append(row);
  }
  box.append(table);
  root.append(box);
  finishBuild(root, state, data, slider, exactInput);
  refocus(box, focused);
  drawPlots(state);
}

// The data-live name of the control that has the focus inside `box` ("" for the box itself), or
// null. A view rebuilt for a new table gives the focus back to the same control, so that a
// keyboard user's next key still moves it.
function focusedIn(root, box) {
  const active = root.activeElement !== undefined ? root.activeElement : document.activeElement;
  if (!box || !active || !box.contains(active)) return null;
  return active === box ? "" : active.getAttribute("data-live");
}

function refocus(box, name) {
  if (name === null) return;
  const target = name ? box.querySelector(`[data-live="${CSS.escape(name)}"]`) : box;
  if (target) target.focus();
}

function finishBuild(root, state, data, slider, exactInput) {
  state.slider = slider;
  state.exactInput = exactInput;
  // this view's stops: a move of its slider names one of them, whatever table comes next
  const thresholds = state.columns.threshold;

  let pending = null;
  // the server hears a threshold; the view keeps it, to show it on a table an older run brings
  const tell = (name, value) => {
    state.unsent = false;
    state.sentThreshold = name === "threshold" ? value : undefined;
    state.sentN = state.send(name, value);
  };
  const commit = () => {
    if (pending === null) return;
    const i = pending;
    pending = null;
    showExact(state, i);
    if (!state.send) return;
    state.awaiting = i;
    tell("threshold", thresholds[i]);
  };
  const move = (i) => {
    i = Math.max(0, Math.min(state.stops - 1, i));
    slider.value = String(i);
    paint(state, i, true);
    pending = i;
    state.unsent = true;
    state.awaiting = i;  // from the first frame of a move, not only once it is sent
  };
  // a threshold picked on a figure (a click): its stop at once, the threshold itself to the server
  state.pick = (t) => {
    move(lowestStopAtLeast(state, t));
    if (!state.send) {
      commit();
      return;
    }
    showExact(state, pending);
    state.awaiting = pending;
    pending = null;
    tell("threshold", t);
  };
  state.moveTo = move;  // a drag of an operating point (drag, in listen)
  state.commit = commit;
  slider.addEventListener("input", () => move(Number(slider.value)));
  slider.addEventListener("change", commit);  // pointer released
  slider.addEventListener("keydown", (event) => {
    const i = Number(slider.value);
    const page = Math.max(1, Math.round(state.stops / 10));
    const to = { ArrowRight: i + 1, ArrowUp: i + 1, ArrowLeft: i - 1, ArrowDown: i - 1,
                 PageUp: i + page, PageDown: i - page, Home: 0, End: state.stops - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  });
  slider.addEventListener("keyup", commit);  // the key press ended
  slider.addEventListener("blur", commit);
  exactInput.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !state.send) return;
    const typed = exactInput.value.trim();
    state.awaiting = undefined;
    tell("typed", typed === "" ? null : Number(typed));
  });
  exactInput.addEventListener("change", () => {
    if (state.send) return;  // the report: look the typed threshold up among the stops
    const typed = exactInput.value.trim();
    const stop = typed === "" ? state.stops - 1 : lowestStopAtLeast(state, Number(typed));
    move(stop);
    commit();
    if (typed !== "" && Number.isFinite(state.columns.threshold[stop])) {
      showGiven(state, typed, Number(typed));
    }
  });
}

// A threshold the user typed reads as typed (its stop's counts shown): on the slider's label,
// in the exact box and on the histogram's cut, as the app shows a threshold the user gave.
function showGiven(state, typed, t) {
  state.shown.textContent = typed;
  state.slider.setAttribute("aria-valuetext", typed);
  state.exactInput.value = typed;
  if (state.plots.hist) moveMarks(state, "hist", { t, label: typed });
}

function lowestStopAtLeast(state, t) {
  const thresholds = state.columns.threshold;
  let lo = 0, hi = state.stops - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (thresholds[mid] >= t) hi = mid; else lo = mid + 1;
  }
  return lo;
}

function matrix(state, text) {
  const table = el("table", { class: "live-matrix", "aria-label": text.matrix_label });
  const head = el("tr");
  head.append(el("th", { class: "corner" }, text.truth + " \\ " + text.prediction));
  head.append(el("th", { scope: "col" }, text.predicted_positive));
  head.append(el("th", { scope: "col" }, text.predicted_negative));
  table.append(head);
  for (const [rowLabel, names] of [[text.actual_positive, ["tp", "fn"]],
                                   [text.actual_negative, ["fp", "tn"]]]) {
    const row = el("tr");
    row.append(el("th", { scope: "row" }, rowLabel));
    for (const name of names) {
      const cell = el("td", { "data-live": "cell-" + name });
      const label = el("div", { class: "cell-name" }, name.toUpperCase());
      const n = el("div", { class: "cell-count", "data-live": "cell-count-" + name });
      const rate = el("div", { class: "cell-rate", "data-live": "cell-rate-" + name });
      cell.append(label, n, rate);
      state.cells["cell-" + name] = cell;
      state.cells["cell-count-" + name] = n;
      state.cells["cell-rate-" + name] = rate;
      row.append(cell);
    }
    table.append(row);
  }
  return table;
}

// Stop `i` painted; the exact box too unless `moving` (a move's frame: a text box's value is the
// dearest text of the frame to rewrite, so it follows when the move ends).
function paint(state, i, moving = false) {
  const c = state.columns, text = state.data.text, cells = state.cells;
  state.slider.value = String(i);
  const label = state.data.labels[i];
  state.shown.textContent = label;
  state.slider.setAttribute("aria-valuetext", label);
  state.index = i;
  if (!moving) showExact(state, i);
  for (const name of state.tiles) {
    cells["tile-" + name].textContent = COUNTS.includes(name) ? count(c[name][i])
      : value4(c[name][i]) ?? "—";
  }
  for (const kind of Object.keys(state.plots)) moveMarks(state, kind, { i });
  if (state.data.curves) return;
  for (const name of ["tp", "fp", "tn", "fn"]) {
    cells["cell-count-" + name].textContent = count(c[name][i]);
  }
  // row rates: TP and FN over the actual positives, FP and TN over the actual negatives
  const rates = { tp: c.recall[i], fn: c.fnr[i], fp: c.fpr[i], tn: c.specificity[i] };
  for (const [name, rate] of Object.entries(rates)) {
    cells["cell-rate-" + name].textContent = Number.isNaN(rate) ? "—" : fixed(rate * 100, 1) + "%";
    const shade = Number.isNaN(rate) ? 0 : rate;
    cells["cell-" + name].style.background = `rgba(31, 119, 180, ${0.08 + 0.72 * shade})`;
    cells["cell-" + name].classList.toggle("dark", shade > 0.55);
  }
  for (const name of state.data.measures) {
    const v = value4(c[name][i]);
    const reasons = state.data.table.reasons[name] || {};
    cells["measure-" + name].textContent = v ?? text.undefined;
    cells["note-" + name].textContent = v === null ? (text.reasons[reasons[i]] || "") : "";
  }
  for (const name of state.data.intervals) {  // empty where the proportion has no total
    for (const end of ["low", "high"]) {
      cells[end + "-" + name].textContent = value4(c[name + "_" + end][i]) ?? "";
    }
  }
}

function showExact(state, i) {
  state.exactInput.value = Number.isFinite(state.columns.threshold[i]) ? state.data.labels[i] : "";
}

function floats(base64, Typed = Float64Array) {
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new Typed(bytes.buffer);
}


// A figure's place in the view; drawn by drawPlots once Plotly.js is there.
function plot(state, kind, spec) {
  // its marks' indices on the element too: what a test reads the marks of gd.data by
  const div = el("div", { class: "live-plot", "data-live": "plot-" + kind,
                          "data-marks": JSON.stringify(spec.marks) });
  state.plots[kind] = { div, spec, drawn: false, at: null };
  return div;
}

// A figure at most 40 % of the window tall (outside classroom mode, whose figures are sized for
// a projector's text): the slider, the counts and the figures then share one screen at 1024×768
// as at 1440×900, where the builders' height already fits.
const WINDOW_SHARE = 0.4, LEAST_HEIGHT = 240;
const builderHeights = new WeakMap();  // a figure's layout → the height its builder gave it

// On a projector's screen (data.projector) a figure is as tall as the window leaves below its
// top, so that a clicker, which cannot scroll, shows it whole.
const BOTTOM_ROOM = 32;

function fitHeight(state, layout, div) {
  if (state.data.projector) {
    layout.height = projectorHeight(div);
    return;
  }
  if (state.data.classroom || !layout.height) return;
  if (!builderHeights.has(layout)) builderHeights.set(layout, layout.height);
  div.dataset.ownHeight = String(builderHeights.get(layout));
  layout.height = windowHeight(div);
}

// A figure's height in this window, outside classroom mode: its builder's (kept on the figure,
// data-own-height), at most the window's share.
function windowHeight(div) {
  const room = Math.max(LEAST_HEIGHT, Math.floor(window.innerHeight * WINDOW_SHARE));
  return Math.min(Number(div.dataset.ownHeight), room);
}

// Outside classroom mode, a drawn figure whose height is no longer its share of the window's.
function heightDue(div) {
  return Boolean(div.dataset.ownHeight) && windowHeight(div) !== div._fullLayout.height;
}

// A projector's figure: as tall as the window leaves below its top (the window's height it was
// fitted to kept on the figure, data-fitted-for).
function projectorHeight(div) {
  div.dataset.fittedFor = String(window.innerHeight);
  const top = div.getBoundingClientRect().top;
  return Math.max(LEAST_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_ROOM));
}

// Classroom mode, outside a projector's screen: a square figure (ROC, P-R, their axes held at
// equal scale) in a box narrower than its plot area is tall gives back the height it cannot
// use. Plotly centres such a plot, so that height would stand as blank above and below it (at
// 1024 px, the plot far under its title and its axis below the window). The x axis's ticks and
// title stand in the blank under the plot until then, and in the bottom margin after: their
// height is kept.
const LEAST_SPARE = 8;
const squares = new Map();  // a fitted figure's div → its own height

function fitSquare(Plotly, div, height) {
  const spare = spareHeight(div);
  if (spare <= 0) return null;
  squares.set(div, height);
  return Plotly.react(div, div.data, { ...div.layout, height: height - spare });
}

function spareHeight(div) {
  const full = div._fullLayout;
  const plot = div.querySelector(".nsewdrag");
  if (!div.closest(".live.classroom:not(.projector)") || !full || !plot || !full.yaxis
      || full.yaxis.scaleanchor !== "x") return 0;
  const bottom = plot.getBoundingClientRect().bottom;
  const below = Math.max(0, ...[...div.querySelectorAll(".xtitle, .xtick text")]
    .map((label) => label.getBoundingClientRect().bottom - bottom));
  const spare = Math.floor(full._size.h - full.yaxis._length - below) - 2;
  return spare >= LEAST_SPARE ? spare : 0;
}

// A drawn figure laid out again at its box's size, once per frame however many changes asked:
// after its box changed width (the window resized, the sidebar collapsed or opened) or the
// window's height changed (the lesson moved onto a projector, full screen turned on, the
// browser's window made shorter or taller). A projector's figure takes the height the window
// leaves below its top, one outside classroom mode its share of the window's height; a fitted
// square figure is drawn at its own height first (a wider box holds a larger square) and fitted
// again; any other is laid out at its box's width by Plotly.
const refits = new Map();  // a figure's div → the Plotly that drew it, due at the next frame

function refitLater(div, Plotly) {
  if (!refits.size) requestAnimationFrame(refitDue);
  refits.set(div, Plotly);
}

function refitDue() {
  const due = [...refits];
  refits.clear();
  for (const [div, Plotly] of due) {
    if (!div.isConnected || !div._fullLayout) continue;
    if (div.closest(".live.projector")) div.style.height = projectorHeight(div) + "px";
    if (heightDue(div)) {  // never a fitted square: those are classroom mode's
      Plotly.relayout(div, { height: windowHeight(div) }).then(() => Plotly.Plots.resize(div));
      continue;
    }
    const height = squares.get(div);
    if (height === undefined) {
      Plotly.Plots.resize(div);
      continue;
    }
    squares.delete(div);
    Plotly.react(div, div.data, { ...div.layout, height })
      .then(() => Plotly.Plots.resize(div))  // its width the box's now
      .then(() => fitSquare(Plotly, div, height));
  }
}

const drawnPlots = new Map();  // every drawn figure's div → the Plotly that drew it

window.addEventListener("resize", () => {
  for (const [div, Plotly] of drawnPlots) {
    if (!div.isConnected) drawnPlots.delete(div);
    else if (div.closest(".live.projector") || heightDue(div)) refitLater(div, Plotly);
  }
});

// The box's width no longer the figure's (Plotly's own resize follows the window only); the
// figure's own changes of height (a square fitted) leave its width and ask for nothing.
const widthWatch = new ResizeObserver((entries) => {
  for (const { target: div } of entries) {
    const full = div._fullLayout;
    if (!div.isConnected) {
      widthWatch.unobserve(div);
      drawnPlots.delete(div);
    } else if (full && Math.abs(div.clientWidth - full.width) > 1 && drawnPlots.has(div)) {
      refitLater(div, drawnPlots.get(div));
    }
  }
});

function watchSize(div, Plotly) {
  drawnPlots.set(div, Plotly);
  widthWatch.observe(div);
}

// Every figure of the view drawn (the marks at the stop shown), once Plotly.js has loaded: the
// counts do not wait for it.
function drawPlots(state) {
  const id = state.id;
  // the copy the page loaded for the view (window.livePlotly) before any other on the page
  const plotly = window.livePlotly || (window.Plotly && Promise.resolve(window.Plotly));
  if (!plotly) return;
  plotly.then((Plotly) => {
    for (const [kind, p] of Object.entries(state.plots)) {
      if (state.id !== id) return;  // rebuilt for another table meanwhile
      const { data, layout } = p.spec.figure;
      const at = p.at || { i: state.index };
      const { traces, relayout } = marks(state, kind, at);
      for (const [k, update] of Object.entries(traces)) Object.assign(data[k], update);
      for (const [path, value] of Object.entries(relayout)) setPath(layout, path, value);
      fitHeight(state, layout, p.div);
      const config = { ...p.spec.config, ...state.data.plotly_locale, responsive: true,
                       ...(state.data.projector ? { displayModeBar: false } : {}) };
      p.plotly = Plotly;  // the copy that drew it moves it (the page may load another later)
      Plotly.newPlot(p.div, data, layout, config).then(() => {
        return fitSquare(Plotly, p.div, layout.height);
      }).then(() => {
        watchSize(p.div, Plotly);
        p.drawn = true;
        p.div.setAttribute("data-drawn", "");
        p.synced = at;
        p.div.setAttribute("data-at", atName(at));
        p.div.setAttribute("data-synced", atName(at));
        listen(state, kind, p.div);
        // the modebar's image is drawn from the figure's data: marks moved since the last
        // sync are synced first (a capture listener runs before the button's own)
        p.div.addEventListener("click", (event) => {
          if (event.target.closest && event.target.closest(".modebar")) sync(state, kind);
        }, true);
        // a redraw (zoom, pan, reset, resize) draws the figure's data: marks still ahead of it
        // are placed again
        p.div.on("plotly_afterplot", () => {
          if (p.at && p.at !== p.synced) place(p.div, ...Object.values(marks(state, kind, p.at)));
        });
        if (p.at !== at && p.at) moveMarks(state, kind, p.at);  // moved while drawing
      });
    }
  });
}

// layout["annotations[0].x"] = value, as Plotly.relayout reads such a path.
function setPath(target, path, value) {
  const keys = path.replace(/\[(\d+)\]/g, ".$1").split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] || (node[key] = {});
  node[keys[keys.length - 1]] = value;
}

// A figure's marks at `at`: a stop ({ i }), or a threshold the user typed ({ t, label }) for the
// histogram's cut. Each figure has its own (spec.marks): the cut (shape and annotation), the
// operating point and its label, the cost line, the folds' points. A move places the marks'
// drawn elements at once (place: through the axes' data-to-pixel functions, no redraw of the
// figure); the figure's own data (what hover, zoom and the PNG read) follows once the moves
// have settled for SETTLE_MS, in one Plotly.update. Where the drawn elements cannot show the
// new marks (a point that was not drawn, a label that changes sides), the update is made at once.
function moveMarks(state, kind, at) {
  const p = state.plots[kind];
  p.at = at;
  if (!p.drawn) return;
  clearTimeout(p.timer);
  const { traces, relayout } = marks(state, kind, at);
  if (!place(p.div, traces, relayout)) {
    update(p, at, traces, relayout);
    return;
  }
  p.div.setAttribute("data-at", atName(at));
  p.timer = setTimeout(() => {
    if (p.at === at && state.plots[kind] === p) update(p, at, traces, relayout);
  }, SETTLE_MS);
}

const SETTLE_MS = 200;

// The figure's data brought to the marks' stop now, if a move has not been synced yet.
function sync(state, kind) {
  const p = state.plots[kind];
  if (!p.drawn || !p.at || p.at === p.synced) return;
  clearTimeout(p.timer);
  const { traces, relayout } = marks(state, kind, p.at);
  update(p, p.at, traces, relayout);
}

// An annotation's drawn text lines paired with the lines of its new `text` (as given: plain
// words, lines joined by <br>), or null when they do not pair up (another number of lines, other
// markup, an entity).
function textLines(node, text) {
  const drawn = node.querySelector("text.annotation-text");
  if (!drawn) return null;
  const words = text.split("<br>");
  if (words.some((w) => /[<>&]/.test(w))) return null;
  const lines = drawn.querySelectorAll("tspan.line");
  if (!lines.length) return words.length === 1 && !drawn.children.length ? [[drawn, words[0]]] : null;
  if (lines.length !== words.length || [...lines].some((l) => l.children.length)) return null;
  return [...lines].map((line, k) => [line, words[k]]);
}

// The stop (or typed threshold) the drawn marks show (data-at) and the figure's data shows
// (data-synced): what a test or benchmark waits on.
const atName = (at) => (at.t !== undefined ? "t" + at.t : String(at.i));

// The marks' traces and layout in the figure's data: one redraw.
function update(p, at, traces, relayout) {
  const indices = Object.keys(traces).map(Number);
  const data = {};
  for (const name of ["x", "y", "text"]) {
    if (indices.some((k) => name in traces[k])) {
      data[name] = indices.map((k) => traces[k][name]);
    }
  }
  p.synced = at;
  p.plotly.update(p.div, data, relayout, indices);
  p.div.setAttribute("data-at", atName(at));
  p.div.setAttribute("data-synced", atName(at));
}

// The marks' drawn elements moved to `traces` and `relayout` (as marks gives them), or false
// when they cannot show them: points and lines by their data's pixels, the cut's line and the
// labels by how far their data moved (their text set as given).
function place(gd, traces, relayout) {
  const full = gd._fullLayout, xa = full && full.xaxis, ya = full && full.yaxis;
  if (!xa || !ya || !xa.c2p || !ya.c2p) return false;
  const px = (v) => (v === null || v === undefined ? NaN : xa.c2p(v));
  const py = (v) => (v === null || v === undefined ? NaN : ya.c2p(v));
  const moves = [];
  for (const [k, to] of Object.entries(traces)) {
    const trace = gd._fullData[Number(k)];
    const node = trace && gd.querySelector(`.scatterlayer .trace${CSS.escape(trace.uid)}`);
    if (!node || node.querySelector(".textpoint")) return false;
    const points = node.querySelectorAll("path.point");
    const line = node.querySelector("path.js-line");
    const mode = trace.mode || "";
    if (mode.includes("markers")) {
      if (points.length !== to.x.length) return false;
      to.x.forEach((x, n) => {
        const [a, b] = [px(x), py(to.y[n])];
        moves.push(() => {
          const on = Number.isFinite(a) && Number.isFinite(b);
          points[n].style.display = on ? "" : "none";
          if (on) points[n].setAttribute("transform", `translate(${a},${b})`);
        });
      });
    }
    if (mode.includes("lines")) {
      const xy = to.x.map((x, n) => [px(x), py(to.y[n])]);
      if (!line || !xy.every(([a, b]) => Number.isFinite(a) && Number.isFinite(b))) return false;
      moves.push(() => line.setAttribute("d", "M" + xy.map((v) => v.join(",")).join("L")));
    }
  }
  const layout = gd.layout;
  const groups = {};
  for (const [path, value] of Object.entries(relayout)) {
    const [, what, k, key] = path.match(/^(shapes|annotations)\[(\d+)\]\.(\w+)$/);
    const group = groups[what + k] || (groups[what + k] = { what, k: Number(k), to: {} });
    group.to[key] = value;
  }
  for (const { what, k, to } of Object.values(groups)) {
    const now = (layout[what] || [])[k] || {};
    const selector = what === "shapes" ? `.shapelayer path[data-index="${k}"]`
      : `.annotation[data-index="${k}"]`;
    const node = gd.querySelector(selector);
    if (to.visible === false) {
      if (node) moves.push(() => { node.style.display = "none"; });
      continue;
    }
    if (!node || now.visible === false) return false;
    for (const key of ["xanchor", "yanchor", "ax", "ay"]) {
      if (key in to && to[key] !== now[key]) return false;
    }
    const x = "x0" in to ? to.x0 : to.x, y = to.y;
    const dx = x === undefined ? 0 : px(x) - px("x0" in to ? now.x0 : now.x);
    const dy = y === undefined ? 0 : py(y) - py(now.y);
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return false;
    const lines = "text" in to ? textLines(node, to.text) : [];
    if (!lines) return false;
    moves.push(() => {
      if (node.__base === undefined) node.__base = node.getAttribute("transform") || "";
      node.setAttribute("transform", `${node.__base} translate(${dx},${dy})`);
      node.style.display = "";
      for (const [line, words] of lines) line.textContent = words;
    });
  }
  for (const move of moves) move();
  return true;
}

const shown = (v) => (Number.isFinite(v) ? v : null);  // NaN: no point (undefined measure)

function marks(state, kind, at) {
  const c = state.columns, m = state.plots[kind].spec.marks, i = at.i;
  const traces = {}, relayout = {};
  if (kind === "hist") {
    const t = at.t !== undefined ? at.t : c.threshold[i];
    const label = at.label !== undefined ? at.label : state.data.labels[i];
    const range = state.plots.hist.spec.figure.layout.xaxis.range;
    const on = Number.isFinite(t);
    const x = on ? Math.min(Math.max(t, range[0]), range[1]) : range[0];
    Object.assign(relayout, {
      [`shapes[${m.cut}].x0`]: x, [`shapes[${m.cut}].x1`]: x, [`shapes[${m.cut}].visible`]: on,
      [`annotations[${m.cut_text}].x`]: x, [`annotations[${m.cut_text}].visible`]: on,
      [`annotations[${m.cut_text}].text`]: state.data.text.threshold_short.replace("\u0000", label),
      // written on the line's roomier side, as the builder does
      [`annotations[${m.cut_text}].xanchor`]: x > (range[0] + range[1]) / 2 ? "right" : "left",
    });
    return { traces, relayout };
  }
  if (m.folds !== undefined) {
    if (m.folds === null) return { traces, relayout };
    const [xs, ys] = kind === "roc" ? ["fpr", "recall"] : ["recall", "precision"];
    traces[m.folds] = { x: state.folds.map((f) => shown(f[xs][i])),
                        y: state.folds.map((f) => shown(f[ys][i])), text: m.names };
    return { traces, relayout };
  }
  if (m.curves !== undefined) {  // a line at the threshold (m.x: its column), a point per curve
    const t = c[m.x][i], on = Number.isFinite(t);
    m.curves.forEach((name, k) => {  // each curve's value: the table's column of its name
      traces[m.points[k]] = { x: [on ? t : null], y: [on ? shown(c[name][i]) : null] };
    });
    Object.assign(relayout, {
      [`shapes[${m.line}].x0`]: on ? t : 0, [`shapes[${m.line}].x1`]: on ? t : 0,
      [`shapes[${m.line}].visible`]: on,
      [`annotations[${m.line_text}].x`]: on ? t : 0, [`annotations[${m.line_text}].visible`]: on,
    });
    return { traces, relayout };
  }
  if (kind === "cost") {
    traces[m.line] = { x: [0, 1], y: [shown(c.fpr[i]), shown(c.fnr[i])] };
    traces[m.point] = { x: [m.pc], y: [shown(c.normalized_cost[i])] };
    return { traces, relayout };
  }
  const [x, y] = kind === "roc" ? [c.fpr[i], c.recall[i]] : [c.recall[i], c.precision[i]];
  traces[m.point] = { x: [shown(x)], y: [shown(y)] };
  if (m.label !== undefined) {  // the P-R point's text, placed as the builder's point_label
    const words = state.data.point_texts[i];
    const on = words !== "" && Number.isFinite(x) && Number.isFinite(y);
    const right = x <= 0.5;
    const up = y > 0.15 && y < 0.85 ? right : y <= 0.15;
    Object.assign(relayout, {
      [`annotations[${m.label}].visible`]: on, [`annotations[${m.label}].text`]: words,
      [`annotations[${m.label}].x`]: on ? x : 0, [`annotations[${m.label}].y`]: on ? y : 0,
      [`annotations[${m.label}].ax`]: right ? 22 : -22, [`annotations[${m.label}].ay`]: up ? -26 : 26,
      [`annotations[${m.label}].xanchor`]: right ? "left" : "right",
      [`annotations[${m.label}].yanchor`]: up ? "bottom" : "top",
    });
  }
  return { traces, relayout };
}

// Clicks: a curve point (its hover data's threshold) or a histogram bar (the edge nearer the
// pointer) sets the threshold there; the ROC and P-R operating points can be dragged.
function listen(state, kind, div) {
  const m = state.plots[kind].spec.marks;
  if ((kind === "roc" || kind === "pr") && m.point !== undefined) drag(state, kind, div);
  div.on("plotly_click", (event) => {
    const point = event.points && event.points[0];
    if (!point || !state.pick) return;
    if (kind === "hist") {
      const axis = div._fullLayout.xaxis;
      const box = div.getBoundingClientRect();
      const x = axis.p2d(event.event.clientX - box.left - axis._offset);
      const half = (point.fullData.width || 0) / 2;
      state.pick(Math.abs(x - (point.x - half)) < Math.abs(x - (point.x + half))
        ? point.x - half : point.x + half);
      return;
    }
    if (m.curves !== undefined) {  // a curve's point: its x is a threshold in the m.x column
      const i = stopOf(state.columns[m.x], Number(point.x));
      if (i >= 0 && state.moveTo) {
        state.moveTo(i);
        state.commit();
      }
      return;
    }
    const data = point.customdata;
    if (!Array.isArray(data)) return;
    const t = Number(data[0]);
    state.pick(Number.isFinite(t) ? t : Infinity);  // the words of "all negative": above all
  });
}

// The first stop (in the slider's order) whose counts the threshold `t` gives, -1 for none,
// looked up in `column`: the stops' thresholds as a figure's x places them, ascending (score ≥
// threshold positive: the lowest stop ≥ t) or descending (a lower score direction's, in the
// file's units: score ≤ threshold positive, the first stop ≤ t).
function stopOf(column, t) {
  const n = column.length, descending = n > 1 && column[0] > column[n - 1];
  for (let i = 0; i < n; i++) {
    if (descending ? column[i] <= t : column[i] >= t) return i;
  }
  return -1;
}

// Dragging the operating point along its curve: from a press on the point, the pointer's
// nearest stop (on screen, through the axes' data-to-pixel functions, so zoomed or on a log
// axis alike) is shown at every move, and the server hears the last one on release. The press
// is kept from Plotly, whose own drag would zoom.
function drag(state, kind, div) {
  const [xs, ys] = kind === "roc" ? ["fpr", "recall"] : ["recall", "precision"];
  const screen = (i) => {
    const xa = div._fullLayout.xaxis, ya = div._fullLayout.yaxis;
    const x = state.columns[xs][i], y = state.columns[ys][i];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    const px = xa._offset + xa.l2p(xa.type === "log" ? Math.log10(x) : x);
    return Number.isFinite(px) ? [px, ya._offset + ya.l2p(y)] : null;
  };
  const pointer = (event) => {
    const box = div.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const nearest = ([px, py]) => {
    let best = -1, distance = Infinity;
    for (let i = 0; i < state.stops; i++) {
      const at = screen(i);
      if (!at) continue;
      const d = (at[0] - px) ** 2 + (at[1] - py) ** 2;
      if (d < distance) [best, distance] = [i, d];
    }
    return best;
  };
  let dragging = false;
  div.addEventListener("pointerdown", (event) => {
    const at = screen(state.index);
    if (!at || !state.moveTo) return;
    const [px, py] = pointer(event);
    if ((at[0] - px) ** 2 + (at[1] - py) ** 2 > 14 ** 2) return;  // not on the point
    dragging = true;
    event.preventDefault();
    event.stopPropagation();
    div.setPointerCapture(event.pointerId);
  }, true);
  div.addEventListener("pointermove", (event) => {
    if (!dragging) return;
    event.stopPropagation();
    const i = nearest(pointer(event));
    if (i >= 0 && i !== state.index) state.moveTo(i);
  }, true);
  const release = (event) => {
    if (!dragging) return;
    dragging = false;
    event.stopPropagation();
    state.commit();
  };
  div.addEventListener("pointerup", release, true);
  div.addEventListener("pointercancel", release, true);
}
