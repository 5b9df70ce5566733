"""Helpers shared by the subcommands: exit codes, problem lines, catalog options."""

from __future__ import annotations

import sys
from typing import Any

from recipe_studio.core.catalog import Catalog, CatalogError, load_catalog
from recipe_studio.core.problems import Problem

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad input or usage: the message is printed as one line and the exit code is 2."""


def problem_line(origin: str, p: Problem, inside: str = "") -> str:
    """``FILE:LOCATION: severity code: message``; ``inside`` prefixes the location."""
    where = p.location.render()
    if inside:
        where = inside if where == "recipe" else f"{inside}.{where}"
    return f"{origin}:{where}: {p.severity.value} {p.code}: {p.message}"


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
        "problems": [p.to_json() for p in problems],
    }
