"""Where the facts about a tool's arguments come from, when the target's catalog is silent.

The target's catalog (the platform the recipe is for) is the authority. Where it does not
know a tool's arguments (the public LMCP snapshots list tools with open schemas), the best
other source is borrowed, in this order: the live catalog of the connection the recipe
runs on, the catalog that connection gave when it was last reached (remembered per
server), other catalogs the user chose to borrow from (the built-in tools' bundled one),
then the argument names the public platform notes give (what the snapshot itself lists).
A borrowed source is only ever advice: problems found with it are warnings.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.catalog import Catalog, ToolInfo


class FactsSource(StrEnum):
    """Where a tool's argument facts come from (a code; the edge makes the words)."""

    TARGET = "target"  # the target's own catalog knows the tool's arguments
    CONNECTION = "connection"  # the live catalog of the connection the recipe runs on
    REMEMBERED = "remembered"  # what that connection listed when last reached
    BUILTIN = "builtin"  # the built-in tools' catalog (shipped with the Studio)
    NOTES = "notes"  # the argument names the public platform notes give
    NONE = "none"  # nobody says


_LENDERS = frozenset({FactsSource.CONNECTION, FactsSource.REMEMBERED, FactsSource.BUILTIN})


@dataclass(frozen=True)
class Borrowed:
    """A catalog other than the target's that may know a tool's arguments."""

    source: FactsSource
    catalog: Catalog
    #: The connection it comes from ("" for the built-in catalog file).
    connection: str = ""


@dataclass(frozen=True)
class Origin:
    """Where the facts shown for one tool come from."""

    source: FactsSource
    #: The catalog's name (for "as … expect").
    catalog: str = ""
    connection: str = ""

    @property
    def borrowed(self) -> bool:
        """From another catalog than the target's (the notes are the target's own)."""
        return self.source in _LENDERS

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source.value, "catalog": self.catalog, "connection": self.connection}


def borrowed_schema(schema: dict[str, Any], own: ToolInfo | None) -> dict[str, Any]:
    """A borrowed input schema as advice for the target: the names the target's own entry
    lists are added, and it stays open (the target may take arguments the lender does
    not know, so an unknown name is not a problem)."""
    props = dict(schema.get("properties") or {})
    if own is not None:
        for key, sub in (own.input_schema.get("properties") or {}).items():
            props.setdefault(key, sub)
    merged = {**schema, "properties": props}
    merged.pop("additionalProperties", None)
    return merged


def knows_arguments(tool: ToolInfo | None) -> bool:
    """Whether a catalog entry states the tool's arguments (not an open placeholder)."""
    return tool is not None and tool.schema_known


def lists_arguments(tool: ToolInfo | None) -> bool:
    props = tool.input_schema.get("properties") if tool is not None else None
    return isinstance(props, dict) and bool(props)


def effective_tool(
    catalog: Catalog, name: str, borrowed: Sequence[Borrowed] = ()
) -> tuple[ToolInfo | None, Origin]:
    """The entry whose input schema describes ``name``'s arguments, and where it is from.

    The target's own entry when it knows the arguments; else the first borrowed catalog
    that knows them (its schema, with the target's effect, confirm and role kept: the
    target decides what the tool does on that platform); else the target's partial entry
    (the notes' names); else nothing.
    """
    own = catalog.get(name)
    if knows_arguments(own):
        return own, Origin(FactsSource.TARGET, catalog.name)
    for other in borrowed:
        entry = other.catalog.get(name)
        if knows_arguments(entry) and lists_arguments(entry):
            assert entry is not None
            schema = borrowed_schema(entry.input_schema, own)
            merged = (entry if own is None else own).model_copy(
                update={"input_schema": schema, "schema_known": True}
            )
            return merged, Origin(other.source, other.catalog.name, other.connection)
    if lists_arguments(own):
        return own, Origin(FactsSource.NOTES, catalog.name)
    if own is not None:
        return own, Origin(FactsSource.NONE, catalog.name)
    return None, Origin(FactsSource.NONE, catalog.name)
