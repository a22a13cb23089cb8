"""The budgets of the drawn figures, the same on the pages, in the HTML report and in
``figures()``: a figure never sends more than its budget to the browser, while the numbers beside
it always use every row (curves are thinned by :func:`evalcore.decimate.decimate_curve`, which keeps
what the eye sees). The dashboard's other budgets: :mod:`dashboard.loading.budgets`."""

MAX_CURVE_POINTS = 5000
"""Most points of one drawn curve (ROC, P-R, REC, cost envelope), per trace."""
MAX_SCATTER_POINTS = 20_000
"""Most points of a scatter plot (regression's predicted vs actual and residuals, the ranking
comparison's per-query scatter); beyond it a fixed random sample (:func:`evalcore.sampling.sample_rows`)."""
MAX_COST_LINES = 200
"""Most cost lines drawn under the cost curve's lower envelope."""
MAX_MATRIX_CLASSES = 30
"""Most classes of a drawn C×C matrix (each cell carries its counts and hover text, so the figure
grows with C²): beyond it the page draws the matrix of that many classes, chosen by the user (most
samples or most errors, the selected class always among them), and says how many are left out."""
MAX_CLASS_CURVES = 30
"""Most one-vs-rest curves drawn in one figure (each up to :data:`MAX_CURVE_POINTS` points):
beyond it the classes with the most samples and the selected class."""
MAX_FOLDS_DRAWN = 20
"""Most folds whose own curves (and live operating points) are drawn: beyond it the vertical
average with its band summarises them, and the user chooses which folds to draw."""
NAMES_LISTED = 20
"""Most names (folds, classes) listed in one sentence; beyond it "and N more"."""
