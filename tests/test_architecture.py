"""The shape the project keeps (docs/architecture.md): Qt only in the GUI, no import
circles in any package or subpackage (an import as :func:`module_imports` counts it), GUI
modules small enough to read in one sitting, short functions."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import recipe_studio

if TYPE_CHECKING:
    from collections.abc import Iterator

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


def _resolved(node: ast.Import | ast.ImportFrom, modules: set[str]) -> list[str]:
    """The modules of ``modules`` an import statement loads: ``from pkg import sub`` is
    ``pkg.sub`` when that is a module (Python imports the submodule), else ``pkg``."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names if alias.name in modules]
    if not node.module:
        return []
    found = []
    for alias in node.names:
        sub = f"{node.module}.{alias.name}"
        found.append(sub if sub in modules else node.module)
    return [name for name in found if name in modules]


def module_imports(path: Path, modules: set[str]) -> set[str]:
    """Every module of ``modules`` that ``path`` imports, wherever the import is written.

    An import inside a function counts: it runs when the function is called, and an
    import moved into a function so that two modules can load is still a circle — each
    needs the other, neither can be read, tested or moved alone. An import under
    ``TYPE_CHECKING`` counts too: it never runs, but a module naming its caller's class
    (to take it as an argument) depends on that caller as surely, and a package's lazy
    ``__init__`` shows what it re-exports only there. Importing ``pkg.sub`` also runs
    ``pkg/__init__`` first; that is not an edge, since an ``__init__`` that only
    re-exports its modules points down at them.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.update(_resolved(node, modules))
    return found


def import_graph(package: str) -> dict[str, set[str]]:
    """Which modules of ``package`` (its subpackages included) each of them imports."""
    inside = {module_name(p): p for p in source_files() if module_name(p).startswith(package)}
    return {name: module_imports(path, set(inside)) - {name} for name, path in inside.items()}


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


#: Every package and subpackage (``recipe_studio`` itself, for ``cli.py`` and the other
#: top-level modules), each checked as a whole: a circle through a subpackage counts too.
PACKAGES = sorted(module_name(path.parent / "__init__.py") for path in ROOT.rglob("__init__.py"))


def test_every_package_is_checked_for_circles() -> None:
    expected = {"recipe_studio", "recipe_studio.core", "recipe_studio.core.library"}
    expected |= {"recipe_studio.gui", "recipe_studio.gui.run", "recipe_studio.tools"}
    expected |= {"recipe_studio.commands", "recipe_studio.serve"}
    assert expected <= set(PACKAGES)
    assert "recipe_studio.cli" in import_graph("recipe_studio")


@pytest.mark.parametrize("package", PACKAGES)
def test_modules_import_each_other_without_circles(package: str) -> None:
    graph = import_graph(package)
    assert len(graph) > 1  # the package was found
    assert cycles(graph) == []


def test_the_graph_sees_imports_in_functions_and_submodules(tmp_path: Path) -> None:
    source = tmp_path / "mod.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from pkg import sub, NAME\n"
        "if TYPE_CHECKING:\n"
        "    import pkg.typed\n"
        "def later():\n"
        "    from pkg.lazy import f\n",
        encoding="utf-8",
    )
    modules = {"pkg", "pkg.sub", "pkg.typed", "pkg.lazy", "pkg.unused"}
    assert module_imports(source, modules) == {"pkg", "pkg.sub", "pkg.typed", "pkg.lazy"}


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


#: Packages whose ``__init__`` is a face: a re-export for the code outside, loaded lazily.
FACES = ("recipe_studio.core.library",)


def face_imports_inside(package: str) -> list[str]:
    """Imports, by modules of ``package``, that go through the package's own ``__init__``
    (``from package import x``, ``from . import x``) rather than naming the sibling."""
    found = []
    for path in source_files():
        name = module_name(path)
        if not name.startswith(package + ".") or path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _absolute(node, name) == package:
                found.append(f"{name}:{node.lineno}")
    return found


def _absolute(node: ast.ImportFrom, importer: str) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")[: -node.level]
    return ".".join([*base, node.module] if node.module else base)


@pytest.mark.parametrize("package", FACES)
def test_nothing_inside_a_package_imports_its_face(package: str) -> None:
    """The face points down at the modules; a module that imported it back would close a
    circle through every module the face re-exports (and load them all, lazily or not)."""
    assert len(modules_under(package)) > 5
    assert face_imports_inside(package) == []


def test_the_face_check_sees_an_import_through_the_face() -> None:
    # gui.run's plain __init__ is no face, and its modules import siblings through it.
    assert face_imports_inside("recipe_studio.gui.run") != []


#: The GUI's rooms, top first (docs/architecture.md): a room imports only rooms after it
#: and the shared modules at the top of ``gui/``, which import no room.
ROOM_ORDER = (
    "start",
    "window",
    "welcome",
    "editor",
    "inspector",
    "run",
    "sharing",
    "library",
    "versions",
    "recipe",
    "fields",
)
GUI = "recipe_studio.gui"


def room_of(module: str) -> str:
    """The room of a GUI module; ``""`` for a shared module at the top of ``gui/``."""
    parts = module.removeprefix(GUI + ".").split(".")
    return parts[0] if len(parts) > 1 or parts[0] in ROOM_ORDER else ""


def rank(room: str) -> int:
    return ROOM_ORDER.index(room) if room else len(ROOM_ORDER)


def layering_breaks(graph: dict[str, set[str]]) -> list[str]:
    """Imports between GUI modules that point up the declared order (or into a room
    from a shared module)."""
    return [
        f"{module} -> {target}"
        for module, targets in sorted(graph.items())
        for target in sorted(targets)
        if target != GUI and room_of(target) != room_of(module)
        if rank(room_of(target)) < rank(room_of(module))
    ]


def test_every_gui_module_is_in_a_declared_room_or_shared() -> None:
    rooms = {room_of(m) for m in import_graph(GUI) if m != GUI} - {""}
    assert rooms == set(ROOM_ORDER)
    shared = [m for m in import_graph(GUI) if m != GUI and not room_of(m)]
    assert len(shared) <= 12, shared


def test_gui_rooms_import_only_rooms_below_them() -> None:
    assert layering_breaks(import_graph(GUI)) == []


def test_the_layering_check_sees_an_import_up_the_order() -> None:
    graph = {f"{GUI}.fields.tokens": {f"{GUI}.window.main_window"}, f"{GUI}.texts": set()}
    assert layering_breaks(graph) == [f"{GUI}.fields.tokens -> {GUI}.window.main_window"]
    assert layering_breaks({f"{GUI}.texts": {f"{GUI}.recipe.session"}}) != []


def private_imports_across_rooms() -> list[str]:
    """Imports of a private module (``_name``) or a private name of another room."""
    found = []
    for path in source_files():
        module = module_name(path)
        if not module.startswith(GUI + "."):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not (node.module or "").startswith(GUI):
                continue
            target = node.module or ""
            if room_of(target) == room_of(module) and target.count(".") > 2:
                continue
            hidden = [part for part in target.split(".") if part.startswith("_")]
            hidden += [alias.name for alias in node.names if alias.name.startswith("_")]
            if hidden:
                found.append(f"{module}: {target} {hidden}")
    return found


def test_no_room_imports_another_rooms_private_parts() -> None:
    assert private_imports_across_rooms() == []
