// The step-through's strip of samples' SVG helpers (steps.js draws the strip itself; the ROC
// and P-R figures are Plotly's): elements, text that keeps its size on screen, and the margins
// that hold the axes' text. Uses live.js's el (its script goes first).

const SVG = "http://www.w3.org/2000/svg";

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
    if (!target.isConnected) {  // the figure has left the page
      FITTING.unobserve(target);
      continue;
    }
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
