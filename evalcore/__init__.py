"""evalcore: the pure computation behind the evaluation dashboard; never imports streamlit, Plotly's
renderers or the dashboard (its view layer, :mod:`evalcore.view`, builds Plotly figures). Its
public Python API (:mod:`evalcore.api`) is offered here::

    import evalcore as ec
    a = ec.binary(y_true, y_score)   # also ec.multiclass, regression, ranking, folds, compare, read
    a.at(0.5), a.to_json(), a.figures(), a.report("report.html")

Dependencies: numpy, pandas, pyarrow, scikit-learn and SciPy; numba compiles the bootstrap's
passes; DuckDB (or, optionally, PySpark) reduces data beyond memory. Importing this package stays
light: heavy modules are imported where used.

The data flows one way: bytes → table (:mod:`evalcore.io`, its column names in
:mod:`evalcore.io.vocabulary`) → typed data → analysis value (:mod:`evalcore.analysis`) → the
page, ``python -m evalcore``'s JSON (:mod:`evalcore.cli`), the figures (:mod:`evalcore.view`),
the report or the live view.

- tasks: :mod:`~evalcore.binary` (with :mod:`~evalcore.cost`), :mod:`~evalcore.multiclass`,
  :mod:`~evalcore.regression`, :mod:`~evalcore.ranking`, :mod:`~evalcore.compare` (two models)
  and :mod:`~evalcore.folds` (out-of-fold predictions);
- :mod:`~evalcore.resample`: the paired bootstrap engine;
- :mod:`~evalcore.engine`: evaluation of files beyond memory;
- teaching: :mod:`~evalcore.teaching` (the Learn page) and :mod:`~evalcore.evaluation_methods`
  (the resampling lab and model selection on bundled data); :mod:`~evalcore.examples`: the
  built-in datasets;
- :mod:`~evalcore.view`: the figures of the values (builders, labels in English and 简体中文),
  shared with the dashboard's pages and report;
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


class _Constructor:
    """``evalcore.<name>``: the public API's constructor (:mod:`evalcore.api`) when called, and
    the task's package of the same name (``evalcore.binary``…) for every attribute, so both
    ``ec.binary(y_true, y_score)`` and ``evalcore.binary.ThresholdSweep`` (or ``import
    evalcore.folds.evaluate as evaluate``) work. Both are imported on first use."""

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "_name", name)

    @property
    def __wrapped__(self):
        """The API's function (``inspect.signature`` and ``help`` follow it)."""
        from evalcore import api

        return getattr(api, self._name)

    def __call__(self, *args, **kwargs):
        return self.__wrapped__(*args, **kwargs)

    def _package(self):
        return _task_package(self._name)

    def __getattr__(self, attribute: str):
        return getattr(self._package(), attribute)

    def __setattr__(self, attribute: str, value) -> None:
        setattr(self._package(), attribute, value)

    def __delattr__(self, attribute: str) -> None:
        delattr(self._package(), attribute)

    def __repr__(self) -> str:
        return f"<evalcore.{self._name}: the API's constructor and the task's package>"


def _task_package(name: str) -> types.ModuleType:
    """The task's package ``evalcore.<name>``, imported on first use by a statement that names
    it (``import evalcore.binary`` binds this package, whose attribute ``binary`` is the
    constructor: the package is read from ``sys.modules``)."""
    match name:
        case "binary":
            import evalcore.binary
        case "multiclass":
            import evalcore.multiclass
        case "regression":
            import evalcore.regression
        case "ranking":
            import evalcore.ranking
        case "folds":
            import evalcore.folds
        case "compare":
            import evalcore.compare
    return sys.modules[f"{__name__}.{name}"]


def _constructor(name: str) -> property:
    """``evalcore.<name>`` as a property of this module's class: Python sets a package on its
    parent when it is imported, which would replace the attribute; the property keeps that
    package in the module's ``__dict__`` and answers with the :class:`_Constructor` (``read``
    has no package of its name: the function itself)."""
    answer = _Constructor(name)

    def constructor(module):
        if name == "read":
            return answer.__wrapped__
        return answer

    def keep(module, value) -> None:
        module.__dict__[name] = value

    return property(constructor, keep, doc=f"The public API's :func:`evalcore.api.{name}`.")


class _Evalcore(types.ModuleType):
    """This package's module, with the API's constructors as its attributes."""


for _name in API:
    setattr(_Evalcore, _name, _constructor(_name))
sys.modules[__name__].__class__ = _Evalcore
