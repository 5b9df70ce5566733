"""The environment every program the Studio starts gets (stdio servers, terminal commands,
serve targets): the user's, as it was before a PyInstaller bundle's loader changed it.

Pure functions, so each system's rules are checked here on any one; the Linux bundle
test runs the same check on a real frozen app (tests/packaging/test_bundle.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest
from platforms import python_line

from recipe_studio.core.child_env import (
    CREATE_NO_WINDOW,
    bundle_folders,
    child_environment,
    start_options,
)

if TYPE_CHECKING:
    from pathlib import Path

LINUX_BUNDLE = ["/opt/recipe-studio", "/opt/recipe-studio/_internal"]
MAC_BUNDLE = [
    "/Applications/Recipe Studio.app/Contents/MacOS",
    "/Applications/Recipe Studio.app/Contents/Frameworks",
    "/Applications/Recipe Studio.app/Contents",
]
WINDOWS_BUNDLE = [r"C:\Program Files\Recipe Studio", r"C:\Program Files\Recipe Studio\_internal"]


def test_linux_bundle_gives_back_the_users_library_path() -> None:
    base = {
        "PATH": "/usr/bin:/bin",
        "HOME": "/home/ada",
        "LD_LIBRARY_PATH": "/opt/recipe-studio/_internal:/home/ada/lib",
        "LD_LIBRARY_PATH_ORIG": "/home/ada/lib",
        "_PYI_ARCHIVE_FILE": "/opt/recipe-studio/recipe-studio",
        "_PYI_PARENT_PROCESS_LEVEL": "1",
        "_PYI_APPLICATION_HOME_DIR": "/opt/recipe-studio/_internal",
        "_MEIPASS2": "/tmp/_MEIabc",
        "QT_PLUGIN_PATH": "/opt/recipe-studio/_internal/PySide6/Qt/plugins",
        "QML2_IMPORT_PATH": "/opt/recipe-studio/_internal/PySide6/Qt/qml",
    }
    env = child_environment(base, system="linux", bundle=LINUX_BUNDLE)
    assert env == {"PATH": "/usr/bin:/bin", "HOME": "/home/ada", "LD_LIBRARY_PATH": "/home/ada/lib"}


def test_linux_bundle_without_a_saved_value_drops_the_variable() -> None:
    base = {"LD_LIBRARY_PATH": "/opt/recipe-studio/_internal", "PATH": "/usr/bin"}
    assert child_environment(base, system="linux", bundle=LINUX_BUNDLE) == {"PATH": "/usr/bin"}
    # Saved as empty: the user had it set to nothing; a child gets it unset.
    base = {"LD_LIBRARY_PATH": "/opt/recipe-studio/_internal", "LD_LIBRARY_PATH_ORIG": ""}
    assert child_environment(base, system="linux", bundle=LINUX_BUNDLE) == {}


def test_from_source_the_users_variables_are_left_alone() -> None:
    base = {"LD_LIBRARY_PATH": "/home/ada/lib", "QT_PLUGIN_PATH": "/home/ada/qt", "PATH": "/b"}
    assert child_environment(base, system="linux", bundle=[]) == base
    # A bootloader's leftovers are still taken out (the Studio was started by a bundle).
    leaked = {**base, "_PYI_ARCHIVE_FILE": "x", "LD_LIBRARY_PATH_ORIG": "/orig"}
    assert child_environment(leaked, system="linux", bundle=[]) == {
        **base,
        "LD_LIBRARY_PATH": "/orig",
    }


def test_macos_app_restores_dyld_variables_and_drops_the_bundle() -> None:
    frameworks = "/Applications/Recipe Studio.app/Contents/Frameworks"
    base = {
        "PATH": "/usr/bin:/bin:/opt/homebrew/bin",
        "DYLD_LIBRARY_PATH": f"{frameworks}:/opt/local/lib",
        "DYLD_LIBRARY_PATH_ORIG": "/opt/local/lib",
        "DYLD_FRAMEWORK_PATH": frameworks,
        "QT_PLUGIN_PATH": f"{frameworks}/PySide6/Qt/plugins",
        "_PYI_ARCHIVE_FILE": "/Applications/Recipe Studio.app/Contents/MacOS/Recipe Studio",
    }
    env = child_environment(base, system="darwin", bundle=MAC_BUNDLE)
    assert env == {"PATH": "/usr/bin:/bin:/opt/homebrew/bin", "DYLD_LIBRARY_PATH": "/opt/local/lib"}


def test_windows_bundle_leaves_path_without_the_bundle_whatever_the_case() -> None:
    base = {
        "Path": r"C:\Program Files\Recipe Studio\_internal;C:\Windows\system32;C:\Tools",
        "QT_PLUGIN_PATH": r"C:\Program Files\Recipe Studio\_internal\PySide6\plugins",
        "_pyi_archive_file": r"C:\Program Files\Recipe Studio\Recipe Studio.exe",
        "SystemRoot": r"C:\Windows",
    }
    env = child_environment(base, system="win32", bundle=WINDOWS_BUNDLE)
    assert env == {"Path": r"C:\Windows\system32;C:\Tools", "SystemRoot": r"C:\Windows"}


def test_a_folder_that_only_starts_like_the_bundle_is_kept() -> None:
    base = {"PATH": "/opt/recipe-studio-tools/bin:/usr/bin"}
    assert child_environment(base, system="linux", bundle=LINUX_BUNDLE) == base


@pytest.mark.parametrize(
    ("system", "expected"),
    [("win32", {"creationflags": CREATE_NO_WINDOW}), ("linux", {}), ("darwin", {})],
)
def test_windows_children_start_without_a_console_window(
    system: str, expected: dict[str, int]
) -> None:
    assert start_options(system) == expected
    if sys.platform == "win32":
        assert CREATE_NO_WINDOW == subprocess.CREATE_NO_WINDOW  # type: ignore[attr-defined,unused-ignore]


def test_source_runs_have_no_bundle_folders() -> None:
    assert not getattr(sys, "frozen", False)
    assert bundle_folders() == []


def test_a_real_terminal_command_sees_the_clean_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The terminal tool's command, with a bundle's variables in this process: none of
    them reaches the command (checked on the child, not on the dictionary). The loader
    variable saved as ``_ORIG`` comes back on Linux and macOS; Windows' bootloader saves
    none (``SAVED_BY_BOOTLOADER``)."""
    import anyio

    from recipe_studio.tools.terminal import Terminal

    monkeypatch.setenv("_PYI_ARCHIVE_FILE", "/opt/recipe-studio/recipe-studio")
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/recipe-studio/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/home/ada/lib")
    terminal = Terminal(tmp_path, enabled=True)
    # This Python lists its environment: the same command for /bin/sh and cmd.exe.
    show = python_line("-c", "import os; [print(k + '=' + v) for k, v in os.environ.items()]")

    async def run() -> bytes:
        process, out, _err, _timed_out = await terminal._run(show, 30)
        assert process.returncode == 0
        return bytes(out.data)

    lines = anyio.run(run).decode().splitlines()
    assert not [line for line in lines if line.upper().startswith("_PYI")]
    if sys.platform != "win32":
        assert "LD_LIBRARY_PATH=/home/ada/lib" in lines
        assert not [line for line in lines if line.startswith("LD_LIBRARY_PATH_ORIG")]
    assert os.environ["_PYI_ARCHIVE_FILE"]  # this process's own environment is unchanged
