"""MCP tool names for recipes: readable, valid everywhere, stable and never shared.

The rule (documented in the user guide):

1. The *slug* of a recipe name: letters lose their accents (``é`` → ``e``, ``ß`` →
   ``ss``, ``ı`` → ``i``), everything is lower case, and every run of other characters
   becomes one ``_``; leading and trailing ``_`` go. It is cut to 64 characters, the
   limit the strictest clients accept (``^[a-z0-9_]{1,64}$`` fits every client).
2. A recipe whose slug no other served recipe has is served under its slug.
3. When several recipes share a slug, the one whose name sorts first (by code point)
   keeps the plain slug; every other one gets ``_`` and the first 6 hex digits of the
   SHA-256 of its exact name appended (the slug cut to leave room). A name with an empty
   slug (only symbols, or a script without Latin letters) is always ``recipe_`` + hash.
4. In the unlikely case a hashed name is still taken, the hash grows (8, 10, ... digits).


So a recipe keeps its tool name while it keeps its own name, unless a recipe with the
same slug that sorts before it is added; hashed names never change.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_LENGTH = 64
HASH_DIGITS = 6
EMPTY_SLUG = "recipe"
#: Latin letters that do not decompose into a base letter and accents.
_LETTERS = str.maketrans(
    {"ı": "i", "ø": "o", "æ": "ae", "œ": "oe", "đ": "d", "ł": "l", "þ": "th", "ð": "d"}
)
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def slug(name: str) -> str:
    """The lower-case ASCII form of ``name`` (rule 1); may be empty."""
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_LETTERS))
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return _NOT_SLUG.sub("_", plain).strip("_")[:MAX_LENGTH].rstrip("_")


def name_hash(name: str, digits: int = HASH_DIGITS) -> str:
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[:digits]


def _hashed(base: str, name: str, digits: int) -> str:
    tail = name_hash(name, digits)
    head = (base or EMPTY_SLUG)[: MAX_LENGTH - len(tail) - 1].rstrip("_")
    return f"{head}_{tail}"


def tool_names(names: Iterable[str]) -> dict[str, str]:
    """Recipe name -> tool name for every name given (rules 2-4); unique values."""
    ordered = sorted(set(names))
    groups: dict[str, list[str]] = {}
    for name in ordered:
        groups.setdefault(slug(name), []).append(name)
    out: dict[str, str] = {}
    taken: set[str] = set()
    # Plain slugs first, so a hashed name can never take a slug a recipe owns.
    for base, members in groups.items():
        if base:
            out[members[0]] = base
            taken.add(base)
    for base, members in groups.items():
        for name in members:
            if name in out:
                continue
            digits = HASH_DIGITS
            candidate = _hashed(base, name, digits)
            while candidate in taken and digits < 64:
                digits += 2
                candidate = _hashed(base, name, digits)
            extra = 1
            while candidate in taken:  # only by design: a name made to clash with 64 digits
                extra += 1
                candidate = _hashed(base, f"{name}\x00{extra}", HASH_DIGITS)
            out[name] = candidate
            taken.add(candidate)
    return out
