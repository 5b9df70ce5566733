"""Every text the built-in tool server shows that is not written in a tool's code, for
``scripts/translations.py``: titles, descriptions (schemas included), the instructions,
the names of the days and months ``get_datetime`` gives.

It builds the server to read them, so it sits above the server: the tool modules below
import :mod:`recipe_studio.tools.i18n`, never this.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from recipe_studio.tools.common import CONFIRM_HINT
from recipe_studio.tools.general import MONTHS, WEEKDAYS
from recipe_studio.tools.i18n import ENGLISH_PLURALS
from recipe_studio.tools.registry import build_tool
from recipe_studio.tools.server import INSTRUCTIONS, SERVER_TITLE, ServerConfig, tool_specs
from recipe_studio.tools.terminal import TERMINAL_OFF


def schema_texts(schema: Any) -> list[str]:
    """Every text in a schema that :func:`translate_schema` translates."""
    found: list[str] = []
    if isinstance(schema, list):
        for item in schema:
            found.extend(schema_texts(item))
    elif isinstance(schema, dict):
        for key, value in schema.items():
            if key == "description" and isinstance(value, str):
                found.append(value)
            elif key == "enumNames" and isinstance(value, list):
                found.extend(item for item in value if isinstance(item, str))
            elif key == "properties" and isinstance(value, dict):
                for sub in value.values():
                    if isinstance(sub, dict) and isinstance(sub.get("title"), str):
                        found.append(sub["title"])
                    found.extend(schema_texts(sub))
            else:
                found.extend(schema_texts(value))
    return found


def server_texts() -> list[str]:
    """Every text the built server shows that is not written in a tool's code: titles,
    descriptions (schemas included), the instructions, the days and months (for
    ``scripts/translations.py``)."""
    texts = [SERVER_TITLE, INSTRUCTIONS, CONFIRM_HINT, TERMINAL_OFF, *ENGLISH_PLURALS]
    texts += [*WEEKDAYS, *MONTHS]
    nowhere = Path(os.devnull)
    for spec in tool_specs(ServerConfig(nowhere / "home", nowhere / "workspace")):
        tool = build_tool(spec)
        texts += [spec.title, spec.description, *spec.sentence]
        texts += schema_texts(tool.listing.input_schema) + schema_texts(tool.listing.output_schema)
    return list(dict.fromkeys(text for text in texts if has_words(text)))


def has_words(text: str) -> bool:
    """Whether ``text`` has anything to translate besides ``{slots}``."""
    return any(ch.isalpha() for ch in re.sub(r"\{[^{}]*\}", "", text))
