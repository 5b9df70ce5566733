"""The shape the project keeps (docs/architecture.md): Qt only in the GUI, no import
circles inside any package, GUI modules small enough to read in one sitting, short
functions."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import recipe_studio

ROOT = Path(recipe_studio.__file__).resolve().parent
#: Packages that must never import Qt: the core and the servers other apps talk to.
QT_FREE = ("recipe_studio.core", "recipe_studio.tools", "recipe_studio.serve")
MAX_GUI_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


def modules_under(package: str) -> list[str]:
    path = ROOT.parent / package.replace(".", "/")
    found = [package]
    found += [info.name for info in pkgutil.walk_packages([str(path)], package + ".")]
    return found


def source_files() -> Iterator[Path]:
    yield from sorted(ROOT.rglob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@pytest.mark.parametrize("package", QT_FREE)
def test_importing_every_module_loads_no_qt(package: str) -> None:
    modules = modules_under(package)
    assert len(modules) > 3
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
    assert result.stdout.strip() == "", f"{package} imported Qt: {result.stdout}"


@pytest.mark.parametrize("package", QT_FREE)
def test_no_qt_import_is_written_anywhere_in_the_qt_free_packages(package: str) -> None:
    """Also imports inside functions, which importing the modules does not run."""
    written = [
        f"{module_name(path)}: {name}"
        for path in source_files()
        if module_name(path).startswith(package)
        for name in imported_names(path)
        if name.startswith(("PySide6", "shiboken6"))
    ]
    assert written == []


def test_the_check_itself_notices_qt() -> None:
    code = "import sys, PySide6.QtCore; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "True"


def imported_names(path: Path) -> list[str]:
    """Every module ``path`` imports, wherever the import is (TYPE_CHECKING, functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def import_graph(package: str) -> dict[str, set[str]]:
    """Which modules of ``package`` (its subpackages included) each of them imports."""
    inside = {module_name(p): p for p in source_files() if module_name(p).startswith(package + ".")}
    graph: dict[str, set[str]] = {}
    for name, path in inside.items():
        targets = {n for n in imported_names(path) if n in inside and n != name}
        graph[name] = targets - {package}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


#: Every package, each checked as a whole (a circle through a subpackage counts too).
PACKAGES = (
    "recipe_studio.gui",
    pytest.param(
        "recipe_studio.core",
        marks=pytest.mark.xfail(
            strict=True,
            reason="known circles, still to untangle: problems <-> problem_text "
            "(Problem.message renders its English through problem_text), and core.library's "
            "modules importing their own package, whose __init__ imports them",
        ),
    ),
    "recipe_studio.core.engine",
    "recipe_studio.core.mcp_client",
    "recipe_studio.core.profiles",
    "recipe_studio.core.validation",
    "recipe_studio.core.recording",
    "recipe_studio.tools",
    "recipe_studio.serve",
    "recipe_studio.commands",
)


@pytest.mark.parametrize("package", PACKAGES)
def test_modules_import_each_other_without_circles(package: str) -> None:
    graph = import_graph(package)
    assert len(graph) > 3  # the package was found
    assert cycles(graph) == []


def test_the_circle_check_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_gui_modules_stay_small() -> None:
    big = [
        f"{path.relative_to(ROOT.parent)} ({count} lines)"
        for path in source_files()
        if module_name(path).startswith("recipe_studio.gui")
        and (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_GUI_MODULE_LINES
    ]
    assert big == []


def test_functions_stay_short() -> None:
    long = []
    for path in source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    long.append(f"{module_name(path)}.{node.name} ({length} lines)")
    assert long == []
