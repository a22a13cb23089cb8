"""Make the project root importable for every test, give each test process one BLAS thread,
keep compiled bytecode between runs, keep what collection built out of garbage collection,
collect once (not five times) after the last test, spare statsmodels' Holm oracle its full
collection after every call, and make AppTest's runs cheaper (components scanned and scripts
compiled once, each run awaited without polling, no lesson computed ahead in the background).

One thread: the suite runs on 2 cores beside a Streamlit server, chromium or Spark's JVM, and
OpenBLAS's second thread then waits for a core it rarely gets (the digits example's logistic
regression took 20.6 s with two threads and 3.7 s with one at a load of 11). The environment
variables reach the CLI and server subprocesses; threadpoolctl limits a library already loaded.

Bytecode: with ``PYTHONDONTWRITEBYTECODE`` set, pytest rewrites the asserts of every test module
again in every worker of every run, and each test process, CLI subprocess and Streamlit server
compiles every module it imports from source. The suite writes its bytecode (in the
``__pycache__`` folders git ignores) whatever that variable says, for itself and the processes
it starts, so only what changed is compiled again.
"""

import gc
import os
import sys
from pathlib import Path

sys.dont_write_bytecode = False  # before any test module is imported (and rewritten)
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import pytest  # noqa: E402

for variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(variable, "1")

from threadpoolctl import threadpool_limits  # noqa: E402 (after the variables, before numpy)

threadpool_limits(limits=1)

ROOT = Path(__file__).resolve().parents[1]

def _oracle_without_full_collections() -> None:
    """statsmodels' ``multipletests``, the oracle of the Holm correction, without the full
    ``gc.collect()`` it runs after every Holm call (memory hygiene, no part of the numbers): in a
    worker that has run AppTest pages one collection walks every live object, and the tests
    that call the oracle many times spent most of their time there. Wrapped before the test
    modules import the name."""
    try:
        from statsmodels.stats import multitest
    except ImportError:
        return
    original = multitest.multipletests
    if getattr(original, "without_collections", False):
        return

    def multipletests(*args, **kwargs):
        collect = gc.collect
        gc.collect = lambda *_: 0
        try:
            return original(*args, **kwargs)
        finally:
            gc.collect = collect

    multipletests.without_collections = True
    multitest.multipletests = multipletests


_oracle_without_full_collections()

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session", autouse=True)
def _app_test_runs_cheaper():
    """In a test process that uses AppTest: Streamlit's scan of the installed packages for custom
    components done once, the scripts compiled once (:func:`_scripts_compiled_once`), each run
    awaited by a join (:func:`_script_runs_awaited_by_join`) and no lesson computed ahead
    (:func:`_lesson_not_computed_ahead`).

    Each ``AppTest`` run starts by reading the metadata of every installed distribution to find
    components to register; the packages do not change during a run, and the scan was most of an
    ``AppTest``'s time. The first scan's result is kept and given to every later one."""
    if "streamlit" in sys.modules:  # collected modules use AppTest (a server has its own)
        from functools import cache

        from streamlit.components.v2 import manifest_scanner

        if not hasattr(manifest_scanner.scan_component_manifests, "cache_info"):
            manifest_scanner.scan_component_manifests = cache(
                manifest_scanner.scan_component_manifests)
        _scripts_compiled_once()
        _script_runs_awaited_by_join()
        _lesson_not_computed_ahead()
    yield


def _scripts_compiled_once():
    """Each app and page script compiled once per test process instead of once per script run.

    ``AppTest.run`` makes a new script cache for every run, so each run read ``app.py`` and the
    page again, rewrote them for Streamlit's "magic" and compiled them: about a tenth of an
    ``AppTest`` run's CPU. The compiled code is kept by path, modification time and size, so a
    script written or changed during the session (``AppTest.from_function``) is compiled again."""
    from streamlit.runtime.scriptrunner.script_cache import ScriptCache

    if hasattr(ScriptCache.get_bytecode, "compiled"):
        return
    compile_script = ScriptCache.get_bytecode
    compiled = {}

    def get_bytecode(self, script_path):
        stat = os.stat(script_path)
        key = (os.path.abspath(script_path), stat.st_mtime_ns, stat.st_size)
        if key not in compiled:
            compiled[key] = compile_script(self, script_path)
        return compiled[key]

    get_bytecode.compiled = compiled
    ScriptCache.get_bytecode = get_bytecode


def _script_runs_awaited_by_join():
    """``AppTest.run`` waits for its script thread by joining it, not by polling.

    Streamlit's wait (``require_widgets_deltas``) wakes every millisecond to look for the
    runner's shutdown event, and each wake-up takes the interpreter's lock from the script
    thread it waits for. The runner sends that event as its thread ends, so waiting for the
    thread's end is the same wait; a run that does not end within the timeout is stopped and
    reported with Streamlit's own message, as before."""
    from streamlit.testing.v1 import local_script_runner

    if hasattr(local_script_runner.require_widgets_deltas, "joins"):
        return

    def require_widgets_deltas(runner, timeout: float = 3) -> None:
        thread = runner._script_thread
        if thread is not None:
            thread.join(timeout)
        if runner.script_stopped():
            return
        runner.request_stop()
        runner.join()
        raise RuntimeError(f"AppTest script run timed out after {timeout}(s)")

    require_widgets_deltas.joins = True
    local_script_runner.require_widgets_deltas = require_widgets_deltas


def _lesson_not_computed_ahead():
    """No background computation of the lesson's screens in a test process.

    The lesson starts it when Streamlit's runtime exists, to have the next screens' values ready
    on a server; ``AppTest`` puts a stand-in runtime in place for each run, so the first lesson
    page a worker opened started it there too: a thread fitting every method of the Resampling
    lab beside the tests that followed, for values no AppTest asks for ahead. Marking it started
    keeps it out; its jobs are tested by calling them (``tests/dashboard/test_lesson_warm.py``),
    and a served lesson (the browser tests' server) still starts it."""
    from dashboard.lesson import warm

    warm._started.set()


def pytest_collection_finish(session):
    """Leave what collection built out of every later garbage collection.

    Collecting imports every test module and what it uses (Streamlit, scikit-learn, SciPy,
    statsmodels, Plotly, pyarrow): some 360,000 objects that live until the process ends. A
    full collection walks them all (about 0.4 s on a quiet core), and the tests trigger many:
    the interpreter's own as objects pile up, the leak tests' and the heap release's
    ``gc.collect()``, statsmodels' ``multipletests`` on every Holm call. ``gc.freeze`` moves them
    to a generation no collection visits; objects made by the tests are collected as before,
    so a test that checks a value is freed still sees it freed."""
    gc.collect()
    gc.freeze()


def pytest_configure(config):
    """One closing garbage collection instead of pytest's five.

    After the last test, pytest's check for exceptions raised in finalizers (its
    unraisable-exception plugin) collects five times, each pass walking every object the tests
    left in the process, every cache they filled. One pass runs the finalizers of what the
    tests left. The count is read from the stash key pytest's own ``pytester`` sets; another
    pytest without it keeps its own count."""
    try:
        from _pytest.unraisableexception import gc_collect_iterations_key
    except ImportError:
        return
    config.stash[gc_collect_iterations_key] = 1


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    """Mark every test that starts Spark (its ``spark`` fixture, or a parameter whose value is
    ``"spark"``: the ``engine`` fixture's Spark case and the tests that ask for the fixture by
    that name) with ``spark``, so that ``-m "not browser and not spark"`` is the fast inner loop. A
    module that runs ``--engine spark`` in a process of its own says so with ``pytestmark``.

    Under pytest-xdist (``-n auto --dist loadgroup``, pytest.ini) the Spark tests are one group,
    run by one worker: one JVM and one shared session instead of one per worker. The other tests
    outside a browser are grouped by module: a module's tests share what their first test warmed
    (the pages' cached data and figures, the examples read, the modules imported), which each
    worker would otherwise compute again; the browser tests stay spread one by one over the
    workers, which each hold a browser."""
    spark = pytest.mark.spark
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if "spark" in getattr(item, "fixturenames", ()) or any(
                isinstance(value, str) and value == "spark" for value in params.values()):
            item.add_marker(spark)
        if item.get_closest_marker("spark"):
            item.add_marker(pytest.mark.xdist_group("spark"))
        elif not item.get_closest_marker("browser") and not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
