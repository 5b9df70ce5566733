"""Result shapes the Studio has learned: which fields each tool's results have had.

Catalogs often do not say what a tool returns (LMCP's do not), so the step-result picker
would offer nothing but "Whole result" before a run. Instead every real result the Studio
sees — test runs, a tried step, runs from the command line or ``serve`` — and every output
schema a connected server publishes is remembered per server and tool: the paths into the
result (``emails › first › subject``), each with where it came from and when. The picker
offers them (see :meth:`ShapeStore.learned`) when the tool's own schema promises nothing.

Only paths are kept, never values. A list's items count as one shape (``first``), so a
10,000-item result stores as few paths as a one-item one; a tool keeps at most
:data:`MAX_PATHS_PER_TOOL` paths (the most recently seen) and the file stays under
:data:`MAX_FILE_BYTES` (the tools seen longest ago go first).

The store is ``shapes.json`` in the data folder. Every change re-reads the file first and
writes it atomically, so two windows, or a window and the command line, add to each other
(two processes writing at the very same moment may lose one of the two updates, which
costs only relearning it). A file that cannot be read is kept aside as
``shapes.json.broken-<time>`` and the store starts empty: it never stops the app.

Servers are told apart by :func:`server_identity`: the built-in tool server is one
identity wherever its data folder is; any other is a hash of how it is reached (command
and arguments, or URL), so no secret in them is written down. Learned shapes never leave
the machine unless the user exports a catalog with them
(``recipe-studio tools -o FILE --with-learned-shapes``, :func:`catalog_with_learned_shapes`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.file_read import read_regular
from recipe_studio.core.paths import data_home
from recipe_studio.core.schema_paths import schema_paths, value_paths
from recipe_studio.core.settings import BUILTIN_CONNECTION

if TYPE_CHECKING:
    from recipe_studio.core.engine.results import RunResult
    from recipe_studio.core.mcp_client.spec import ServerSpec
    from recipe_studio.core.references import JsonPath

SHAPES_FILE = "shapes.json"
SHAPES_FORMAT = "recipe-studio-shapes"
SHAPES_VERSION = 1
#: The most paths kept per tool and server (the most recently seen stay).
MAX_PATHS_PER_TOOL = 100
#: The file is kept under this size; the tools seen longest ago are dropped first.
MAX_FILE_BYTES = 1_000_000
#: Longer keys are not remembered (a key that long is data, not a field name).
MAX_KEY_CHARS = 120
#: How many items of a list are looked at for the fields its items have.
LIST_ITEMS_SAMPLED = 20
#: The identity of Recipe Studio's own tool server.
BUILTIN_SERVER = "builtin"

#: ``test``: a test run in the window; ``run``: a run from the command line or
#: ``serve``; ``try``: "Try this step"; ``schema``: the server's published output schema.
Source = Literal["test", "run", "try", "schema"]
REAL_SOURCES: tuple[Source, ...] = ("test", "run", "try")


@dataclass(frozen=True)
class LearnedPath:
    """A path into a tool's result, and the sighting the picker names as its origin."""

    path: JsonPath
    #: A real result when there was one (the most recent), else ``schema``.
    source: Source
    #: When that was, ISO 8601 in UTC.
    when: str


#: Given a tool name, what is known of its results on the recipe's server.
ShapeLookup = Callable[[str], Sequence[LearnedPath]]


def no_shapes(_tool: str) -> Sequence[LearnedPath]:
    return ()


def _digest(parts: list[str]) -> str:
    return hashlib.sha256(json.dumps(parts, ensure_ascii=False).encode("utf-8")).hexdigest()[:20]


def server_identity(spec: ServerSpec) -> str:
    """A stable name for a server that reveals nothing of how it is reached (the
    built-in tool server is :data:`BUILTIN_SERVER` instead, wherever its folders are)."""
    where = [spec.kind, spec.url] if spec.kind == "http" else [spec.kind, spec.command, *spec.args]
    return f"{spec.kind}-{_digest(where)}"


def connection_identity(name: str, spec: ServerSpec | None) -> str:
    """The identity of the connection the settings call ``name`` (``spec``: how to reach
    it, ``None`` when it is gone from the settings)."""
    if name == BUILTIN_CONNECTION:
        return BUILTIN_SERVER
    return server_identity(spec) if spec is not None else f"gone-{_digest([name])}"


def timestamp(when: datetime | None = None) -> str:
    return (when or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")


def result_paths(value: Any) -> list[JsonPath]:
    """The paths of a real result worth remembering."""
    return [p for p in value_paths(value, LIST_ITEMS_SAMPLED) if _storable(p)]


def _storable(path: JsonPath) -> bool:
    return bool(path) and all(
        (isinstance(p, int) and p >= 0) or (isinstance(p, str) and 0 < len(p) <= MAX_KEY_CHARS)
        for p in path
    )


def tree_order(paths: Iterable[JsonPath]) -> list[JsonPath]:
    """Parents before their children, siblings in the order they were first seen."""
    order = {path: index for index, path in enumerate(paths)}
    missing = len(order)

    def key(path: JsonPath) -> tuple[int, ...]:
        return tuple(order.get(path[: n + 1], missing) for n in range(len(path)))

    return sorted(order, key=key)


def shape_schema(paths: Iterable[JsonPath]) -> dict[str, Any]:
    """A JSON Schema that says only where fields are (no types of leaves, nothing closed)."""
    root: dict[str, Any] = {}
    for path in paths:
        node = root
        for part in path:
            if isinstance(part, int):
                node = node.setdefault("items", {})
            else:
                node = node.setdefault("properties", {}).setdefault(part, {})

    def typed(node: dict[str, Any]) -> dict[str, Any]:
        if "properties" in node and "items" not in node:
            node["type"] = "object"
        elif "items" in node and "properties" not in node:
            node["type"] = "array"
        for sub in [*node.get("properties", {}).values(), node.get("items")]:
            if isinstance(sub, dict):
                typed(sub)
        return node

    return typed(root)


# --------------------------------------------------------------------------- the file


class _PathEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")

    path: list[StrictStr | StrictInt] = Field(min_length=1)
    #: Source -> when it was last seen from there (sources a newer version wrote are kept).
    seen: dict[str, str]


class _ToolEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")

    updated: str
    paths: list[_PathEntry]


class _ServerEntry(BaseModel):
    model_config = ConfigDict(extra="ignore")

    tools: dict[str, _ToolEntry]


class _ShapesFile(BaseModel):
    model_config = ConfigDict(extra="ignore")

    format: Literal["recipe-studio-shapes"]
    version: int = SHAPES_VERSION
    servers: dict[str, _ServerEntry]


@dataclass
class _Tool:
    updated: str
    #: Path -> {source: when}, in the order first seen.
    paths: dict[JsonPath, dict[str, str]] = field(default_factory=dict)


_Servers = dict[str, dict[str, _Tool]]


def _from_file(parsed: _ShapesFile) -> _Servers:
    servers: _Servers = {}
    for server, entry in parsed.servers.items():
        for name, tool in entry.tools.items():
            paths = {tuple(p.path): dict(p.seen) for p in tool.paths if _storable(tuple(p.path))}
            if paths:
                servers.setdefault(server, {})[name] = _Tool(tool.updated, paths)
    return servers


def _to_file(servers: _Servers) -> dict[str, Any]:
    return {
        "format": SHAPES_FORMAT,
        "version": SHAPES_VERSION,
        "servers": {
            server: {
                "tools": {
                    name: {
                        "updated": tool.updated,
                        "paths": [{"path": list(p), "seen": s} for p, s in tool.paths.items()],
                    }
                    for name, tool in tools.items()
                }
            }
            for server, tools in servers.items()
            if tools
        },
    }


def _encode(servers: _Servers) -> bytes:
    return json.dumps(_to_file(servers), ensure_ascii=False, separators=(",", ":")).encode()


def _fit(servers: _Servers) -> bytes:
    """The file's bytes, after dropping the tools seen longest ago until it fits."""
    data = _encode(servers)
    while len(data) > MAX_FILE_BYTES:
        ranked = sorted(
            (tool.updated, server, name)
            for server, tools in servers.items()
            for name, tool in tools.items()
        )
        if not ranked:
            break
        for _updated, server, name in ranked[: max(1, len(ranked) // 10)]:
            del servers[server][name]
        data = _encode(servers)
    return data


# --------------------------------------------------------------------------- the store


class ShapeStore:
    """The learned shapes in ``path`` (default: ``shapes.json`` in the data folder).

    Safe to use from several threads; every method re-reads the file when it changed.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else data_home() / SHAPES_FILE
        self._lock = threading.Lock()
        self._servers: _Servers = {}
        self._stamp: tuple[int, int] | None = None
        #: Where the last unreadable file was put (``None``: none was).
        self.set_aside: Path | None = None

    # ------------------------------------------------------------------ reading
    def learned(self, server: str, tool: str) -> list[LearnedPath]:
        """What is known of ``tool``'s results on ``server``, parents before children."""
        with self._lock:
            self._reload()
            entry = self._servers.get(server, {}).get(tool)
            if entry is None:
                return []
            found = [_learned(path, seen) for path, seen in entry.paths.items()]
        by_path = {item.path: item for item in found if item is not None}
        return [by_path[path] for path in tree_order(by_path)]

    def tools(self, server: str) -> list[str]:
        with self._lock:
            self._reload()
            return sorted(self._servers.get(server, {}))

    # ------------------------------------------------------------------ learning
    def learn(
        self,
        server: str,
        sightings: Iterable[tuple[str, Sequence[JsonPath], Source]],
        when: datetime | None = None,
    ) -> bool:
        """Remember ``(tool, paths, source)`` sightings on ``server``; one write at most.

        A real result refreshes the date of each path it had; a schema only adds what was
        not known (connecting again changes nothing). Returns whether anything changed.
        """
        stamp = timestamp(when)
        with self._lock:
            self._reload()
            changed = False
            for tool, paths, source in sightings:
                changed |= self._merge(server, tool, paths, source, stamp)
            if changed:
                self._write()
            return changed

    def learn_result(
        self, server: str, tool: str, value: Any, source: Source, when: datetime | None = None
    ) -> bool:
        return self.learn(server, [(tool, result_paths(value), source)], when)

    def learn_run(
        self, server: str, result: RunResult, source: Source, when: datetime | None = None
    ) -> bool:
        """The real results of a run's tool steps that went through (pins are not real)."""
        sightings = [
            (outcome.tool, result_paths(outcome.result), source)
            for outcome in result.steps
            if outcome.status == "ok" and outcome.tool and not outcome.pinned
        ]
        return self.learn(server, sightings, when)

    def learn_catalog(self, server: str, catalog: Catalog, when: datetime | None = None) -> bool:
        """The output schemas a server publishes for its tools."""
        sightings: list[tuple[str, Sequence[JsonPath], Source]] = [
            (tool.name, schema_paths(tool.output_schema), "schema")
            for tool in catalog.tools.values()
            if tool.output_schema
        ]
        return self.learn(server, sightings, when)

    def _merge(
        self, server: str, tool: str, paths: Sequence[JsonPath], source: Source, stamp: str
    ) -> bool:
        paths = [p for p in paths if _storable(p)]
        if not paths:
            return False
        entry = self._servers.setdefault(server, {}).setdefault(tool, _Tool(stamp))
        changed = False
        for path in paths:
            seen = entry.paths.setdefault(path, {})
            if source == "schema" and source in seen:
                continue
            if seen.get(source) != stamp:
                seen[source] = stamp
                changed = True
        if changed:
            entry.updated = max(entry.updated, stamp)
            if len(entry.paths) > MAX_PATHS_PER_TOOL:
                newest = sorted(entry.paths, key=lambda p: max(entry.paths[p].values()))
                dropped = set(newest[: len(entry.paths) - MAX_PATHS_PER_TOOL])
                entry.paths = {p: s for p, s in entry.paths.items() if p not in dropped}
        return changed

    # ------------------------------------------------------------------ the file
    def _reload(self) -> None:
        try:
            stat = self.path.stat()
        except FileNotFoundError:
            self._servers, self._stamp = {}, None
            return
        except OSError:
            return  # unreachable for now: keep what is known
        stamp = (stat.st_mtime_ns, stat.st_size)
        if stamp == self._stamp:
            return
        try:
            raw, _stat = read_regular(self.path, 4 * MAX_FILE_BYTES)  # never blocks on a pipe
            if raw is None:
                raise ValueError("the file is far larger than this store ever writes")
            parsed = _ShapesFile.model_validate(json.loads(raw))
        except OSError:
            return
        except (ValueError, ValidationError, RecursionError):
            self._keep_aside()
            self._servers, self._stamp = {}, None
            return
        self._servers, self._stamp = _from_file(parsed), stamp

    def _keep_aside(self) -> None:
        aside = self.path.with_name(
            f"{self.path.name}.broken-{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%f')}"
        )
        with contextlib.suppress(OSError):
            os.replace(self.path, aside)
            self.set_aside = aside

    def _write(self) -> None:
        data = _fit(self._servers)
        try:
            write_atomic(self.path, data)
            stat = self.path.stat()
        except OSError:
            return  # a read-only or full disk: what was learned still counts in memory
        self._stamp = (stat.st_mtime_ns, stat.st_size)


def _learned(path: JsonPath, seen: Mapping[str, str]) -> LearnedPath | None:
    real = [(when, source) for source, when in seen.items() if source in REAL_SOURCES]
    if real:
        when, source = max(real)
        return LearnedPath(path, source, when)
    if "schema" in seen:
        return LearnedPath(path, "schema", seen["schema"])
    return None


# --------------------------------------------------------------------------- export


LEARNED_COMMENT = (
    "Learned by Recipe Studio from the results seen on this computer; "
    "the tool itself does not publish this shape."
)


def catalog_with_learned_shapes(catalog: Catalog, store: ShapeStore, server: str) -> Catalog:
    """``catalog`` with learned paths as the output schema of tools that publish none."""
    tools: list[ToolInfo] = []
    for tool in catalog.tools.values():
        learned = [] if tool.output_schema else store.learned(server, tool.name)
        if learned:
            schema = {"$comment": LEARNED_COMMENT, **shape_schema(p.path for p in learned)}
            tool = ToolInfo.model_validate({**tool.to_json(), "output_schema": schema})
        tools.append(tool)
    return Catalog(catalog.name, {t.name: t for t in tools}, catalog.complete, catalog.source)
