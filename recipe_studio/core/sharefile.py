"""Share files: one recipe (``NAME.recipe.json``) or a bundle of many, wrapping manifests.

A share file records the profile, so whoever opens it reads the manifest the right way::

    {"format": "recipe-studio-recipe", "format_version": 1, "profile": "macos",
     "exported_at": "2026-11-30T10:00:00+00:00", "manifest": {...}}
    {"format": "recipe-studio-bundle", "format_version": 1, "exported_at": "...",
     "recipes": [{"profile": "macos", "manifest": {...}}, ...]}

Anything else is taken as a raw wire manifest of some profile.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from recipe_studio.core.profiles import PROFILES, detect_profile

RECIPE_FORMAT = "recipe-studio-recipe"
BUNDLE_FORMAT = "recipe-studio-bundle"
FORMAT_VERSION = 1
SHARE_SUFFIX = ".recipe.json"


class ShareFileError(ValueError):
    """A share file whose wrapping is broken; the message names the place."""


@dataclass(frozen=True)
class Entry:
    profile: str
    manifest: Any
    #: How the profile was chosen: "share file", or the detection's reason.
    how: str
    where: str = ""


def is_share_file(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") in (RECIPE_FORMAT, BUNDLE_FORMAT)


def is_save_arguments(data: Any) -> bool:
    """``{"manifest": {...}, "overwrite"?: bool}``: the arguments of a ``recipe_save`` call."""
    return (
        isinstance(data, dict)
        and isinstance(data.get("manifest"), dict)
        and set(data) <= {"manifest", "overwrite"}
    )


def entries(data: Any, profile: str | None = None) -> list[Entry]:
    """The manifests inside ``data``: a share file, a bundle, ``recipe_save`` arguments
    (as in the platform documents' examples) or a raw manifest."""
    if is_save_arguments(data):
        inner = entries(data["manifest"], profile)[0]
        how = inner.how if inner.how == "given" else f"recipe_save arguments; {inner.how}"
        return [Entry(inner.profile, inner.manifest, how, "manifest")]
    if not is_share_file(data):
        if profile is not None:
            return [Entry(profile, data, "given")]
        name, reason = detect_profile(data)
        return [Entry(name, data, f"detected: {reason}")]
    version = data.get("format_version", FORMAT_VERSION)
    if not isinstance(version, int) or version > FORMAT_VERSION:
        raise ShareFileError(f"format_version {version!r} is newer than this app understands")
    if data["format"] == RECIPE_FORMAT:
        return [_entry(data, "", profile)]
    recipes = data.get("recipes")
    if not isinstance(recipes, list):
        raise ShareFileError("recipes: a bundle must hold a list of recipes")
    return [_entry(item, f"recipes[{i}]", profile) for i, item in enumerate(recipes)]


def _entry(item: Any, where: str, forced: str | None) -> Entry:
    prefix = f"{where}." if where else ""
    if not isinstance(item, dict) or "manifest" not in item:
        raise ShareFileError(f'{where or "file"}: a shared recipe needs a "manifest"')
    stated = item.get("profile")
    if forced is not None:
        return Entry(forced, item["manifest"], "given", where)
    if stated not in PROFILES:
        raise ShareFileError(f"{prefix}profile: {stated!r} is not a known profile")
    return Entry(str(stated), item["manifest"], "share file", where)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def wrap_recipe(profile: str, manifest: Any) -> dict[str, Any]:
    return {
        "format": RECIPE_FORMAT,
        "format_version": FORMAT_VERSION,
        "profile": profile,
        "exported_at": now_iso(),
        "manifest": manifest,
    }


def wrap_bundle(items: list[tuple[str, Any]]) -> dict[str, Any]:
    return {
        "format": BUNDLE_FORMAT,
        "format_version": FORMAT_VERSION,
        "exported_at": now_iso(),
        "recipes": [{"profile": p, "manifest": m} for p, m in items],
    }
