"""What a user downloads from a page: the CSV (BOM, context lines, neutralised cells) and the file
names of tables, figure images and the report."""

from __future__ import annotations

import csv
import io
import math

import numpy as np
import pandas as pd

from dashboard import report  # noqa: F401  the task reports, which requests render with
from dashboard.reporting.request import NamedFile, ReportRequest, binary_settings, threshold_flag
from evalcore.cli.binary import BinarySettings
from evalcore.cli.compare import CompareSettings
from evalcore.view.export_names import export_stem, threshold_part
from evalcore.view.layout import image_config
from dashboard.widgets.tables import BOM, PICKLED_CELLS, _fingerprint, csv_bytes


def test_csv_has_bom_one_header_line_context_columns_and_neutralised_cells():
    table = pd.DataFrame({"类别 label": ["=cmd|' /C calc'!A0", "+1+1", "-2-3", "@SUM(A1)",
                                          "\tx", "\rx", "猫", "-0.5"],
                          "value": [1.5, -2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 0.1 + 0.2]})
    data = csv_bytes(table, [("Data set", "=HYPERLINK(\"x\")"), ("Threshold", 0.55)])
    assert data.startswith(b"\xef\xbb\xbf")  # UTF-8 BOM: Excel opens 中文 right
    text = data.decode("utf-8")
    assert text.startswith(BOM)
    rows = list(csv.reader(io.StringIO(text[1:], newline="")))
    assert rows[0] == ["类别 label", "value", "Data set", "Threshold"]  # no "#" lines
    assert [r[0] for r in rows[1:]] == ["'=cmd|' /C calc'!A0", "'+1+1", "'-2-3", "'@SUM(A1)",
                                        "'\tx", "'\rx", "猫", "-0.5"]
    assert [r[2:] for r in rows[1:]] == [["'=HYPERLINK(\"x\")", "0.55"]] * 8
    assert rows[-1][1] == "0.30000000000000004"  # full precision: the float's repr
    # pandas reads it as it is: numbers as numbers, 中文 right
    read = pd.read_csv(io.BytesIO(data), encoding="utf-8-sig")
    assert list(read.columns) == ["类别 label", "value", "Data set", "Threshold"]
    assert read["value"].tolist() == table["value"].tolist()
    assert read["Threshold"].tolist() == [0.55] * 8


def test_a_context_label_that_names_a_column_gets_a_number():
    table = pd.DataFrame({"Threshold": [0.3, 0.7]})
    read = pd.read_csv(io.BytesIO(csv_bytes(table, [("Threshold", 0.5)])), encoding="utf-8-sig")
    assert list(read.columns) == ["Threshold", "Threshold (2)"]
    assert read["Threshold (2)"].tolist() == [0.5, 0.5]


def test_export_file_names_name_data_set_page_and_threshold():
    assert export_stem("seed001_a.csv", "roc_pr", "roc", threshold=0.55) == \
        "seed001_a_roc_pr_roc_t0.55"
    assert export_stem("预测 结果.parquet", "confusion", "measures") == "预测_结果_confusion_measures"
    assert export_stem("../../etc/passwd", "ranking") == "etc_passwd_ranking"
    assert export_stem("<img src=x>.csv", "cost_curve", threshold=math.inf) == \
        "img_src_x_cost_curve_tall_negative"
    assert threshold_part(None) == "" and threshold_part(0.1 + 0.2) == "t0.3"
    config = image_config("seed001_a_roc_pr_roc_t0.55")
    assert config["toImageButtonOptions"] == {"format": "png", "scale": 2,
                                              "filename": "seed001_a_roc_pr_roc_t0.55"}
    assert config["displaylogo"] is False


def test_report_file_name_and_flags():
    request = ReportRequest("binary", (NamedFile("seed001_a.csv", b""),), BinarySettings(), "zh",
                            "roc_pr", 0.55)
    assert request.file_name == "seed001_a_roc_pr_report_t0.55.html"
    # "all negative" is above every score: the CLI gets the shortest decimal above the largest
    assert threshold_flag(math.inf, [0.2, 0.95]) == "1.0"
    # a finite threshold is the page's, as shown (given by the user, or a stop's shortest
    # decimal), written with every digit it needs: the command gives the page's counts
    assert threshold_flag(0.96, [0.2, 0.95]) == "0.96"
    assert threshold_flag(0.1 + 0.2, [0.2, 0.1 + 0.2, 1.0]) == "0.30000000000000004"
    assert threshold_flag(0.25, [0.2, 0.1 + 0.2, 1.0]) == "0.25"
    assert threshold_flag(-5.0, [0.2, 0.1 + 0.2, 1.0]) == "-5.0"


def test_binary_flags_carry_the_mapping():
    class Data:
        label_col, score_col, weight_col, pos_label, dropped = "y", "p", "w", "yes", 2
        scores = pd.Series([0.2, 0.9]).to_numpy()

    assert binary_settings(Data, 0.5, beta=2).argv() == [
        "--label-col", "y", "--score-col", "p", "--pos-label", "yes", "--threshold", "0.5",
        "--weight-col", "w", "--drop-invalid", "--beta", "2.0"]


def test_report_request_evaluates_the_files_under_their_own_names():
    """Two uploads compared: the CLI names each model by its file, so the copies keep the names
    (and a name cannot leave the temporary folder)."""
    a = "id,y,score\n1,1,0.9\n2,0,0.2\n3,1,0.6\n4,0,0.7\n"
    b = "id,y,score\n4,0,0.1\n3,1,0.8\n2,0,0.3\n1,1,0.4\n"
    request = ReportRequest("compare", (NamedFile("../model A.csv", a.encode()),
                                        NamedFile("模型 B.csv", b.encode())),
                            CompareSettings(threshold=(0.5,)), "en", "comparison")
    result = request.result()
    assert result["columns"] == {"A": "model A.csv", "B": "模型 B.csv"}
    assert result["aligned_by"] == "id" and result["n"] == 4
    # by hand: A ranks both positives above both negatives except 0.6 < 0.7: AUC 3/4; B: 4/4
    assert result["auc"] == {"A": 0.75, "B": 1.0}


def test_a_table_s_button_key_follows_its_cells_header_and_context_only():
    """The Download CSV button's key: the same for the same table built again, another for any
    changed cell, cell type, header or setting; a table with lists in its cells has one too."""
    def table(value=0.25, name="AUC", kind=float):
        return pd.DataFrame({"measure": [name, "AP"], "value": [kind(value), 0.5]})

    key = _fingerprint(table(), [("threshold", 0.5)])
    assert _fingerprint(table(), [("threshold", 0.5)]) == key
    others = {_fingerprint(table(0.26), [("threshold", 0.5)]),
              _fingerprint(table(name="Gini"), [("threshold", 0.5)]),
              _fingerprint(table(kind=str), [("threshold", 0.5)]),
              _fingerprint(table().rename(columns={"value": "值"}), [("threshold", 0.5)]),
              _fingerprint(table(), [("threshold", 0.6)])}
    assert key not in others and len(others) == 5
    lists = pd.DataFrame({"classes": [["a", "b"], ["c"]]})
    assert _fingerprint(lists, []) == _fingerprint(lists.copy(), []) != _fingerprint(
        pd.DataFrame({"classes": [["a", "b"], ["d"]]}), [])
    large = pd.DataFrame({"score": np.arange(PICKLED_CELLS + 1) / 7})
    changed = large.copy()
    changed.iloc[-1, 0] = 0.0
    assert _fingerprint(large, []) == _fingerprint(large.copy(), []) != _fingerprint(changed, [])
