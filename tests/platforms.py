"""What the suite does differently on Linux, macOS and Windows, in one place.

A test that cannot run on a system is skipped there with a reason in one shape: what it
needs that the system lacks, then the test that covers the same behaviour on that system
(``skip_on``), or why the behaviour cannot come up there at all (``moot_on``). Run with
``-ra`` (CI does), pytest prints every such reason.

Systems are named as ``sys.platform`` names them: ``"linux"``, ``"darwin"``, ``"win32"``.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

#: The test that covers the same behaviour: one for every system skipped, or by system.
Cover = str | Mapping[str, str]

LINUX = sys.platform.startswith("linux")
MACOS = sys.platform == "darwin"
WINDOWS = sys.platform == "win32"
POSIX = os.name == "posix"

_NAMES = {"linux": "Linux", "darwin": "macOS", "win32": "Windows"}


def is_root() -> bool:
    """Whether the tests run as root (who may read and write any file on Linux and macOS;
    Windows has no such user)."""
    return sys.platform != "win32" and os.geteuid() == 0


def this_system() -> str:
    """``"linux"``, ``"darwin"`` or ``"win32"`` (another Unix counts as Linux)."""
    return "win32" if WINDOWS else "darwin" if MACOS else "linux"


def system_name(system: str | None = None) -> str:
    return _NAMES[system or this_system()]


def covered(why: str, covered_by: Cover) -> str:
    """A skip reason: ``why`` the test cannot run here, and the test that covers the same
    behaviour here instead (``covered_by``: one test, or one per system)."""
    test = covered_by if isinstance(covered_by, str) else covered_by[this_system()]
    return f"{why}; {test} covers the same behaviour on {system_name()}"


def moot(why: str) -> str:
    """A skip reason for behaviour that cannot come up on this system at all."""
    return f"{why}; that cannot happen on {system_name()}, so no test there needs to cover it"


def skip_on(*systems: str, why: str, covered_by: Cover) -> pytest.MarkDecorator:
    """Skip on ``systems``, naming the test that covers the same behaviour there."""
    return _skip_if(this_system() in systems, why, covered_by)


def only_on(*systems: str, why: str, covered_by: Cover) -> pytest.MarkDecorator:
    """Run only on ``systems``; elsewhere name the test that covers the same behaviour."""
    return _skip_if(this_system() not in systems, why, covered_by)


def _skip_if(skipped: bool, why: str, covered_by: Cover) -> pytest.MarkDecorator:
    return pytest.mark.skipif(skipped, reason=covered(why, covered_by) if skipped else why)


def moot_on(*systems: str, why: str) -> pytest.MarkDecorator:
    """Skip on ``systems``, where the behaviour tested cannot come up."""
    return pytest.mark.skipif(this_system() in systems, reason=moot(why))


def venv_program(name: str) -> str:
    """A program installed beside this Python (``ruff``, ``mypy``, ``actionlint``; with its
    ``.exe`` on Windows), else found on ``PATH``; the bare name when neither has it."""
    beside = Path(sys.executable).parent
    return shutil.which(name, path=str(beside)) or shutil.which(name) or name


def python_command(code: str) -> list[str]:
    """A command that runs ``code`` in this Python: for a program the test starts where a
    shell command (``sleep``, ``true``) would not exist on every system."""
    return [sys.executable, "-c", code]


def shell_line(*args: str) -> str:
    """A command line for the system's shell (``/bin/sh``; ``cmd.exe`` on Windows) that
    runs ``args``, each in double quotes, which both shells read the same way as long as
    an argument holds none of ``"$`%!`` and ends in no backslash (checked)."""
    for arg in args:
        assert not set(arg) & set('"$`%!'), arg
        assert not arg.endswith("\\"), arg
    return " ".join(f'"{arg}"' for arg in args)


def python_line(*args: str) -> str:
    """:func:`shell_line` of this Python with ``args`` (a script and its arguments, or
    ``-c`` and code): what a terminal command can run on every system."""
    return shell_line(sys.executable, *args)


#: Why a test of a FIFO in a folder has nothing to test on Windows.
NO_FIFOS = "Windows has no FIFOs in folders (its named pipes live apart from files)"


#: Why a test of a device file in a folder (``/dev/zero``) has nothing to test on Windows.
NO_DEVICE_FILES = "Windows has no device files in folders (its devices are names like NUL)"
#: Why a test of a symbolic link is skipped for this Windows account (see can_symlink).
NO_SYMLINKS = (
    "this Windows account may not make symbolic links (that takes a privilege or the "
    "developer mode); the same test runs for an account that may"
)


def make_fifo(path: Path) -> bool:
    """Make a FIFO (a named pipe) at ``path`` where a folder can hold one; whether it did.
    Windows' named pipes live in a namespace of their own, never in a folder: there no
    file a person hands the Studio can be one."""
    if sys.platform == "win32":
        return False
    os.mkfifo(path)
    return True


def can_symlink(folder: Path) -> bool:
    """Whether this account may make symbolic links (Windows needs a privilege or the
    developer mode for it; elsewhere anyone may)."""
    if not WINDOWS:
        return True
    probe = folder / ".symlink-probe"
    try:
        probe.symlink_to(folder / "nowhere")
    except OSError:
        return False
    probe.unlink()
    return True


def need_symlinks(folder: Path) -> None:
    """Skip the test (:data:`NO_SYMLINKS`) unless this account may make links in ``folder``."""
    if not can_symlink(folder):
        pytest.skip(NO_SYMLINKS)


def person_home(monkeypatch: pytest.MonkeyPatch, home: Path) -> Path:
    """Make ``home`` the person's home folder as every system finds it: ``HOME`` (Linux,
    macOS), ``USERPROFILE`` (Windows' ``Path.home()``), and the folders apps keep their
    settings in (``XDG_CONFIG_HOME``; ``APPDATA``, ``LOCALAPPDATA`` on Windows)."""
    home.mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.setenv("LOCALAPPDATA", str(home / "AppData" / "Local"))
    assert Path.home() == home
    return home
