"""The live view's payload builders under the dashboard's name, for the rooms that import them
from here (the lesson's screens): they are evalcore's (:mod:`evalcore.view.live.payload`),
translated with the dashboard's catalog (the caller's ``tr``)."""

from evalcore.view.live.payload import curves_data

__all__ = ["curves_data"]
