"""The live view's files as assets of Streamlit's components (v2): the browser fetches them by
URL once and caches them, instead of receiving the code again with every run.

Four component roots are registered with the running server's component manager, as a
``[[tool.streamlit.component.components]]`` entry of an installed package would declare them
(this repository is not such a package, so the app registers them itself):

- ``evalcore.live``: this directory (``entry.js``, the component's module);
- ``evalcore.view_live``: evalcore's live view (``live.js``, ``live.css``,
  :mod:`evalcore.view.live`), which ``entry.js`` loads;
- ``evalcore.learn``: the Learn page's step-through (``steps.js``, ``svg.js`` and their
  stylesheets), which ``entry.js`` loads for that view;
- ``evalcore_plotly.js``: the installed ``plotly`` package's ``package_data`` directory, so that
  ``plotly.min.js`` is the copy that came with ``plotly`` (no copy in the repository, no CDN).

They are served at ``/_stcore/bidi-components/<name>/<file>``; ``entry.js`` finds Plotly.js
and the other roots beside itself by that path.
"""

from __future__ import annotations

import weakref
from pathlib import Path

import plotly

import evalcore.view.live.payload as payload

LIVE = "evalcore.live"
VIEW = "evalcore.view_live"
LEARN = "evalcore.learn"
PLOTLY = "evalcore_plotly.js"
HERE = Path(__file__).parent
_callables: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""The component's callable of each runtime's component manager (AppTest makes a runtime per
test)."""


def _register_roots(manager) -> None:
    """The asset roots on ``manager``, unless they are there already."""
    from streamlit.components.v2.manifest_scanner import ComponentConfig, ComponentManifest

    for name, package_root, asset_dir in ((LIVE, HERE.parent, HERE.name),
                                          (VIEW, payload.ASSETS.parent, payload.ASSETS.name),
                                          (LEARN, HERE.parent, "learn"),
                                          (PLOTLY, Path(plotly.__file__).parent, "package_data")):
        if manager.get_component_asset_root(name) is not None:
            continue
        manifest_name, _, component = name.partition(".")
        manifest = ComponentManifest(name=manifest_name, version="1", components=[
            ComponentConfig(name=component, asset_dir=asset_dir)])
        manager.register_from_manifest(manifest, package_root)


def live_component():
    """The live view's component on the running server (None without one: bare mode draws
    nothing), its module by URL (which loads the view's script and stylesheet); not
    isolated in a shadow root, where Plotly.js's stylesheet (modebar, hover labels) would not
    reach its figures."""
    import streamlit as st
    from streamlit.runtime import Runtime

    if not Runtime.exists():
        return None
    manager = Runtime.instance().bidi_component_registry
    if manager not in _callables:
        _register_roots(manager)
        _callables[manager] = st.components.v2.component(LIVE, js="entry.js",
                                                         isolate_styles=False)
    return _callables[manager]
