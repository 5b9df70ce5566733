"""The core must stay importable without Qt (DEVELOPERS.md)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import recipe_studio.core


def test_importing_every_core_module_loads_no_qt() -> None:
    modules = [
        info.name
        for info in pkgutil.walk_packages(recipe_studio.core.__path__, "recipe_studio.core.")
    ]
    assert "recipe_studio.core.validation" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"core imported Qt: {result.stdout}"


def test_the_check_itself_notices_qt() -> None:
    code = "import sys, PySide6.QtCore; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "True"
