"""AppTest of the sidebar's uploaders: after a page switch the uploader widget is empty (Streamlit
forgets its file), so the file still in use is named with its size; the Comparison sidebar's two
uploaders state the size limit once."""

from __future__ import annotations

import tomllib

import numpy as np
import pandas as pd
import pytest

from dashboard.i18n import translate
from tests.app.helpers import ROOT, csv_bytes, open_app, upload


def _table(n: int = 2000) -> bytes:
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, n)
    return csv_bytes(pd.DataFrame({"label": y, "score": (y + rng.normal(0, 1, n)).round(6)}))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_file_in_use_is_named_with_its_size_after_a_page_switch(lang):
    data = _table()
    assert len(data) == 22_427  # 22,427 / 1,024 = 21.90 KB
    at = upload(open_app("app_pages/confusion.py", lang=lang), "mine.csv", data)
    at.switch_page("app_pages/roc_pr.py").run()
    assert not at.exception
    assert at.file_uploader(key="upload_classification").value is None  # the widget is empty
    size = "21.9 KB"
    in_use = translate("upload_in_use", lang, name="mine.csv", size=size)
    assert in_use in [c.value.replace("\\", "") for c in at.sidebar.caption]
    assert size in in_use and "mine.csv" in in_use


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_comparison_sidebar_states_the_size_limit_once(lang):
    with open(ROOT / ".streamlit" / "config.toml", "rb") as config:
        limit = tomllib.load(config)["server"]["maxUploadSize"]
    at = upload(open_app("app_pages/comparison.py", lang=lang), "a.csv", _table(), "compare")
    assert [u.key for u in at.sidebar.get("file_uploader")] == ["upload_compare",
                                                                 "upload_compare_b"]
    texts = [c.value for c in at.sidebar.caption]
    texts += [u.help or "" for u in at.sidebar.get("file_uploader")]
    assert sum(f"{limit} MB" in text for text in texts) == 1, texts
