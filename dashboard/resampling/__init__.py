"""The resampling lab (seeds 003 and 004): hold-out, k-fold, p × k-fold, leave-one-out and the
bootstrap on scikit-learn's bundled data."""
