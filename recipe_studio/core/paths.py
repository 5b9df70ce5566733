"""Every location Recipe Studio reads or writes, in one place.

The data folder comes from platformdirs and can be overridden with the
``RECIPE_STUDIO_HOME`` environment variable (or a ``--home`` option that sets it), so
tests and portable installs never touch the user's real folders.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Recipe Studio"
HOME_ENV = "RECIPE_STUDIO_HOME"
RESOURCES_DIR = Path(__file__).resolve().parent.parent.parent / "resources"


def resources_dir() -> Path:
    """Folder of bundled resources (catalogs, examples, icons, translations).

    In a PyInstaller bundle they are in the bundle's data folder (``sys._MEIPASS``).
    """
    override = os.environ.get("RECIPE_STUDIO_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return RESOURCES_DIR


def data_home(home: str | os.PathLike[str] | None = None) -> Path:
    """Root of the user's Studio data: the library, notes, runs, settings."""
    if home is not None:
        return Path(home)
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def library_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return data_home(home) / "recipes"


def notes_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return data_home(home) / "notes"


def runs_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return data_home(home) / "runs"


def recordings_dir(home: str | os.PathLike[str] | None = None) -> Path:
    """Recordings of tool calls (``recipe-studio record``): they hold real results, so
    they stay here, on this computer."""
    return data_home(home) / "recordings"


def default_workspace_dir(home: str | os.PathLike[str] | None = None) -> Path:
    return data_home(home) / "workspace"


def instance_lock_file(home: str | os.PathLike[str] | None = None) -> Path:
    """Held by the running window of this Studio home (one window per user and home)."""
    return data_home(home) / "instance.lock"


def instance_socket_name(home: str | os.PathLike[str] | None = None) -> str:
    """The local socket (a Unix socket, or a named pipe on Windows) on which the running
    window takes the files of a later launch: one per user and Studio home, so tests and
    different homes never talk to each other. Short, because Unix socket paths are.

    The folder is told apart by a CRC-32 of its path, not a cryptographic hash: hashlib
    loads OpenSSL's libcrypto (~4 MB), and a launch must find the window before it has
    loaded anything else; the user's name is part of the name too.
    """
    import getpass
    import re
    import zlib

    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):  # no login name in the environment
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    user = re.sub(r"[^A-Za-z0-9_.-]", "_", user)[:16] or "user"
    folder = str(data_home(home).expanduser().resolve())
    digest = f"{zlib.crc32(folder.encode('utf-8', 'surrogatepass')):08x}"
    return f"rstudio-{user}-{digest}"
