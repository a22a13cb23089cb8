// The live views' module, fetched by URL once per page (the component's asset): loads Plotly.js
// (the installed plotly package's copy, an asset of the component "evalcore_plotly.js") and
// evalcore's live view (live.js and live.css, assets of "evalcore.view_live") once, and for the
// Learn page's step-through (data.view "learnSteps") its scripts and stylesheets (assets of
// "evalcore.learn"), for a server-built figure (data.view "boxFigure") figure.js beside this
// module, then hands the view the data (sent with the run the first time, else
// fetched once by URL) and a send(name, value) that tells the server.

const here = new URL(".", import.meta.url);
const plotlyUrl = new URL("../evalcore_plotly.js/plotly.min.js", here);
const liveView = new URL("../evalcore.view_live/", here);
const learn = new URL("../evalcore.learn/", here);

// A classic script by URL, once per page: its promise.
function script(url) {
  const scripts = window.__liveScripts || (window.__liveScripts = new Map());
  if (!scripts.has(url.href)) {
    scripts.set(url.href, new Promise((resolve, reject) => {
      const node = document.createElement("script");
      node.src = url.href;
      node.onload = resolve;
      node.onerror = () => reject(new Error("could not load " + url.href));
      document.head.append(node);
    }));
  }
  return scripts.get(url.href);
}

// The package's Plotly.js, always (the views draw with it: window.livePlotly), under its own name
// (window.evalcorePlotly): a page whose server-drawn charts brought Streamlit's own copy (an
// older release) keeps that one as window.Plotly, each drawing its own figures. The counts are
// painted before it arrives, the figures after.
function packagePlotly() {
  if (window.evalcorePlotly) return Promise.resolve(window.evalcorePlotly);
  const other = window.Plotly;
  return script(plotlyUrl).then(() => {
    window.evalcorePlotly = window.evalcorePlotly || window.Plotly;
    if (other) window.Plotly = other;
    return window.evalcorePlotly;
  });
}
window.livePlotly = window.livePlotly || packagePlotly();
const live = script(new URL("live.js", liveView));

// A stylesheet by URL, once per page: its promise (settled either way: the view draws without).
function stylesheet(url) {
  const sheets = window.__liveSheets || (window.__liveSheets = new Map());
  if (!sheets.has(url.href)) {
    sheets.set(url.href, new Promise((resolve) => {
      const node = document.createElement("link");
      node.rel = "stylesheet";
      node.href = url.href;
      node.onload = node.onerror = resolve;
      document.head.append(node);
    }));
  }
  return sheets.get(url.href);
}

// Each view's function, once its scripts (in order: each uses the helpers of those before it,
// live.js first) and stylesheets (live.css first) have loaded.
const liveStyle = () => stylesheet(new URL("live.css", liveView));
const VIEWS = {
  liveThreshold: () => Promise.all([live, liveStyle()]).then(() => window.liveThreshold),
  learnSteps: () => Promise.all([live, liveStyle()]).then(() => Promise.all([
    script(new URL("svg.js", learn)).then(() => script(new URL("steps.js", learn))),
    ...["svg.css", "steps.css"].map((name) => stylesheet(new URL(name, learn)))]))
    .then(() => window.learnSteps),
  boxFigure: () => script(new URL("figure.js", here)).then(() => window.boxFigure),
};
const view = (name) => VIEWS[name || "liveThreshold"]();

let moves = 0;  // the module's, so it keeps counting across the runs that call the export again
const loaded = new Map();  // url of the view's data → its parsed JSON (fetched once)

export default function (component) {
  const { data, parentElement, setStateValue } = component;
  const send = (name, value) => {  // returns the move's number, which runs echo once heard
    moves += 1;  // a new value each time, so that a move back to the same stop still counts
    const shown = typeof value === "number" && !Number.isFinite(value) ? null : value;
    setStateValue(name, { value: shown, n: moves });
    return moves;
  };
  if (!data.url) {
    view(data.view).then((draw) => draw(parentElement, data, send));
    return;
  }
  if (data.inline && !loaded.has(data.url)) loaded.set(data.url, Promise.resolve(data.inline));
  if (!loaded.has(data.url)) loaded.set(data.url, fetch(data.url).then((r) => r.json()));
  loaded.get(data.url).then((full) => view(full.view).then((draw) => draw(
    parentElement, { ...full, index: data.index, heard: data.heard }, send)));
}
