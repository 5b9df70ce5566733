"""Typed values from text a person typed, and back: one rule for every field and command.

The CLI's ``--param k=v``, the run's param dialog, the params table's defaults and the
argument form's number and JSON fields all read text through :func:`coerce_text` (text
that must be of one kind) or :func:`loose_value` (a field that takes any JSON value), and
show values with :func:`value_text`.
"""

from __future__ import annotations

import json
import math
from typing import Any

from recipe_studio.core.messages import Message, message
from recipe_studio.core.profiles import ValueKind, value_fits

_TRUE = {"true", "yes", "y", "on", "1"}
_FALSE = {"false", "no", "n", "off", "0"}
KIND_WORDS: dict[ValueKind, str] = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "object": "a JSON object",
    "array": "a JSON list",
}


class ParamValueError(ValueError):
    """Text or a value that does not fit its kind; ``message`` says so (translatable:
    ``core.messages``), ``str(exc)`` in English."""

    def __init__(self, msg: Message) -> None:
        super().__init__(msg.text)
        self.message = msg


def coerce_text(kind: ValueKind, text: str) -> Any:
    """Turn typed text into a value of ``kind``; :class:`ParamValueError` says why it cannot.

    A decimal comma is read as a point (``1,5`` is 1.5), as people in France and Turkey
    write numbers.
    """
    stripped = text.strip()
    if kind == "string":
        return text
    if kind == "boolean":
        lowered = stripped.lower()
        if lowered in _TRUE:
            return True
        if lowered in _FALSE:
            return False
        raise ParamValueError(message("value_not_boolean", text=text))
    if kind == "integer":
        try:
            return int(stripped)
        except ValueError:
            raise ParamValueError(message("value_not_integer", text=text)) from None
    if kind == "number":
        decimal = stripped.replace(",", ".") if stripped.count(",") == 1 else stripped
        try:
            number = float(decimal)
        except ValueError:
            raise ParamValueError(message("value_not_number", text=text)) from None
        if not math.isfinite(number):
            raise ParamValueError(message("value_not_finite", text=text))
        return int(number) if number.is_integer() and "." not in decimal else number
    try:
        value = json.loads(stripped)
    except (ValueError, RecursionError):
        raise ParamValueError(message(f"value_not_json_{kind}", text=text)) from None
    if not value_fits(kind, value):
        raise ParamValueError(message(f"value_needs_{kind}"))
    return value


def loose_value(text: str) -> Any:
    """A field that takes any value: JSON when the text is a JSON object, list, number,
    true/false or null; the text itself otherwise."""
    stripped = text.strip()
    try:
        value = json.loads(stripped)
    except (ValueError, RecursionError):
        return text
    if isinstance(value, str):
        return text  # "\"quoted\"" typed by hand stays what was typed
    return value


def value_text(value: Any) -> str:
    """How a value reads in a one-line field: text as it is, anything else as JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)
