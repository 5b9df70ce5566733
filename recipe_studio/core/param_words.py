"""Params in the person's words: a title and an explanation beside the identifier.

A param's identifier (``timezone``) is what the platform needs: the manifest keeps it and
``${timezone}`` reads it. People name it in their own words ("Time zone", « Fuseau
horaire »): :attr:`Param.title <recipe_studio.core.model.Param.title>` and
:attr:`~recipe_studio.core.model.Param.explanation`. Those words belong to the Studio, like
the checks: never written into a manifest (saved, published or shown), never read from
one (a manifest param's own ``title`` key stays a manifest key). In memory they are on the
params, so they follow a param that moves or is renamed; stored (beside the recipe in the
library, and in share files and bundles) they are keyed by the param's identifier at that
moment, which is always written together with the manifest::

    "param_words": {"timezone": {"title": "Time zone",
                                 "description": "Where the brief's date and time are."}}

Reading stored words is tolerant (:func:`apply_param_words`): an entry that is not an
object, a title that is not text, a name that is no param of the recipe are left out, never
fatal. A new param made from a title gets an identifier made from it
(:func:`identifier_from_title`: "Fuseau horaire" → ``fuseau_horaire``).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from recipe_studio.core.titles import readable_name

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from recipe_studio.core.model import Param, Recipe

#: The key of the stored words, beside ``manifest`` and ``checks``.
STORED_KEY = "param_words"
#: The keys of one param's stored words.
TITLE_KEY = "title"
DESCRIPTION_KEY = "description"
#: The identifier a title gives when nothing of it can be written in ASCII letters.
FALLBACK_IDENTIFIER = "value"
#: Identifiers made from titles are cut to this many characters (at a word if it can).
MAX_IDENTIFIER_CHARS = 48

#: Letters NFKD does not take apart into an ASCII letter and marks.
_LETTERS = str.maketrans(
    {
        "ı": "i",  # Turkish dotless i
        "İ": "I",  # Turkish dotted capital I (NFKD would leave a dot to drop anyway)
        "ß": "ss",
        "ẞ": "SS",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ø": "o",
        "Ø": "O",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "Ð": "D",
        "þ": "th",
        "Þ": "TH",
        "ł": "l",
        "Ł": "L",
        "ħ": "h",
        "Ħ": "H",
    }
)
_NOT_IDENTIFIER = re.compile(r"[^a-z0-9]+")


# -- words people read ---------------------------------------------------------------


def param_title(param: Param) -> str:
    """What a person calls the param: its title, else a readable form of its identifier
    (``note_name`` → "Note name"). For the params table, a ``${name}`` token and the
    values asked before a run."""
    title = param.title.strip()
    return title or readable_name(param.name)


def param_explanation(param: Param) -> str:
    """The person's explanation of the param, else the manifest's own description (a
    custom tool's parameters have one), else ``""``."""
    return param.explanation.strip() or (param.description or "").strip()


def param_label(param: Param) -> str:
    """The title with the identifier in brackets when they differ: ``Time zone
    [timezone]`` (``timezone`` alone for a param whose title is its identifier)."""
    title = param_title(param)
    return title if title == param.name or not param.name else f"{title} [{param.name}]"


def titles_by_name(params: Iterable[Param]) -> dict[str, str]:
    """Every named param's :func:`param_title`, by identifier (the first of a name)."""
    found: dict[str, str] = {}
    for param in params:
        if param.name:
            found.setdefault(param.name, param_title(param))
    return found


# -- identifiers made from titles ------------------------------------------------------


def identifier_from_title(title: str, taken: Iterable[str] = ()) -> str:
    """A param identifier made from a title a person typed, free among ``taken``.

    Accents are folded to ASCII ("Fuseau horaire" → ``fuseau_horaire``, "Şehir" →
    ``sehir``, "İstanbul" → ``istanbul``), anything else that cannot be in an identifier
    becomes ``_``; a title starting with a digit gets a leading ``_`` ("2 files" →
    ``_2_files``), one with nothing usable is :data:`FALLBACK_IDENTIFIER`. A taken
    identifier gets ``2``, ``3``... as new params do (:func:`~recipe_studio.core.edits.
    unique_name`). The answer always matches ``references.PARAM_NAME_RE``.
    """
    base, used = _identifier(title), set(taken)
    if base not in used:
        return base
    number = 2
    while f"{base}{number}" in used:
        number += 1
    return f"{base}{number}"


def _identifier(title: str) -> str:
    folded = unicodedata.normalize("NFKD", title.translate(_LETTERS))
    bare = "".join(c for c in folded if not unicodedata.combining(c)).lower()
    words = _NOT_IDENTIFIER.sub("_", bare).strip("_")
    if len(words) > MAX_IDENTIFIER_CHARS:
        cut = words[:MAX_IDENTIFIER_CHARS]
        words = (cut.rsplit("_", 1)[0] if "_" in cut else cut).strip("_")
    if not words:
        return FALLBACK_IDENTIFIER
    return f"_{words}" if words[0].isdigit() else words


# -- the stored form -----------------------------------------------------------------


def param_words_to_stored(params: Sequence[Param]) -> dict[str, Any] | None:
    """The words of ``params``, stored form (see the module docstring), keyed by
    identifier: the first param of a name speaks for it; ``None`` when no param has any."""
    stored: dict[str, Any] = {}
    for param in params:
        if not param.name or param.raw is not None or param.name in stored:
            continue
        entry: dict[str, str] = {}
        if param.title.strip():
            entry[TITLE_KEY] = param.title
        if param.explanation.strip():
            entry[DESCRIPTION_KEY] = param.explanation
        if entry:
            stored[param.name] = entry
    return stored or None


def stored_words(stored: Any) -> dict[str, tuple[str, str]]:
    """``(title, explanation)`` by identifier, from stored words of any shape: what is
    not an object of texts is left out (an unusable entry is no reason to refuse a file)."""
    if not isinstance(stored, dict):
        return {}
    found: dict[str, tuple[str, str]] = {}
    for name, entry in stored.items():
        if not isinstance(name, str) or not name or not isinstance(entry, dict):
            continue
        title = entry.get(TITLE_KEY)
        explanation = entry.get(DESCRIPTION_KEY)
        words = (
            title if isinstance(title, str) else "",
            explanation if isinstance(explanation, str) else "",
        )
        if words[0].strip() or words[1].strip():
            found[name] = words
    return found


def apply_param_words(recipe: Recipe, stored: Any) -> Recipe:
    """``recipe`` with the stored words on its params (a copy; ``recipe`` itself when
    nothing applies). Words for a name that is no param are ignored, and so is anything
    malformed; a param with no stored words keeps its own."""
    words = stored_words(stored)
    if not words:
        return recipe
    params = []
    changed = False
    for param in recipe.params:
        found = words.get(param.name) if param.name and param.raw is None else None
        if found is None:
            params.append(param)
            continue
        params.append(param.model_copy(update={"title": found[0], "explanation": found[1]}))
        changed = True
    return recipe.model_copy(update={"params": params}) if changed else recipe
