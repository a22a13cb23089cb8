"""The resampling lab (seed 003 and 004): hold-out, k-fold, p × k-fold, leave-one-out and bootstrap on scikit-learn's bundled data."""
