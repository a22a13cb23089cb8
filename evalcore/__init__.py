"""evalcore: the pure computation behind the evaluation dashboard; never imports streamlit, plotly
or the dashboard. Its public Python API (:mod:`evalcore.api`) is offered here::

    import evalcore as ec
    a = ec.binary(y_true, y_score)   # also ec.multiclass, regression, ranking, folds, compare, read
    a.at(0.5), a.to_json()

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

import sys
import types

API = ("binary", "multiclass", "regression", "ranking", "folds", "compare", "read")
"""The public API's constructors (:mod:`evalcore.api`): ``ec.binary(y_true, y_score)`` …"""

__all__ = ["EvalInputError", *API]


def __getattr__(name: str):
    """``EvalInputError``, imported on first use: ``python -m evalcore`` runs this package's
    ``__init__`` before ``__main__`` installs its Ctrl-C handler, so nothing is imported here."""
    if name == "EvalInputError":
        from evalcore.errors import EvalInputError

        return EvalInputError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _constructor(name: str) -> property:
    """``evalcore.<name>``: the API's constructor, imported on first use. Six of them share a
    name with a task's package (``evalcore.binary``…): Python sets a package on its parent when
    it is imported, which would hide the constructor, so the attribute is a property of this
    module's class; it keeps the package in the module's ``__dict__`` (``import
    evalcore.binary.sweep`` and ``from evalcore.binary import …`` find it in ``sys.modules``)."""

    def constructor(module):
        from evalcore import api

        return getattr(api, name)

    def keep(module, value) -> None:
        module.__dict__[name] = value

    return property(constructor, keep, doc=f"The public API's :func:`evalcore.api.{name}`.")


class _Evalcore(types.ModuleType):
    """This package's module, with the API's constructors as its attributes."""


for _name in API:
    setattr(_Evalcore, _name, _constructor(_name))
sys.modules[__name__].__class__ = _Evalcore
