"""How user text is written on the page, below every other dashboard package: text from a file
kept literal and safe to show or to open in a spreadsheet (:mod:`~dashboard.text.safe`). Numbers
are written by the one formatter the figures use too, :mod:`evalcore.view.formatting`."""
