"""A data set's identity (its file's digest and the user's choices) as one short text: it keys
the caches, widgets and the live view, and travels to the browser inside widget ids, so a user's
label or column name of megabytes must not make it megabytes too."""

from __future__ import annotations

import hashlib

KEY_PART_CHARS = 200
"""A part of a data set's key up to this many characters stays as it is (readable in logs);
a longer one is replaced by its digest."""


def dataset_key(*parts: object) -> str:
    """``parts`` joined by "|", each longer than :data:`KEY_PART_CHARS` characters replaced by
    "#" and 32 hex digits of its BLAKE2b digest (distinct texts give distinct keys).

    >>> dataset_key("abc", None, "x" * 300)
    'abc|None|#c2f093e41879e412280bfcc0ed6533e4'
    """
    def part(value: object) -> str:
        text = str(value)
        if len(text) <= KEY_PART_CHARS:
            return text
        return "#" + hashlib.blake2b(text.encode("utf-8", "surrogatepass"),
                                     digest_size=16).hexdigest()

    return "|".join(map(part, parts))
