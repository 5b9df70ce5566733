"""Arguments a built-in tool refused, in plain words and in the server's language.

The SDK checks a call's arguments against the tool's model (pydantic) and, when they do
not fit, answers with pydantic's report ("1 validation error for list_notes arguments …
[type=extra_forbidden, input_value='abc', input_type=str]"): English, and written for
programmers. :func:`describe_refused` says the same in a sentence per argument.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from recipe_studio.core.titles import readable_name
from recipe_studio.tools import i18n
from recipe_studio.tools.common import FIELD_TITLES


def describe_refused(error: ValidationError) -> str:
    """One sentence per refused argument, joined (at most five, then "and N more")."""
    sentences = [_sentence(item) for item in error.errors(include_url=False)]
    shown = sentences[:5]
    if len(sentences) > 5:
        shown.append(i18n.text("and {n} more", n=len(sentences) - 5))
    return "; ".join(shown)


def _titled(loc: tuple[Any, ...]) -> str:
    """An argument as its title reads in the server's language (the schema's ``title``):
    people read the sentence; a caller finds the argument by that title in the schema."""
    parts = [
        i18n.translate(FIELD_TITLES.get(part) or readable_name(part))
        if isinstance(part, str)
        else str(part + 1)  # list items count from 1
        for part in loc
    ]
    return " › ".join(parts) or "?"


def _sentence(item: Any) -> str:
    kind = str(item.get("type", ""))
    if kind == "extra_forbidden":  # what the caller sent, as sent: it is in no schema
        where = ".".join(str(part) for part in item.get("loc", ())) or "?"
        return i18n.text("this tool has no argument {name!r}", name=where)
    where = _titled(tuple(item.get("loc", ())))
    if kind == "missing":
        return i18n.text("the argument {name!r} is missing", name=where)
    if kind.startswith(("string_", "str_")) and kind.endswith("_type"):
        return i18n.text("the argument {name!r} must be a text", name=where)
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return i18n.text("the argument {name!r} must be a whole number", name=where)
    if kind in ("float_type", "float_parsing"):
        return i18n.text("the argument {name!r} must be a number", name=where)
    if kind in ("bool_type", "bool_parsing"):
        return i18n.text("the argument {name!r} must be true or false", name=where)
    limit = next(iter((item.get("ctx") or {}).values()), "?")
    if kind == "greater_than":
        return i18n.text("the argument {name!r} must be more than {limit}", name=where, limit=limit)
    if kind == "greater_than_equal":
        return i18n.text("the argument {name!r} must be at least {limit}", name=where, limit=limit)
    if kind == "less_than":
        return i18n.text("the argument {name!r} must be less than {limit}", name=where, limit=limit)
    if kind == "less_than_equal":
        return i18n.text("the argument {name!r} must be at most {limit}", name=where, limit=limit)
    return i18n.text(
        "the argument {name!r} is not valid: {reason}", name=where, reason=str(item.get("msg", ""))
    )
