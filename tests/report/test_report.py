"""The HTML report (dashboard.report): its JSON block is what ``python -m evalcore`` prints for the
same flags, it loads nothing from the network, user text stays text, and the CLI's bad input
exits 2 with one line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from plotly.offline import get_plotlyjs

from dashboard.report import build_report
from dashboard.report.__main__ import main as report_main
from evalcore.__main__ import main as evalcore_main
from evalcore.cli.examples import csv_bytes
from evalcore.examples import all_examples

ROOT = Path(__file__).resolve().parents[2]
RESULT_BLOCK = re.compile(
    r'<script type="application/json" id="evalcore-result">(.*?)</script>', re.S)


USED = ("seed001_a", "digits_seed004", "digits_logreg", "diabetes_ridge",
        "ranking_synthetic", "compare_seed001", "compare_diabetes", "folds_breast_cancer")


@pytest.fixture(scope="module")
def examples(tmp_path_factory) -> Path:
    """The built-in examples these tests use, as <key>.csv (as ``python -m evalcore examples
    --write`` writes them)."""
    folder = tmp_path_factory.mktemp("examples")
    for key in USED:
        example = all_examples()[key]
        (folder / f"{key}.csv").write_bytes(csv_bytes(example.build(), example.filename))
    return folder


def _cli_json(capsys, argv: list[str]) -> dict:
    capsys.readouterr()
    assert evalcore_main(argv) == 0
    return json.loads(capsys.readouterr().out)


def _block(html: str) -> dict:
    (text,) = RESULT_BLOCK.findall(html)
    return json.loads(text)


CASES = [  # task, example, flags, language, figures drawn
    ("binary", "seed001_a", ["--threshold", "0.55", "--beta", "2"], "zh", 5),
    ("binary", "seed001_a", ["--curves", "--pos-label", "0"], "en", 5),
    ("cost", "seed001_a", ["--cost-fn", "2", "--prior", "0.3"], "zh", 2),
    ("multiclass", "digits_seed004", [], "en", 1),
    ("multiclass", "digits_logreg", [], "zh", 3),
    ("regression", "diabetes_ridge", ["--tolerance", "10"], "zh", 4),  # + residual histogram, Q-Q
    ("ranking", "ranking_synthetic", ["--k", "5", "--gain", "linear"], "en", 2),
    ("compare", "compare_seed001", ["--threshold", "0.55", "0.6"], "zh", 3),
    ("compare", "compare_diabetes", [], "en", 2),  # REC curves, residuals
    ("folds", "folds_breast_cancer", ["--threshold", "0.3", "--curves"], "zh", 3),
    ("folds", "folds_breast_cancer", ["--task", "binary", "--score-col", "score_tree",
                                      "--repeat-col", "repeat"], "en", 3),
    ("lift", "seed001_a", ["--groups", "5"], "zh", 3),
    ("calibration", "seed001_a", ["--bins", "4", "--strategy", "quantile"], "en", 1),
]


@pytest.mark.parametrize("task,example,flags,lang,figures", CASES)
def test_json_block_is_the_cli_output(examples, capsys, task, example, flags, lang, figures):
    file = str(examples / f"{example}.csv")
    html = build_report(task, file, flags, lang=lang)
    assert _block(html) == _cli_json(capsys, [task, file, *flags])
    assert html.count('class="figure-data"') == figures
    assert f'<html lang="{"zh-CN" if lang == "zh" else "en"}">' in html


def test_both_languages_same_json_different_text(examples):
    file = str(examples / "seed001_a.csv")
    en, zh = (build_report("binary", file, ["--threshold", "0.55"], lang=lang)
              for lang in ("en", "zh"))
    assert _block(en) == _block(zh)
    # shown as the shortest decimal of (0.45, 0.55], as the page shows it
    assert "Confusion matrix at threshold 0.50" in en and "阈值 0.50 下的混淆矩阵" in zh
    # seed 001 learner A at 0.55, by hand: scores >= 0.55 are 0.95 (neg), 0.85, 0.75, 0.65 (pos),
    # 0.55 (neg); below it 0.35 and 0.25 are positive
    assert _block(en)["confusion"] == {"tp": 3, "fp": 2, "tn": 3, "fn": 2}
    # Plotly's own texts (its toolbar, its notices) in the report's language, and no button that
    # posts the chart to a chart service
    from evalcore.view.language import translate

    zoom_in = '"Zoom in": "%s"' % translate("plotly_zoom_in", "zh")
    assert zoom_in in zh and zoom_in not in en and '"locale": "reader"' not in en
    chrome = 'var chrome = {"displaylogo": false, "showSendToCloud": false};'
    assert en.count(chrome) == zh.count(chrome) == 1


class _Tags(HTMLParser):
    """Every start tag with its attributes (script contents are text, not tags)."""

    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_nothing_is_loaded_from_the_network(examples):
    html = build_report("binary", str(examples / "seed001_a.csv"), [], lang="en")
    parser = _Tags()
    parser.feed(html)
    for tag, attrs in parser.tags:
        assert "src" not in attrs and "href" not in attrs, (tag, attrs)
    scripts = [attrs for tag, attrs in parser.tags if tag == "script"]
    # plotly.js, 5 figures, the JSON, the drawing code, the live view's data and its code
    assert len(scripts) == 1 + 5 + 1 + 1 + 1 + 1
    assert get_plotlyjs() in html  # Plotly's JavaScript inline
    outside_plotly = html.replace(get_plotlyjs(), "")
    # the live view's SVG elements name their XML namespace: an identifier, never fetched
    assert not re.search(r"https?://", outside_plotly.replace('"http://www.w3.org/2000/svg"', ""))
    assert outside_plotly.count('class="figure-data"') == 5


EVIL = "<img src=x onerror=alert(1)>"


def test_user_text_is_escaped(tmp_path):
    """A hostile column name, labels and file name stay text: no tag, no closed script."""
    file = tmp_path / "hostile.csv"
    file.write_text(f'"{EVIL}",score\n"</script><!--",0.9\n"</script><!--",0.7\n'
                    '"x</b>",0.2\n"x</b>",0.6\n', encoding="utf-8")
    flags = ["--label-col", EVIL, "--pos-label", "</script><!--"]
    html = build_report("binary", str(file), flags, lang="en",
                        data_name="</script><script>alert(1)</script>.csv")
    body = html.replace(get_plotlyjs(), "")
    assert EVIL not in body and "<!--" not in body and "<script>alert" not in body
    assert "&lt;img src=x onerror=alert(1)&gt;" in body  # shown literally in the settings
    assert "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.csv" in body  # the data set
    assert body.count("<script") == body.count("</script>") == 10  # 8 + the live view's 2
    parser = _Tags()
    parser.feed(html)
    assert {tag for tag, _ in parser.tags} <= {"html", "head", "meta", "title", "style", "script",
                                              "body", "h1", "h2", "p", "table", "thead", "tbody",
                                              "tr", "th", "td", "div"}
    result = _block(html)  # still the same JSON after the escapes
    assert result["pos_label"] == "</script><!--" and result["confusion"]["tp"] == 2


def test_cli_writes_the_report(examples, tmp_path, capsys):
    out = tmp_path / "report.html"
    file = str(examples / "diabetes_ridge.csv")
    assert report_main([file, "--task", "regression", "--tolerance", "10", "--lang", "zh",
                        "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert _block(html) == _cli_json(capsys, ["regression", file, "--tolerance", "10"])
    assert "<title>报告：回归</title>" in html


def test_cli_bad_input_exits_2_with_one_line(tmp_path):
    missing = tmp_path / "missing.csv"
    run = subprocess.run([sys.executable, "-m", "dashboard.report", str(missing), "--task",
                          "binary", "-o", str(tmp_path / "r.html")],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and run.stderr.startswith("error: ")
    assert not (tmp_path / "r.html").exists()


def test_report_imports_no_streamlit():
    code = "import sys, dashboard.report.__main__; print('streamlit' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.stdout.strip() == "False", run.stderr


def test_folds_report_tables_equal_scikit_learn(examples):
    """The per-fold table and the summary of the Folds report, against scikit-learn and numpy
    on the same rows (model A, logistic regression, at threshold 0.3)."""
    import numpy as np
    import pandas as pd
    from sklearn.metrics import recall_score, roc_auc_score

    file = examples / "folds_breast_cancer.csv"
    html = build_report("folds", str(file), ["--threshold", "0.3"], lang="en")
    table = pd.read_csv(file)
    groups = [g for _, g in table.groupby(["repeat", "fold"])]
    aucs = [roc_auc_score(g["y_true"], g["score_logreg"]) for g in groups]
    recalls = [recall_score(g["y_true"], g["score_logreg"] >= 0.3) for g in groups]
    cells = re.findall(r"<td>(.*?)</td>", html)
    for auc, recall in zip(aucs, recalls):
        assert f"{auc:.4f}" in cells and f"{recall:.4f}" in cells
    assert f"{np.mean(aucs):.4f} ± {np.std(aucs):.4f}" in cells  # σ with 1/K
    assert f"{np.std(aucs, ddof=1):.4f}" in cells
    assert "Report: cross-validation folds" in html


def _figures(html: str) -> list[dict]:
    """Every figure of the report (its Plotly JSON), in order."""
    found = re.findall(r'<script type="application/json" class="figure-data"[^>]*>(.*?)</script>',
                       html, re.S)
    return [json.loads(text)["figure"] for text in found]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_multiclass_report_with_scores_holds_the_one_vs_rest_curves(examples, lang):
    """The ROC / PR page's multiclass data: the title fits, and besides the confusion matrix the
    report holds the one-vs-rest ROC and P-R curves of every class (legend: class and its AUC or
    AP, as scikit-learn computes them) with the micro average, and a table of AUC and AP."""
    import numpy as np
    import pandas as pd
    from sklearn.metrics import average_precision_score, roc_auc_score

    from dashboard.i18n import CATALOG, translate
    from evalcore.view.formatting import format_count

    file = examples / "digits_logreg.csv"
    html = build_report("multiclass", str(file), [], lang=lang)
    title = CATALOG["report_title_multiclass"][lang]
    assert f"<h1>{title}</h1>" in html
    assert "confusion" not in title.lower() and "混淆" not in title
    table = pd.read_csv(file)
    size = {"classes": 10, "n": format_count(len(table))}
    for key in ("multiclass_confusion_header", "multiclass_roc_header"):
        assert f"<h2>{translate(key, lang, **size)}</h2>" in html
    heatmap, roc, pr = _figures(html)
    y = table["y_true"].to_numpy()
    for figure, area, score, name in ((roc, roc_auc_score, "AUC", "roc"),
                                      (pr, average_precision_score, "AP", "pr")):
        names = [trace["name"] for trace in figure["data"]]
        expected = [translate("multiclass_curve_name", lang, label=str(c), name=score,
                              area=f"{area(y == c, table[f'score_{c}']):.4f}")
                    for c in range(10)]
        assert sorted(n for n in names if n in expected) == sorted(expected), name
        assert any(n.startswith(translate("multiclass_micro_curve_name", lang, name=score,
                                          area="")[:4]) for n in names)
    ovr_auc = np.mean([roc_auc_score(y == c, table[f"score_{c}"]) for c in range(10)])
    assert _block(html)["ovr_auc_macro"] == pytest.approx(ovr_auc)
    assert f"<td>{roc_auc_score(y == 3, table['score_3']):.4f}</td>" in html


def test_multiclass_report_without_scores_holds_the_matrix_only(examples):
    html = build_report("multiclass", str(examples / "digits_seed004.csv"), [], lang="en")
    assert len(_figures(html)) == 1 and "One-vs-rest" not in html


def test_report_figures_keep_their_size(examples):
    """Seen in chromium at 1440 × 900: every figure's box is as tall as the figure (a 560 px
    one-vs-rest figure in a 460 px box lost its x title and legend, the 10-class matrix its last
    row), and the image buttons save the figure at the size drawn (width and height given, not
    Plotly's 700 × 450 default, which squeezed the plots and stretched the ROC's y range)."""
    html = build_report("multiclass", str(examples / "digits_logreg.csv"), [], lang="en")
    boxes = [int(h) for h in re.findall(r'<div class="figure" id="[^"]+" style="height: (\d+)px">',
                                        html)]
    heights = [figure["layout"].get("height", 460) for figure in _figures(html)]
    assert boxes == heights and max(heights) > 460
    assert "width: gd.clientWidth, height: gd.clientHeight" in html
    heatmap = _figures(html)[0]["data"][0]
    assert heatmap["text"][0][0] == "45"  # counts as counts, not "45.0"
