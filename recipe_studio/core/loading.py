"""One way from a file (or parsed JSON) to the recipes in it, for every command and the
library's import (the window's import too).

:func:`load_input` reads the file safely (:mod:`recipe_studio.core.manifest_io`), finds
the recipes it wraps (:mod:`recipe_studio.core.sharefile`), holds them to the limits of
:mod:`recipe_studio.core.limits` and reads each with its profile. Whatever the file
holds, the answer is an :class:`InputFile`: a one-line ``error`` when there is nothing
to read, located ``problems`` about the file as a whole (an error among them means no
recipes), or the recipes with the problems met while reading them. The path ``-`` is
standard input (a file of that name is ``./-``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core import limits
from recipe_studio.core.manifest_io import (
    Loaded,
    UnreadableFile,
    parse_json_bytes,
    read_json_file,
)
from recipe_studio.core.param_words import apply_param_words
from recipe_studio.core.problems import Problem, has_errors, problem
from recipe_studio.core.profiles import PROFILES, Profile, get_profile
from recipe_studio.core.sharefile import ShareFileError, bundle_recipes, entries

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.model import Recipe


@dataclass(frozen=True)
class InputRecipe:
    """One recipe of an input file, read with its profile."""

    #: Where it is in the file: "" for the whole file, ``manifest``, ``recipes[3]``.
    where: str
    profile: Profile
    #: How the profile was chosen: "given", "share file", "library file", "detected: ...".
    how: str
    manifest: Any
    #: The recipe, with the params' words carried beside the manifest on its params.
    recipe: Recipe
    #: Problems met while reading the manifest with its profile (wrong types ...).
    read_problems: list[Problem] = field(default_factory=list)
    #: The Studio's checks carried beside the manifest (stored form), if any.
    checks: Any = None
    #: The params' words carried beside the manifest (stored form, as the file has
    #: them; ``recipe`` has them on its params), if any.
    param_words: Any = None


@dataclass
class InputFile:
    """What a file holds; see the module docstring."""

    origin: str
    data: Any = None
    recipes: list[InputRecipe] = field(default_factory=list)
    #: Problems about the file as a whole, located in it (``3:14``, ``steps``).
    problems: list[Problem] = field(default_factory=list)
    #: Why there is nothing to read (one line, naming the file).
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and not has_errors(self.problems)

    def first_error(self) -> str:
        """One line for the first thing wrong (for a one-line report)."""
        if self.error is not None:
            return self.error
        first = next((p for p in self.problems if p.is_error), None)
        if first is None:
            return ""
        from recipe_studio.core.problem_text import ENGLISH  # places count from 1

        return f"{self.origin}:{ENGLISH.where(first)}: {ENGLISH.sentence(first)}"


def load_input(
    path: str | Path, profile: str | None = None, *, limit: int | None = None
) -> InputFile:
    """The recipes in the file at ``path`` (read as ``profile`` if given); never raises
    for anything the file is or holds. ``limit``: the largest file accepted (default
    :data:`limits.MAX_FILE_BYTES`)."""
    origin = str(path)
    try:
        loaded = _read_stdin(limit) if origin == STDIN else read_json_file(path, limit)
    except UnreadableFile as exc:
        return InputFile(origin, error=str(exc))
    return read_input(loaded, profile, origin)


#: The path that means standard input.
STDIN = "-"


def _read_stdin(limit: int | None) -> Loaded:
    limit = limits.MAX_FILE_BYTES if limit is None else limit
    if sys.stdin is None:
        raise UnreadableFile("-: there is no standard input to read")
    try:
        raw = sys.stdin.buffer.read(limit + 1)  # one byte over says "too large"
    except (OSError, ValueError) as exc:
        raise UnreadableFile(f"-: standard input cannot be read: {exc}") from None
    return parse_json_bytes(raw, limit)


def read_input(loaded: Loaded | Any, profile: str | None = None, origin: str = "") -> InputFile:
    """The recipes in parsed JSON (a :class:`Loaded`, or the value itself)."""
    if not isinstance(loaded, Loaded):
        loaded = Loaded(loaded)
    out = InputFile(origin, loaded.data, problems=list(loaded.problems))
    if not loaded.ok:
        return out
    if profile is not None and profile not in PROFILES:
        out.error = f"unknown profile {profile!r}; choose one of {', '.join(PROFILES)}"
        return out
    recipes = bundle_recipes(loaded.data)
    if recipes is not None and len(recipes) > limits.MAX_BUNDLE_RECIPES:
        limit, count = limits.MAX_BUNDLE_RECIPES, len(recipes)
        out.problems.append(problem("too_many_recipes", field="recipes", count=count, limit=limit))
        return out
    try:
        found = entries(loaded.data, profile)
    except ShareFileError as exc:
        out.error = f"{origin}: {exc}" if origin else str(exc)
        return out
    too_long = [_too_many_steps(e.manifest, e.where) for e in found]
    if any(p is not None for p in too_long):
        out.problems.extend(p for p in too_long if p is not None)
        return out
    for entry in found:
        prof = get_profile(entry.profile)
        read = prof.read(entry.manifest)
        out.recipes.append(
            InputRecipe(
                entry.where,
                prof,
                entry.how,
                entry.manifest,
                apply_param_words(read.recipe, entry.param_words),
                read.problems,
                entry.checks,
                entry.param_words,
            )
        )
    return out


def _too_many_steps(manifest: Any, where: str) -> Problem | None:
    steps = manifest.get("steps") if isinstance(manifest, dict) else None
    if not isinstance(steps, list) or len(steps) <= limits.MAX_STEPS:
        return None
    field_name = f"{where}.steps" if where else "steps"
    return problem("too_many_steps", field=field_name, count=len(steps), limit=limits.MAX_STEPS)
