"""Tool catalogs: what tools exist, their schemas, and whether they change state.

A catalog file is JSON in the format documented in ``docs/catalog-format.md``::

    {"format": "recipe-studio-catalog", "version": 1, "name": "...", "complete": false,
     "tools": [{"name", "description", "input_schema", "output_schema", "effect",
                "confirm", "platforms", "schema_known", "role", "destructive",
                "task_support"}]}

``complete`` says whether a tool missing from the catalog is certainly unknown (an
error) or possibly just unlisted (a warning).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from recipe_studio.core.manifest_io import UnreadableFile, read_json_file
from recipe_studio.core.paths import resources_dir
from recipe_studio.core.problem_text import ENGLISH

CATALOG_FORMAT = "recipe-studio-catalog"
CATALOG_VERSION = 1
OPEN_SCHEMA: dict[str, Any] = {"type": "object"}

Effect = Literal["read", "write"]
Role = Literal["tool", "gateway", "workflow", "creation"]
#: MCP ``execution.taskSupport``: whether the tool runs as a background task.
TaskSupport = Literal["forbidden", "optional", "required"]


class CatalogError(Exception):
    """A catalog file that cannot be used; the message says where and why."""


class ToolInfo(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)

    name: str = Field(min_length=1)
    description: str = ""
    input_schema: dict[str, Any] = Field(default_factory=lambda: dict(OPEN_SCHEMA))
    output_schema: dict[str, Any] | None = None
    effect: Effect = "write"
    confirm: bool = False
    platforms: list[str] = Field(default_factory=list)
    schema_known: bool = True
    role: Role = "tool"
    #: Whether a ``write`` tool may delete or overwrite what is there (MCP's
    #: ``destructiveHint``); ``None`` when nobody said, which counts as destructive.
    destructive: bool | None = None
    task_support: TaskSupport = "forbidden"
    #: The tool's title (a live server's, in its language) and titles, descriptions and
    #: step sentences per language (bundled catalogs); read through ``core.titles``.
    title: str = ""
    titles: dict[str, str] = Field(default_factory=dict)
    descriptions: dict[str, str] = Field(default_factory=dict)
    sentence: list[str] = Field(default_factory=list)
    sentences: dict[str, list[str]] = Field(default_factory=dict)
    #: Argument titles per language for a tool whose schema must stay as published.
    argument_titles: dict[str, dict[str, str]] = Field(default_factory=dict)
    #: Argument values that make the tool preview unless confirmed (empty: any call).
    confirm_when: dict[str, list[Any]] = Field(default_factory=dict)

    @property
    def changes_state(self) -> bool:
        return self.effect == "write"

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        if data.get("destructive") is None:
            # Unknown is the default: catalogs that never said stay as they were written.
            data.pop("destructive", None)
        if data.get("task_support") == "forbidden":
            data.pop("task_support", None)  # the default, as for "destructive"
        for key in _WORDS_FIELDS:
            if not data.get(key):
                data.pop(key, None)  # catalogs without words stay as they were written
        return data


_WORDS_FIELDS = (
    "title",
    "titles",
    "descriptions",
    "sentence",
    "sentences",
    "argument_titles",
    "confirm_when",
)


class _CatalogFile(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["recipe-studio-catalog"]
    version: int = CATALOG_VERSION
    name: str = "Catalog"
    source: str = ""
    complete: bool = False
    tools: list[ToolInfo]


@dataclass
class Catalog:
    name: str
    tools: dict[str, ToolInfo] = field(default_factory=dict)
    complete: bool = False
    source: str = ""

    def get(self, name: str) -> ToolInfo | None:
        return self.tools.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self.tools

    def __len__(self) -> int:
        return len(self.tools)

    def search(self, text: str) -> list[ToolInfo]:
        needle = text.strip().lower()
        return [
            tool
            for tool in self.tools.values()
            if not needle or needle in tool.name.lower() or needle in tool.description.lower()
        ]

    def merged_with(self, other: Catalog, name: str | None = None) -> Catalog:
        """This catalog with ``other``'s entries added; ``other`` wins on a clash."""
        tools = {**self.tools, **other.tools}
        return Catalog(
            name or f"{self.name} + {other.name}", tools, self.complete and other.complete
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": CATALOG_FORMAT,
            "version": CATALOG_VERSION,
            "name": self.name,
            "source": self.source,
            "complete": self.complete,
            "tools": [tool.to_json() for tool in self.tools.values()],
        }

    @classmethod
    def from_tools(
        cls, name: str, tools: Iterable[ToolInfo], *, complete: bool, source: str = ""
    ) -> Catalog:
        return cls(name, {tool.name: tool for tool in tools}, complete, source)


EMPTY_CATALOG = Catalog("no catalog", {}, complete=False)


def catalog_from_json(data: Any, origin: str = "catalog") -> Catalog:
    if not isinstance(data, Mapping):
        raise CatalogError(f"{origin}: a catalog must be a JSON object")
    if data.get("format") != CATALOG_FORMAT:
        raise CatalogError(f'{origin}: "format" must be "{CATALOG_FORMAT}"')
    try:
        parsed = _CatalogFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise CatalogError(f"{origin}: {where}: {first['msg']}") from None
    seen: set[str] = set()
    for index, tool in enumerate(parsed.tools):
        if tool.name in seen:
            raise CatalogError(f"{origin}: tools.{index}: the tool {tool.name!r} is listed twice")
        seen.add(tool.name)
        if tool.input_schema.get("type", "object") != "object":
            raise CatalogError(f"{origin}: tools.{index}.input_schema: must describe an object")
    return Catalog.from_tools(parsed.name, parsed.tools, complete=parsed.complete, source=origin)


def load_catalog(path: str | Path) -> Catalog:
    """Read a catalog file; any defect raises :class:`CatalogError` naming the place.

    The file is parsed as a recipe is, so every limit of a recipe file (size, depth,
    digits of a number, length of a text) holds for a catalog too."""
    path = Path(path)
    try:
        loaded = read_json_file(path)
    except UnreadableFile as exc:
        raise CatalogError(str(exc)) from None
    if not loaded.ok:
        first = next(p for p in loaded.problems if p.is_error)
        where = first.location.render()
        place = f"{path}:{where}" if where != "recipe" else str(path)
        raise CatalogError(f"{place}: {ENGLISH.sentence(first)}")
    return catalog_from_json(loaded.data, str(path))


BUNDLED_CATALOGS: dict[str, str] = {
    "macos": "lmcp-macos.json",
    "macos-1": "lmcp-macos.json",
    "windows": "lmcp-windows.json",
    "windows-1": "lmcp-windows.json",
    "custom-tool": "custom-tool.json",
    "builtin": "builtin.json",
}

_bundled_cache: dict[str, Catalog] = {}


def bundled_catalog(key: str) -> Catalog:
    """The catalog shipped for a profile name (or ``"builtin"`` for our tool server)."""
    file_name = BUNDLED_CATALOGS.get(key)
    if file_name is None:
        raise CatalogError(f"no bundled catalog for {key!r}")
    if file_name not in _bundled_cache:
        _bundled_cache[file_name] = load_catalog(resources_dir() / "catalogs" / file_name)
    return _bundled_cache[file_name]
