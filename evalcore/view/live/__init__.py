"""The live threshold view: evalcore's stop table sent once to the browser, every move of the
slider answered there (no server, no kernel). :mod:`~evalcore.view.live.payload` builds what the
view receives from a binary analysis value, ``live.js`` and ``live.css`` draw it (Plotly.js for
the figures), :mod:`~evalcore.view.live.catalog` holds its words and
:mod:`~evalcore.view.live.notebook` writes it as a notebook cell's HTML. The dashboard's
component and the HTML report draw the same files."""
