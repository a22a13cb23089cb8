"""The live view's Plotly figures in Chromium: Plotly.js and the view's code are assets loaded
once per page (a key press's run carries none of it), hovering a curve point shows its threshold
and counts, clicking one sets its threshold, zooming keeps the marks on their data, the modebar
saves a PNG, no tick or label of a score in [0, 1] is in scientific notation, learner A's P-R
step curve is the same live, server-drawn and in the report, and both languages and classroom
mode reach the figures."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from dashboard.i18n import translate
from dashboard.report import build_report
from evalcore.view.layout import CLASSROOM_FONT_SIZE
from evalcore.view.formatting import format_count
from evalcore.__main__ import main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples
from tests.browser.helpers import SETTLED, mark, wait_drawn, wait_idle

pytestmark = pytest.mark.browser

SCIENTIFIC = re.compile(r"\d[eE][+-−]?\d")

PIXEL = """([g, x, y]) => {  // a data point's place on screen
  const xa = g._fullLayout.xaxis, ya = g._fullLayout.yaxis, box = g.getBoundingClientRect();
  return [box.left + xa._offset + xa.l2p(x), box.top + ya._offset + ya.l2p(y)]; }"""

def open_view(page: Page, url: str, size=(1440, 900)) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(url)
    expect(page.locator("[data-live=slider]").first).to_be_visible()
    wait_idle(page)
    wait_drawn(page)


def curve_point(page: Page, kind: str, threshold: str) -> tuple[float, float, list]:
    """The point of the view's ``kind`` curve whose hover threshold reads ``threshold``: its x,
    y and hover data."""
    return page.locator(f"[data-live=plot-{kind}]").evaluate(
        """(g, t) => { const c = g._fullData.find(d => d.customdata);
          const k = c.customdata.findIndex(row => row[0] === t);
          return [c.x[k], c.y[k], c.customdata[k]]; }""", threshold)


def on_screen(page: Page, kind: str, x: float, y: float) -> tuple[float, float]:
    plot = page.locator(f"[data-live=plot-{kind}]")
    return tuple(plot.evaluate(f"(g, xy) => ({PIXEL})([g, ...xy])", [x, y]))


def cli(capsys, path, threshold: str) -> dict:
    assert main(["binary", str(path), "--threshold", threshold]) == 0
    return json.loads(capsys.readouterr().out)


def example_file(tmp_path, key: str):
    built = all_examples()[key]
    path = tmp_path / f"{key}.csv"
    path.write_bytes(csv_bytes(built.build(), built.filename))
    return path


def test_plotly_and_the_views_code_load_once_and_a_release_carries_none(page: Page,
                                                                       app_url: str):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    received: list[bytes] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda frame: received.append(
        frame if isinstance(frame, bytes) else frame.encode())))
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    slider = page.locator("[data-live=slider]")
    before = len(received)
    slider.focus()
    slider.press("ArrowLeft")
    label = page.locator("[data-live=threshold]").text_content()
    page.wait_for_function("v => Number(new URLSearchParams(location.search).get('threshold'))"
                           " === v", arg=float(label))  # the release's run has answered
    wait_idle(page)
    release = b"".join(received[before:])
    assert release and b"liveThreshold" not in release and b"Plotly" not in release
    # another page of the same view: nothing fetched again
    page.get_by_test_id("stSidebarNav").get_by_text("Confusion", exact=True).click()
    expect(page.locator("[data-live=plot-hist][data-drawn]")).to_be_visible()
    for name in ("plotly.min.js", "entry.js", "live.js"):  # (Streamlit links live.css anew)
        assert len([url for url in requested if url.endswith("/" + name)]) == 1, name
    assert not [url for url in requested if "cdn" in url]


def test_hover_shows_a_points_threshold_and_counts_and_a_click_sets_it(page: Page, app_url: str,
                                                                       capsys, tmp_path):
    path = example_file(tmp_path, "seed001_a")
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    x, y, hovered = curve_point(page, "roc", "0.20")  # seed 001 A: FPR 3/5, TPR 1
    assert (x, y) == (0.6, 1.0)
    counts = cli(capsys, path, "0.2")["confusion"]
    assert hovered[1:] == [counts[name] for name in ("tp", "fp", "tn", "fn")]
    page.mouse.move(*on_screen(page, "roc", x, y))
    hover = page.locator("[data-live=plot-roc] .hoverlayer")
    expect(hover).to_contain_text("0.20")
    text = hover.text_content()
    for name in ("TP", "FP", "TN", "FN"):
        assert f"{name}: {format_count(counts[name.lower()])}" in text
    assert f"FPR: {x:.4f}" in text and f"TPR: {y:.4f}" in text
    page.mouse.click(*on_screen(page, "roc", x, y))
    expect(page.locator("[data-live=threshold]")).to_have_text("0.20")
    page.wait_for_function("() => new URLSearchParams(location.search).get('threshold')"
                           " === '0.2'")  # the server heard it
    wait_idle(page)
    assert page.locator("[data-live=tile-tp]").text_content() == format_count(counts["tp"])
    metrics = cli(capsys, path, "0.2")["metrics"]
    assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]])


def test_zoom_keeps_the_marks_on_their_data_and_the_modebar_saves_a_png(page: Page,
                                                                        app_url: str, capsys,
                                                                        tmp_path):
    path = example_file(tmp_path, "seed001_a")
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    roc = page.locator("[data-live=plot-roc]")
    roc.evaluate("g => Plotly.relayout(g, {'xaxis.range': [0.3, 0.9], 'yaxis.range': [0.3, 1]})")
    slider = page.locator("[data-live=slider]")
    slider.evaluate("s => { s.value = String(Number(s.value) - 1);"
                    " s.dispatchEvent(new Event('input')); }")
    label = page.locator("[data-live=threshold]").text_content()
    metrics = cli(capsys, path, label)["metrics"]
    drawn = """g => {  // the drawn marker of the operating point's trace
      const uid = g._fullData[JSON.parse(g.dataset.marks).point].uid;
      const r = g.querySelector(`.scatterlayer .trace${uid} path.point`).getBoundingClientRect();
      return {x: r.x, y: r.y, width: r.width, height: r.height}; }"""
    want = on_screen(page, "roc", metrics["fpr"], metrics["recall"])
    for settled in (False, True):  # placed in the move's frame, then drawn from the data
        box = roc.evaluate(drawn)
        assert abs(box["x"] + box["width"] / 2 - want[0]) < 1.5, settled
        assert abs(box["y"] + box["height"] / 2 - want[1]) < 1.5, settled
        assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]])
    assert roc.evaluate("g => g._fullLayout.xaxis.range") == [0.3, 0.9]  # still zoomed
    roc.evaluate("g => Plotly.relayout(g, {'xaxis.autorange': true, 'yaxis.autorange': true})")
    assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]])
    with page.expect_download() as download:
        roc.hover()
        roc.locator("[data-title='Download plot as a PNG'], [data-title='Download plot as a png']"
                    ).first.click()
    saved = download.value
    assert saved.suggested_filename.endswith(".png")
    assert open(saved.path(), "rb").read(8) == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("kind, role", [("roc", "point"), ("pr", "point"), ("hist", None)])
def test_a_move_places_the_marks_in_its_frame_and_the_figures_data_follows(
        kind, role, page: Page, app_url: str, capsys, tmp_path):
    """A key press places the drawn marks at the new stop within its own event (no redraw of the
    figure: its data still holds the old stop), and the figure's data follows once the moves
    settle, at the CLI's numbers."""
    page_name = "confusion" if kind == "hist" else "roc_pr"
    path = example_file(tmp_path, "breast_cancer_logreg")
    open_view(page, f"{app_url}/{page_name}?example=breast_cancer_logreg")
    plot = page.locator(f"[data-live=plot-{kind}]")
    moved = page.locator("[data-live=slider]").evaluate("""(s, [kind, role]) => {
      const g = s.getRootNode().querySelector(`[data-live=plot-${kind}]`);
      const m = JSON.parse(g.dataset.marks);
      const held = () => role ? Array.from(g.data[m[role]].y) : g.layout.shapes[m.cut].x0;
      const drawn = () => {
        const node = role
          ? g.querySelector(`.scatterlayer .trace${g._fullData[m[role]].uid} path.point`)
          : g.querySelector(`.shapelayer path[data-index="${m.cut}"]`);
        const r = node.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2];
      };
      const before = [held(), drawn()];
      s.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}));
      return {before, after: [held(), drawn()]};
    }""", [kind, role])
    assert moved["after"][0] == moved["before"][0]  # the figure's data: not yet
    assert moved["after"][1] != moved["before"][1]  # its drawn mark: moved
    label = page.locator("[data-live=threshold]").text_content()
    metrics = cli(capsys, path, label)["metrics"]
    if kind == "hist":
        want_x = on_screen(page, "hist", float(label), 0)[0]
        assert abs(moved["after"][1][0] - want_x) < 1.5
        settled = plot.evaluate(f"async g => {{ await ({SETTLED})(g);"
                                " return g.layout.shapes[JSON.parse(g.dataset.marks).cut].x0; }")
        assert settled == float(label)
        return
    x, y = ("fpr", "recall") if kind == "roc" else ("recall", "precision")
    want = on_screen(page, kind, metrics[x], metrics[y])
    assert abs(moved["after"][1][0] - want[0]) < 1.5 and abs(moved["after"][1][1] - want[1]) < 1.5
    assert mark(page, kind, role) == ([metrics[x]], [metrics[y]])


def test_no_tick_label_or_hover_of_a_score_is_in_scientific_notation(page: Page, app_url: str):
    # the breast cancer scores reach down to 1.78e-7: the histogram's first bin edge
    open_view(page, f"{app_url}/confusion?example=breast_cancer_logreg")
    hist = page.locator("[data-live=plot-hist]")
    texts = hist.evaluate("g => Array.from(g.querySelectorAll('text')).map(t => t.textContent)")
    assert [t for t in texts if SCIENTIFIC.search(t)] == [], texts
    x0 = hist.evaluate("g => g.layout.xaxis.range[0]")
    assert 0 < x0 < 1e-6
    page.mouse.move(*on_screen(page, "hist", x0 + 0.01, 1))  # the first bar
    expect(hist.locator(".hoverlayer text").first).to_be_attached()
    hovered = hist.locator(".hoverlayer").text_content()
    assert not SCIENTIFIC.search(hovered), hovered
    open_view(page, f"{app_url}/roc_pr?example=breast_cancer_logreg")
    shown = page.locator("[data-live=plot-roc]").evaluate(
        "g => g.data.find(d => d.customdata).customdata.map(row => row[0])")
    assert len(shown) > 100 and not [t for t in shown if SCIENTIFIC.search(t)]


def step_curve(scope) -> tuple[list, list]:
    """The P-R figure's step curve (line shape "hv") in ``scope``'s Plotly figure."""
    return tuple(scope.evaluate(
        "g => { const t = g._fullData.find(d => d.line && d.line.shape === 'hv');"
        " return [Array.from(t.x), Array.from(t.y)]; }"))


def test_learner_a_pr_step_curve_is_the_same_live_server_drawn_and_in_the_report(
        page: Page, app_url: str, tmp_path):
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    live = step_curve(page.locator("[data-live=plot-pr]"))
    contours = page.locator("[data-live=plot-pr]").evaluate(
        "g => g.layout.annotations.map(a => a.text).filter(t => t.startsWith('F1='))")
    assert contours == ["F1=0.2", "F1=0.4", "F1=0.6", "F1=0.8"]
    page.get_by_test_id("stSidebar").get_by_text(translate("live_view_toggle", "en")).click()
    charts = page.locator("[data-testid=stPlotlyChart] .js-plotly-plot")
    expect(charts.first).to_be_visible()
    wait_idle(page)
    pr_title = translate("pr_header", "en")
    drawn = [k for k in range(charts.count())
             if pr_title in (charts.nth(k).evaluate("g => g.layout.title.text") or "")]
    assert len(drawn) == 1
    server = step_curve(charts.nth(drawn[0]))
    report = tmp_path / "report.html"
    report.write_text(build_report("binary", str(example_file(tmp_path, "seed001_a")),
                                   ["--threshold", "0.5"], lang="en"), encoding="utf-8")
    page.goto(report.as_uri())
    figures = page.locator(".js-plotly-plot")
    expect(figures.first).to_be_attached()
    in_report = [k for k in range(figures.count())
                 if pr_title in (figures.nth(k).evaluate("g => g.layout.title.text") or "")]
    assert len(in_report) == 1
    assert live == server == step_curve(figures.nth(in_report[0]))
    # the step curve of seed 001 (learner A): recall 1 … 0.2, precision held back to recall 0
    assert live[0][-1] == 0 and live[0][0] == 1


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_classroom_mode_at_1024_keeps_large_text_in_both_languages(page: Page, app_url: str,
                                                                   artifacts, lang):
    open_view(page, f"{app_url}/roc_pr?example=seed001_a&lang={lang}&classroom=1",
              size=(1024, 768))
    roc = page.locator("[data-live=plot-roc]")
    assert roc.evaluate("g => g._fullLayout.font.size") == CLASSROOM_FONT_SIZE
    assert roc.evaluate("g => g._fullLayout.xaxis.title.text") == translate("fpr_axis", lang)
    ticks = roc.evaluate("g => Array.from(g.querySelectorAll('.xtick text'))"
                         ".map(t => parseFloat(getComputedStyle(t).fontSize))")
    assert ticks and min(ticks) >= CLASSROOM_FONT_SIZE
    # both figures beside each other, whole, in the window's width
    for kind in ("roc", "pr"):
        box = page.locator(f"[data-live=plot-{kind}]").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 1024
    page.screenshot(path=str(artifacts / f"live_plotly_classroom_{lang}.png"), full_page=True)


def test_dragging_the_operating_point_snaps_to_the_stops_along_the_curve(page: Page,
                                                                        app_url: str, capsys,
                                                                        tmp_path):
    path = example_file(tmp_path, "seed001_a")
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    roc = page.locator("[data-live=plot-roc]")
    start = on_screen(page, "roc", *[v[0] for v in mark(page, "roc")])
    target = on_screen(page, "roc", 0.8, 1.0)  # seed 001 A's ROC point of 0.1: FPR 4/5, TPR 1
    page.mouse.move(*start)
    page.mouse.down()
    for k in range(1, 11):  # the pointer passes the stops between and ends a little off
        page.mouse.move(start[0] + (target[0] - start[0]) * k / 10 + 3,
                        start[1] + (target[1] - start[1]) * k / 10 - 2)
    expect(page.locator("[data-live=threshold]")).to_have_text("0.10")  # before the release
    page.mouse.up()
    page.wait_for_function("() => new URLSearchParams(location.search).get('threshold')"
                           " === '0.1'")
    wait_idle(page)
    metrics = cli(capsys, path, "0.1")["metrics"]
    assert mark(page, "roc") == ([metrics["fpr"]], [metrics["recall"]]) == ([0.8], [1.0])
    assert roc.evaluate("g => g._fullLayout.xaxis.range") == [-0.02, 1.02]  # no zoom box


def test_clicking_a_histogram_bar_sets_the_threshold_at_its_nearer_edge(page: Page,
                                                                       app_url: str, capsys,
                                                                       tmp_path):
    path = example_file(tmp_path, "breast_cancer_logreg")
    open_view(page, f"{app_url}/confusion?example=breast_cancer_logreg")
    hist = page.locator("[data-live=plot-hist]")
    # a bar of the negatives right of the middle, and its right edge
    center, width, height = hist.evaluate(
        """g => { const t = g._fullData[0], k = Array.from(t.y).findIndex(
             (v, i) => v > 0 && t.x[i] > 0.6);
           return [t.x[k], t.width, t.y[k]]; }""")
    page.mouse.click(*on_screen(page, "hist", center + width / 4, height / 2))
    page.wait_for_function("() => new URLSearchParams(location.search).get('threshold')"
                           " !== '0.5'")  # the server heard it
    wait_idle(page)
    edge = center + width / 2  # the threshold shown: the shortest decimal of the edge's counts
    counts = cli(capsys, path, repr(edge))["confusion"]
    label = page.locator("[data-live=threshold]").text_content()
    assert cli(capsys, path, label)["confusion"] == counts
    for name in ("tp", "fp", "tn", "fn"):
        assert page.locator(f"[data-live=tile-{name}]").text_content() == format_count(
            counts[name])
    cut = hist.evaluate(f"async g => {{ await ({SETTLED})(g);"
                        " return g.layout.shapes[JSON.parse(g.dataset.marks).cut].x0; }")
    assert cut == float(label)


@pytest.mark.parametrize("kind", ["cost", "roc"])
def test_clicking_a_cost_page_point_sets_its_threshold(kind, page: Page, app_url: str, capsys,
                                                       tmp_path):
    """On the Cost Curve page, a click on a breakpoint of the lower envelope (the optimal hull
    vertex of the segment it starts) or on a vertex of the ROC's convex hull sets that point's
    threshold: the view shows it, the server hears it, and the counts are the CLI's."""
    path = example_file(tmp_path, "breast_cancer_logreg")
    open_view(page, f"{app_url}/cost_curve?example=breast_cancer_logreg")
    plot = page.locator(f"[data-live=plot-{kind}]")
    before = page.locator("[data-live=threshold]").text_content()
    x, y, threshold = plot.evaluate(
        """(g, before) => { const c = g._fullData.find(d => d.customdata && d.mode
             && d.mode.includes('markers'));
           const k = Math.floor(c.x.length / 2) + (c.customdata[Math.floor(c.x.length / 2)][0]
             === before ? 1 : 0);
           return [c.x[k], c.y[k], c.customdata[k][0]]; }""", before)
    assert threshold != before
    page.mouse.click(*on_screen(page, kind, x, y))
    expect(page.locator("[data-live=threshold]")).to_have_text(threshold)
    page.wait_for_function("t => Number(new URLSearchParams(location.search).get('threshold'))"
                           " === t", arg=float(threshold))  # the server heard it
    wait_idle(page)
    counts = cli(capsys, path, threshold)["confusion"]
    for name in ("tp", "fp", "tn", "fn"):
        assert page.locator(f"[data-live=tile-{name}]").text_content() == format_count(
            counts[name])


def test_a_png_taken_right_after_a_move_is_drawn_from_the_moved_marks(page: Page, app_url: str,
                                                                      capsys, tmp_path):
    """The modebar's image is drawn from the figure's data, which follows a move once the moves
    settle: a click on the camera within that time syncs the data first, so the PNG shows the
    operating point at the new stop."""
    path = example_file(tmp_path, "breast_cancer_logreg")
    open_view(page, f"{app_url}/roc_pr?example=breast_cancer_logreg")
    roc = page.locator("[data-live=plot-roc]")
    roc.hover()  # the modebar shows
    with page.expect_download() as download:
        held = page.locator("[data-live=slider]").evaluate("""s => {
          const g = s.getRootNode().querySelector('[data-live=plot-roc]');
          const point = JSON.parse(g.dataset.marks).point;
          s.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}));
          const camera = Array.from(g.querySelectorAll('.modebar-btn')).find(
            b => /png/i.test(b.getAttribute('data-title') || ''));
          camera.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
          return [Array.from(g.data[point].x), Array.from(g.data[point].y)];
        }""")  # within one task: the moves cannot have settled
    label = page.locator("[data-live=threshold]").text_content()
    metrics = cli(capsys, path, label)["metrics"]
    assert held == [[metrics["fpr"]], [metrics["recall"]]]
    assert open(download.value.path(), "rb").read(8) == b"\x89PNG\r\n\x1a\n"


def test_the_view_draws_with_the_packages_plotly_beside_another_copy_on_the_page(page: Page,
                                                                              app_url: str):
    """A page that holds another Plotly.js as ``window.Plotly`` before the view loads (here a
    stand-in that can draw nothing): the view loads the installed package's copy under its own
    name, draws with it, and leaves the other one in place."""
    from importlib.resources import files

    header = files("plotly").joinpath("package_data", "plotly.min.js").read_text()[:200]
    version = re.search(r"plotly\.js v(\S+)", header).group(1)
    page.add_init_script("window.Plotly = {version: 'another copy'}")
    open_view(page, f"{app_url}/roc_pr?example=seed001_a")
    for kind in ("roc", "pr"):
        expect(page.locator(f"[data-live=plot-{kind}][data-drawn]")).to_be_visible()
    assert page.evaluate("() => window.Plotly.version") == "another copy"
    assert page.evaluate("() => window.evalcorePlotly.version") == version
    assert page.evaluate("() => window.livePlotly.then((p) => p === window.evalcorePlotly)")


LAID_OUT = """g => { const f = g._fullLayout;
  return f && Math.abs(f.width - g.clientWidth) <= 1
    && Math.abs(f.xaxis._length - f.yaxis._length) <= 1 ? f.width : null; }"""
"""A square figure's width once it is laid out at its box's width, its plot area square; null
until then."""


def laid_out(plot, least: float, most: float) -> float:
    """The width ``plot`` is laid out at, once it is between ``least`` and ``most``."""
    plot.page.wait_for_function(
        f"([g, least, most]) => {{ const w = ({LAID_OUT})(g); "
        "return w !== null && w >= least && w <= most; }",
        arg=[plot.element_handle(), least, most])
    return plot.evaluate(LAID_OUT)


HEIGHTS = """() => [...document.querySelectorAll('.live-plot')].map(g => [
  g._fullLayout && g._fullLayout.height, Math.round(g.getBoundingClientRect().height),
  Math.abs(g._fullLayout.width - g.clientWidth) <= 1])"""
"""Each live figure's laid-out height, its box's height and whether it is laid out at its box's
width."""


def test_the_figures_follow_the_windows_height(page: Page, app_url: str):
    """Outside classroom mode a live figure is its builder's height, at most 40 % of the
    window's (at least 240 px): a window made shorter lays each figure out shorter, and one made
    taller again gives the height back, without a reload."""
    open_view(page, f"{app_url}/roc_pr?example=seed001_a", size=(1440, 900))
    full = [laid for laid, _, _ in page.evaluate(HEIGHTS)]
    assert len(full) == 2 and min(full) >= 300, full
    for height in (700, 900, 620):
        page.set_viewport_size({"width": 1440, "height": height})
        expected = [min(laid, max(240, int(height * 0.4))) for laid in full]
        page.wait_for_function(f"expected => ({HEIGHTS})().every(([laid, box, wide], i) =>"
                               " laid === expected[i] && Math.abs(box - laid) <= 1 && wide)",
                               arg=expected)


@pytest.mark.parametrize("query, size", [("", (1440, 900)), ("&classroom=1", (1024, 768))],
                         ids=["default", "classroom"])
def test_the_figures_follow_their_boxes_when_the_sidebar_closes_and_opens(page: Page,
                                                                          app_url: str, query,
                                                                          size):
    """Closing the sidebar widens the main column without resizing the window: each figure is
    laid out again at its box's new width (in classroom mode as a larger square, fitted under
    its title), and opening it again brings back the first layout."""
    open_view(page, f"{app_url}/roc_pr?example=seed001_a{query}", size=size)
    plots = [page.locator(f"[data-live=plot-{kind}]") for kind in ("roc", "pr")]
    first = [laid_out(plot, 0, size[0]) for plot in plots]
    page.hover("[data-testid=stSidebarHeader]")
    page.locator("[data-testid=stSidebarCollapseButton] button").click()
    for plot, width in zip(plots, first):  # wider by far, its plot area square
        laid_out(plot, width + 50, size[0])
    page.locator("[data-testid=stExpandSidebarButton]").click()
    again = [laid_out(plot, width - 1, width + 1) for plot, width in zip(plots, first)]
    assert again == pytest.approx(first, abs=1)
