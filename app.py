"""Entry point: ``streamlit run app.py``. The router: the navigation over the page list
(:data:`dashboard.tasks.PAGES`), nothing else.

Each page starts with :func:`dashboard.shell.page.require_dataset`, which draws the shared sidebar
(language, data source, column mapping) and returns the loaded dataset; the teaching pages on
bundled data start with :func:`dashboard.shell.page.page_without_upload` (the same sidebar, no
data source). The page runs under :func:`dashboard.shell.guard.page_guard`: an unexpected error
shows a short message, not a traceback; and inside :func:`dashboard.shell.links.linked`, which
reads a link's settings on a fresh session and keeps the URL's query parameters equal to the
page's settings.
The pages live in app_pages/, not pages/: a pages/ folder beside this file makes Streamlit fall back
to its legacy navigation.

Every page has its own url path, the first one included: Streamlit serves its default page at the
root and reserves that page's url path, so a direct link to it (``/confusion``) would find no page.
The default page is instead a hidden one at the root that only forwards to the first page
(:func:`dashboard.shell.routes.forward`, keeping the link's query parameters).

The file is also the server's entry: ``streamlit run`` finds the ``st.App`` below, imports this
file as a module and serves it with uvicorn (the same routes, config and websocket), adding
:class:`dashboard.shell.deep_paths.DeepPaths` so that a path of two segments or more
(``/confusion/x``) opens the app instead of a blank page, and
:class:`dashboard.shell.disconnects.QuietDisconnects` so that a browser leaving during an upload
leaves one line in the log, not a traceback, and :class:`dashboard.shell.long_links.LongLinks`
so that a link Streamlit would not read opens its page with a notice; and it reads a request's
head as long as the longest link Streamlit reads (:mod:`dashboard.shell.request_heads`). The
page code therefore runs only in a script run, where Streamlit's script runner (and AppTest) run
this file as ``__main__``.
"""

import streamlit as st
from starlette.middleware import Middleware

from dashboard.loading import budgets  # noqa: F401  read at the server's start: a bad
# EVAL_MEMORY_BUDGET_GB stops it with one line before any page is served
from dashboard.shell import (deep_paths, disconnects, guard, links, long_links, request_heads,
                             routes)
from dashboard.shell.orphan_uploads import drop_orphaned_uploads
from dashboard.shell.language import t

def main() -> None:
    """One run of the app: the page the browser asked for, inside the shell."""
    drop_orphaned_uploads()  # a closed session's uploads, past their time for resuming
    st.set_page_config(page_title="Model evaluation · 模型评估", page_icon="📊",
                       layout="wide")
    # imported in a script run: the rooms' module-level st.cache_data need Streamlit's runtime,
    # which the server has not started yet when it imports this file
    from dashboard.tasks import PAGES, register_rooms

    routes.remember(PAGES)
    register_rooms()  # each family's loader, comparison offer and local source, for the shell
    links.link_language()  # a fresh ?lang=zh link: the navigation's titles in Chinese at once
    page = st.navigation([st.Page(routes.forward, title=t(PAGES[0].title), url_path=routes.ROOT,
                                  default=True, visibility="hidden")]
                         + [st.Page(page.script, title=t(page.title), url_path=page.url)
                            for page in PAGES])
    st.session_state[guard.PAGE] = page.url_path
    with guard.page_guard(page.url_path), links.linked(page.url_path):
        page.run()


if __name__ == "__main__":  # a script run (Streamlit's script runner and AppTest run it so)
    main()
else:  # imported by the server (uvicorn), which serves this app through the middleware
    request_heads.read_long_heads()
    app = st.App(__file__, middleware=[Middleware(disconnects.QuietDisconnects),
                                       Middleware(long_links.LongLinks),
                                       Middleware(deep_paths.DeepPaths)])
