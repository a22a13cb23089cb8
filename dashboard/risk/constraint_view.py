"""The Confusion page's "threshold by a constraint": the highest recall with precision ≥ p, the
lowest FPR with recall ≥ r, the highest recall with FPR ≤ f, or the top share q of the rows
(:mod:`evalcore.binary.constraints`). Applying one moves the shared threshold (as "use this
threshold" does) and the page then says why that threshold, for as long as it is the one in use;
for as long, the URL names the constraint (``constraint=precision&constraint_value=0.9``), and a
link naming one applies it again (:func:`constraint_from_link`)."""

from __future__ import annotations

import streamlit as st

from dashboard.shell import links
from dashboard.shell.input_errors import show_input_error
from dashboard.shell.language import option_labels, t
from dashboard.shell.session import THRESHOLD, sticky
from dashboard.shell.state import set_sticky
from dashboard.text.formatting import format_value
from dashboard.risk.shared_threshold import use_threshold
from dashboard.widgets.threshold import threshold_text
from evalcore.binary import ThresholdSweep
from evalcore.binary.constraints import KINDS, parse_constraint, threshold_for
from evalcore.errors import EvalInputError

KIND = "risk_constraint_kind"
VALUE = "risk_constraint_value"
CHOSEN = "risk_constraint_chosen"
"""Session-state key: (dataset id, threshold as shown, ConstrainedThreshold) of the last applied
constraint, or (dataset id, None, EvalInputError) when none met it."""


def _apply(sweep: ThresholdSweep, dataset_id: str) -> None:
    """The button's callback: the constraint's threshold becomes the shared one (as shown)."""
    state = st.session_state
    _choose(sweep, dataset_id, state[KIND], float(state[VALUE]))


def _choose(sweep: ThresholdSweep, dataset_id: str, kind: str, value: float) -> None:
    """Apply ``kind`` at ``value``: move the shared threshold to the threshold it chooses and keep
    why (or, when none meets it, the error; the threshold stays)."""
    state = st.session_state
    try:
        chosen = threshold_for(sweep, *parse_constraint(f"{kind}={value!r}"))
    except EvalInputError as error:
        state[CHOSEN] = (dataset_id, None, error)
        return
    shown = sweep.shortest_at(chosen.threshold)
    use_threshold(dataset_id, shown)
    state[CHOSEN] = (dataset_id, shown, chosen)


def constraint_from_link(sweep: ThresholdSweep, dataset_id: str) -> None:
    """Before the threshold is settled: a fresh session's link naming a constraint applies it
    (its threshold wins over the link's ``threshold``, which the app writes equal to it). A bad
    kind or value gets the link's notice and changes nothing; an unmet constraint says why under
    the picker, the threshold staying the link's or the default."""
    kind = links.choice(KIND, KINDS)
    value = links.number(VALUE, low=0.0, high=1.0)
    if kind is not None:
        set_sticky(KIND, kind)
    if value is not None:
        set_sticky(VALUE, float(value))
    if kind is None or value is None:
        return
    _choose(sweep, dataset_id, kind, float(value))
    if st.session_state[CHOSEN][1] is not None:
        links.take(THRESHOLD)


def constraint_in_use(dataset_id: str) -> bool:
    """True when a constraint was applied on data set ``dataset_id``: what the picker says (and
    the URL) then depends on the threshold in use."""
    last = st.session_state.get(CHOSEN)
    return last is not None and last[0] == dataset_id


def constraint_picker(sweep: ThresholdSweep, dataset_id: str, threshold: float) -> None:
    """The constraint's kind, its value and "apply", then why the threshold in use is the one the
    constraint chose (or why no threshold met it)."""
    last = st.session_state.get(CHOSEN)
    mine = last is not None and last[0] == dataset_id
    with st.expander(t("risk_constraint_expander"), expanded=mine):
        kind_col, value_col, button_col = st.columns((3, 2, 2), vertical_alignment="bottom")
        constraint_inputs(KIND, VALUE, kind_col, value_col)
        button_col.button(t("risk_constraint_apply"), key="risk_constraint_apply",
                          on_click=_apply, args=(sweep, dataset_id))
        applied = mine and last[1] is not None and last[1] == threshold
        # the URL names the constraint only while its threshold is the one in use
        links.publish(KIND, last[2].kind if applied else None)
        links.publish(VALUE, float(last[2].value) if applied else None)
        if not mine:
            return
        _, shown, chosen = last
        if shown is None:
            show_input_error(chosen)
        elif applied:
            st.success(why(sweep, chosen, shown))


def constraint_inputs(kind_key: str, value_key: str, kind_col, value_col) -> tuple[str, float]:
    """The constraint's kind and value (kept under ``kind_key`` and ``value_key``), drawn in the
    two columns given."""
    with kind_col:
        kind = sticky(st.selectbox, t("risk_constraint_kind_label"), options=KINDS, key=kind_key,
                      format_func=option_labels("risk_constraint_kind_"))
    with value_col:
        value = sticky(st.number_input, t("risk_constraint_value_label"), min_value=0.0,
                       max_value=1.0, value=0.9, step=0.01, format="%.4f", key=value_key,
                       help=t("risk_constraint_value_help"))
    return kind, float(value)


def why(sweep: ThresholdSweep, chosen, shown: float) -> str:
    """The sentence saying why ``shown`` is the threshold ``chosen`` asked for."""
    at = sweep.confusion_at(shown)
    return t(f"risk_constraint_why_{chosen.kind}", threshold=threshold_text(shown, None),
             value=format_value(chosen.value), achieved=format_value(chosen.achieved),
             recall=format_value(at.recall), fpr=format_value(at.fpr))
