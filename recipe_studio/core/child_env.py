"""The environment and start options of every program the Studio starts (stdio servers,
the terminal tool's commands, ``serve`` targets, helper programs).

A PyInstaller bundle changes its own environment before any Python runs, and a child
would inherit it: the bootloader points ``LD_LIBRARY_PATH`` at the bundle's libraries
(saving the user's value as ``LD_LIBRARY_PATH_ORIG``) and adds ``_PYI_*`` variables; the
Qt run-time hook sets ``QT_PLUGIN_PATH`` and ``QML2_IMPORT_PATH`` to the bundle, puts the
bundle first on ``PATH`` (Windows) or ``DYLD_LIBRARY_PATH`` (a macOS folder build). An
``npx``/``uvx`` server would then load the bundle's libssl or libstdc++, a Qt program our
Qt plugins. :func:`child_environment` gives back the user's environment as it was before
the loader changed it; it is a pure function of its arguments, so it is tested for all
three systems on any one.

The built-in tool server is the bundle's own binary: it gets the same clean environment
and its bootloader sets the bundle's up again, exactly as when the user starts the app
(handing it ours would make its bootloader save our changed ``LD_LIBRARY_PATH`` as the
"original", which its own children would then get back).

On Windows the bootloader also calls ``SetDllDirectoryW(<bundle>)``, which every child
inherits: :func:`release_dll_directory` undoes it once at start, and
:func:`start_options` starts children without a console window.
"""

from __future__ import annotations

import os
import sys
from pathlib import PurePath, PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

#: Loader variables the PyInstaller bootloader saves as ``<NAME>_ORIG`` before it changes
#: them, per system (``sys.platform`` values; other POSIX systems are treated as Linux).
SAVED_BY_BOOTLOADER = {
    "linux": ("LD_LIBRARY_PATH",),
    "darwin": ("DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH", "LD_LIBRARY_PATH"),
    "win32": (),
}
#: Path lists that may hold the bundle's folders (set by the bootloader or a run-time hook).
PATH_LISTS = (
    "PATH",
    "LD_LIBRARY_PATH",
    "DYLD_LIBRARY_PATH",
    "DYLD_FRAMEWORK_PATH",
    "QT_PLUGIN_PATH",
    "QML2_IMPORT_PATH",
    "QML_IMPORT_PATH",
)
#: Prefixes of the variables only a PyInstaller bootloader reads (``_PYI_ARCHIVE_FILE``,
#: ``_PYI_PARENT_PROCESS_LEVEL``, ``_PYI_APPLICATION_HOME_DIR``, ``_MEIPASS2`` ...).
PRIVATE_PREFIXES = ("_PYI_", "_MEIPASS")

#: Windows process creation flags (``subprocess`` defines them on Windows only).
CREATE_NO_WINDOW = 0x08000000
CREATE_NEW_PROCESS_GROUP = 0x00000200


def _system_key(system: str) -> str:
    if system.startswith("win"):
        return "win32"
    return "darwin" if system == "darwin" else "linux"


def _path_type(system: str) -> type[PurePath]:
    return PureWindowsPath if _system_key(system) == "win32" else PurePosixPath


def _inside(entry: str, roots: Iterable[str], system: str) -> bool:
    path_type = _path_type(system)
    try:
        path = path_type(entry)
    except (TypeError, ValueError):
        return False
    if not path.is_absolute():
        return False
    return any(path == path_type(root) or path_type(root) in path.parents for root in roots)


def _without_bundle(value: str, roots: list[str], system: str) -> str:
    separator = ";" if _system_key(system) == "win32" else ":"
    kept = [part for part in value.split(separator) if not _inside(part, roots, system)]
    return separator.join(kept)


def child_environment(
    base: Mapping[str, str],
    *,
    system: str = sys.platform,
    bundle: Iterable[str] | None = None,
) -> dict[str, str]:
    """``base`` (usually ``os.environ``) as a program the Studio starts should see it.

    ``bundle`` are the frozen app's folders (:func:`bundle_folders`; empty when
    running from source). Always: the bootloader's private variables go, and every loader
    variable it saved as ``<NAME>_ORIG`` gets that value back (or goes, when the saved
    value is empty). In a bundle also: the bundle's folders are taken out of the path
    lists (``PATH``, ``QT_PLUGIN_PATH`` ...), a list left empty goes. From source, the
    user's own ``LD_LIBRARY_PATH`` and the rest are left as they are.
    """
    roots = list(bundle_folders() if bundle is None else bundle)
    key = _system_key(system)
    fold = str.upper if key == "win32" else str  # Windows names ignore case
    env: dict[str, str] = {}
    names: dict[str, str] = {}  # folded name -> the spelling kept
    for name, value in base.items():
        if fold(name).startswith(PRIVATE_PREFIXES):
            continue
        names[fold(name)] = name
        env[name] = value
    for variable in SAVED_BY_BOOTLOADER[key]:
        saved = names.pop(fold(variable + "_ORIG"), None)
        if saved is None:
            continue
        original = env.pop(saved)
        current = names.pop(fold(variable), None)
        if current is not None:
            del env[current]
        if original:
            env[variable] = original
            names[fold(variable)] = variable
    if roots:
        for variable in PATH_LISTS:
            current = names.get(fold(variable))
            if current is None:
                continue
            cleaned = _without_bundle(env[current], roots, system)
            if cleaned.strip(";:"):
                env[current] = cleaned
            else:
                del env[current]
                del names[fold(variable)]
    return env


def bundle_folders() -> list[str]:
    """The frozen app's own folders (none from source): the folder of its binary and the
    one of its libraries (``_internal``; ``Contents/Frameworks`` in a macOS app)."""
    if not getattr(sys, "frozen", False):
        return []
    roots = [os.path.dirname(os.path.abspath(sys.executable))]
    libraries = getattr(sys, "_MEIPASS", None)
    if isinstance(libraries, str):
        roots.append(libraries)
        if sys.platform == "darwin" and libraries.endswith("Frameworks"):
            roots.append(os.path.dirname(libraries))  # Contents/ (Resources, MacOS too)
    return list(dict.fromkeys(roots))


def start_options(system: str = sys.platform) -> dict[str, Any]:
    """Keyword arguments for ``subprocess`` / ``anyio.open_process`` beyond the env.

    Windows: ``CREATE_NO_WINDOW``, so no console window flashes up for a console program
    started by the windowed app; the child gets a hidden console of its own, so it never
    shares (nor gets the Ctrl-C events of) the console ``recipe-studio run`` runs in,
    which is why ``DETACHED_PROCESS`` is not needed: a detached program that starts a
    console program of its own would make that one open a visible console.
    """
    if _system_key(system) == "win32":
        return {"creationflags": CREATE_NO_WINDOW}
    return {}


_dll_directory_cookie: Any = None


def release_dll_directory() -> bool:
    """In a frozen app on Windows: undo the bootloader's ``SetDllDirectoryW(<bundle>)``,
    which every child process would inherit (a program started by the app would load the
    bundle's DLLs first). The bundle's folder stays on the app's own safe DLL search path
    (``os.add_dll_directory``), which is what Python uses for extension modules and
    ``ctypes``. True when it was done."""
    global _dll_directory_cookie
    if sys.platform != "win32" or not getattr(sys, "frozen", False):
        return False
    import ctypes

    libraries = getattr(sys, "_MEIPASS", None)
    if isinstance(libraries, str) and _dll_directory_cookie is None:
        _dll_directory_cookie = os.add_dll_directory(libraries)  # type: ignore[attr-defined,unused-ignore]
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
    return bool(kernel32.SetDllDirectoryW(None))
