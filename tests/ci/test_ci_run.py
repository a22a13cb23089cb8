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


JAVA_CHECK = 'set -euo pipefail; source .ci/run; if java_missing; then echo apt-get; else echo skip; fi'


@pytest.mark.parametrize("java, expected", [(True, "skip"), (False, "apt-get")])
def test_java_check(tmp_path, java, expected):
    """Java 17 (Spark's engine tests) is installed by apt only when `java` is not on PATH."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    if java:
        _fake(bin_dir, "java", "exit 0")
    done = subprocess.run(
        [shutil.which("bash"), "-c", JAVA_CHECK], cwd=ROOT, capture_output=True, text=True,
        check=True, env={"PATH": str(bin_dir)},
    )
    assert done.stdout.strip() == expected


def test_main_installs_every_missing_package_in_one_apt_call(tmp_path):
    """With chromium, the fonts and java all missing, main() runs one apt-get install naming all
    three (and then the README's test command, faked here)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    for tool in ("grep", "dirname"):
        (bin_dir / tool).symlink_to(shutil.which(tool))
    _fake(bin_dir, "fc-list", "exit 0")
    _fake(bin_dir, "apt-get", f'echo "apt-get $*" >> {log}')
    _fake(bin_dir, "python3", f'echo "python3 $*" >> {log}')
    subprocess.run(
        [shutil.which("bash"), "-c", "source .ci/run; main"], cwd=ROOT, capture_output=True,
        text=True, check=True, env={"PATH": str(bin_dir)},
    )
    calls = log.read_text().splitlines()
    assert calls[0] == "apt-get update -qq"
    assert calls[1] == "apt-get install -y -qq chromium fonts-noto-cjk openjdk-17-jre-headless"
    assert calls[2].startswith("python3 -m pip install -q -r requirements-dev.txt")
