"""Results as plain JSON values: what ``python -m evalcore`` prints and the analysis values'
``to_json()`` return."""

from __future__ import annotations

import math
from typing import Any


def jsonable(value: Any) -> Any:
    """Convert numpy scalars/arrays and dataclass-free containers to plain JSON values.

    NaN and infinities become ``None`` (null): an undefined number is reported as undefined.
    """
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if hasattr(value, "tolist"):
        return jsonable(value.tolist())
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value
