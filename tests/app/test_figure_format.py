"""AppTest: the sidebar's "Figure downloads" choice sets what every figure's camera button saves
(PNG by default, SVG when chosen), kept across page switches, with the file name naming the data
set, the page, the figure and the threshold."""

from __future__ import annotations

import json

from tests.app.helpers import open_app


def camera_options(at) -> list[dict]:
    return [json.loads(chart.proto.config)["toImageButtonOptions"]
            for chart in at.get("plotly_chart")]


def test_figures_save_png_then_svg_after_the_choice_and_on_the_next_page():
    at = open_app("app_pages/roc_pr.py")
    options = camera_options(at)
    assert options and {o["format"] for o in options} == {"png"}
    assert "seed001_a_roc_pr_" in options[0]["filename"] and options[0]["filename"].endswith("_t0.5")
    at.sidebar.radio(key="figure_format").set_value("svg").run()
    assert {o["format"] for o in camera_options(at)} == {"svg"}
    at.switch_page("app_pages/confusion.py").run()
    assert not at.exception, at.exception
    assert at.sidebar.radio(key="figure_format").value == "svg"
    assert {o["format"] for o in camera_options(at)} == {"svg"}
