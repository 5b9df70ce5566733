"""Recorded values a person would change next time, offered as params.

A date, an e-mail address, a name (the value of an argument called ``name``, ``title``,
``subject``, ``to`` ...) or a number the user typed was right for the day it was
recorded; next time it will be another. Each such value becomes a param whose default is
the recorded value, and the argument reads the param (``${title}``). The same value in
several arguments becomes one param. Each offer says why, as data (``code``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import Param

if TYPE_CHECKING:
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.references import JsonPath

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$")
_NAME_WORDS = (
    "name",
    "title",
    "subject",
    "recipient",
    "city",
    "location",
    "person",
    "contact",
    "folder",
    "to",
    "query",
    "search",
    "label",
    "tag",
)
_IDENT = re.compile(r"[^A-Za-z0-9_]+")
MAX_NAME_CHARS = 100


@dataclass(frozen=True)
class Offer:
    """``param`` was made from the value at ``path`` of these steps' args (0-based)."""

    param: str
    code: str
    steps: tuple[int, ...]
    path: JsonPath
    values: dict[str, Any] = field(default_factory=dict)


def _key_words(path: JsonPath) -> list[str]:
    keys = [part for part in path if isinstance(part, str)]
    return (
        [w for w in re.split(r"[_\-\s]+|(?<=[a-z])(?=[A-Z])", keys[-1].lower()) if w]
        if keys
        else []
    )


def offer_code(path: JsonPath, value: Any, schema_default: Any = None) -> str | None:
    """Why this value would change next time (``param_date`` ...), ``None`` if it would not."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return None if value == schema_default else "param_number"
    if not isinstance(value, str) or "${" in value or value == schema_default:
        return None
    text = value.strip()
    if _DATE.match(text):
        return "param_date"
    if _EMAIL.match(text):
        return "param_email"
    short = 0 < len(text) <= MAX_NAME_CHARS and "\n" not in text
    if short and any(word in _NAME_WORDS for word in _key_words(path)):
        return "param_name"
    return None


def _param_name(path: JsonPath, taken: set[str]) -> str:
    keys = [part for part in path if isinstance(part, str)]
    base = _IDENT.sub("_", keys[-1] if keys else "value").strip("_").lower() or "value"
    if base[0].isdigit():
        base = f"value_{base}"
    name, counter = base, 2
    while name in taken:
        name, counter = f"{base}_{counter}", counter + 1
    return name


def _param(name: str, value: Any, profile: Profile) -> Param | None:
    kind = "string" if isinstance(value, str) else "integer" if isinstance(value, int) else "number"
    type_name = profile.type_for_kind(kind)  # type: ignore[arg-type]
    if type_name is None:
        return None
    if profile.param_has_default:
        return Param(name=name, type=type_name, has_default=True, default=value)
    return Param(name=name, type=type_name, required=True)


class Offers:
    """Collects the params of one draft (one per distinct value and kind)."""

    def __init__(self, profile: Profile, taken: set[str] | None = None) -> None:
        self.profile = profile
        self.params: list[Param] = []
        self.offers: list[Offer] = []
        self._by_value: dict[tuple[str, str], int] = {}
        self._taken = set(taken or ())

    def offer(self, step: int, path: JsonPath, value: Any, schema_default: Any = None) -> Any:
        """``value``, or a reference to the param it becomes."""
        code = offer_code(path, value, schema_default)
        if code is None:
            return value
        key = (code, repr(value))
        known = self._by_value.get(key)
        if known is not None:
            old = self.offers[known]
            self.offers[known] = Offer(
                old.param, old.code, (*old.steps, step), old.path, old.values
            )
            return "${" + old.param + "}"
        name = _param_name(path, self._taken)
        param = _param(name, value, self.profile)
        if param is None:
            return value
        self._taken.add(name)
        self.params.append(param)
        self._by_value[key] = len(self.offers)
        self.offers.append(Offer(name, code, (step,), path, {"value": value}))
        return "${" + name + "}"
