"""Every cache of a value computed from a user's data lives in the byte-bounded cache: once that
cache is emptied, nothing keeps the value (or any array of it) alive, so a closed session's data
leaves the server. Streamlit's own caches are left to values computed from settings alone."""

from __future__ import annotations

import ast
import gc
import sys
import weakref
from pathlib import Path

import numpy as np
import pytest

from dashboard.loading.byte_cache import CACHE

ROOT = Path(__file__).resolve().parents[2]

SETTINGS_ONLY = {
    ("dashboard/shell/sources.py", "_example_file"): "a built-in example, by its key",
    ("dashboard/lesson/own_data_screens.py", "_seed003"): "the lesson's fixed histogram",
    ("dashboard/learn/simulator_view.py", "simulate"): "a simulated sample, by its settings",
    ("dashboard/resampling/pictures_view.py", "cached_strips"): "the lab's built-in data sets",
    ("dashboard/resampling/view.py", "cached_run"): "the lab's built-in data sets",
    ("dashboard/resampling/view.py", "cached_spreads"): "the lab's built-in data sets",
    ("dashboard/resampling/view.py", "cached_oob_curve"): "a fixed simulation",
    ("dashboard/generalization/view.py", "cached_polynomial"): "simulated, by its settings",
    ("dashboard/generalization/view.py", "cached_fit"): "simulated, by its settings",
    ("dashboard/generalization/view.py", "cached_neighbors"): "simulated, by its settings",
    ("dashboard/generalization/view.py", "cached_regions"): "simulated, by its settings",
    ("dashboard/lesson/learner_test_screen.py", "cached_tests"): "the lab's built-in data sets",
    ("dashboard/lesson/validation_screen.py", "cached_choice"): "simulated, by its settings",
    ("dashboard/compare/sidebar.py", "detected_task"): "a task's name (the file is not kept)",
    ("dashboard/folds/sidebar.py", "detected_task"): "a task's name (the file is not kept)",
    ("dashboard/lesson/own_data_screens.py", "_slide_json"):
        "the lesson's built-in seed 003 figure, by language, mode and opening frame",
    ("dashboard/lesson/own_data_screens.py", "_knn_figures"):
        "the lesson's simulated KNN figures, by language, mode and K",
}
"""The functions Streamlit's caches may keep: none holds a user's data."""


def _streamlit_cached() -> set[tuple[str, str]]:
    """(file, function) of every function under ``st.cache_resource`` or ``st.cache_data``."""
    found = set()
    for path in [*(ROOT / "dashboard").rglob("*.py"), *(ROOT / "app_pages").rglob("*.py"),
                 ROOT / "app.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for decorator in node.decorator_list:
                    target = decorator.func if isinstance(decorator, ast.Call) else decorator
                    if ast.unparse(target) in ("st.cache_resource", "st.cache_data"):
                        found.add((path.relative_to(ROOT).as_posix(), node.name))
    return found


def test_streamlit_caches_hold_only_values_of_settings():
    assert _streamlit_cached() == set(SETTINGS_ONLY)


# ---------------------------------------------------------------------------------------------
# Each cache of a dataset's value, emptied: its value and arrays are freed.

def _binary_csv(n: int = 400) -> bytes:
    rng = np.random.default_rng(1)
    labels = rng.integers(0, 2, n)
    scores = np.clip(labels * 0.3 + rng.random(n) * 0.7, 0, 1).round(6)
    segments = np.array(["north", "south"])[rng.integers(0, 2, n)]
    return b"label,score,region\n" + "".join(
        f"{y},{s},{g}\n" for y, s, g in zip(labels, scores, segments)).encode()


def _binary(n: int = 400):
    from dashboard.binary.sidebar import cached_binary

    return cached_binary(f"digest-binary-{n}", "b.csv", "label", "score", None, None, False,
                         _binary_csv(n))


def _analysis():
    from dashboard.binary.view import binary_analysis

    return binary_analysis(_binary())


def _curve_summary():
    from dashboard.binary.view import curve_summary

    return curve_summary(_binary())


def _cost_summary():
    from dashboard.cost.view import cost_summary

    return cost_summary(_binary())


def _risk(name):
    def call():
        from dashboard.risk import view

        dataset = _binary()
        return {"risk_summary": lambda: view.risk_summary(dataset),
                "lift": lambda: view.lift_result(dataset, "lower", 10),
                "calibration": lambda: view.calibration_result(dataset, 10, "uniform"),
                "oriented": lambda: view.risk_analysis(dataset, "lower"),
                "det": lambda: view._det_points(dataset.dataset_id, dataset.sweep),
                "auc_interval": lambda: view._auc_interval(dataset.dataset_id, dataset.sweep),
                }[name]()
    return call


def _segment_curves():
    from dashboard.risk.segments_view import _segment_curves

    dataset = _binary()
    values = np.array(["north", "south"] * (dataset.data.y_true.size // 2), dtype=object)
    return _segment_curves(dataset.dataset_id, "region", dataset.data, values)


def _learn(name):
    def call():
        from dashboard.learn import data

        dataset = _binary(12_000 if name == "drawn" else 400)  # drawn: beyond 5,000 steps
        steps = data.cached_steps(dataset.dataset_id, dataset.sweep)
        return {"steps": lambda: steps,
                "grid": lambda: data.cached_grid(dataset.dataset_id, dataset.data.y_true,
                                                 dataset.data.scores),
                "strip": lambda: data.strip_data(dataset, 50, 0),
                "drawn": lambda: data.drawn_points(dataset.dataset_id, steps),
                }[name]()
    return call


def _learn_live():
    from dashboard.learn import data
    from dashboard.learn.live_steps import _cached_data

    dataset = _binary()
    steps = data.cached_steps(dataset.dataset_id, dataset.sweep)
    return _cached_data(dataset.dataset_id, "roc", 50, 0, "en", False, "strip", dataset, steps,
                        data.strip_data(dataset, 50, 0))


def _live(name):
    def call():
        from dashboard.live import view

        dataset = _binary()
        sweep = dataset.sweep
        data = view._cached_data(dataset.dataset_id, None, 1.0, False, "en", False, "matrix",
                                 False, False, sweep, dataset.histogram, None, None, ())
        return {"stops": lambda: view._stops(dataset.dataset_id, sweep),
                "data": lambda: data,
                "json": lambda: view._json_bytes(data[0]["id"], data[0]),
                }[name]()
    return call


def _stop_labels():
    from dashboard.widgets.threshold import _stop_labels

    dataset = _binary()
    return _stop_labels(dataset.dataset_id, "", 100, (1,), dataset.sweep)


def _multiclass(name):
    def call():
        from dashboard.shell.table_cache import cached_table
        from dashboard.multiclass.sidebar import cached_multiclass
        from dashboard.multiclass.view import _drawn_curves, class_sweep

        rng = np.random.default_rng(2)
        scores = rng.dirichlet(np.ones(3), 300).round(4)
        labels = np.array(["a", "b", "c"])[rng.integers(0, 3, 300)]
        csv = b"label,score_a,score_b,score_c\n" + "".join(
            f"{y},{s[0]},{s[1]},{s[2]}\n" for y, s in zip(labels, scores)).encode()
        table = cached_table("digest-multiclass", "m.csv", csv)
        dataset = cached_multiclass("digest-multiclass", "m.csv", "label", False, "score_", False,
                                    False, table)
        if name == "curves":
            return _drawn_curves(dataset.dataset_id, dataset.scores)
        return class_sweep(dataset.dataset_id, "b", dataset.data)
    return call


RANKING_CSV = b"query,doc,relevance,score,score_b\n" + "".join(
    f"q{q},d{d},{(q + d) % 3},{(q * 7 + d * 3) % 10 / 10},{(q + d * 5) % 10 / 10}\n"
    for q in range(40) for d in range(8)).encode()


def _ranking():
    from dashboard.ranking.sidebar import cached_analysis, cached_ranking

    dataset = cached_ranking("digest-ranking", "r.csv", "query", "doc", "relevance", "score",
                             RANKING_CSV)
    return cached_analysis(dataset.dataset_id, 2, "exponential", "first", dataset.data)


def _compare(name):
    def call():
        from dashboard.compare.views import ranking

        dataset = ranking.TASK.compare(("digest-compare",), ("c.csv",), (RANKING_CSV,),
                                       ("query", "doc", "relevance"), ("score", "score_b"))
        if name == "dataset":
            return dataset
        return ranking.cached_analysis(dataset.dataset_id, 1, "exponential", "first",
                                       dataset.pair)
    return call


def _compare_risk():
    import pandas as pd

    from dashboard.compare.views.risk_views import _views
    from evalcore.analysis.compare import BinaryComparisonAnalysis
    from evalcore.compare import compare_from_table

    rng = np.random.default_rng(5)
    y = rng.integers(0, 2, 300)
    table = pd.DataFrame({"label": y, "score_A": np.clip(0.3 * y + rng.random(300) * 0.7, 0, 1),
                          "score_B": rng.random(300)})
    pair = compare_from_table(table, score_cols=("score_A", "score_B"))
    return _views("compare-risk", BinaryComparisonAnalysis.of(pair))


def _folds():
    from dashboard.folds.sidebar import cached_folds

    n = 300
    rng = np.random.default_rng(3)
    labels = rng.integers(0, 2, n)
    csv = b"fold,label,score\n" + "".join(
        f"{i % 5},{y},{rng.random():.4f}\n" for i, y in enumerate(labels)).encode()
    return cached_folds("digest-folds", "f.csv", "binary", "fold", False, "label", ("score",),
                        None, False, csv)


LOCAL_SOURCES = {}
"""The session's prepared source (DuckDB's reductions), evaluated once as the page does."""


def _regression_local():
    import tempfile

    import pandas as pd

    from dashboard.regression.sidebar import local_dataset, reduce_local
    from dashboard.shell.local_source import prepared_source

    if "regression" not in LOCAL_SOURCES:
        rng = np.random.default_rng(4)
        y = rng.normal(20, 5, 500).round(2)
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "reg.parquet"
            pd.DataFrame({"y_true": y, "y_pred": (y + rng.normal(0, 2, 500)).round(2)}
                         ).to_parquet(path)
            LOCAL_SOURCES["regression"] = prepared_source(
                reduce_local(str(path), lambda *_: None), str(path))
    return local_dataset(LOCAL_SOURCES["regression"])


CASES = {
    "binary/view._analysis": _analysis,
    "binary/view._curve_summary": _curve_summary,
    "cost/view._cost_summary": _cost_summary,
    "risk/view._risk_summary": _risk("risk_summary"),
    "risk/view._lift": _risk("lift"),
    "risk/view._calibration": _risk("calibration"),
    "risk/view._oriented": _risk("oriented"),
    "risk/view._det_points": _risk("det"),
    "risk/view._auc_interval": _risk("auc_interval"),
    "risk/segments_view._segment_curves": _segment_curves,
    "learn/data.cached_steps": _learn("steps"),
    "learn/data.cached_grid": _learn("grid"),
    "learn/data._strip": _learn("strip"),
    "learn/data.drawn_points": _learn("drawn"),
    "learn/live_steps._cached_data": _learn_live,
    "live/view._stops": _live("stops"),
    "live/view._cached_data": _live("data"),
    "live/view._json_bytes": _live("json"),
    "widgets/threshold._stop_labels": _stop_labels,
    "multiclass/view._drawn_curves": _multiclass("curves"),
    "multiclass/view.class_sweep": _multiclass("sweep"),
    "ranking/sidebar.cached_analysis": _ranking,
    "compare/views/skeleton._cached_comparison": _compare("dataset"),
    "compare/views/ranking.cached_analysis": _compare("analysis"),
    "folds/sidebar.cached_folds": _folds,
    "compare/views/risk_views._views": _compare_risk,
    "regression/sidebar._cached_local": _regression_local,
}


def _module_constants() -> set[int]:
    """The ids of the project's module-level values (a fixed grid shared by every result)."""
    return {id(value) for name, module in list(sys.modules.items())
            if name.startswith(("dashboard", "evalcore")) for value in vars(module).values()}


def _weak_parts(value, found=None, seen=None) -> list[weakref.ref]:
    """Weak references to ``value`` and to every object in it that takes one (arrays,
    dataclasses, frames), through fields, attributes and containers; not to module constants."""
    found = [] if found is None else found
    seen = _module_constants() if seen is None else seen
    if id(value) in seen or value is None or isinstance(value, (str, int, float, bool)):
        return found
    seen.add(id(value))
    try:
        found.append(weakref.ref(value))
    except TypeError:  # tuples, lists, dicts, bytes
        pass
    if isinstance(value, dict):
        parts = list(value.values())
    elif isinstance(value, (tuple, list, set, frozenset)):
        parts = list(value)
    elif isinstance(value, np.ndarray):
        parts = [] if value.dtype != object else list(value.ravel()[:100])
    else:
        parts = list(getattr(value, "__dict__", {}).values())
    for part in parts:
        _weak_parts(part, found, seen)
    return found


@pytest.mark.parametrize("case", list(CASES))
def test_emptying_the_byte_cache_frees_the_cached_value(case):
    CACHE.clear()
    gc.collect()
    value = CASES[case]()
    assert CASES[case]() is value  # cached
    session = _module_constants()  # and what the session holds itself (a prepared source)
    _weak_parts(LOCAL_SOURCES, seen=session)
    parts = _weak_parts(value, seen=session)
    if not parts:  # bytes, or a tuple of numbers: a new value once the cache is emptied
        CACHE.clear()
        assert CASES[case]() is not value
        return
    del value
    CACHE.clear()
    gc.collect()
    alive = [ref() for ref in parts if ref() is not None]
    assert not alive, f"{len(alive)} of {len(parts)} objects kept, e.g. {type(alive[0])}"
