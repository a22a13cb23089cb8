"""evalcore: the pure computation behind the evaluation dashboard.

numpy, pandas, pyarrow, scikit-learn and SciPy only; never streamlit or plotly. One module per task
(io, binary, multiclass, cost, regression, ranking, compare); ``python -m evalcore`` prints the same
numbers as JSON. Importing this package stays light: heavy modules are imported where used.
"""

from evalcore.errors import EvalInputError

__all__ = ["EvalInputError"]
