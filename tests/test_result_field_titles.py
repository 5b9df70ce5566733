"""Every result field a catalog describes has a title in English, French and Turkish.

A token reads an earlier step's result by its fields' titles ("Étape 1 › Jour de la
semaine", issue 34): a field without a title, or without its French or Turkish word,
would read as its key to a person who reads no English. Fields are found the way a
person meets them, nested objects, list items, ``anyOf`` variants and ``$ref``s included.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from recipe_studio.core.reference_names import field_titles
from recipe_studio.core.schema_paths import schema_paths
from recipe_studio.tools.i18n import load_table

CATALOGS = Path(__file__).resolve().parents[1] / "resources" / "catalogs"
CATALOG_FILES = ("builtin.json", "lmcp-macos.json", "lmcp-windows.json", "custom-tool.json")
LANGUAGES = ("fr", "tr")

Field = tuple[str, tuple[str, ...], Mapping[str, Any]]


def _resolved(node: Any, root: Mapping[str, Any]) -> Any:
    if isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
        name = node["$ref"].rsplit("/", 1)[-1]
        target = root.get("$defs", {}).get(name) or root.get("definitions", {}).get(name)
        if isinstance(target, Mapping):
            # The pointer's own words (a title beside the $ref) win over the target's.
            return {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def result_fields(tool: Mapping[str, Any]) -> Iterator[Field]:
    """(tool, path, field schema) for every field of ``tool``'s output schema."""
    root = tool.get("output_schema")
    if not isinstance(root, Mapping):
        return
    pending: list[tuple[Any, tuple[str, ...], int]] = [(root, (), 0)]
    while pending:
        node, path, depth = pending.pop()
        node = _resolved(node, root)
        if not isinstance(node, Mapping) or depth > 8:
            continue
        for key in ("anyOf", "oneOf", "allOf"):
            for variant in node.get(key) or []:
                pending.append((variant, path, depth + 1))
        for key, sub in (node.get("properties") or {}).items():
            field = _resolved(sub, root)
            yield tool["name"], (*path, key), field
            pending.append((field, (*path, key), depth + 1))
        if isinstance(node.get("items"), Mapping):
            pending.append((node["items"], (*path, "[]"), depth + 1))


def catalog_tools(file_name: str) -> list[Mapping[str, Any]]:
    data = json.loads((CATALOGS / file_name).read_text(encoding="utf-8"))
    return list(data["tools"])


def untranslated(field: Mapping[str, Any], language: str, same_words: set[str]) -> bool:
    """A field has its word in ``language`` in ``x-titles``; the built-in catalog leaves
    a language out where the word is the English one (French "Date"), which its tool
    server's translation table must then say."""
    titles = field.get("x-titles")
    if isinstance(titles, Mapping) and isinstance(titles.get(language), str):
        return not titles[language].strip()
    return field.get("title") not in same_words


def _same_words(language: str) -> set[str]:
    return {source for source, forms in load_table(language).items() if forms == [source]}


@pytest.mark.parametrize("file_name", CATALOG_FILES)
def test_every_result_field_has_a_title_in_every_language(file_name: str) -> None:
    same = {language: _same_words(language) for language in LANGUAGES}
    if file_name != "builtin.json":
        # Only the built-in tools' words come from the tool server's table.
        same = {language: set() for language in LANGUAGES}
    fields = [f for tool in catalog_tools(file_name) for f in result_fields(tool)]
    missing = [
        f"{tool} {'.'.join(path)}: {what}"
        for tool, path, field in fields
        for what in (
            ["no title"]
            if not str(field.get("title") or "").strip()
            else [f"no {lang} title" for lang in LANGUAGES if untranslated(field, lang, same[lang])]
        )
    ]
    assert missing == [], "\n".join(missing)


def test_the_built_in_tools_describe_their_results() -> None:
    # Against a walk that finds nothing: the built-in tools have dozens of result fields.
    fields = [f for tool in catalog_tools("builtin.json") for f in result_fields(tool)]
    assert len(fields) > 50
    assert ("get_datetime", ("weekday_name",)) in {(tool, path) for tool, path, _ in fields}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_path_a_picker_offers_reads_as_words(language: str) -> None:
    """What a token shows for each path the result picker offers: never a bare key."""
    keys_as_words = []
    for file_name in CATALOG_FILES:
        for tool in catalog_tools(file_name):
            schema = tool.get("output_schema")
            for path in schema_paths(schema) if isinstance(schema, Mapping) else []:
                titles = field_titles(schema, path, language)
                keys_as_words += [
                    f"{tool['name']} {path}: {part!r}"
                    for part, title in zip(path, titles, strict=True)
                    if isinstance(part, str) and (title is None or title == part)
                ]
    assert keys_as_words == [], "\n".join(keys_as_words)
