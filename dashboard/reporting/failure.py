"""A report download that cannot fail: whatever goes wrong while a report is built (bad input, a
bug, argparse's ``SystemExit`` on a flag it misreads) is logged, and the file delivered is a small
page saying, in the user's language, that the report could not be built and why.

Streamlit builds a deferred download on a worker thread when the button is clicked: an exception
there reaches the browser only as an English "Failed to generate file for download" under the
button, and a ``SystemExit`` escapes its handler and stops the whole server."""

from __future__ import annotations

import logging
from typing import Callable

from dashboard.i18n import translate
from evalcore.view.report.document import notice_html
from evalcore.errors import EvalInputError
from evalcore.messages import CATALOG as EVALCORE_MESSAGES
from evalcore.messages import render

LOGGER = logging.getLogger(__name__)


def report_bytes(build: Callable[[], str], lang: str) -> bytes:
    """``build()``'s HTML as UTF-8, or the page saying why it failed (the error logged)."""
    try:
        return build().encode("utf-8")
    except (Exception, SystemExit) as error:  # SystemExit: argparse, which would stop the server
        LOGGER.exception("Download report: the report could not be built")
        return failure_html(error, lang).encode("utf-8")


def failure_html(error: BaseException, lang: str) -> str:
    """The page in place of the report: what failed, why, and that the page is unaffected."""
    return notice_html(translate("report_failed_title", lang), lang,
                       (_reason(error, lang), translate("report_failed_note", lang)))


def _reason(error: BaseException, lang: str) -> str:
    """An input error's own message (as the CLI words it: the report is about its command);
    argparse's exit, or anything else, named without its details (those are in the log)."""
    if isinstance(error, EvalInputError) and error.key in EVALCORE_MESSAGES:
        return render(error.key, lang, error.params, hint=error.hint)
    if isinstance(error, SystemExit):
        return translate("report_failed_flags", lang)
    return translate("report_failed_unexpected", lang, kind=type(error).__name__)
