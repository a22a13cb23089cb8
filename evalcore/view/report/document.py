"""One self-contained HTML file: headings, paragraphs, tables and Plotly figures, with Plotly's
JavaScript inline (nothing is loaded from the network: it opens offline in a classroom) and the
evalcore result as JSON in ``<script type="application/json" id="evalcore-result">``.

Every text that reaches the page is escaped here (:func:`html.escape`), and every JSON inside a
``<script>`` has its ``<`` written as ``\\u003c`` (:func:`script_json`): a column name such as
``</script><img src=x onerror=alert(1)>`` stays text. Each figure gets two buttons in its mode
bar, PNG and SVG, saving ``<file stem>.png|svg`` with its title in the image.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from typing import Any, Sequence

import pandas as pd
import plotly.graph_objects as go

from evalcore.view.html import plotly_source, script_json
from evalcore.view.language import plotly_locale, translator
from evalcore.view.layout import IMAGE_SCALE, PLOTLY_CHROME


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Table:
    """A table; every cell and header is shown as text."""

    frame: pd.DataFrame


@dataclass(frozen=True)
class Figure:
    """A Plotly figure; ``name`` goes into the saved image's file name."""

    figure: go.Figure
    name: str


@dataclass(frozen=True)
class Live:
    """The live threshold view (:mod:`evalcore.view.live`), its data inline: a slider that works
    offline. ``script`` and ``style`` are the view's JavaScript and CSS
    (:data:`evalcore.view.live.payload.SCRIPT`, :data:`~evalcore.view.live.payload.STYLE`),
    written once per file."""

    data: dict
    script: str = field(repr=False)
    style: str = field(repr=False)


Block = Heading | Paragraph | Table | Figure | Live


@dataclass
class Report:
    """What the HTML file holds, top to bottom, and the evalcore result embedded as JSON."""

    title: str
    lang: str
    file_stem: str
    result: dict | None
    """None: a teaching page's report, which has no ``python -m evalcore`` behind it (no block)."""
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> "Report":
        self.blocks.extend(blocks)
        return self


FIGURE_HEIGHT = 460
"""Pixels of a report figure that sets no height of its own."""

STYLE = """
body { font-family: system-ui, "Segoe UI", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
       max-width: 1100px; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.7rem; } h2 { font-size: 1.3rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.92rem;
        display: block; max-width: 100%; overflow-x: auto; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
.figure { width: 100%; margin-bottom: 1rem; }
"""

DRAW = """
(function () {
  var scale = %(scale)d;
  var locale = %(locale)s;
  var chrome = %(chrome)s;
  function saver(format, filename) {
    return {name: "save_" + format, title: format.toUpperCase(),
            icon: Plotly.Icons.camera,
            click: function (gd) { Plotly.downloadImage(gd, {format: format,
              filename: filename, scale: scale,
              width: gd.clientWidth, height: gd.clientHeight}); }};
  }
  document.querySelectorAll("script.figure-data").forEach(function (node) {
    var spec = JSON.parse(node.textContent);
    var target = document.getElementById(node.dataset.target);
    Plotly.newPlot(target, spec.figure.data, spec.figure.layout, Object.assign({
      responsive: true, modeBarButtonsToRemove: ["toImage"],
      modeBarButtonsToAdd: [saver("png", spec.filename), saver("svg", spec.filename)]},
      chrome, locale));
  });
})();
"""


def render(report: Report) -> str:
    """The whole HTML document as text."""
    body = [f"<h1>{html.escape(report.title)}</h1>"]
    figures = lives = 0
    for block in report.blocks:
        if isinstance(block, Heading):
            body.append(f"<h2>{html.escape(block.text)}</h2>")
        elif isinstance(block, Paragraph):
            body.append(f"<p>{html.escape(block.text)}</p>")
        elif isinstance(block, Table):
            body.append(_table(block.frame))
        elif isinstance(block, Live):
            lives += 1
            body.append(f'<div class="live-root" id="live-{lives}"></div>'
                        f'<script type="application/json" class="live-data" '
                        f'data-target="live-{lives}">{script_json(block.data)}</script>')
        else:
            figures += 1
            body.append(_figure(block, f"figure-{figures}", report.file_stem))
    live = next((block for block in report.blocks if isinstance(block, Live)), None)
    locale = plotly_locale(translator(report.lang))  # Plotly's own texts in the report's language
    draw = DRAW % {"scale": IMAGE_SCALE, "locale": script_json(locale),
                   "chrome": script_json(PLOTLY_CHROME)}
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{"zh-CN" if report.lang == "zh" else "en"}">',
        '<head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(report.title)}</title>",
        f"<style>{STYLE}</style>",
        f'<script type="text/javascript">{plotly_source()}</script>',
        "</head><body>",
        *body,
        *([] if report.result is None else [
            '<script type="application/json" id="evalcore-result">'
            f"{script_json(report.result)}</script>"]),
        f"<script>{draw}</script>",
        *([] if live is None else
          [f"<style>{live.style}</style><script>{live.script}\n{LIVE_START}</script>"]),
        "</body></html>",
    ])


LIVE_START = """
document.querySelectorAll("script.live-data").forEach(function (node) {
  liveThreshold(document.getElementById(node.dataset.target), JSON.parse(node.textContent), null);
});
"""


def settings_table(rows: Sequence[tuple[str, object]], columns: tuple[str, str]) -> Table:
    """A report's settings, (label or flag, value) as text."""
    return Table(pd.DataFrame([(label, str(value)) for label, value in rows],
                              columns=list(columns)))


def notice_html(title: str, lang: str, paragraphs: tuple[str, ...]) -> str:
    """A small page of a title and paragraphs, escaped (no figures, so no Plotly)."""
    return "\n".join([
        "<!DOCTYPE html>",
        f'<html lang="{"zh-CN" if lang == "zh" else "en"}">',
        '<head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title>",
        f"<style>{STYLE}</style>",
        "</head><body>",
        f"<h1>{html.escape(title)}</h1>",
        *(f"<p>{html.escape(text)}</p>" for text in paragraphs),
        "</body></html>",
    ])


def _table(frame: pd.DataFrame) -> str:
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in frame.columns)
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(_cell(v))}</td>" for v in row) + "</tr>"
                   for row in frame.itertuples(index=False))
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def _cell(value: Any) -> str:
    if value is None or (isinstance(value, float) and value != value):
        return ""
    return str(value)


def _figure(block: Figure, element_id: str, file_stem: str) -> str:
    """A div as tall as the figure (its own height, else :data:`FIGURE_HEIGHT`: a taller figure
    in a shorter div lost its bottom rows, x title and legend) and the figure's JSON (drawn by
    :data:`DRAW`, whose image buttons save it at the size drawn, not Plotly's 700 × 450 default,
    which squeezed the plots); the figure keeps its own title."""
    spec = {"figure": json.loads(block.figure.to_json()),
            "filename": f"{file_stem}_{block.name}"}
    height = int(block.figure.layout.height or FIGURE_HEIGHT)
    return (f'<div class="figure" id="{element_id}" style="height: {height}px"></div>'
            f'<script type="application/json" class="figure-data" data-target="{element_id}">'
            f"{script_json(spec)}</script>")
