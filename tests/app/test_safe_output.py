"""AppTest: user text that looks like a link or a spreadsheet formula reaches the page inert.
(The browser check that no link element appears is tests/browser/test_safe_text.py.)"""

from __future__ import annotations

from dashboard.text.safe import WORD_JOINER
from tests.app.helpers import open_app, upload


def test_formula_labels_are_shown_as_they_are_and_quoted_in_the_csv(monkeypatch):
    """The page shows a label as it is; the CSV written by "Download CSV" quotes every label a
    spreadsheet would run (the number -1 stays); the tables' own CSV export is off."""
    import io
    import tomllib

    import pandas as pd

    from dashboard.widgets import tables
    from tests.app.helpers import ROOT

    written = {}
    original = tables.download_csv

    def recording(table, name, **options):
        written[name] = tables.csv_bytes(getattr(table, "data", table))
        original(table, name, **options)

    monkeypatch.setattr(tables, "download_csv", recording)
    data = (b"y_true,y_pred\n=cmd|' /C calc'!A0,=cmd|' /C calc'!A0\n=cmd|' /C calc'!A0,@B\n"
            b"@B,@B\n@B,-1\n-1,-1\n-1,-1\n")
    at = upload(open_app(), "formula.csv", data)
    assert not at.exception and not at.error
    per_class = next(d.value for d in at.dataframe if "Class" in d.value.columns)
    assert sorted(per_class["Class"]) == sorted(["=cmd|' /C calc'!A0", "@B", "-1"])
    read = pd.read_csv(io.BytesIO(written["per_class"]), encoding="utf-8-sig", dtype=str)
    assert sorted(read["Class"]) == sorted(["'=cmd|' /C calc'!A0", "'@B", "-1"])
    with open(ROOT / ".streamlit" / "config.toml", "rb") as config:
        assert tomllib.load(config)["client"]["disableDataExport"] is True


def test_link_like_header_and_file_name_are_not_autolinks():
    at = upload(open_app(), "www.evil.example.csv", b"label,score\n1,0.9\n0,0.2\n")
    name = f"www{WORD_JOINER}\\.evil\\.example\\.csv"
    assert any(name in c.value for c in at.sidebar.caption)  # "File: …" of the loaded data
    header = "https://evil.example/login"
    at = upload(at, "bad.csv", f"{header},score\n1,0.9\n0,0.2\n".encode())
    error = at.main.error[0].value
    assert f"https\\:{WORD_JOINER}//evil\\.example/login" in error
    assert "https://" not in error.replace("\\", "")
    assert name in at.main.caption[0].value  # "Showing the last good data: …"
