"""AppTest: what the "Download CSV" buttons would write. Every table of a page downloads under
its own file name (the four Comparison tables once shared ``<data>_comparison_table.csv``), and
the Folds tables' CSVs carry full precision while the page shows 4 decimals."""

from __future__ import annotations

import io
import re

import numpy as np
import pandas as pd
import pytest
from scipy import stats
from sklearn.metrics import roc_auc_score

from dashboard.widgets import tables as table_widgets
from tests.app.helpers import choose_example, csv_bytes, open_app, upload
from tests.app.test_folds_page import binary_table, groups  # noqa: F401 (a fixture)


class Downloads(dict):
    """Each "Download CSV" drawn: its file name → the CSV it would write, read back; ``names``
    the file names in the order drawn (since the last :meth:`clear`)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def named(self, file_name: str) -> pd.DataFrame:
        """The CSV drawn last under ``file_name``."""
        assert file_name in self, list(self)
        return self[file_name]

    def clear(self) -> None:
        super().clear()
        self.names.clear()


@pytest.fixture
def downloads(monkeypatch) -> Downloads:
    drawn = Downloads()
    original = table_widgets.download_csv

    def recording(table, name, *, where=None, settings=(), exact=None):
        frame = exact if exact is not None else getattr(table, "data", table)
        file_name = table_widgets.export_context().stem(name) + ".csv"
        drawn.names.append(file_name)
        drawn[file_name] = pd.read_csv(io.StringIO(
            table_widgets.csv_bytes(frame).decode("utf-8-sig")))
        original(table, name, where=where, settings=settings,
                 **({} if exact is None else {"exact": exact}))

    monkeypatch.setattr(table_widgets, "download_csv", recording)
    return drawn


@pytest.mark.parametrize("example", ["compare_seed001", "compare_digits", "compare_diabetes"])
def test_every_comparison_table_has_its_own_file_name(downloads, example):
    """One run of the page with the bootstrap's result drawn too (a short run of 50)."""
    at = open_app("app_pages/comparison.py", example=example, family="compare")
    suffix = next(w.key for w in at.number_input if w.key and w.key.startswith("boot_n_"))
    suffix = suffix.removeprefix("boot_n_")
    at.number_input(key=f"boot_n_{suffix}").set_value(50)
    at.button(key=f"boot_run_{suffix}").click().run()
    downloads.clear()
    at.run()
    assert not at.exception and len(downloads.names) >= 2
    assert len(set(downloads.names)) == len(downloads.names), downloads.names
    assert not [n for n in downloads.names if n.endswith("_table.csv")], downloads.names


def test_the_folds_csvs_carry_full_precision(downloads, binary_table):  # noqa: F811
    at = upload(open_app("app_pages/folds.py"), "oof.csv", csv_bytes(binary_table), "folds")
    assert not at.exception and not at.main.error
    y = binary_table["label"].to_numpy()
    a, b = (binary_table[c].to_numpy() for c in ("score_logreg", "score_tree"))
    auc_a = np.array([roc_auc_score(y[m], a[m]) for m in groups(binary_table)])
    auc_b = np.array([roc_auc_score(y[m], b[m]) for m in groups(binary_table)])
    per_fold = downloads.named("oof_folds_per_fold_t0.5.csv")
    assert per_fold["AUC"].tolist() == pytest.approx(auc_a, rel=1e-15, abs=0)
    assert per_fold["AUC"].round(4).tolist() != per_fold["AUC"].tolist()  # not rounded
    shown = at.table[0].value
    assert shown["AUC"].tolist() == [f"{v:.4f}" for v in auc_a]  # the page shows 4 decimals
    summary = downloads.named("oof_folds_summary_t0.5.csv").set_index("Over the folds")
    assert summary["AUC"].tolist() == pytest.approx(
        [auc_a.mean(), auc_a.std(), auc_a.std(ddof=1), roc_auc_score(y, a)], rel=1e-14, abs=0)
    differences = downloads.named("oof_folds_differences_t0.5.csv")
    assert differences["A − B"].tolist() == pytest.approx(auc_a - auc_b, rel=1e-13, abs=1e-15)
    tests = downloads.named("oof_folds_paired_tests_t0.5.csv")
    paired = stats.ttest_rel(auc_a, auc_b)
    assert tests["t"][0] == pytest.approx(paired.statistic, rel=1e-12)
    assert tests.iloc[0, 3] == pytest.approx(paired.pvalue, rel=1e-12)


# ---- every "Download CSV" of every page opens as it is ------------------------------------------

NUMBER_TEXT = re.compile(r"^\s*[+-]?\d[\d,]*\.\d+\s*%?$|^\[.*,.*\]$|^[+-]?\d[\d.e+-]* – [+-]?\d")
"""A cell that is a number written as text (``0.1234``, ``+0.57%``, ``1,234.5``), an
interval (``[0.1, 0.2]``) or a range (``0.66 – 0.91``): a CSV should hold the numbers
themselves."""

SHORT_BY_NATURE = {"resampling_splits.csv"}
"""Tables whose numbers are settings and counts (the test share 0.3), not measures."""

EVERY_PAGE = [  # page, family, example (None: the page's default data)
    ("app_pages/confusion.py", "classification", None),
    ("app_pages/confusion.py", "classification", "digits_logreg"),
    ("app_pages/roc_pr.py", "classification", "seed002_six"),
    ("app_pages/risk.py", "classification", None),
    ("app_pages/regression.py", "regression", None),
    ("app_pages/ranking.py", "ranking", None),
    ("app_pages/comparison.py", "compare", "compare_seed001"),
    ("app_pages/comparison.py", "compare", "compare_digits"),
    ("app_pages/comparison.py", "compare", "compare_diabetes"),
    ("app_pages/folds.py", "folds", None),
    ("app_pages/resampling.py", None, None),
]


@pytest.fixture
def written(monkeypatch) -> dict[str, bytes]:
    """Each "Download CSV" drawn: its file name → the bytes its button writes (context too)."""
    files: dict[str, bytes] = {}
    original = table_widgets.download_csv

    def recording(table, name, *, where=None, settings=(), exact=None):
        frame = exact if exact is not None else getattr(table, "data", table)
        context = table_widgets.export_context()
        files[context.stem(name) + ".csv"] = table_widgets.csv_bytes(
            frame, (*context.settings, *settings))
        original(table, name, where=where, settings=settings,
                 **({} if exact is None else {"exact": exact}))

    monkeypatch.setattr(table_widgets, "download_csv", recording)
    return files


@pytest.mark.parametrize("page, family, example", EVERY_PAGE)
def test_every_csv_opens_with_read_csv_and_holds_numbers_at_full_precision(written, page,
                                                                           family, example):
    at = open_app(page)
    if example is not None:
        at = choose_example(at, example, family)
    written.clear()
    at.run()  # the page alone
    assert not at.exception and written, page
    for file_name, data in written.items():
        assert data.startswith(b"\xef\xbb\xbf") and not data[3:].startswith(b"#"), file_name
        table = pd.read_csv(io.BytesIO(data))  # as it is: no comment=, no skiprows=
        table.columns = [c.removeprefix("\ufeff") for c in table.columns]
        assert {"Data set", "Page", "Language"} <= set(table.columns), (file_name, table.columns)
        text = [(column, value) for column in table.columns
                if table[column].dtype == object or pd.api.types.is_string_dtype(table[column])
                for value in table[column].dropna()
                if isinstance(value, str) and NUMBER_TEXT.match(value)]
        assert not text, (file_name, text[:3])
        # measures at full precision: a table of fractions written to 4 decimals has none finer
        table = table.drop(columns=[c for c in table.columns  # the context: settings
                                    if c in ("Data set", "Page", "Language")
                                    or c.startswith("Threshold")])
        fractions = np.concatenate([table[c].to_numpy(dtype=float) for c in table.columns
                                    if pd.api.types.is_float_dtype(table[c])] or [[]])
        fractions = fractions[np.isfinite(fractions) & (fractions != np.round(fractions))]
        if fractions.size and file_name not in SHORT_BY_NATURE:
            assert (fractions != np.round(fractions, 4)).any(), (file_name, fractions[:5])


def test_the_bootstrap_csv_says_which_measure_how_many_resamples_and_which_seed(written):
    """Its context columns name the measure, the resamples, the seed, the interval's method and
    level; the values are numbers (the interval's two ends as rows), the difference A − B."""
    at = open_app("app_pages/comparison.py", example="compare_seed001", family="compare")
    suffix = next(w.key for w in at.number_input if w.key and w.key.startswith("boot_n_"))
    suffix = suffix.removeprefix("boot_n_")
    at.number_input(key=f"boot_n_{suffix}").set_value(300)
    at.number_input(key=f"boot_seed_{suffix}").set_value(7)
    at.button(key=f"boot_run_{suffix}").click().run()
    assert not at.exception
    table = pd.read_csv(io.BytesIO(written["compare_seed001_comparison_bootstrap.csv"]))
    table.columns = [c.removeprefix("\ufeff") for c in table.columns]
    assert table["Measure (2)"].unique().tolist() == ["AUC"]  # "Measure" names the rows
    assert table["Resamples"].unique().tolist() == [300]
    assert table["Random seed"].unique().tolist() == [7]
    assert table["Confidence level"].unique().tolist() == [0.95]
    values = table["Value"].to_numpy(dtype=float)
    assert values[2] == pytest.approx(values[0] - values[1], abs=1e-15)
    assert values[3] <= values[2] <= values[4] or np.isnan(values[3])


def test_comparison_csvs_name_model_bs_file_and_both_thresholds(written):
    """Two uploads: every CSV of the page names model A's file, model B's file and the two
    thresholds (each model's own)."""
    from tests.app.helpers import upload_two

    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, 200)
    a = pd.DataFrame({"label": y, "score": (y + rng.normal(0, 1, y.size)).round(4)})
    b = pd.DataFrame({"label": y, "score": (y + rng.normal(0, 2, y.size)).round(4)})
    at = upload_two(open_app("app_pages/comparison.py"), csv_bytes(a), csv_bytes(b),
                    ("first.csv", "second.csv"))
    written.clear()
    at.run()
    assert not at.exception and written
    for file_name, data in written.items():
        table = pd.read_csv(io.BytesIO(data))
        table.columns = [c.removeprefix("\ufeff") for c in table.columns]
        assert table["Data set"].unique().tolist() == ["first.csv"], file_name
        assert table["Model B's data set"].unique().tolist() == ["second.csv"], file_name
        thresholds = [c for c in table.columns if c.startswith("Threshold of ")]
        assert len(thresholds) == 2, (file_name, table.columns)
        assert [table[c].unique().tolist() for c in thresholds] == [[0.5], [0.5]], file_name
