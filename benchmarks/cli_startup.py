"""Start-up of ``import evalcore``, of naming the API's constructors, of ``python -m evalcore
--help`` and of a small ``binary`` run, as ratios to a bare ``python -c "import numpy"`` measured
in the same run (each a fresh process, the best of ``--repeat``).

    python benchmarks/cli_startup.py [--repeat 5] [--checkout DIR]

``--checkout`` times another checkout of the project too (e.g. an export of main,
``git archive main | tar -x -C DIR``), for a before/after.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from timing import timed

ROOT = Path(__file__).resolve().parents[1]

CASES = {
    "import numpy (reference)": ["-c", "import numpy"],
    "import evalcore": ["-c", "import evalcore"],
    "import evalcore as ec; ec.binary": ["-c", "import evalcore as ec\ntry:\n    ec.binary\n"
                                         "except AttributeError:\n    pass"],
    "python -m evalcore --help": ["-m", "evalcore", "--help"],
    "python -m evalcore binary FILE": ["-m", "evalcore", "binary", "{file}"],
}


def run(checkout: Path, argv: list[str]) -> None:
    environment = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run([sys.executable, *argv], cwd=checkout, env=environment,
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()[-500:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--checkout", type=Path, help="another checkout to time too")
    options = parser.parse_args()
    checkouts = [ROOT] + ([options.checkout.resolve()] if options.checkout else [])
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "small.csv"
        file.write_text("label,score\n" + "".join(f"{i % 2},{i / 100}\n" for i in range(100)))
        print(f"{'case':34} " + " ".join(f"{c.name[:18]:>18}" for c in checkouts))
        reference = None
        for name, argv in CASES.items():
            argv = [a.format(file=file) for a in argv]
            times = [timed(run, checkout, argv, repeat=options.repeat)[0]
                     for checkout in checkouts]
            reference = reference or times[0]
            print(f"{name:34} " + " ".join(f"{t * 1000:9.0f} ms {t / reference:5.2f}×"
                                           for t in times))


if __name__ == "__main__":
    main()
