"""A binary analysis value's live view as a notebook cell's HTML (Jupyter, VS Code): the app's
view (``live.js``, ``live.css``, :func:`~evalcore.view.live.payload.live_data`), the matrix,
the measures, the score histogram and the ROC and P-R curves, its slider answered in the
browser with no kernel round trip (``send`` null: the view looks every stop up itself).

Plotly.js (the installed ``plotly`` package's ``plotly.min.js``; no CDN) and ``live.js`` go
inline once per kernel: the first fragment carries them, later ones wait for them, as plotly's
own ``init_notebook_mode`` does. Plotly.js is kept under its own name
(``window.evalcorePlotly``), so that another copy the notebook holds stays ``window.Plotly``.
"""

from __future__ import annotations

import uuid
from functools import cache
from typing import Any

from evalcore.view.html import plotly_source, script_json

SENT: set[str] = set()
"""What this kernel's fragments have carried already (``plotly``, ``live``): the scripts define
globals of the notebook's page, which outlive the output that brought them."""

WAIT_MS = 10_000
"""How long a fragment waits for the scripts before it says where they were to come from
(it goes on waiting: a page that loads them later still draws)."""


@cache
def plotly_js() -> str:
    """The installed ``plotly`` package's Plotly.js, defining ``window.evalcorePlotly`` and
    leaving ``window.Plotly`` to a copy the page held before (a classic script: the module
    checks of its wrapper see no ``module`` or ``exports``)."""
    code = plotly_source()
    return ("(function () {\nvar other = window.Plotly, module = undefined, exports = undefined;\n"
            f"{code}\n;window.evalcorePlotly = window.Plotly;\n"
            "if (other !== undefined) window.Plotly = other;\n})();")


def live_script() -> str:
    """``live.js`` in a scope of its own, its ``liveThreshold`` a global of the page (a second
    copy on the page redefines it instead of failing on its constants)."""
    from evalcore.view.live.payload import SCRIPT

    return f"(function () {{\n{SCRIPT}\nwindow.liveThreshold = liveThreshold;\n}})();"


BOOT = """(function () {
  var key = %(key)s, waiting = %(waiting)s, started = Date.now();
  function start() {
    var root = document.getElementById("evalcore-live-" + key);
    var node = document.getElementById("evalcore-live-data-" + key);
    if (!root || !node || !window.liveThreshold || !window.evalcorePlotly) {
      if (root && root.dataset.waiting === undefined && Date.now() - started > %(wait_ms)d) {
        root.dataset.waiting = "";
        root.textContent = waiting;
      }
      setTimeout(start, 50);
      return;
    }
    if (root.dataset.waiting !== undefined) {
      root.textContent = "";
      delete root.dataset.waiting;
    }
    window.livePlotly = window.livePlotly || Promise.resolve(window.evalcorePlotly);
    window.liveThreshold(root, JSON.parse(node.textContent), null);
  }
  start();
})();"""
"""Each fragment's start: the view drawn into its div once Plotly.js and ``live.js`` are on the
page (the first fragment's scripts, which run before it)."""


def notebook_data(analysis: Any, tr, *, identity: str) -> dict:
    """What the view shows of ``analysis`` (a :class:`~evalcore.analysis.binary.BinaryAnalysis`)
    at its threshold as shown (the same counts): the Confusion page's view (matrix, measures,
    score histogram) with the ROC / PR page's figures under it, the curves thinned as the
    report's (:data:`~evalcore.view.budgets.MAX_CURVE_POINTS`, then :func:`curves_data`'s)."""
    from evalcore.histogram import sweep_histogram
    from evalcore.view.budgets import MAX_CURVE_POINTS
    from evalcore.view.curve_summary import CurveSummary
    from evalcore.view.live.payload import curves_data, live_data

    sweep = analysis.sweep
    summary = CurveSummary.of(analysis, max_points=MAX_CURVE_POINTS)
    figures = curves_data(summary.roc, summary.pr, auc=summary.auc, ap=summary.ap,
                          youden=summary.youden, bep=summary.bep, tr=tr,
                          prevalence=sweep.prior)
    weighted = analysis.data is not None and analysis.data.weights is not None
    return live_data(analysis, sweep_histogram(sweep),
                     threshold=sweep.shortest_at(analysis.threshold), weighted=weighted,
                     identity=identity, tr=tr, figures=figures)


def notebook_html(analysis: Any, *, language: str = "en", scripts: bool = False) -> str:
    """The view of ``analysis`` as one HTML fragment: a div, the payload inline as JSON,
    ``live.css``, Plotly.js and ``live.js`` if this kernel has not sent them yet (always with
    ``scripts``: a page of its own), and the start. ``language``: ``en`` or ``zh`` (another
    raises :class:`~evalcore.errors.EvalInputError`)."""
    from evalcore.messages import LANGUAGES
    from evalcore.view.language import translator
    from evalcore.view.live.payload import STYLE

    if language not in LANGUAGES:
        from evalcore.errors import EvalInputError

        raise EvalInputError("api_language", value=language, languages=", ".join(LANGUAGES))
    tr = translator(language)
    key = uuid.uuid4().hex
    data = notebook_data(analysis, tr, identity="notebook-" + key)
    carried = [make() for name, make in (("plotly", plotly_js), ("live", live_script))
               if scripts or name not in SENT]
    boot = BOOT % {"key": script_json(key), "waiting": script_json(tr("live_notebook_no_script")),
                   "wait_ms": WAIT_MS}
    fragment = "\n".join([
        f'<div class="evalcore-live" id="evalcore-live-{key}"></div>',
        f"<style>{STYLE}</style>",
        f'<script type="application/json" id="evalcore-live-data-{key}">'
        f"{script_json(data)}</script>",
        *(f'<script type="text/javascript">{code}</script>' for code in carried),
        f'<script type="text/javascript">{boot}</script>',
    ])
    if not scripts:
        SENT.update(("plotly", "live"))
    return fragment


def show(analysis: Any, *, language: str = "en") -> str | None:
    """Display the view of ``analysis`` in the running notebook (IPython's ``display``); outside
    IPython, the fragment with both scripts (:func:`notebook_html`) is returned instead."""
    try:
        from IPython import get_ipython
        from IPython.display import HTML, display
    except ImportError:
        get_ipython = None
    if get_ipython is None or get_ipython() is None:
        return notebook_html(analysis, language=language, scripts=True)
    display(HTML(notebook_html(analysis, language=language)))
    return None
