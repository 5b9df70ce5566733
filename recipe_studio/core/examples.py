"""The example recipes shipped with the app (``resources/examples``): what they are called
and what each is for, read from the files themselves, for the welcome page and
Help › Add the example recipes; and their words (name, description, worded arguments, the
params' titles and descriptions) in the UI language."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.param_words import DESCRIPTION_KEY, STORED_KEY, TITLE_KEY
from recipe_studio.core.paths import resources_dir

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


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
    """Every example file that holds one named recipe, by name.

    Read as plain JSON (the shipped files are share files, see :mod:`~recipe_studio.core.
    sharefile`): the welcome page lists them before the recipe models have loaded."""
    found = []
    for path in example_files():
        manifest = _manifest(path)  # a damaged install: {} for that file, the others shown
        name = manifest.get("name")
        if not isinstance(name, str) or not name:
            continue
        description = manifest.get("description")
        purpose = description.strip().splitlines()[0] if isinstance(description, str) else ""
        steps = manifest.get("steps")
        found.append(Example(path, name, purpose, len(steps) if isinstance(steps, list) else 0))
    return sorted(found, key=lambda e: e.name.casefold())


#: The step arguments whose text is words for people (translated with the example).
WORDED_ARGS = frozenset({"note_name", "body", "content", "value"})


#: The params' words translated with the example (kept beside its manifest).
WORDED_PARAM_KEYS = (TITLE_KEY, DESCRIPTION_KEY)


def example_texts(path: Path) -> list[str]:
    """What of an example is translated: its name, description and worded arguments, and
    its params' titles and descriptions."""
    manifest = _manifest(path)
    texts = [manifest.get("name"), manifest.get("description")]
    for step in manifest.get("steps") or []:
        args = step.get("args") if isinstance(step, dict) else None
        if isinstance(args, dict):
            texts += [value for key, value in args.items() if key in WORDED_ARGS]
    for words in _param_words(_read(path)).values():
        if isinstance(words, dict):
            texts += [words.get(key) for key in WORDED_PARAM_KEYS]
    return [text for text in texts if isinstance(text, str) and text.strip()]


def localized_example(path: Path, translate: Callable[[str], str]) -> dict[str, Any]:
    """The example's share file with its words in the UI language (``translate``).

    A translation that loses, adds or changes a ``${…}`` reference (it may move them) is
    not used: the recipe must work the same in every language.
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    manifest = data.get("manifest") if isinstance(data, dict) else None
    if not isinstance(manifest, dict):
        return data  # type: ignore[no-any-return]

    def words(text: Any) -> Any:
        if not isinstance(text, str):
            return text
        translated = translate(text)
        same = sorted(_REFERENCE.findall(translated)) == sorted(_REFERENCE.findall(text))
        return translated if same else text  # references may move, never change

    for key in ("name", "description"):
        manifest[key] = words(manifest.get(key))
    for step in manifest.get("steps") or []:
        args = step.get("args") if isinstance(step, dict) else None
        if isinstance(args, dict):
            for key in WORDED_ARGS & set(args):
                args[key] = words(args[key])
    for entry in _param_words(data).values():
        if isinstance(entry, dict):
            for key in set(WORDED_PARAM_KEYS) & set(entry):
                entry[key] = words(entry[key])
    return data  # type: ignore[no-any-return]


_REFERENCE = re.compile(r"\$\{[^}]*\}")


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _manifest(path: Path) -> dict[str, Any]:
    data = _read(path)
    manifest = data.get("manifest") if isinstance(data, dict) else None
    return manifest if isinstance(manifest, dict) else {}


def _param_words(data: Any) -> dict[str, Any]:
    """The share file's param words (:mod:`~recipe_studio.core.param_words`), as written."""
    words = data.get(STORED_KEY) if isinstance(data, dict) else None
    return words if isinstance(words, dict) else {}
