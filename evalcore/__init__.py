"""evalcore: the pure computation behind the evaluation dashboard.

numpy, pandas, pyarrow, scikit-learn and SciPy only; never streamlit or plotly. One module per task
(io, binary, multiclass, cost, regression, ranking, compare); ``python -m evalcore`` prints the same
numbers as JSON. Importing this package stays light: heavy modules are imported where used.
Every task's measures are :class:`evalcore.values.Measure` (a value, or None with the reason);
:mod:`evalcore.registry` describes every measure of every task (CLI key, catalog key, direction,
reasons it can be undefined, where it appears); the task modules, pages and tests read it.
"""

from evalcore.errors import EvalInputError

__all__ = ["EvalInputError"]
