"""evalcore's public Python API (``import evalcore as ec``)."""
