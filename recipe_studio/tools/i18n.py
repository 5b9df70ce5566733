"""The built-in tool server in the user's language, without Qt.

Translations live with the app's, in ``resources/translations/recipe_studio_<lang>.ts``
(context :data:`CONTEXT`), so translators use one file and one tool (Qt Linguist).
``scripts/translations.py compile`` also writes ``tool_server_<lang>.json`` next to the
``.qm`` files — a plain ``{source: [forms]}`` table the frozen app ships — and this module
reads that table, or the ``.ts`` file itself (a source checkout that was not compiled)
with the standard library's XML parser.

The language comes from ``--language`` or ``$RECIPE_STUDIO_LANGUAGE`` (``fr``, ``tr``;
anything else is English). :func:`text` translates a template, then fills in its values;
:func:`count` picks a plural form (``"%n byte(s)"``) with Qt's rule for the language.
Tool descriptions and schemas are translated where the server is built
(``registry.build_tool``), so the tool modules write plain English.
"""

from __future__ import annotations

import json
import logging
import os
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

from recipe_studio.core.paths import resources_dir

logger = logging.getLogger(__name__)

CONTEXT = "ToolServer"
LANGUAGE_ENV = "RECIPE_STUDIO_LANGUAGE"
#: Which plural form Qt uses for ``n`` (Turkish has one form; French treats 0 and 1 alike).
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "fr": lambda n: 0 if n <= 1 else 1,
    "tr": lambda n: 0,
}
#: English forms of the plural sources the tools use (the source itself says "(s)").
ENGLISH_PLURALS: dict[str, tuple[str, str]] = {
    "%n byte(s)": ("%n byte", "%n bytes"),
}

_language = "en"
_table: dict[str, list[str]] = {}


def language() -> str:
    return _language


def set_language(code: str | None = None) -> str:
    """Use ``code`` (else ``$RECIPE_STUDIO_LANGUAGE``); returns the language in use."""
    global _language, _table
    wanted = (code or os.environ.get(LANGUAGE_ENV) or "en").split("_")[0].split("-")[0].lower()
    table = load_table(wanted) if wanted in PLURAL_RULES else {}
    _language, _table = (wanted, table) if table else ("en", {})
    return _language


def load_table(code: str, folder: Path | None = None) -> dict[str, list[str]]:
    """``{source: forms}`` for ``code``: the compiled JSON table, else the ``.ts`` file."""
    folder = folder or resources_dir() / "translations"
    compiled = folder / f"tool_server_{code}.json"
    try:
        data = json.loads(compiled.read_text(encoding="utf-8"))
        if isinstance(data, dict):
            return {str(k): [str(f) for f in v] for k, v in data.items() if isinstance(v, list)}
    except (OSError, ValueError):
        pass
    return read_ts(folder / f"recipe_studio_{code}.ts")


def read_ts(path: Path, context: str = CONTEXT) -> dict[str, list[str]]:
    """The finished translations of one context of a Qt ``.ts`` file."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        logger.debug("no tool server translations in %s: %s", path, exc)
        return {}
    table: dict[str, list[str]] = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") != context:
            continue
        for item in ctx.iter("message"):
            source = item.findtext("source")
            translation = item.find("translation")
            if (
                source is None
                or translation is None
                or translation.get("type") in ("unfinished", "obsolete", "vanished")
            ):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            if not forms and translation.text:
                forms = [translation.text]
            if forms and all(forms):
                table[source] = forms
    return table


def translate(source: str, n: int | None = None) -> str:
    """``source`` in the server's language (``n`` picks a plural form; ``%n`` is filled)."""
    forms = _table.get(source)
    if forms:
        index = PLURAL_RULES[_language](n) if n is not None else 0
        chosen = forms[min(index, len(forms) - 1)]
    elif n is not None and source in ENGLISH_PLURALS:
        one, many = ENGLISH_PLURALS[source]
        chosen = one if n == 1 else many
    else:
        chosen = source
    return chosen.replace("%n", f"{n:,}") if n is not None else chosen


def text(template: str, /, **values: Any) -> str:
    """Translate ``template``, then fill in ``values`` (``str.format``)."""
    translated = translate(template)
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: fall back to English
        return template.format(**values)


def count(source: str, n: int) -> str:
    """A count with its word in the right plural form: ``count("%n byte(s)", 1)``."""
    return translate(source, n)


def translate_schema(schema: Any) -> Any:
    """A JSON Schema with every ``description``, property ``title`` and ``enumNames``
    translated (a new object). The schema's own ``title`` (a model's name) is left alone."""
    if isinstance(schema, list):
        return [translate_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "description" and isinstance(value, str):
            out[key] = translate(value)
        elif key == "enumNames" and isinstance(value, list):
            out[key] = [translate(item) if isinstance(item, str) else item for item in value]
        elif key == "properties" and isinstance(value, dict):
            out[key] = {name: _translated_property(sub) for name, sub in value.items()}
        else:
            out[key] = translate_schema(value)
    return out


def _translated_property(schema: Any) -> Any:
    out = translate_schema(schema)
    if isinstance(out, dict) and isinstance(out.get("title"), str):
        out["title"] = translate(out["title"])
    return out
