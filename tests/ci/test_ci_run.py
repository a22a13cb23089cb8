""".ci/run's check for chromium and the CJK fonts takes the apt-get branch only when one is
missing, also when fc-list writes more than a pipe holds after the matching line."""

import shutil
import subprocess

import pytest

from tests.conftest import ROOT

CHECK = (
    'set -euo pipefail; source .ci/run; '
    'if system_packages_missing; then echo apt-get; else echo skip; fi'
)


def _fake(directory, name, body):
    path = directory / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)


def _branch(tmp_path, *, chromium: bool, fonts: str) -> str:
    """The branch the check takes with only the fakes and the few tools they use on PATH (so the
    machine's own chromium cannot be found)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("grep", "sed", "seq"):
        (bin_dir / tool).symlink_to(shutil.which(tool))
    if chromium:
        _fake(bin_dir, "chromium", "exit 0")
    _fake(bin_dir, "fc-list", fonts)
    done = subprocess.run(
        [shutil.which("bash"), "-c", CHECK], cwd=ROOT, capture_output=True, text=True, check=True,
        env={"PATH": str(bin_dir)},
    )
    return done.stdout.strip()


# the match comes first, then ~3 MB: `fc-list | grep -q` under pipefail died of SIGPIPE here
MANY_FONTS = 'echo "Noto Sans CJK SC"; seq 1 300000 | sed "s/^/Some Font /"'


@pytest.mark.parametrize(
    "chromium, fonts, expected",
    [
        (True, MANY_FONTS, "skip"),
        (True, 'echo "DejaVu Sans"; echo "noto sans cjk jp"', "skip"),
        (True, 'seq 1 300000 | sed "s/^/Some Font /"', "apt-get"),
        (True, "exit 1", "apt-get"),
        (False, MANY_FONTS, "apt-get"),
    ],
)
def test_check_branch(tmp_path, chromium, fonts, expected):
    assert _branch(tmp_path, chromium=chromium, fonts=fonts) == expected
