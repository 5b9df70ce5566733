"""Recipe Studio uses only the MCP SDK's public surface (``mcp`` and ``mcp_types``): a
private module, name or attribute can change or vanish in any SDK release, silently.

Read from the source (AST), also inside functions: no import of a module path with a
segment starting with ``_``, no ``_name`` imported from the SDK, and no private attribute
of an SDK object: nothing of a ``session`` but its public methods, no ``_dispatcher``
anywhere, no private name of the SDK's classes on anything but our own objects (read off
the installed SDK's source), and no override or ``super()`` call of a private method in a
class built on an SDK class.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path

import recipe_studio

ROOT = Path(recipe_studio.__file__).resolve().parent
SDK_ROOTS = ("mcp", "mcp_types")
#: Attributes that are never ours to touch, whatever object holds them.
ALWAYS_PRIVATE = frozenset({"_dispatcher"})
ATTRIBUTE_FUNCTIONS = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def is_sdk_module(module: str | None) -> bool:
    return module is not None and module.split(".")[0] in SDK_ROOTS


def class_private_names(tree: ast.AST) -> set[str]:
    """The private names the classes in ``tree`` define: methods, class attributes and
    ``self._x`` assignments."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for item in ast.walk(node):
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(item.name)
            elif isinstance(item, ast.Name) and isinstance(item.ctx, ast.Store):
                names.add(item.id)
            elif isinstance(item, ast.Attribute) and isinstance(item.ctx, ast.Store):
                names.add(item.attr if last_identifier(item.value) in ("self", "cls") else "")
    return {name for name in names if is_private(name)}


@functools.cache
def sdk_private_names() -> frozenset[str]:
    """Every private name the installed SDK's classes define."""
    names: set[str] = set()
    for root in SDK_ROOTS:
        spec = importlib.util.find_spec(root)
        assert spec is not None, f"{root} is not installed"
        for location in spec.submodule_search_locations or ():
            for path in Path(location).rglob("*.py"):
                names |= class_private_names(ast.parse(path.read_text(encoding="utf-8")))
    return frozenset(names)


@functools.cache
def our_modules() -> tuple[tuple[str, ast.Module], ...]:
    """Every module of recipe_studio, parsed: (path from the repository, tree)."""
    return tuple(
        (path.relative_to(ROOT.parent).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(ROOT.rglob("*.py"))
    )


@functools.cache
def our_private_names() -> frozenset[str]:
    """The private names our own classes define (an SDK-built class's count as the SDK's)."""
    names: set[str] = set()
    for _, tree in our_modules():
        sdk_names = imported_sdk_names(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and not built_on_sdk(node, sdk_names):
                names |= class_private_names(ast.Module(body=[node], type_ignores=[]))
    return frozenset(names)


def imported_sdk_names(tree: ast.AST) -> set[str]:
    """The local names bound to SDK modules or objects by the imports in ``tree``."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if is_sdk_module(alias.name):
                    names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and is_sdk_module(node.module):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


def built_on_sdk(node: ast.ClassDef, sdk_names: set[str]) -> bool:
    for base in node.bases:
        while isinstance(base, ast.Attribute | ast.Subscript):
            base = base.value
        if isinstance(base, ast.Name) and base.id in sdk_names:
            return True
    return False


def last_identifier(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call):
        return last_identifier(node.func)
    return ""


@dataclass
class Checker(ast.NodeVisitor):
    """Walks one module and notes every use of the SDK's private surface."""

    filename: str
    sdk_private: frozenset[str]
    ours: frozenset[str]
    sdk_names: set[str] = field(default_factory=set)
    found: list[str] = field(default_factory=list)
    _sdk_classes: list[bool] = field(default_factory=list)

    def note(self, node: ast.AST, what: str) -> None:
        self.found.append(f"{self.filename}:{getattr(node, 'lineno', '?')}: {what}")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if is_sdk_module(alias.name) and any(map(is_private, alias.name.split("."))):
                self.note(node, f"imports the private module {alias.name}")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if not is_sdk_module(node.module):
            return
        assert node.module is not None
        if any(map(is_private, node.module.split("."))):
            self.note(node, f"imports from the private module {node.module}")
        for alias in node.names:
            if is_private(alias.name):
                self.note(node, f"imports the private name {alias.name} from {node.module}")

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._sdk_classes.append(built_on_sdk(node, self.sdk_names))
        self.generic_visit(node)
        self._sdk_classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if self._sdk_classes and self._sdk_classes[-1] and node.name in self.sdk_private:
            self.note(node, f"overrides the SDK's private method {node.name}")
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Attribute(self, node: ast.Attribute) -> None:
        self.check_access(node, node.value, node.attr)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func, args = node.func, node.args
        if isinstance(func, ast.Name) and func.id in ATTRIBUTE_FUNCTIONS and len(args) >= 2:
            name = args[1]
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                self.check_access(node, args[0], name.value)
        self.generic_visit(node)

    def check_access(self, node: ast.AST, base: ast.expr, name: str) -> None:
        if not is_private(name):
            return
        owner = last_identifier(base)
        in_sdk_class = bool(self._sdk_classes) and self._sdk_classes[-1]
        on_self = owner in ("self", "cls", "super")
        if name in ALWAYS_PRIVATE:
            self.note(node, f"uses the SDK's private {name}")
        elif "session" in owner.lower():
            self.note(node, f"uses the private {name} of a session")
        elif on_self and in_sdk_class and name in self.sdk_private:
            self.note(node, f"uses the SDK's private {name} of a class built on the SDK's")
        elif not on_self and name in self.sdk_private and name not in self.ours:
            self.note(node, f"uses the SDK's private {name}")


def sdk_private_uses(source: str | ast.Module, filename: str) -> list[str]:
    tree = ast.parse(source, filename) if isinstance(source, str) else source
    checker = Checker(filename, sdk_private_names(), our_private_names())
    checker.sdk_names = imported_sdk_names(tree)
    checker.visit(tree)
    return checker.found


def test_the_sdk_is_used_through_its_public_surface_only() -> None:
    found: list[str] = []
    for relative, tree in our_modules():
        found += sdk_private_uses(tree, relative)
    assert found == [], "private parts of the MCP SDK are used:\n" + "\n".join(found)


PLANTED = """
import mcp.client._transport
from mcp.shared._compat import resync_tracer
from mcp_types import _methods
from mcp.client.session import ClientSession


class Signing(ClientSession):
    async def _initialize(self):
        await super()._initialize()


async def send(session, host, server):
    session._stamp({}, {})
    await host._session._dispatcher.send_raw_request("tools/call", {}, {})
    return getattr(server, "_lowlevel_server", None)
"""

CLEAN = """
import os
import sys
from mcp.client.session import ClientSession


class Ours:
    def __init__(self):
        self._lock = None
        self._session = None

    async def ping(self):
        await self._session.send_ping()
        return self._lock, getattr(sys, "_MEIPASS", None), getattr(self, "_stale", False)


def quit():
    os._exit(1)
"""


def test_the_check_finds_each_planted_use_of_the_private_surface() -> None:
    found = sdk_private_uses(PLANTED, "planted.py")
    text = "\n".join(found)
    for what in (
        "planted.py:2: imports the private module mcp.client._transport",
        "planted.py:3: imports from the private module mcp.shared._compat",
        "planted.py:4: imports the private name _methods from mcp_types",
        "planted.py:9: overrides the SDK's private method _initialize",
        "planted.py:10: uses the SDK's private _initialize of a class built on the SDK's",
        "planted.py:14: uses the private _stamp of a session",
        "planted.py:15: uses the SDK's private _dispatcher",
        "planted.py:16: uses the SDK's private _lowlevel_server",
    ):
        assert what in text
    assert len(found) == 8, text


def test_the_check_leaves_our_own_private_attributes_alone() -> None:
    assert sdk_private_uses(CLEAN, "clean.py") == []
