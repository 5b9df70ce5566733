"""Titles people read instead of identifiers: tools, arguments and result fields.

This module is the one answer to "what is this tool / argument called in words". A title
comes from, in order: what the source says in the asked language (a catalog's or a live
server's ``title``, translated where the source gives translations), else the source's own
``title``, else a readable form of the identifier (``note_name`` → "Note name"). The
identifier itself stays available to callers (tooltips, raw JSON, ``--json``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_WORD_BREAK = re.compile(r"[_\-.\s]+|(?<=[a-z0-9])(?=[A-Z])")


def readable_name(identifier: str) -> str:
    """``note_name`` → "Note name", ``listEmails`` → "List emails", ``"" `` → ``""``."""
    words = [word for word in _WORD_BREAK.split(identifier.strip()) if word]
    if not words:
        return identifier
    text = " ".join(word if word.isupper() and len(word) > 1 else word.lower() for word in words)
    return text[0].upper() + text[1:]


def _translated(entry: Mapping[str, Any], language: str) -> str | None:
    """``entry``'s title in ``language``: ``x-titles`` / ``titles`` maps, then ``title``."""
    for key in ("x-titles", "titles"):
        table = entry.get(key)
        if isinstance(table, Mapping) and language:
            text = table.get(language) or table.get(language.split("_")[0])
            if isinstance(text, str) and text.strip():
                return text
    title = entry.get("title")
    return title if isinstance(title, str) and title.strip() else None


def tool_title(name: str, entry: Mapping[str, Any] | None = None, language: str = "") -> str:
    """A tool's title: from its catalog/server entry (``titles``/``title``), else readable."""
    found = _translated(entry, language) if entry is not None else None
    return found or readable_name(name)


def argument_title(name: str, schema: Mapping[str, Any] | None = None, language: str = "") -> str:
    """An argument's (or result field's) title from its property schema, else readable."""
    found = _translated(schema, language) if isinstance(schema, Mapping) else None
    return found or readable_name(name)


def _value(entry: Any, key: str) -> Any:
    """``entry[key]`` of a mapping, or the attribute of a catalog entry (``ToolInfo``)."""
    if isinstance(entry, Mapping):
        return entry.get(key)
    return getattr(entry, key, None)


def _in_language(table: Any, language: str) -> Any:
    if isinstance(table, Mapping) and language:
        return table.get(language) or table.get(language.split("_")[0])
    return None


def _entry_title(entry: Any, language: str) -> str | None:
    if entry is None:
        return None
    if isinstance(entry, Mapping):
        return _translated(entry, language)
    text = _in_language(_value(entry, "titles"), language) or _value(entry, "title")
    return text if isinstance(text, str) and text.strip() else None


def described(entry: Any, language: str = "", words: str = "descriptions") -> str:
    """An entry's (tool's or property schema's) description in ``language``, else its own."""
    if entry is None:
        return ""
    text = _in_language(_value(entry, words), language) or _value(entry, "description")
    return text if isinstance(text, str) else ""


def argument_description(schema: Mapping[str, Any] | None, language: str = "") -> str:
    """An argument's (or result field's) description in ``language`` (``x-descriptions``
    of a bundled catalog), else its schema's own."""
    return described(schema, language, "x-descriptions")


def choice_titles(schema: Mapping[str, Any] | None, language: str = "") -> list[str] | None:
    """The titles of an enum's values (``x-enumNames`` per language, else ``enumNames``)."""
    if not isinstance(schema, Mapping) or not isinstance(schema.get("enum"), list):
        return None
    names = _in_language(schema.get("x-enumNames"), language) or schema.get("enumNames")
    if isinstance(names, list) and len(names) == len(schema["enum"]):
        return [str(name) for name in names]
    return None


def choice_title(schema: Mapping[str, Any] | None, value: Any, language: str = "") -> str | None:
    """The title of one enum value, if the schema gives one."""
    names = choice_titles(schema, language)
    if names is None or not isinstance(schema, Mapping):
        return None
    for known, name in zip(schema["enum"], names, strict=False):
        if known == value and type(known) is type(value):
            return name
    return None


class ToolWords:
    """Titles, descriptions and step sentences of tools, read from several catalogs in
    order (the recipe's own first, then the ones that know more words, e.g. the built-in
    tools' catalog, whose arguments the public snapshots do not list)."""

    def __init__(self, catalogs: Any, language: str = "") -> None:
        #: Objects with ``.get(name)`` returning a catalog entry (``Catalog``).
        self.catalogs = [catalog for catalog in catalogs if catalog is not None]
        self.language = language

    def _entries(self, tool: str) -> list[Any]:
        return [entry for c in self.catalogs if (entry := c.get(tool)) is not None]

    def tool(self, name: str) -> str:
        """The tool's title in the language (a source's own title, else readable)."""
        entries = self._entries(name)
        for entry in entries:
            if (found := _in_language(_value(entry, "titles"), self.language)) is not None:
                return str(found)
        for entry in entries:
            if (found := _entry_title(entry, self.language)) is not None:
                return found
        return readable_name(name)

    def tool_description(self, name: str) -> str:
        entries = self._entries(name)
        for entry in entries:
            if text := _in_language(_value(entry, "descriptions"), self.language):
                return str(text)
        return next((text for entry in entries if (text := described(entry))), "")

    def argument_schema(self, tool: str, argument: str) -> Mapping[str, Any] | None:
        """The first schema a catalog gives for ``tool``'s ``argument`` (``None``: none)."""
        for entry in self._entries(tool):
            schema = _value(entry, "input_schema")
            properties = schema.get("properties") if isinstance(schema, Mapping) else None
            if isinstance(properties, Mapping) and isinstance(properties.get(argument), Mapping):
                return properties[argument]  # type: ignore[no-any-return]
        return None

    def result_schema(self, tool: str) -> Mapping[str, Any] | None:
        """The first output schema a catalog gives for ``tool`` (``None``: none does)."""
        for entry in self._entries(tool):
            schema = _value(entry, "output_schema")
            if isinstance(schema, Mapping):
                return schema
        return None

    def argument(self, tool: str, argument: str) -> str:
        """An argument's title: its schema's, else one its tool gives beside the schema."""
        schema = self.argument_schema(tool, argument)
        if _translated(schema or {}, self.language) is None:
            for entry in self._entries(tool):
                table = _value(entry, "argument_titles")
                words = table.get(argument) if isinstance(table, Mapping) else None
                found = _in_language(words, self.language or "en")
                if isinstance(found, str) and found:
                    return found
        return argument_title(argument, schema, self.language)

    def sentence(self, tool: str) -> list[str]:
        """The clauses a step calling ``tool`` reads as, after the tool's title."""
        entries = self._entries(tool)
        found = [_in_language(_value(entry, "sentences"), self.language) for entry in entries]
        found += [_value(entry, "sentence") for entry in entries]
        for clauses in found:
            if isinstance(clauses, list) and clauses:
                return [str(clause) for clause in clauses]
        return []


def schema_fields(schema: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The properties of an object schema, those of its ``anyOf``/``oneOf`` variants and
    ``$defs`` references included (first seen wins)."""
    found: dict[str, dict[str, Any]] = {}
    defs = schema.get("$defs", {}) if isinstance(schema.get("$defs"), dict) else {}
    pending = [schema]
    while pending:
        part = pending.pop(0)
        ref = part.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            part = defs.get(ref.removeprefix("#/$defs/"), {})
        props = part.get("properties")
        if isinstance(props, dict):
            for key, sub in props.items():
                if isinstance(sub, dict):
                    found.setdefault(key, sub)
        for key in ("anyOf", "oneOf"):
            variants = part.get(key)
            if isinstance(variants, list):
                pending += [v for v in variants if isinstance(v, dict)]
    return found
