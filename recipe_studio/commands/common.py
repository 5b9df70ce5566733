"""Helpers shared by the subcommands: exit codes, problem lines, catalog options."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from recipe_studio.commands.words import CliWords
from recipe_studio.core.arguments import tool_facts
from recipe_studio.core.atomic import write_atomic
from recipe_studio.core.catalog import Catalog, CatalogError, load_catalog
from recipe_studio.core.loading import InputFile, InputRecipe, load_input
from recipe_studio.core.model import Recipe, ToolStep
from recipe_studio.core.problem_text import ENGLISH, ArgumentNamer, ProblemWords, ToolNamer
from recipe_studio.core.problems import PathPart, Problem, has_errors
from recipe_studio.core.titles import ToolWords
from recipe_studio.core.validation.validator import default_catalog

if TYPE_CHECKING:
    from recipe_studio.core.profiles import Profile

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad input or usage: the message is printed as one line and the exit code is 2."""


def problem_line(origin: str, p: Problem, inside: str = "", titles: Titles | None = None) -> str:
    """``FILE:PLACE: severity code: sentence`` in the person's language (``LANGUAGE``,
    ``LANG``): the place reads "Step 3, Note name" (``titles``: of arguments, tools), and
    ``inside`` (where the recipe is in the file) comes first. The code stays, for
    scripts and for looking it up; ``--json`` keeps codes and values."""
    cli = CliWords()
    words = ProblemWords(cli.translate, *titles) if titles else cli.problems()
    where = words.place(p.location)
    if inside:
        inside = words.inside(inside)
        where = inside if p.location.render() == "recipe" else f"{inside}, {where}"
    severity = words.word("severity", p.severity.value)
    return f"{origin}:{where}: {severity} {p.code}: {words.sentence(p)}"


#: Names for problems: argument titles (for places) and tool titles.
Titles = tuple[ArgumentNamer, ToolNamer]


def argument_titles(recipe: Recipe, profile: Profile, catalog: Catalog) -> Titles:
    """Titles of the recipe's arguments and tools in the person's language (core's argument
    facts, the catalog's words and the built-in tools' ones)."""
    language = CliWords().language
    words = ToolWords([catalog, default_catalog("builtin")], language)

    def name(step: int, path: tuple[PathPart, ...]) -> str | None:
        found = recipe.steps[step] if 0 <= step < len(recipe.steps) else None
        if not isinstance(found, ToolStep):
            return None
        facts = tool_facts(profile, catalog, found.tool, language=language, words=words)
        return facts.at(path).title

    return name, words.tool


def say(text: str) -> None:
    print(text, file=sys.stderr)


def load_catalog_option(path: str | None) -> Catalog | None:
    if path is None:
        return None
    try:
        return load_catalog(path)
    except CatalogError as exc:
        raise UsageError(str(exc)) from None


def problem_json(
    origin: str, problems: list[Problem], inside: str = "", **extra: Any
) -> dict[str, Any]:
    return {
        "file": origin,
        "inside": inside,
        **extra,
        "problems": [_problem_json(p) for p in problems],
    }


def _problem_json(found: Problem) -> dict[str, Any]:
    """A problem as data, with its English sentence for whoever reads the output."""
    data = found.to_json()
    location = data.pop("location")  # the sentence comes before the place, as it always did
    return {**data, "message": ENGLISH.sentence(found), "location": location}


def write_output(path: str, data: bytes) -> None:
    """Write a command's output file (``-o``) atomically; a path that cannot be written
    is bad usage (one line, exit 2)."""
    try:
        write_atomic(path, data)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UsageError(f"{path}: cannot be written: {reason}") from None


def load_file(path: str, profile: str | None) -> InputFile:
    """The recipes in the file at ``path``: its problems are printed, and a file that
    cannot be used is a :class:`UsageError` (exit 2)."""
    found = load_input(path, profile)
    for p in found.problems:
        say(problem_line(path, p))
    if not found.ok:
        raise UsageError(found.error or f"{path}: not a recipe file")
    return found


def load_one(path: str, profile: str | None, verb: str, *, readable: bool = True) -> InputRecipe:
    """The one recipe in the file at ``path`` (see :func:`load_file`); ``verb``: what the
    command does with it ("convert"), for the message about a file of several. With
    ``readable``, a recipe the profile cannot read without errors is refused too."""
    found = load_file(path, profile)
    if len(found.recipes) != 1:
        raise UsageError(f"{path}: holds {len(found.recipes)} recipes; {verb} one at a time")
    entry = found.recipes[0]
    if readable and has_errors(entry.read_problems):
        for p in entry.read_problems:
            say(problem_line(path, p, entry.where))
        raise UsageError(f"{path}: the recipe cannot be read as {entry.profile.name}")
    return entry
