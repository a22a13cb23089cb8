"""The paths Spark is given for a source's files: each file read as that one file, whatever its
name holds.

Spark reads paths through Hadoop, which takes names apart: ``[ ] { } * ?`` are glob syntax, and
escaping them does not reach everywhere (the multi-line CSV reader globs the paths it found once
more); a ``:`` reads as a URI scheme (``Relative path in absolute URI``), for the file itself (its
checksum file's name) and for every listing of its folder, so that one such file makes its
neighbours with glob characters unreadable too. A local session therefore reads the files through
links with plain names in a private temporary folder, removed with the runner; a cluster or Spark
Connect reads the paths its own machines see, with Hadoop's glob characters escaped.
"""

from __future__ import annotations

import os
import re
import tempfile

HADOOP_GLOB = re.compile(r"([\\*?\[\]{}])")
"""Characters Hadoop's glob (Spark's file paths) gives a meaning: escaped with a backslash."""
PLAIN_SUFFIX = re.compile(r"(\.[A-Za-z0-9]+)+$")
"""The end of a file name a link keeps (``.csv``, ``.csv.gz``): Spark picks a compression codec
by it."""


class SparkPaths:
    """The paths of ``files`` as Spark should read them (``local``: links in a temporary folder
    that lives as long as this object).

    Attributes
    ----------
    paths : list of str
        One path per file, in the same order.
    """

    def __init__(self, files, *, local: bool) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="evalcore-spark-") if local else None
        if self._folder is None:
            self.paths = [hadoop_literal(path) for path in files]
        else:
            self.paths = [self._link(index, path) for index, path in enumerate(files)]
        self._files = dict(zip(self.paths, files))

    def _link(self, index: int, path: str) -> str:
        suffix = PLAIN_SUFFIX.search(os.path.basename(path))
        link = os.path.join(self._folder.name, f"{index:06d}{suffix.group() if suffix else ''}")
        os.symlink(os.path.abspath(path), link)
        return link

    def named(self, text: str) -> str:
        """``text`` (a message of Spark's) with each given path replaced by its file's own."""
        for path, file in self._files.items():
            text = text.replace(path, file)
        return text


def hadoop_literal(path: str) -> str:
    """``path`` as Spark reads that one file (a backslash before each character of Hadoop's glob
    syntax, braces included)."""
    return HADOOP_GLOB.sub(r"\\\1", path)


def is_local(session) -> bool:
    """Whether ``session`` runs on this machine (a ``local[…]`` master, not Spark Connect)."""
    if type(session).__module__.startswith("pyspark.sql.connect"):
        return False
    return session.sparkContext.master.startswith("local")
