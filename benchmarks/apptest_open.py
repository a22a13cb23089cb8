"""CPU of opening a page in AppTest the way the tests open it, against the way they opened it
before (the same process, the two taking turns).

    python benchmarks/apptest_open.py [--rounds 4]

"Through the root": the app's first run (the root forwards to the first page, which runs), a
switch to the page, and for an example the source radio set to "example" (already the source)
before the example's selectbox. "At its address" (as ``tests/app/helpers.py`` opens it): the
page is the session's first run, and the radio is set only when another source is chosen. Each
flow ends on the same page with the same example (the page's url path is its file name, as
app.py declares). Prints the CPU time (user + system of the process, the script threads
included) of each flow, best of the rounds, the ratio, and the 1-minute load average.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from streamlit.components.v2 import manifest_scanner  # noqa: E402
from streamlit.testing.v1 import AppTest  # noqa: E402

FLOWS = (("app_pages/confusion.py", "breast_cancer_logreg"),
         ("app_pages/roc_pr.py", "breast_cancer_logreg"),
         ("app_pages/roc_pr.py", "digits_logreg"),
         ("app_pages/regression.py", None))


def new_app() -> AppTest:
    """The app with the server's slider, as the tests open it."""
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.session_state["sticky_live_view"] = False
    return at


def through_the_root(page: str, example: str | None) -> None:
    at = new_app()
    at.run()
    at.switch_page(page).run()
    if example is not None:
        at.sidebar.radio(key="source_kind_classification").set_value("example").run()
        at.sidebar.selectbox(key="example_classification").set_value(example).run()
    assert not at.exception


def at_its_address(page: str, example: str | None) -> None:
    at = new_app()
    at.switch_page(page).run()
    if example is not None:
        source = at.sidebar.radio(key="source_kind_classification")
        if source.value != "example":
            source.set_value("example").run()
        at.sidebar.selectbox(key="example_classification").set_value(example).run()
    assert not at.exception


def cpu(flow, page: str, example: str | None) -> float:
    start = time.process_time()
    flow(page, example)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    rounds = parser.parse_args().rounds
    # one scan of the installed packages for components, as the suite's conftest keeps it
    manifest_scanner.scan_component_manifests = cache(manifest_scanner.scan_component_manifests)
    for page, example in FLOWS:  # warm: imports, Streamlit's caches, the compiled scripts
        through_the_root(page, example)
        at_its_address(page, example)
    gc.collect()
    gc.freeze()
    print(f"{'page':28} {'example':22} {'root ms':>8} {'address ms':>10} {'ratio':>6}")
    for page, example in FLOWS:
        turns = [(cpu(through_the_root, page, example), cpu(at_its_address, page, example))
                 for _ in range(rounds)]
        before, after = (min(times) for times in zip(*turns))
        print(f"{page:28} {example or '-':22} {1e3 * before:8.0f} {1e3 * after:10.0f} "
              f"{after / before:6.2f}")
    print(f"1-minute load average: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
