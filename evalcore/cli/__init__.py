"""One module per CLI task; see :mod:`evalcore.__main__`."""
