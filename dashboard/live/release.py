"""What a release of the live view reruns: the view and what names its threshold, nothing else.

The view answers every move in the browser; when a drag or key press ends it tells the server,
whose callback moves the shared threshold and reruns the fragment the view is drawn in. Drawn in
the page's fragment, that rerun re-sends every element of it (the β box, the constraint picker,
the expanders, the sidebar's switch): kilobytes a key press, for nothing that changed. So the view
gets a fragment of its own, into which a page also draws what carries the threshold (a download's
file name, the report's threshold), each into a place the page keeps for it further down.

When the page shows more at the threshold (an open expander of figures at it, an applied
constraint's explanation) the view is drawn in the page's fragment instead, and a release reruns
that whole fragment as before.
"""

from __future__ import annotations

from typing import Any, Callable


def release_scope(draw: Callable[[], Any], *, alone: bool) -> Any:
    """``draw()`` (the live view and what its threshold names) in a fragment of its own when
    ``alone`` (nothing else on the page depends on the threshold), else as part of the running
    fragment; returns what ``draw`` returns."""
    from dashboard.shell.guard import guarded_fragment

    if not alone:
        return draw()
    return guarded_fragment(draw)()
