// The live threshold view: a slider over the stops of evalcore's stop table that repaints the
// counts, the 2×2 matrix with row rates, every point measure and the histogram's cut in the same
// frame, without the server. It looks numbers up (one float64 block, decoded once); it computes no
// measure. `send(name, value)` tells the server the threshold when a drag or key press ends (the
// app), or is null (the offline report). Every text is set with textContent: never as HTML.

function liveThreshold(root, data, send) {
  const state = root.__live || (root.__live = {});
  if (state.id !== data.id) build(root, state, data, send);
  state.send = send;
  if (fromServer(state, data.index, data.heard)) paint(state, data.index);
}

// Whether a run's stop (or step) `index` is to be shown: always by a view just built (for a new
// table: it has no other stop to show), else not by a run that started before the server heard
// this view's newest move (`heard`, the newest move number the run had heard, is older than the
// one `send` last returned), not while a newer move is awaited (a run answering an older one
// must not pull the view back), nor when it is the one shown already.
function fromServer(state, index, heard) {
  if (state.serverIndex === undefined) {
    state.serverIndex = index;
    return true;
  }
  if (state.sentN !== undefined && heard != null && heard < state.sentN) return false;
  if (state.awaiting !== undefined) {
    if (index !== state.awaiting) return false;
    state.awaiting = undefined;
  }
  if (state.serverIndex === index) return false;
  state.serverIndex = index;
  return true;
}

function decode(table) {
  const all = floats(table.block);
  const columns = {};
  table.columns.forEach((name, k) => {
    columns[name] = all.subarray(k * table.stops, (k + 1) * table.stops);
  });
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

const SVG = "http://www.w3.org/2000/svg";
const COUNTS = ["tp", "fp", "tn", "fn"];

// put(tag, attrs, text): a new SVG element with its text (as text), appended to `figure`.
function adder(figure) {
  return (tag, attrs, content) => {
    const node = svg(tag, attrs);
    if (content !== undefined) node.textContent = content;
    figure.append(node);
    return node;
  };
}

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (tag === "svg" && FITTING) FITTING.observe(node);
  return node;
}

// A figure's text keeps its size on screen whatever size the page gives the figure (a narrow
// column shrinks the drawing, not only its text): the stylesheet scales its font sizes by --fit,
// the figure's viewBox units per screen pixel, up to the size its margins are drawn for.
const FITTING = typeof ResizeObserver === "undefined" ? null : new ResizeObserver((entries) => {
  for (const { target, contentRect } of entries) {
    const box = target.viewBox.baseVal;
    if (!box || !box.width || contentRect.width <= 0 || contentRect.height <= 0) continue;
    const fit = Math.max(box.width / contentRect.width, box.height / contentRect.height);
    target.style.setProperty("--fit", fit.toFixed(3));
    target.__textSize = parseFloat(getComputedStyle(target).fontSize);  // for textWidth
  }
});

// The width of `words` in viewBox units at `figure`'s text size, estimated (measuring would lay
// the page out on every frame of a drag): a CJK character an em, any other at most 0.58 em.
function textWidth(words, figure) {
  const size = (figure && figure.__textSize) || 18;  // before the first layout: the largest
  let ems = 0;
  for (const ch of words) ems += ch.codePointAt(0) >= 0x2e80 ? 1 : 0.58;
  return ems * size;
}

// The figures' margins hold their text at its largest (18 viewBox units: live.css): the y axis's
// title, rotated, from the left edge, then tick labels of up to five characters; two text lines
// under the x axis; the title from the top edge.
const MARGIN_LEFT = 70, MARGIN_RIGHT = 14, TICK_BELOW = 22, TITLE_BELOW = 48, MARGIN_BOTTOM = 56,
  ROW = 23;

// A y axis's title: rotated, centred on `y`, its glyphs from the figure's left edge inwards
// (class y-title), so that a larger text grows into the margin, not past the edge.
function yTitle(y) {
  return { x: 2, y, "text-anchor": "middle", class: "y-title", transform: `rotate(-90 2 ${y})` };
}

function build(root, state, data, send) {
  const text = data.text;
  // the old view goes first: a move it still holds is sent (on blur) with its own table's stop
  const old = root.querySelector(".live");
  const focused = focusedIn(root, old);
  if (old) old.remove();
  state.id = data.id;
  state.data = data;
  state.columns = decode(data.table);
  state.folds = (data.folds || []).map(decode);  // each fold's columns at the same stops
  state.stops = data.table.stops;
  state.serverIndex = undefined;
  state.awaiting = undefined;
  state.cells = {};
  const box = el("div", { class: "live" + (data.classroom ? " classroom" : "") });

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

  const tiles = el("div", { class: "live-tiles" });
  state.tiles = data.tiles || [...COUNTS, "precision", "recall"];
  for (const name of state.tiles) {
    const tile = el("div", { class: "live-tile" });
    tile.append(el("div", { class: "live-tile-label" }, text[name]));
    const v = el("div", { class: "live-tile-value", "data-live": "tile-" + name });
    tile.append(v);
    state.cells["tile-" + name] = v;
    tiles.append(tile);
  }
  box.append(tiles);

  const figures = el("div", { class: "live-figures" + (data.curves ? " curves" : "") });
  if (data.curves) {
    figures.append(...Object.keys(data.curves).map((kind) => curve(state, data, kind)));
  } else {
    figures.append(matrix(state, text), histogram(state, data));
  }
  box.append(figures);
  if (data.curves) {  // the ROC / PR and Cost pages: their threshold-free numbers follow
    root.append(box);
    finishBuild(root, state, data, slider, exactInput);
    refocus(box, focused);
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

  let pending = null;
  const commit = () => {
    if (pending === null) return;
    const i = pending;
    pending = null;
    showExact(state, i);
    if (!state.send) return;
    state.awaiting = i;
    state.sentN = state.send("threshold", state.columns.threshold[i]);
  };
  const move = (i) => {
    i = Math.max(0, Math.min(state.stops - 1, i));
    slider.value = String(i);
    paint(state, i, true);
    pending = i;
    state.awaiting = i;  // from the first frame of a move, not only once it is sent
  };
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
    state.sentN = state.send("typed", typed === "" ? null : Number(typed));
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
  if (state.data.curves) return;
  paintCut(state, t, state.data.text.threshold_short.replace("\u0000", typed));
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

const WIDTH = 470, HEIGHT = 340, LEFT = MARGIN_LEFT, RIGHT = MARGIN_RIGHT, TOP = 76,
  BOTTOM = MARGIN_BOTTOM;

function histogram(state, data) {
  const hist = data.hist, text = data.text;
  const figure = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "live-hist",
                              role: "img", "aria-label": text.hist_title });
  const x0 = hist.edges[0], x1 = hist.edges[hist.edges.length - 1];
  const top = Math.max(1e-12, ...hist.positives, ...hist.negatives);
  const px = (x) => LEFT + (x - x0) / ((x1 - x0) || 1) * (WIDTH - LEFT - RIGHT);
  const py = (y) => HEIGHT - BOTTOM - y / top * (HEIGHT - TOP - BOTTOM);
  state.px = px;
  for (const [values, cls] of [[hist.negatives, "neg"], [hist.positives, "pos"]]) {
    values.forEach((y, k) => {
      if (!(y > 0)) return;
      figure.append(svg("rect", { class: "bar " + cls, x: px(hist.edges[k]), y: py(y),
                                  width: Math.max(0.5, px(hist.edges[k + 1]) - px(hist.edges[k])),
                                  height: py(0) - py(y) }));
    });
  }
  figure.append(svg("line", { class: "axis", x1: LEFT, x2: WIDTH - RIGHT, y1: py(0), y2: py(0) }));
  figure.append(svg("line", { class: "axis", x1: LEFT, x2: LEFT, y1: TOP, y2: py(0) }));
  const label = (x, y, anchor, content, cls) => {
    const node = svg("text", { x, y, "text-anchor": anchor, class: cls || "" });
    node.textContent = content;
    figure.append(node);
    return node;
  };
  for (let k = 0; k <= 4; k++) {
    const x = x0 + (x1 - x0) * k / 4;
    figure.append(svg("line", { class: "axis", x1: px(x), x2: px(x), y1: py(0), y2: py(0) + 4 }));
    label(px(x), py(0) + TICK_BELOW, k === 0 ? "start" : k === 4 ? "end" : "middle",
          String(Number(x.toPrecision(3))));
  }
  label((LEFT + WIDTH - RIGHT) / 2, py(0) + TITLE_BELOW, "middle", text.score);
  label(LEFT - 6, TOP + 6, "end", count(top));
  label(LEFT - 6, py(0), "end", "0");
  adder(figure)("text", yTitle((TOP + py(0)) / 2), text.count);
  label(LEFT, 2, "start", text.hist_title, "title");
  const legend = svg("g", { class: "legend" });
  [[text.actual_negative, "neg"], [text.actual_positive, "pos"]].forEach(([name, cls], k) => {
    legend.append(svg("rect", { class: "bar " + cls, x: LEFT + 170 * k, y: 34,
                                width: 12, height: 12 }));
    const t = svg("text", { x: LEFT + 17 + 170 * k, y: 46 });
    t.textContent = name;
    legend.append(t);
  });
  figure.append(legend);
  state.cut = svg("line", { class: "cut", y1: TOP - 4, y2: py(0), "data-live": "cut" });
  state.cutLabel = svg("text", { class: "cut-label", y: TOP - 8 });
  figure.append(state.cut, state.cutLabel);
  state.range = [x0, x1];
  return figure;
}

// Stop `i` painted; the exact box too unless `moving` (a move's frame: a text box's value is the
// dearest text of the frame to rewrite, so it follows when the move ends).
function paint(state, i, moving = false) {
  const c = state.columns, text = state.data.text, cells = state.cells;
  state.slider.value = String(i);
  const label = state.data.labels[i];
  state.shown.textContent = label;
  state.slider.setAttribute("aria-valuetext", label);
  const t = c.threshold[i];
  if (!moving) showExact(state, i);
  for (const name of state.tiles) {
    cells["tile-" + name].textContent = COUNTS.includes(name) ? count(c[name][i])
      : value4(c[name][i]) ?? "—";
  }
  if (state.data.curves) {
    paintCurves(state, i);
    return;
  }
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
  paintCut(state, t, text.threshold_short.replace("\u0000", label));
}

function showExact(state, i) {
  state.exactInput.value = Number.isFinite(state.columns.threshold[i]) ? state.data.labels[i] : "";
}

// The histogram's cut at threshold `t` (clamped to the bars, dashed outside them) and its `words`.
function paintCut(state, t, words) {
  const inside = Number.isFinite(t) && t >= state.range[0] && t <= state.range[1];
  state.cut.style.display = Number.isFinite(t) ? "" : "none";
  state.cutLabel.style.display = Number.isFinite(t) ? "" : "none";
  if (Number.isFinite(t)) {
    const x = state.px(Math.min(Math.max(t, state.range[0]), state.range[1]));
    state.cut.setAttribute("x1", x);
    state.cut.setAttribute("x2", x);
    const right = x < (LEFT + WIDTH - RIGHT) / 2;
    state.cutLabel.setAttribute("x", right ? x + 4 : x - 4);
    state.cutLabel.setAttribute("text-anchor", right ? "start" : "end");
    state.cutLabel.textContent = words;
  }
  state.cut.classList.toggle("outside", !inside);
}

function floats(base64) {
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return new Float64Array(bytes.buffer);
}

const SIDE = 360, PAD = MARGIN_LEFT;

// The ROC (FPR, TPR) or P-R (recall, precision) curve on the unit square, its landmark (Youden's
// point, the BEP) and the operating point that the slider moves. `spec.log_decade`: the FPR axis
// is logarithmic from 10 ** log_decade to 1 (FPR 0 has no place on it: such points are left out);
// `spec.baseline`: a horizontal line (the P-R plot's prevalence); `spec.iso`: a fixed line
// ([[x0, x1], [y0, y1]], the iso-cost line).
function curve(state, data, kind) {
  const spec = data.curves[kind], text = data.text;
  const size = `${PAD + SIDE + MARGIN_RIGHT} ${34 + SIDE + MARGIN_BOTTOM}`;
  const figure = svg("svg", { viewBox: `0 0 ${size}`, class: "live-curve", role: "img",
                              "aria-label": spec.title });
  const decade = spec.log_decade;
  const share = decade === undefined ? (x) => x : (x) => (Math.log10(x) - decade) / -decade;
  const px = (x) => PAD + share(x) * SIDE, py = (y) => 34 + (1 - y) * SIDE;
  const put = adder(figure);
  const left = PAD;  // px(0) on a linear axis, px(10 ** decade) on a log one
  put("rect", { x: left, y: py(1), width: SIDE, height: SIDE, class: "frame" });
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const xTicks = decade === undefined ? ticks
    : [...Array.from({ length: -decade }, (_, k) => [1, 2, 5].map((m) => m * 10 ** (decade + k)))
      .flat(), 1];  // as the server's log axis: 1, 2 and 5 in each decade
  for (const v of xTicks) {
    put("line", { class: "grid", x1: px(v), x2: px(v), y1: py(0), y2: py(1) });
    put("text", { x: px(v), y: py(0) + TICK_BELOW, "text-anchor": "middle" },
        decade === undefined ? String(v) : String(Number(v.toPrecision(1))));
  }
  for (const v of ticks) {
    put("line", { class: "grid", x1: left, x2: px(1), y1: py(v), y2: py(v) });
    put("text", { x: left - 6, y: py(v) + 5, "text-anchor": "end" }, String(v));
  }
  put("text", { x: left + SIDE / 2, y: py(0) + TITLE_BELOW, "text-anchor": "middle" },
      spec.x_title);
  const mid = py(0.5);
  put("text", yTitle(mid), spec.y_title);
  put("text", { x: left, y: 2, class: "title" }, spec.title);
  const polyline = (x, y, cls) => {
    const xs = typeof x === "string" ? floats(x) : x, ys = typeof y === "string" ? floats(y) : y;
    const points = [];
    for (let k = 0; k < xs.length; k++) {
      const X = px(xs[k]);
      if (Number.isFinite(X)) points.push(`${X.toFixed(1)},${py(ys[k]).toFixed(1)}`);
    }
    return put("polyline", { class: cls, points: points.join(" ") });
  };
  // chance on the ROC, P = R on the P-R plane (where the BEP lies): both the line y = x (a
  // curve on a log FPR axis)
  const diagonal = decade === undefined ? [0, 1]
    : Array.from({ length: 101 }, (_, k) => 10 ** (decade * (1 - k / 100)));
  polyline(diagonal, diagonal, "diagonal");
  const named = (node, name) => {
    const title = svg("title");
    title.textContent = name;
    node.append(title);
    return node;
  };
  const extras = [];  // legend lines of the fixed lines below
  if (spec.baseline !== undefined) {
    named(put("line", { class: "baseline", x1: left, x2: px(1), y1: py(spec.baseline),
                        y2: py(spec.baseline), "data-live": kind + "-baseline" }),
          spec.baseline_name);
    extras.push(["baseline-text", "--- " + spec.baseline_name]);
  }
  if (spec.iso) {
    named(put("line", { class: "iso", x1: px(spec.iso[0][0]), x2: px(spec.iso[0][1]),
                        y1: py(spec.iso[1][0]), y2: py(spec.iso[1][1]),
                        "data-live": kind + "-iso" }), spec.iso_name);
    extras.push(["iso-text", "--- " + spec.iso_name]);
  }
  for (const line of spec.lines || []) polyline(line.x, line.y, "curve fold");
  if (spec.x) polyline(spec.x, spec.y, spec.hull ? "curve thin" : "curve");
  if (spec.hull) polyline(spec.hull.x, spec.hull.y, "curve");  // the ROC under its hull
  let line = null;
  if (spec.pc !== undefined) {  // cost space: PC(+) in use, and the threshold's cost line
    put("line", { class: "pc", x1: px(spec.pc), x2: px(spec.pc), y1: py(0), y2: py(1) });
    line = named(put("line", { class: "cost-line", "data-live": kind + "-line" }),
                 spec.line_name);
  }
  if (spec.landmark && Number.isFinite(px(spec.landmark[0]))) {
    put("circle", { class: "landmark", cx: px(spec.landmark[0]), cy: py(spec.landmark[1]),
                    r: 5 });
  }
  // the legend where a curve seldom is: bottom right (ROC), bottom middle off P = R (P-R),
  // top left in cost space (costs are low; the line y = x runs to the top right)
  const [lx, anchor] = kind === "roc" ? [px(1) - 4, "end"]
    : kind === "pr" ? [left + 0.3 * SIDE, "start"] : [left + 8, "start"];
  const rows = [...extras.reverse(), ["", spec.name],  // top to bottom
                ...(spec.landmark ? [["landmark-text", "○ " + spec.landmark_name]] : [])];
  const first = kind === "cost" ? py(1) + ROW : py(0) - 8 - ROW * (rows.length - 1);
  rows.forEach(([cls, content], k) => {
    put("text", { class: ("legend " + cls).trim(), x: lx, y: first + ROW * k,
                  "text-anchor": anchor }, content);
  });
  const folds = state.folds.map((_, k) => put("circle", { class: "fold-point", r: 4.5,
                                                           "data-live": `${kind}-fold-${k}` }));
  const point = put("circle", { class: "operating", r: 7, "data-live": kind + "-point" });
  const label = put("text", { class: "operating-text", "data-live": kind + "-point-text" });
  state[kind] = { point, label, px, py, line, folds };
  return figure;
}

function paintCurves(state, i) {
  const c = state.columns, text = state.data.text, curves = state.data.curves;
  const at = { roc: () => [c.fpr[i], c.recall[i]], pr: () => [c.recall[i], c.precision[i]],
               cost: () => [curves.cost.pc, c.normalized_cost[i]] };
  for (const kind of Object.keys(curves)) {
    const [x, y] = at[kind]();
    const { point, label, px, py, line, folds } = state[kind];
    folds.forEach((dot, k) => {  // every fold's point at the same stop
      const f = state.folds[k];
      const [fx, fy] = kind === "roc" ? [f.fpr[i], f.recall[i]] : [f.recall[i], f.precision[i]];
      const defined = !Number.isNaN(fx) && !Number.isNaN(fy) && Number.isFinite(px(fx));
      dot.style.display = defined ? "" : "none";
      dot.setAttribute("data-x", String(fx));
      dot.setAttribute("data-y", String(fy));
      if (defined) {
        dot.setAttribute("cx", px(fx));
        dot.setAttribute("cy", py(fy));
      }
    });
    if (line) {  // a ROC point's cost line runs from (0, FPR) to (1, FNR)
      line.setAttribute("x1", px(0));
      line.setAttribute("y1", py(c.fpr[i]));
      line.setAttribute("x2", px(1));
      line.setAttribute("y2", py(c.fnr[i]));
    }
    const shown = !Number.isNaN(x) && !Number.isNaN(y) && Number.isFinite(px(x));
    point.style.display = label.style.display = shown ? "" : "none";
    point.setAttribute("data-x", String(x));
    point.setAttribute("data-y", String(y));
    if (!shown) continue;
    point.setAttribute("cx", px(x));
    point.setAttribute("cy", py(y));
    const words = text.operating_point + " (" + fixed(x, 3) + ", " + fixed(y, 3) + ")";
    // beside the point on a side with room for the words, else above (below near the top)
    const width = textWidth(words, label.ownerSVGElement), edge = PAD + SIDE + MARGIN_RIGHT;
    const roomRight = edge - px(x) - 10, roomLeft = px(x) - 10;
    const right = width <= roomRight && ((px(x) - PAD) / SIDE < 0.6 || width > roomLeft);
    const beside = right || width <= roomLeft;
    const labelX = beside ? px(x) + (right ? 10 : -10)
      : Math.min(Math.max(px(x), width / 2), edge - width / 2);
    label.setAttribute("x", labelX);
    label.setAttribute("y", py(y) + (y > 0.9 ? 24 : beside ? -10 : -14));
    label.setAttribute("text-anchor", !beside ? "middle" : right ? "start" : "end");
    label.textContent = words;
  }
}
