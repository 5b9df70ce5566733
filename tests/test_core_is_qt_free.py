"""The core, and ``serve`` built on it, must stay importable without Qt (DEVELOPERS.md)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from types import ModuleType

import pytest

import recipe_studio.core
import recipe_studio.serve


@pytest.mark.parametrize(
    ("package", "expected"),
    [
        (recipe_studio.core, "recipe_studio.core.validation"),
        (recipe_studio.serve, "recipe_studio.serve.server"),
    ],
)
def test_importing_every_module_loads_no_qt(package: ModuleType, expected: str) -> None:
    name = package.__name__
    modules = [name, *(info.name for info in pkgutil.walk_packages(package.__path__, f"{name}."))]
    assert expected in modules
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
    assert result.stdout.strip() == "", f"{name} imported Qt: {result.stdout}"


def test_the_check_itself_notices_qt() -> None:
    code = "import sys, PySide6.QtCore; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "True"
