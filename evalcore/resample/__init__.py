"""The paired bootstrap engine: resamples of rows (or whole queries) drawn as counts per row
(:mod:`~evalcore.resample.draw_counts`), the metrics each task resamples
(:mod:`~evalcore.resample.metrics`), the metrics prepared once per model so that a resample is one
pass over its counts (:mod:`~evalcore.resample.prepared_metrics`, with the compiled passes of
:mod:`~evalcore.resample.numba_passes`), and the interval itself
(:mod:`~evalcore.resample.paired_bootstrap`)."""
