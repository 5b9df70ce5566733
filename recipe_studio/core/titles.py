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
