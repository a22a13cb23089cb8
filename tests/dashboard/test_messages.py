"""dashboard.shell.input_errors: every setting evalcore's messages can name has a sidebar widget label, and
every hint action a sentence on both surfaces; the page variant names widgets, the CLI flags."""

from __future__ import annotations

import pandas as pd
import pytest

from dashboard.i18n import CATALOG
from dashboard.shell.input_errors import PAGE_HINT_KEYS, WIDGET_LABELS, error_text
from evalcore import io, settings
from evalcore.errors import EvalInputError, Setting
from evalcore.messages import CLI_HINT_KEYS

ROLES = ("label", "score", "weight", "true", "query", "doc", "relevance")
"""Roles resolved with their default setting by the loaders the pages use."""


def named_settings() -> list[Setting]:
    found = [v for v in vars(settings).values() if isinstance(v, Setting)]
    return found + [settings.column_setting(role) for role in ROLES]


@pytest.mark.parametrize("setting", named_settings(), ids=lambda s: s.name)
def test_every_setting_has_a_widget_label_and_hint_sentences(setting):
    assert all(key in CATALOG for key, _ in WIDGET_LABELS[setting.name])
    assert PAGE_HINT_KEYS[setting.action] in CATALOG
    assert CLI_HINT_KEYS[setting.action] in CATALOG


def test_page_text_names_the_widget_and_cli_text_the_flag():
    frame = pd.DataFrame(columns=["a", "**b**"])
    with pytest.raises(EvalInputError) as caught:
        io.resolve_column(frame, "weight", io.WEIGHT_NAMES, "w")
    error = caught.value
    assert error_text(error, "en") == (
        "Column w, chosen for “Weight column (optional)”, is not in the file. Columns in the "
        "file: a, \\*\\*b\\*\\*. Choose the column under “Weight column (optional)” in the sidebar.")
    assert error_text(error, "zh") == (
        "为“权重列（可选）”选择的列 w 不在文件中。文件中的列：a, \\*\\*b\\*\\*。请在侧边栏的“权重列（可选）”"
        "中选择该列。")
    assert str(error) == ("Column w, chosen for --weight-col, is not in the file. Columns in the "
                          "file: a, **b**. Pass --weight-col with the column's name.")


@pytest.mark.parametrize("key, params, expected", [
    ("summary_loaded", {"rows": "1", "positives": "1", "negatives": "0"},
     "1 row · 1 positive · 0 negative"),
    ("summary_loaded", {"rows": "1,000", "positives": "1", "negatives": "999"},
     "1,000 rows · 1 positive · 999 negative"),
    ("summary_dropped", {"count": "1", "rows": "4"},
     "1 row dropped for invalid values (first row: 4)."),
    ("multiclass_summary_labels", {"n": "1", "classes": "1"},
     "Loaded 1 row of true and predicted labels, 1 class"),
    ("regression_summary_dropped", {"count": "1"}, "1 row with invalid values was dropped."),
])
def test_ui_counts_agree_in_english(key, params, expected):
    from dashboard.i18n import translate

    assert translate(key, "en", **params) == expected
