"""Share files: one recipe (``NAME.recipe``) or a bundle of many, wrapping manifests.

``.recipe`` is the Studio's own file type (a JSON document): a double-click opens it in
the Studio on every system, because macOS and Windows choose an app by a file's last
extension only (``x.recipe.json`` would be any JSON file to them). Export writes it;
older share files (``.recipe.json``) and plain ``.json`` files still import.

A share file records the profile, so whoever opens it reads the manifest the right way::

    {"format": "recipe-studio-recipe", "format_version": 1, "profile": "macos",
     "exported_at": "2026-11-30T10:00:00+00:00", "manifest": {...}}
    {"format": "recipe-studio-bundle", "format_version": 1, "exported_at": "...",
     "recipes": [{"profile": "macos", "manifest": {...}}, ...]}

Beside a manifest, ``"checks"`` may carry the Studio's checks on its steps' results (by
step position, :mod:`recipe_studio.core.checks`) and ``"param_words"`` the titles and
explanations of its params in the person's words (by param name,
:mod:`recipe_studio.core.param_words`); they are never part of the manifest.

A file copied out of a library folder (``"format": "recipe-studio-library"``) is read
like a share file. Anything else is taken as a raw wire manifest of some profile.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from recipe_studio.core.param_words import STORED_KEY as PARAM_WORDS_KEY
from recipe_studio.core.profile_names import PROFILE_NAMES

if TYPE_CHECKING:
    from collections.abc import Sequence

RECIPE_FORMAT = "recipe-studio-recipe"
BUNDLE_FORMAT = "recipe-studio-bundle"
#: A file saved by the library (:mod:`recipe_studio.core.library.record`), copied out.
LIBRARY_FORMAT = "recipe-studio-library"
FORMAT_VERSION = 1
#: The extension Export writes, for one recipe and for a bundle alike (the packaging
#: declares it: macOS UTI, Windows ProgID, Linux MIME type; see packaging/).
SHARE_SUFFIX = ".recipe"
#: A bundle is a recipe file too: one file type, one extension, one double-click.
BUNDLE_SUFFIX = SHARE_SUFFIX
#: What the Open/Import dialog offers: the own type, older share files, any JSON.
OPENABLE_PATTERNS = ("*.recipe", "*.recipe.json", "*.json")


class ShareFileError(ValueError):
    """A share file whose wrapping is broken; the message names the place."""


@dataclass(frozen=True)
class Entry:
    profile: str
    manifest: Any
    #: How the profile was chosen: "share file", or the detection's reason.
    how: str
    where: str = ""
    #: The Studio's checks carried beside the manifest (stored form), if any.
    checks: Any = None
    #: The params' titles and explanations carried beside the manifest (stored form).
    param_words: Any = None


def is_share_file(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") in (RECIPE_FORMAT, BUNDLE_FORMAT)


def is_library_file(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == LIBRARY_FORMAT


def bundle_recipes(data: Any) -> list[Any] | None:
    """The list of recipes of a bundle (``None`` for anything else)."""
    if isinstance(data, dict) and data.get("format") == BUNDLE_FORMAT:
        recipes = data.get("recipes")
        return recipes if isinstance(recipes, list) else None
    return None


def is_save_arguments(data: Any) -> bool:
    """``{"manifest": {...}, "overwrite"?: bool}``: the arguments of a ``recipe_save`` call."""
    return (
        isinstance(data, dict)
        and isinstance(data.get("manifest"), dict)
        and set(data) <= {"manifest", "overwrite"}
    )


def entries(data: Any, profile: str | None = None) -> list[Entry]:
    """The manifests inside ``data``: a share file, a bundle, ``recipe_save`` arguments
    (as in the platform documents' examples), a library file or a raw manifest."""
    if is_save_arguments(data):
        inner = _raw_entry(data["manifest"], profile)
        how = inner.how if inner.how == "given" else f"recipe_save arguments; {inner.how}"
        return [Entry(inner.profile, inner.manifest, how, "manifest")]
    if not (is_share_file(data) or is_library_file(data)):
        return [_raw_entry(data, profile)]
    version = data.get("format_version", FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ShareFileError(f"format_version: {shown_value(version)} is not a version number")
    if version > FORMAT_VERSION:
        raise ShareFileError(f"format_version {version} is newer than this app understands")
    if data["format"] == LIBRARY_FORMAT:
        return [_entry(data, "", profile, how="library file")]
    if data["format"] == RECIPE_FORMAT:
        return [_entry(data, "", profile)]
    recipes = data.get("recipes")
    if not isinstance(recipes, list):
        raise ShareFileError("recipes: a bundle must hold a list of recipes")
    return [_entry(item, f"recipes[{i}]", profile) for i, item in enumerate(recipes)]


def _raw_entry(data: Any, profile: str | None) -> Entry:
    if profile is not None:
        return Entry(profile, data, "given")
    # Detection reads the profiles themselves (and so the recipe model); a library file
    # or a share file names its profile and is listed without them.
    from recipe_studio.core.profiles import detect_profile

    name, reason = detect_profile(data)
    return Entry(name, data, f"detected: {reason}")


def shown_value(value: Any) -> str:
    """A value as shown in a message: its JSON-ish text, cut short."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        return "a very large number"  # repr of a huge int is slow, or refused
    text = repr(value) if isinstance(value, str | int | float | bool | None) else "this value"
    return text if len(text) <= 60 else text[:59] + "…"


def _entry(item: Any, where: str, forced: str | None, how: str = "share file") -> Entry:
    prefix = f"{where}." if where else ""
    if not isinstance(item, dict) or "manifest" not in item:
        raise ShareFileError(f'{where or "file"}: a shared recipe needs a "manifest"')
    stated = item.get("profile")
    checks = item.get("checks")
    words = item.get(PARAM_WORDS_KEY)
    if forced is not None:
        return Entry(forced, item["manifest"], "given", where, checks, words)
    if not isinstance(stated, str) or stated not in PROFILE_NAMES:
        raise ShareFileError(f"{prefix}profile: {shown_value(stated)} is not a known profile")
    return Entry(stated, item["manifest"], how, where, checks, words)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def wrap_recipe(
    profile: str, manifest: Any, checks: Any = None, param_words: Any = None
) -> dict[str, Any]:
    """A share file of one recipe, with the Studio's checks and param words beside it."""
    data = {
        "format": RECIPE_FORMAT,
        "format_version": FORMAT_VERSION,
        "profile": profile,
        "exported_at": now_iso(),
        "manifest": manifest,
    }
    if checks:
        data["checks"] = checks
    if param_words:
        data[PARAM_WORDS_KEY] = param_words
    return data


def wrap_bundle(items: Sequence[tuple[Any, ...]]) -> dict[str, Any]:
    """A bundle of ``(profile, manifest)``, ``(profile, manifest, checks)`` or
    ``(profile, manifest, checks, param_words)`` items."""
    recipes = []
    for item in items:
        entry = {"profile": item[0], "manifest": item[1]}
        if len(item) > 2 and item[2]:
            entry["checks"] = item[2]
        if len(item) > 3 and item[3]:
            entry[PARAM_WORDS_KEY] = item[3]
        recipes.append(entry)
    return {
        "format": BUNDLE_FORMAT,
        "format_version": FORMAT_VERSION,
        "exported_at": now_iso(),
        "recipes": recipes,
    }
