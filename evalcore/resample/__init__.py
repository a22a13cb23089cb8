"""The bootstrap engine: resamples of rows (or whole queries) drawn as counts per row
(:mod:`~evalcore.resample.draw_counts`), the metrics prepared once per model so that a resample is
one pass over its counts (:mod:`~evalcore.resample.prepared_metrics`, with the compiled passes of
:mod:`~evalcore.resample.numba_passes`), the paired interval
(:mod:`~evalcore.resample.paired_bootstrap`) and the ROC curve's band
(:mod:`~evalcore.resample.roc_band`). What each comparison resamples is listed by the
comparison (:mod:`evalcore.compare.resampled`): the engine knows no comparison."""
