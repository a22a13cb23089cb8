// A server-built Plotly figure drawn in the browser once, at its box's final size: the figure's
// JSON (data.figure, a string; data.id names its bytes) is drawn with the package's Plotly.js
// (window.livePlotly) at the box's width and height, not responsive: Plotly's own resize
// handler and a first layout at its default 450 px never run. The box is measured once the
// page has settled (the run ended, no element a placeholder); a later change of
// the box (a window resized) lays the figure out again at the new size, and a box out of the page
// or hidden is left alone. A run that sends the figure already drawn draws nothing; a changed
// figure is drawn with Plotly.react. The drawn figure keeps the Plotly.js that drew it
// (gd.__boxPlotly), which the lesson's slide control animates it with. Text without a font of
// its own is in the page's, as Streamlit draws its charts.

(function () {
  const LEAST = 40;  // px: a box smaller than this is not laid out yet (or hidden)

  function size(box) {
    return { width: Math.floor(box.clientWidth), height: Math.floor(box.clientHeight) };
  }

  function draw(state) {
    state.frame = 0;
    const { box, gd } = state;
    if (!box.isConnected || state.released) return;
    const { width, height } = size(box);
    if (width < LEAST || height < LEAST) return;
    const wanted = state.wanted;
    if (state.drawn === wanted.id && Math.abs(width - state.width) <= 1
        && Math.abs(height - state.height) <= 1) return;
    window.livePlotly.then((Plotly) => {
      if (state.wanted !== wanted || state.released) return;  // another figure arrived, or gone
      const figure = state.parsed.id === wanted.id ? state.parsed.figure
        : (state.parsed = { id: wanted.id, figure: JSON.parse(wanted.figure) }).figure;
      const layout = { ...figure.layout, width, height, autosize: false };
      if (!(layout.font && layout.font.family)) {  // the page's font, as Streamlit's charts
        layout.font = { ...layout.font, family: getComputedStyle(box).fontFamily };
      }
      const config = { ...wanted.config, responsive: false };
      const first = state.drawn === undefined;
      const done = first
        ? Plotly.newPlot(gd, { data: figure.data, layout, frames: figure.frames || [], config })
        : state.drawn === wanted.id ? Plotly.relayout(gd, { width, height })
          : Plotly.react(gd, { data: figure.data, layout, frames: figure.frames || [], config });
      state.drawn = wanted.id;
      state.width = width;
      state.height = height;
      gd.__boxPlotly = Plotly;
      return done.then(() => {
        if (state.wanted === wanted) gd.setAttribute("data-drawn", wanted.id);
      });
    });
  }

  // `then` at the first animation frame after the script's run has ended (its last elements in
  // place, the previous screen's leftovers gone) with no element of the page still a placeholder
  // (Streamlit's skeleton while an element's code loads, of another height), or after RUN_WAIT
  // ms at most: what would change the box's size after the figure was laid out.
  const RUN_WAIT = 1500;
  function settled(then) {
    const start = performance.now();
    const app = document.querySelector('[data-testid="stApp"]');
    const check = () => {
      const busy = app && (app.getAttribute("data-test-script-state") === "running"
                           || app.querySelector('[data-testid="stMain"] [data-testid="stSkeleton"]'));
      if (busy && performance.now() - start < RUN_WAIT) return requestAnimationFrame(check);
      then();
    };
    return requestAnimationFrame(check);
  }

  // Drawn at the next animation frame: a figure not drawn yet (or changed) once the page has
  // settled, a figure drawn already at once at its box's new size.
  function later(state) {
    if (state.frame) return;
    const go = () => draw(state);
    state.frame = state.drawn === state.wanted.id ? requestAnimationFrame(go) : settled(go);
  }

  // The box has left the page (another screen): its observer stops and Plotly lets go of the
  // figure (box.boxReleased: for tests); data arriving later builds the figure anew.
  function release(state) {
    state.released = state.box.boxReleased = true;
    state.observer.disconnect();
    if (state.frame) cancelAnimationFrame(state.frame);
    if (state.gd._fullLayout && state.gd.__boxPlotly) state.gd.__boxPlotly.purge(state.gd);
  }

  window.boxFigure = function (root, data) {
    let state = root.__boxFigure;
    if (!state || state.released) {
      const box = document.createElement("div");
      box.className = "box-figure";
      box.style.height = "100%";
      const gd = document.createElement("div");
      gd.className = "box-figure-plot";
      box.append(gd);
      root.append(box);
      // the component's own wrappers as tall as the element that holds it (whose height the
      // page's CSS sets), set here: a CSS rule that found them by what they contain (:has)
      // would be matched again on every change Plotly makes inside
      for (let e = root; e && !e.matches('[data-testid="stElementContainer"]');
           e = e.parentElement) e.style.height = "100%";
      state = root.__boxFigure = { box, gd, parsed: {}, frame: 0 };
      state.observer = new ResizeObserver(() => (box.isConnected ? later(state) : release(state)));
      state.observer.observe(box);
    }
    if (state.wanted && state.wanted.id === data.id) return;  // already drawn or drawing
    state.wanted = data;
    state.gd.removeAttribute("data-drawn");
    later(state);
  };
})();
