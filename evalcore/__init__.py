"""evalcore: the pure computation behind the evaluation dashboard.

numpy, pandas, pyarrow, scikit-learn and SciPy only; never streamlit or plotly. One module per task
(io, binary, multiclass, cost, regression, ranking, compare); ``python -m evalcore`` prints the same
numbers as JSON. Importing this package stays light: heavy modules are imported where used.
Every task's measures are :class:`evalcore.measure.Measure` (a value, or None with the reason);
:mod:`evalcore.registry` lists every metric of every task for the common tests.
"""

from evalcore.errors import EvalInputError

__all__ = ["EvalInputError"]
