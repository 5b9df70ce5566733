"""Safe file names for recipe names, and fresh names for keep-both.

Any Unicode text can be a recipe name; the file a recipe lives in must still be one
plain file inside the library folder on every system. A name maps to a file stem
deterministically:

- a *plain* name (ASCII lowercase letters, digits, ``-`` and ``_``; no leading or
  trailing ``-``/``_``; at most :data:`PLAIN_MAX` characters; not a Windows device name)
  is its own stem: ``morning-brief`` -> ``morning-brief.json``;
- every other name gets a readable slug (NFC, case-folded, other characters turned into
  ``-``, cut to a safe length) plus ``~`` and a hash of the exact name:
  ``Morning Brief`` -> ``morning-brief~3f1c9a0b2d4e.json``.

So ``../x``, ``a/b``, ``CON``, ``nul.txt``, a 300-character name or ``name. `` can never
escape the folder or hit a device; and names that differ only in case or Unicode
normalisation (``Foo``/``foo``, NFC/NFD ``é``) get different stems even on
case-insensitive file systems, because at most one name of such a class is plain (the
case-folded one) and all the others carry a hash of their exact text. The real name is
always stored inside the file. The work is linear in the name's length.

Such names are one name to the library (:func:`name_key`): a person does not tell them
apart, and macOS and Windows disks do not either, so a library moves between systems
without two recipes colliding. Names are saved in NFC form (:func:`normalize_name`).
A name must be valid text (no NUL, no lone surrogate) of at most
:data:`recipe_studio.core.limits.MAX_NAME_CHARS` characters (:func:`check_name`).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from recipe_studio.core import limits
from recipe_studio.core.library.errors import InvalidNameError
from recipe_studio.core.library.fs import sha256

if TYPE_CHECKING:
    from collections.abc import Callable

RECIPE_SUFFIX = ".json"
PLAIN_MAX = 64
#: Most file systems allow 255 bytes (or UTF-16 units) per name; stay far below.
SLUG_MAX_BYTES = 96
HASH_CHARS = 12

_PLAIN = re.compile(r"[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?")
_DEVICE_NAMES = frozenset(
    {"con", "prn", "aux", "nul", "clock$", "conin$", "conout$"}
    | {f"com{i}" for i in range(10)}
    | {f"lpt{i}" for i in range(10)}
    | {f"com{d}" for d in "¹²³"}
    | {f"lpt{d}" for d in "¹²³"}
)


def is_reserved(stem: str) -> bool:
    """Whether Windows treats ``stem`` (or ``stem.anything``) as a device."""
    base = stem.split(".", 1)[0].rstrip(" .").casefold()
    return base in _DEVICE_NAMES


#: Characters no Windows file name may hold ("/" no file name anywhere).
_REFUSED_IN_FILE_NAMES = frozenset('<>:"/\\|?*')


def portable_file_name(name: str, fallback: str) -> str:
    """``name`` as a file name every system takes, readable as it is (for a name the
    Studio offers in a Save dialog): each character Windows refuses (``<>:"/\\|?*``, control
    characters) becomes ``-``, trailing dots and spaces go (Windows drops them), and a
    device name (``CON``, ``nul.txt``) gets a ``-``; ``fallback`` when nothing is left."""
    text = "".join("-" if c in _REFUSED_IN_FILE_NAMES or not c.isprintable() else c for c in name)
    text = text.strip().rstrip(". ")
    if is_reserved(text):
        base, dot, rest = text.partition(".")
        text = f"{base}-{dot}{rest}"
    return text or fallback


def is_plain(name: str) -> bool:
    """Whether ``name`` can be used as a file stem exactly as it is."""
    return len(name) <= PLAIN_MAX and _PLAIN.fullmatch(name) is not None and not is_reserved(name)


def name_hash(name: str) -> str:
    return sha256(name.encode("utf-8", "surrogatepass"))[:HASH_CHARS]


def slug(name: str) -> str:
    """A readable, safe, possibly lossy stem fragment for ``name`` (may be empty)."""
    # Only the start can end up in the slug: at most SLUG_MAX_BYTES characters survive the
    # cut below, and a character grows to at most 3 by normalising and case folding.
    text = unicodedata.normalize("NFC", name[: SLUG_MAX_BYTES * 4]).casefold()
    chars = [c if (c.isalnum() and c.isprintable()) or c in "_-" else "-" for c in text]
    out = re.sub(r"-{2,}", "-", "".join(chars)).strip("-_")[:SLUG_MAX_BYTES]
    while len(out.encode("utf-8", "surrogatepass")) > SLUG_MAX_BYTES:
        out = out[:-1]
    return out.rstrip("-_")


def file_stem(name: str) -> str:
    """The file stem of the recipe called ``name`` (see the module docstring)."""
    if is_plain(name):
        return name
    base = slug(name) or "recipe"
    return f"{base}~{name_hash(name)}"


def file_name(name: str) -> str:
    return file_stem(name) + RECIPE_SUFFIX


def is_recipe_file_name(file: str) -> bool:
    """Files the library lists: ``*.json`` not starting with a dot (dot files are ours)."""
    return not file.startswith(".") and file.lower().endswith(RECIPE_SUFFIX)


def stem_of(file: str) -> str:
    return file[: -len(RECIPE_SUFFIX)] if file.lower().endswith(RECIPE_SUFFIX) else file


def fresh_name(name: str, taken: Callable[[str], bool], *, tool_style: bool = False) -> str:
    """``Name (2)``, ``Name (3)``, ... (``user_x_2`` for tool-style names): the first free one."""
    base = name
    start = 2
    pattern = r"_(\d+)" if tool_style else r" \((\d+)\)"
    found = re.fullmatch(rf"(.*?){pattern}", name, flags=re.DOTALL)
    if found and found.group(1):
        base, start = found.group(1), int(found.group(2)) + 1
    number = start
    while True:
        candidate = f"{base}_{number}" if tool_style else f"{base} ({number})"
        if not taken(candidate):
            return candidate
        number += 1


def normalize_name(name: str) -> str:
    """The form a name is saved in (NFC)."""
    return unicodedata.normalize("NFC", name)


def name_key(name: str) -> str:
    """What two names must share to be the same name (case and normalisation folded)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def check_name(name: Any) -> None:
    """Refuse what cannot be a recipe's name (:class:`InvalidNameError`, one plain line)."""
    if not isinstance(name, str) or not name:
        raise InvalidNameError("a recipe needs a name to be saved")
    if len(name) > limits.MAX_NAME_CHARS:
        raise InvalidNameError(
            f"a recipe name can be at most {limits.MAX_NAME_CHARS} characters long; "
            f"this one has {len(name):,}"
        )
    if "\x00" in name:
        raise InvalidNameError("a recipe name cannot contain a NUL character")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidNameError(
            f"a recipe name cannot contain a lone surrogate (character {exc.start + 1} is "
            f"\\u{ord(name[exc.start]):04x}, half of a character pair); retype the name"
        ) from None
