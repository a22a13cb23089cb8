"""The Risk & calibration page: KS, lift and cumulative gains, the reliability diagram; its
figures, its catalog."""
