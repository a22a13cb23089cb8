"""Links that reopen the same view: the page's settings live in the URL's query parameters.

``/roc_pr?example=seed001_a&threshold=0.55&lang=zh`` opens ROC / PR on seed 001's learner A at the
threshold 0.55 (shown as given), in Chinese. The page is the url path (``/?page=roc_pr`` at the
root works too, :func:`dashboard.shell.routes.forward`).

- **A fresh session reads its link once** (and the browser's Back and Forward read the earlier
  URL again, so Back undoes a change). On the session's first page run the query parameters
  are read (:func:`linked`): the language and classroom mode at once, every other one kept
  *pending* for that run only; the widget bound to it takes it when it is drawn (the link wins over
  the defaults) and checks it (an unknown choice, a number out of range or not a number: a notice
  at the top of the page in the user's language, and the default). Afterwards the widgets win:
  every bound widget writes its value back into the URL as it is drawn, so the address bar follows
  the page (sent in one message when the sidebar is drawn, after each fragment and at the end of
  the run, and only when it changed: each change is an entry in the browser's history).
  Streamlit drops the query parameters on a page switch, and a parameter no widget of the page
  wrote is removed at the end of the run, so the URL holds the settings of the page on screen.
- **Uploads cannot travel in a link.** With an upload the URL says ``upload=<file name>``; a fresh
  session opening it has no such file: the page says so and opens on the default example at its
  defaults, and keeps the link's other settings aside (:func:`defer_to_upload`). Once the file of
  that name is uploaded, they apply as a fresh link's would (threshold, positive class...) and the
  notice goes (:func:`upload_arrived`).
- **One place binds a setting to the URL:** :data:`PARAMS`, from the session-state key the shared
  widgets keep a value under to the parameter's name. :func:`dashboard.shell.session.sticky`
  (choices, numbers, switches), :func:`dashboard.widgets.synced_input.synced_input` (slider + exact
  box) and :func:`dashboard.widgets.threshold.threshold_control` look their key up there; a page
  has no URL code of its own.

A new page listed in app.py's ``PAGES`` has its own link at once (``/<url path>``) with the
sidebar's settings (``lang``, ``classroom``, ``example``, ``task``) and, if it draws them, the
threshold, β, costs and prior, ε, k and gain.
How a new page's own setting joins the URL: draw it with one of those shared widgets and add its key
(or the key's prefix before a dataset id, ending in ``*``) with a short parameter name to
:data:`PARAMS`; add a round-trip case to ``tests/app/test_links.py``. That is all: the value is
read from a fresh session's link (checked against the widget's options or bounds) and written
back as it changes.

Why not Streamlit's own ``bind="query-params"``: it names the parameter after the widget key
(``regression_tolerance_<dataset id>``), cannot keep an upload's settings until its file arrives,
silently drops a bad value, and keeps a link's value above what the session chose later.
"""

from __future__ import annotations

import math
import string
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from dashboard.i18n import LANGUAGES
from dashboard.shell import long_links, routes
from dashboard.shell.language import LANG, t
from dashboard.shell.state import CLASSROOM, set_sticky
from dashboard.text.safe import md_shown

MODELS = tuple(string.ascii_uppercase)
"""The models a comparison's link names, in order (model A, B, C...): each one's column, threshold
and edited name (a comparison of more models links the first 26)."""

PARAMS: dict[str, str] = {
    "lang": "lang",
    "classroom": "classroom",
    "example_*": "example",
    "task_*": "task",
    "compare_task_*": "task",
    "pos_label_*": "pos",
    "compare_binary_pos_*": "pos",
    "threshold": "threshold",
    "threshold_compare_A": "threshold_A",
    "threshold_compare_B": "threshold_B",
    **{f"compare_model_{m}_*": f"model_{m}" for m in MODELS},
    "many_correction_*": "correction",
    "many_operating_*": "thresholds",
    "many_shared_threshold_*": "threshold",
    "many_resamples_*": "resamples",
    "many_mc_resamples_*": "resamples",
    **{f"many_threshold_{m}_*": f"threshold_{m}" for m in MODELS},
    **{f"many_name_{m}_*": f"name_{m}" for m in MODELS},
    "beta": "beta",
    "cost_fn": "cost_fn",
    "cost_fp": "cost_fp",
    "cost_prior": "prior",
    "risk_groups": "groups",
    "risk_bins": "bins",
    "risk_strategy": "strategy",
    "histogram_scale": "scale",
    "roc_log_fpr": "log_fpr",
    "risk_constraint_kind": "constraint",
    "risk_constraint_value": "constraint_value",
    "risk_segment_constraint_kind": "segment_for",
    "risk_segment_constraint_value": "segment_value",
    "risk_segment_*": "segment",
    "ranking_k_*": "k",
    "ranking_gain": "gain",
    "compare_ranking_k_*": "k",
    "compare_ranking_gain_*": "gain",
    "compare_ranking_metric_*": "metric",
    "compare_ranking_resamples_*": "resamples",
    "compare_ranking_seed_*": "seed",
    "regression_tolerance_*": "eps",
    "compare_regression_tolerance_*": "eps",
    "threshold_folds": "threshold",
    "folds_task_*": "task",
    "learn_view": "view",
    "learn_step": "step",
    "learn_left": "figure",
    "learn_strip_size": "sample",
    "learn_strip_seed": "seed",
    "sim_family": "family",
    **{f"sim_{name}": name for name in ("mu0", "sd0", "mu1", "sd1", "a0", "b0", "a1", "b1")},
    "sim_prevalence": "prevalence",
    "sim_n": "n",
    "sim_seed": "sim_seed",
    "sim_threshold": "cut",
    "resampling_dataset": "dataset",
    "resampling_model": "model",
    "resampling_k_neighbors": "k",
    "resampling_depth": "depth",
    "resampling_method": "method",
    "resampling_test_size": "test_size",
    "resampling_folds": "folds",
    "resampling_repeats": "repeats",
    "resampling_rounds": "rounds",
    "resampling_stratified": "stratified",
    "resampling_seed": "seed",
    "resampling_repetitions": "repetitions",
    "generalization_degree": "degree",
    "generalization_n_train": "n_train",
    "generalization_noise": "noise",
    "generalization_poly_seed": "seed",
    "generalization_folds": "cv_folds",
    "generalization_k": "k",
    "generalization_samples": "samples",
    "generalization_spread": "spread",
    "generalization_knn_seed": "knn_seed",
    "lesson_screen": "screen",
}
"""Session-state key of a shared widget's value → its URL query parameter. A key ending in ``*``
is a prefix (the rest is a dataset id or a file digest)."""

UPLOAD = "upload"
"""The parameter naming the uploaded file a view was made with (it cannot travel in a link)."""
KNOWN = frozenset(PARAMS.values()) | {UPLOAD, routes.PAGE_PARAM, long_links.PARAM}

PENDING = "links_pending"
"""Session-state key: ``{parameter: text}`` a fresh session's link still offers (this run only)."""
READ = "links_read"
"""Session-state key: set once the session's link was read."""
NOTICES = "links_notices"
"""Session-state key: ``(page, [(catalog key, params)])``, the link's notices (shown on that
page)."""
WANTED = "links_wanted"
"""Session-state key: ``{parameter: text or None}`` the URL should read, not sent yet."""
PUBLISHED = "links_published"
"""Session-state key: the parameters a widget wrote during this full run."""
SENT = "links_sent"
"""Session-state key: ``{parameter: [text]}`` the last URL sent to the browser on this page: what
its address bar reads once the messages on their way arrive (None: not known, take the browser's)."""
LAST_PAGE = "links_page"
"""Session-state key: the page of the last full run."""
TOP = "links_top"
"""Session-state key: the container above the page where the notices go."""
DEFERRED = "links_deferred"
"""Session-state key: ``(file name, {parameter: text})``, the settings of a link made with an
upload this session lacks, kept until that file is uploaded."""
RESUMED = "links_resumed"
"""Session-state key: ``{parameter: text}`` of a deferred link whose file just arrived, offered
to the next run as a fresh link's."""
UPLOAD_MISSING = "link_upload_missing"
"""The notice's catalog key: the link names an upload this session lacks."""
CHOICES_SHOWN = 20
"""A notice about a bad choice lists this many of the choices, then "…" (and one about unknown
settings this many of their names)."""


def param_of(key: str) -> str | None:
    """The query parameter bound to session-state key ``key`` (None: not in links)."""
    if key in PARAMS:
        return PARAMS[key]
    return next((name for pattern, name in PARAMS.items()
                 if pattern.endswith("*") and key.startswith(pattern[:-1])), None)


@contextmanager
def linked(page: str) -> Iterator[None]:
    """Around one full run of ``page`` (app.py): on the session's first page run, read the link;
    on later runs drop what the link offered and no widget took. The link's notices stay above
    the page while the user stays on it."""
    state = st.session_state
    if page in ("", routes.ROOT):  # the root (url path "") only forwards, with the parameters
        yield
        return
    state[PUBLISHED] = set()
    if state.get(LAST_PAGE) != page:  # Streamlit dropped the other page's parameters
        state[LAST_PAGE] = page
        state[WANTED] = {}
        state[SENT] = None
    if READ not in state or _history_navigation():
        state[READ] = True
        state[SENT] = None  # the browser's URL is the one to read
        state[NOTICES] = (page, [])
        state[TOP] = st.container()  # the notices' place, above the page (not shown empty)
        _read_link()
    else:
        state[PENDING] = state.pop(RESUMED, {})  # a deferred link's, once its file arrived
        kept_page, notices = state.get(NOTICES, (None, []))
        state[NOTICES] = (page, notices if kept_page == page else [])
        state[TOP] = st.container()  # drawn on every run: the page keeps its place below it
        for key, params in state[NOTICES][1]:
            _show(key, params)
    yield
    for name in st.query_params:  # what no widget of this run wrote: unknown, unused, hidden
        if name not in state[PUBLISHED]:
            state[WANTED][name] = None
    flush()


def _history_navigation() -> bool:
    """Whether this run is the browser's Back or Forward: the URL of an earlier view, read as a
    link so that Back undoes a change."""
    ctx = get_script_run_ctx()
    return bool(ctx is not None and getattr(ctx, "is_history_navigation", False))


def _read_link() -> None:
    """The fresh session's link: the language and classroom mode now (so that every notice is in
    the link's language), the rest pending. Reported: a root link's unknown page, the unknown
    names (one notice, however many), and a link Streamlit did not read at all (too many settings
    or characters: :mod:`dashboard.shell.long_links` redirected it)."""
    raw = {name: st.query_params[name] for name in st.query_params}  # the last of repeated ones
    st.session_state[PENDING] = {name: value for name, value in raw.items()
                                 if name in KNOWN and name not in (routes.PAGE_PARAM,
                                                                   long_links.PARAM)}
    language = choice(LANG, LANGUAGES)
    if language is not None:
        set_sticky(LANG, language)
        st.session_state[LANG] = language  # what t() reads, before the radio is drawn
    classroom = switch(CLASSROOM)
    if classroom is not None:
        set_sticky(CLASSROOM, classroom)
    wanted = st.session_state.pop(routes.FORWARD_NOTICE, None)
    if wanted is not None:
        notify("link_unknown_page", value=md_shown(wanted))
    size = long_links.ignored(raw.get(long_links.PARAM))
    if size is not None:
        notify("link_ignored", settings=f"{size[0]:,}", characters=f"{size[1]:,}",
               max_settings=f"{long_links.MAX_SETTINGS:,}",
               max_characters=f"{long_links.MAX_CHARACTERS:,}")
    unknown = [name for name in raw if name not in KNOWN]
    if len(unknown) == 1:
        notify("link_unknown_setting", name=md_shown(unknown[0]))
    elif unknown:  # one notice, however many
        listed = [md_shown(name) for name in unknown[:CHOICES_SHOWN]]
        notify("link_unknown_settings", count=f"{len(unknown):,}",
               names=", ".join(listed + ["…"] * (len(unknown) > CHOICES_SHOWN)))


def link_language() -> None:
    """Before app.py builds the navigation, on a run that will read the link (:func:`linked`):
    a valid ``lang`` in it becomes the session's language now, so that the page titles are in
    it from the first render (an invalid one is reported when the link is read)."""
    if READ in st.session_state and not _history_navigation():
        return
    language = next((x for x in LANGUAGES if as_text(x) == st.query_params.get(PARAMS[LANG])),
                    None)
    if language is not None:
        set_sticky(LANG, language)
        st.session_state[LANG] = language


def take(key: str) -> str | None:
    """The link's text for the setting under session-state key ``key``, once (None: the link has
    none, or this is not the session's first run)."""
    name = param_of(key)
    pending = st.session_state.get(PENDING)
    return None if name is None or not pending else pending.pop(name, None)


def offered(name: str) -> str | None:
    """The link's text of parameter ``name`` not bound to a widget (e.g. :data:`UPLOAD`), once."""
    pending = st.session_state.get(PENDING)
    return pending.pop(name, None) if pending else None


def defer_to_upload(name: str) -> None:
    """The link names the upload ``name``, which this session lacks: say so, and keep every
    setting the link still offers for that file (:func:`upload_arrived`) instead of giving it
    to the default example shown meanwhile."""
    state = st.session_state
    pending = state.get(PENDING) or {}
    state[DEFERRED] = (name, dict(pending))
    pending.clear()
    notify(UPLOAD_MISSING, name=md_shown(name))


def upload_arrived(name: str) -> None:
    """The uploader's callback, before the run: a file named ``name`` was uploaded. When it is
    the one a link named (:func:`defer_to_upload`), the next run offers the link's settings
    (the widgets take them, checked as a fresh link's) and the notice about the missing file
    goes."""
    state = st.session_state
    deferred = state.get(DEFERRED)
    if deferred is None or deferred[0] != name:
        return
    del state[DEFERRED]
    state[RESUMED] = deferred[1]
    page, notices = state.get(NOTICES, (None, []))
    state[NOTICES] = (page, [n for n in notices if n[0] != UPLOAD_MISSING])


def publish(key: str, value: Any) -> None:
    """Write the value of the setting under ``key`` into the URL (None: remove it), sending only
    a change."""
    name = param_of(key)
    if name is not None:
        publish_param(name, None if value is None else as_text(value))


def publish_param(name: str, text: str | None) -> None:
    """Query parameter ``name`` should read ``text`` (None: be absent); sent at the next
    :func:`flush`."""
    st.session_state.setdefault(WANTED, {})[name] = text
    st.session_state.setdefault(PUBLISHED, set()).add(name)


def flush() -> None:
    """Send what the URL should now read, in one message and only if it changed: every change is
    an entry in the browser's history. Called when the sidebar is drawn
    (:func:`dashboard.shell.page.page_setup`), at the end of every fragment
    (:func:`dashboard.shell.guard.guarded_fragment`) and of the page run (:func:`linked`); what a
    page drew after its last flush and before ``st.stop()`` is sent by the next run's first.

    The URL the browser sent with this run may be older than the last one sent to it: a move made
    before an earlier run's URL arrived carries the URL from before it. So the URL sent last
    (:data:`SENT`) is the one compared with and changed, and it is sent again whenever the
    browser's differs (the browser adds no history entry for the URL it already shows)."""
    state = st.session_state
    wanted = state.get(WANTED)
    if not wanted:
        return
    current = {name: st.query_params.get_all(name) for name in st.query_params}
    shown = current if state.get(SENT) is None else state[SENT]
    updated = dict(shown)
    for name, text in wanted.items():
        if text is None:
            updated.pop(name, None)
        else:
            updated[name] = [text]
    wanted.clear()
    if updated != current or updated != shown:
        st.query_params.from_dict(updated)
    state[SENT] = updated


def as_text(value: Any) -> str:
    """A setting as the URL carries it: switches as 1 / 0, floats in their shortest exact form
    (``repr``: 0.55, and ``inf`` for "all negative"), anything else as ``str``."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def choice(key: str, options: Sequence[Any]) -> Any | None:
    """The link's choice for ``key`` among ``options`` (compared as text); None when the link
    has none, or names none of them (then a notice)."""
    text = take(key)
    if text is None:
        return None
    for option in options:
        if as_text(option) == text:
            return option
    listed = [md_shown(as_text(o)) for o in options[:CHOICES_SHOWN]]
    notify("link_bad_choice", name=param_of(key), value=md_shown(text),
           choices=", ".join(listed + ["…"] * (len(options) > CHOICES_SHOWN)))
    return None


def number(key: str, *, low: float | None = None, high: float | None = None,
           integer: bool = False, infinite: bool = False) -> float | int | None:
    """The link's number for ``key`` within [``low``, ``high``] (None: unbounded), whole when
    ``integer``, ``inf`` allowed when ``infinite`` (written so: digits past the largest float
    are refused, not read as ``inf``); None when the link has none, or a bad one (then a
    notice)."""
    text = take(key)
    if text is None:
        return None
    try:
        value = float(text)
        if integer:
            value = int(text)
    except ValueError:
        value = math.nan
    if math.isinf(value) and text.strip().lstrip("+-").lower() not in ("inf", "infinity"):
        notify("link_number_too_large", name=param_of(key), value=md_shown(text))
        return None  # digits past the largest float: no number the user meant
    inside = ((low is None or value >= low) and (high is None or value <= high)
              and (math.isfinite(value) or (infinite and value == math.inf)))
    if inside:
        return value
    rule = ("link_not_a_number" if low is None and high is None
            else "link_bad_number" if high is None else "link_bad_number_between")
    notify(rule, name=param_of(key), value=md_shown(text), low=as_text(low), high=as_text(high),
           whole=t("link_whole") if integer else "")
    return None


def text(key: str, *, max_chars: int | None = None) -> str | None:
    """The link's text for ``key`` (any text of at most ``max_chars`` characters, e.g. a
    model's name); None when the link has none, or a longer one (then a notice)."""
    value = take(key)
    if value is None or max_chars is None or len(value) <= max_chars:
        return value
    notify("link_text_too_long", name=param_of(key), length=f"{len(value):,}",
           most=f"{max_chars:,}")
    return None


def switch(key: str) -> bool | None:
    """The link's on / off for ``key`` (1, 0, true, false, on, off); None when it has none, or
    a bad one (then a notice)."""
    text = take(key)
    if text is None:
        return None
    value = {"1": True, "true": True, "on": True, "0": False, "false": False,
             "off": False}.get(text.strip().lower())
    if value is None:
        notify("link_bad_choice", name=param_of(key), value=md_shown(text), choices="1, 0")
    return value


def notify(key: str, **params: Any) -> None:
    """A notice about the link (catalog ``key``; ``params`` already escaped), shown above the
    page now and on the page's later runs."""
    st.session_state.setdefault(NOTICES, (None, []))[1].append((key, params))
    _show(key, params)


def _show(key: str, params: dict[str, Any]) -> None:
    top = st.session_state.get(TOP)
    (top if top is not None else st).warning(t(key, **params), icon=":material/link:")

