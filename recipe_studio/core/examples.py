"""The example recipes shipped with the app (``resources/examples``): what they are called
and what each is for, read from the files themselves, for the welcome page and
Help › Add the example recipes."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from recipe_studio.core.paths import resources_dir
from recipe_studio.core.sharefile import ShareFileError, entries


@dataclass(frozen=True)
class Example:
    path: Path
    name: str
    #: The first line of the recipe's description: its one-line purpose.
    purpose: str
    steps: int


def example_files() -> list[Path]:
    return sorted((resources_dir() / "examples").glob("*.recipe.json"))


def examples() -> list[Example]:
    """Every example file that holds one named recipe, by name."""
    found = []
    for path in example_files():
        try:
            entry = entries(json.loads(path.read_text(encoding="utf-8")))[0]
        except (OSError, ValueError, ShareFileError, IndexError):
            continue  # a damaged install: show the others
        manifest = entry.manifest if isinstance(entry.manifest, dict) else {}
        name = manifest.get("name")
        if not isinstance(name, str) or not name:
            continue
        description = manifest.get("description")
        purpose = description.strip().splitlines()[0] if isinstance(description, str) else ""
        steps = manifest.get("steps")
        found.append(Example(path, name, purpose, len(steps) if isinstance(steps, list) else 0))
    return sorted(found, key=lambda e: e.name.casefold())
