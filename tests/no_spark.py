"""Run code as if PySpark and its helpers were not installed: their imports fail as a missing
package's would, and every attempt is recorded."""

from __future__ import annotations

import sys
from contextlib import contextmanager

SPARK_PACKAGES = ("pyspark", "py4j", "sqlglot")
"""What requirements-spark.txt installs, and what the dashboard and DuckDB never need."""


class _Blocker:
    """A meta path finder first in line that fails the import of the Spark packages."""

    def __init__(self):
        self.attempts: list[str] = []

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in SPARK_PACKAGES:
            self.attempts.append(name)
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


@contextmanager
def without_spark():
    """Yield the list of attempted Spark imports, with those packages unimportable (and any
    already imported hidden from ``sys.modules``) inside the block."""
    blocker = _Blocker()
    hidden = {name: module for name, module in sys.modules.items()
              if name.split(".")[0] in SPARK_PACKAGES}
    for name in hidden:
        del sys.modules[name]
    sys.meta_path.insert(0, blocker)
    try:
        yield blocker.attempts
    finally:
        sys.meta_path.remove(blocker)
        sys.modules.update(hidden)
