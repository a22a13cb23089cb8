"""How numbers and user text are written on the page, below every other dashboard package:
numbers in one format (:mod:`~dashboard.text.formatting`) and text from a file kept literal and
safe to show or to open in a spreadsheet (:mod:`~dashboard.text.safe`)."""
