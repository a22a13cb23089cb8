"""evalcore: the pure computation behind the evaluation dashboard; never imports streamlit, plotly
or the dashboard.

Dependencies: numpy, pandas, pyarrow, scikit-learn and SciPy; numba compiles the bootstrap's
passes; DuckDB (or, optionally, PySpark) reduces data beyond memory. Importing this package stays
light: heavy modules are imported where used.

The data flows one way: bytes → table (:mod:`evalcore.io`, its column names in
:mod:`evalcore.io.vocabulary`) → typed data → analysis value (:mod:`evalcore.analysis`) → the
page, ``python -m evalcore``'s JSON (:mod:`evalcore.cli`), the report or the live view.

- tasks: :mod:`~evalcore.binary` (with :mod:`~evalcore.cost`), :mod:`~evalcore.multiclass`,
  :mod:`~evalcore.regression`, :mod:`~evalcore.ranking`, :mod:`~evalcore.compare` (two models)
  and :mod:`~evalcore.folds` (out-of-fold predictions);
- :mod:`~evalcore.resample`: the paired bootstrap engine;
- :mod:`~evalcore.engine`: evaluation of files beyond memory;
- teaching: :mod:`~evalcore.teaching` (the Learn page) and :mod:`~evalcore.evaluation_methods`
  (the resampling lab and model selection on bundled data); :mod:`~evalcore.examples`: the
  built-in datasets;
- shared: :mod:`~evalcore.measure` (a value, or None with the reason),
  :mod:`~evalcore.errors` and :mod:`~evalcore.messages` (input errors in English and 简体中文),
  :mod:`~evalcore.settings`, :mod:`~evalcore.histogram`, :mod:`~evalcore.sampling`,
  :mod:`~evalcore.decimate`; :mod:`~evalcore.registry` lists every metric of every task.
"""

__all__ = ["EvalInputError"]


def __getattr__(name: str):
    """``EvalInputError``, imported on first use: ``python -m evalcore`` runs this package's
    ``__init__`` before ``__main__`` installs its Ctrl-C handler, so nothing is imported here."""
    if name == "EvalInputError":
        from evalcore.errors import EvalInputError

        return EvalInputError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
