"""The stored file format of the library, and reading any file found in the folder.

One recipe per file, ``<stem>.json`` (see :mod:`recipe_studio.core.library.names`)::

    {"format": "recipe-studio-library",
     "format_version": 1,
     "profile": "macos",              # one of recipe_studio.core.profile_names.PROFILE_NAMES
     "draft": false,                  # true: kept with validation errors, not finished
     "saved_at": "2026-11-30T10:00:00+00:00",
     "revision": 3,                   # 1 on creation, +1 on every save
     "id": "9f0c...",                 # stable id: kept across saves, renames, restores
     "manifest": {...},               # the wire manifest: profile.write(recipe)
     "pins": {...},                   # optional, opaque to the core, kept for the GUI;
                                      # never exported
     "checks": {...},                 # optional: the Studio's checks on step results
                                      # (recipe_studio.core.checks); exported beside
                                      # the manifest, never in it
     "param_words": {...}}            # optional: the params' titles and explanations
                                      # in the person's words, by param name
                                      # (recipe_studio.core.param_words); exported
                                      # beside the manifest, never in it

The recipe's name is ``manifest["name"]`` (the file name is only derived from it).
Files written by hand are read too: a share file (``NAME.recipe``, see
:mod:`recipe_studio.core.sharefile`), ``recipe_save`` arguments or a raw wire manifest
of any profile (the profile is detected). Anything else is a *broken* entry with a
reason; it is listed, never rewritten, moved or deleted by the library.

Library folder layout::

    recipes/NAME.json          the recipes
    recipes/.index/index.json  listing cache (rebuilt when stale or corrupt)
    recipes/.versions/STEM/N.json   earlier versions (exact bytes), newest = highest N
    recipes/.trash/ID/         deleted recipes: recipe.json, info.json, versions/
    recipes/.lock              inter-process lock for check-then-write sections
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any, Literal

from recipe_studio.core import limits
from recipe_studio.core.atomic import json_bytes
from recipe_studio.core.manifest_io import parse_json_bytes
from recipe_studio.core.param_words import STORED_KEY as PARAM_WORDS_KEY
from recipe_studio.core.problems import format_message, not_object
from recipe_studio.core.profile_names import PROFILE_NAMES
from recipe_studio.core.sharefile import LIBRARY_FORMAT as LIBRARY_FORMAT
from recipe_studio.core.sharefile import (
    ShareFileError,
    entries,
    is_share_file,
    now_iso,
    shown_value,
)

FORMAT_VERSION = 1
DESCRIPTION_MAX = 500

Kind = Literal["library", "share", "manifest"]


@dataclass(frozen=True)
class Stamp:
    """What a caller loaded or saved: compare ``sha256`` to tell whether it changed."""

    file: str
    name: str
    sha256: str
    revision: int
    mtime_ns: int
    size: int


@dataclass(frozen=True)
class Record:
    """A readable recipe file's content."""

    profile: str
    manifest: dict[str, Any]
    draft: bool = False
    revision: int = 0
    saved_at: str | None = None
    pins: dict[str, Any] | None = None
    kind: Kind = "library"
    #: The Studio's checks, stored form (:mod:`recipe_studio.core.checks`).
    checks: dict[str, Any] | None = None
    #: The params' words, stored form (:mod:`recipe_studio.core.param_words`).
    param_words: dict[str, Any] | None = None
    #: How the profile was chosen for hand-written files ("detected: ...").
    how: str = ""
    #: The recipe's stable id (``None`` for files written by hand, until saved here).
    recipe_id: str | None = None

    @property
    def name(self) -> str:
        return str(self.manifest["name"])


def new_recipe_id() -> str:
    """A fresh stable id for a recipe saved for the first time."""
    return uuid.uuid4().hex


@dataclass(frozen=True)
class Broken:
    code: str
    reason: str


def encode_record(
    profile: str,
    manifest: dict[str, Any],
    *,
    draft: bool,
    revision: int,
    pins: dict[str, Any] | None,
    saved_at: str | None = None,
    recipe_id: str | None = None,
    checks: dict[str, Any] | None = None,
    param_words: dict[str, Any] | None = None,
) -> bytes:
    data: dict[str, Any] = {
        "format": LIBRARY_FORMAT,
        "format_version": FORMAT_VERSION,
        "profile": profile,
        "draft": draft,
        "saved_at": saved_at or now_iso(),
        "revision": revision,
        "manifest": manifest,
    }
    if recipe_id is not None:
        data["id"] = recipe_id
    if pins is not None:
        data["pins"] = pins
    if checks:
        data["checks"] = checks
    if param_words:
        data[PARAM_WORDS_KEY] = param_words
    return encode_json(data)


def encode_json(data: Any) -> bytes:
    """Pretty UTF-8 JSON (see :func:`recipe_studio.core.atomic.json_bytes`)."""
    return json_bytes(data)


def decode(raw: bytes) -> Record | Broken:
    """Read a recipe file's bytes: a :class:`Record`, or why it is :class:`Broken`."""
    if len(raw) > limits.MAX_RECIPE_BYTES:
        return Broken("too_large", f"the file is too large to be a recipe ({len(raw)} bytes)")
    if (
        raw.count(b"{") + raw.count(b"[") <= limits.MAX_DEPTH
        and b"\\ud" not in raw
        and b"\\uD" not in raw
    ):
        # Too few brackets to nest too deeply and no escaped surrogate: the careful
        # checks cannot find anything that plain parsing would miss (the common case).
        try:
            return decode_data(_DECODER.decode(raw.decode("utf-8-sig")))
        except (UnicodeDecodeError, ValueError, RecursionError):
            pass  # the careful path below says exactly what is wrong
    loaded = parse_json_bytes(raw, limits.MAX_RECIPE_BYTES)
    if not loaded.ok:
        first = next(p for p in loaded.problems if p.is_error)
        from recipe_studio.core.problem_text import ENGLISH  # places count from 1

        where = first.location.render()
        text = ENGLISH.sentence(first) if where == "recipe" else ENGLISH.line(first)
        return Broken(first.code, text)
    return decode_data(loaded.data)


def _refuse(constant: str) -> Any:
    raise ValueError(constant)  # NaN and Infinity are not JSON


def _finite(text: str) -> float:
    number = float(text)
    if number - number != 0:  # 1e999: too large to be a number
        raise ValueError(text)
    return number


#: Made once: ``json.loads`` with hooks would build a decoder for every file listed.
_DECODER = json.JSONDecoder(parse_constant=_refuse, parse_float=_finite)


def decode_data(data: Any) -> Record | Broken:
    if isinstance(data, dict) and data.get("format") == LIBRARY_FORMAT:
        return _library_record(data)
    if not isinstance(data, dict):
        from recipe_studio.core.problem_text import ENGLISH

        return Broken("not_object", ENGLISH.sentence(not_object(data)))
    try:
        found = entries(data)
    except ShareFileError as exc:
        return Broken("wrong_shape", str(exc))
    if len(found) != 1:
        return Broken(
            "bundle", f"a bundle of {len(found)} recipes: import it instead of storing it here"
        )
    entry = found[0]
    shared = is_share_file(data)
    manifest = entry.manifest
    if not isinstance(manifest, dict):
        return Broken("wrong_shape", "the recipe manifest is not a JSON object")
    if not shared and not isinstance(manifest.get("steps"), list):
        return Broken("wrong_shape", 'not a recipe: a manifest needs a "steps" list')
    problem = _name_problem(manifest)
    if problem is not None:
        return problem
    kind: Kind = "share" if shared else "manifest"
    words = entry.param_words if isinstance(entry.param_words, dict) else None
    return Record(entry.profile, manifest, kind=kind, how=entry.how, param_words=words)


def _library_record(data: dict[str, Any]) -> Record | Broken:
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        shown = shown_value(version)
        return Broken("wrong_shape", f"format_version {shown} is not a version number")
    if version > FORMAT_VERSION:
        return Broken("newer_format", f"format_version {version} is newer than this app")
    profile = data.get("profile")
    if not isinstance(profile, str) or profile not in PROFILE_NAMES:
        return Broken("wrong_shape", f"profile {shown_value(profile)} is not a known profile")
    manifest = data.get("manifest")
    if not isinstance(manifest, dict):
        return Broken("wrong_shape", '"manifest" is not a JSON object')
    problem = _name_problem(manifest)
    if problem is not None:
        return problem
    draft = data.get("draft", False)
    revision = data.get("revision", 0)
    saved_at = data.get("saved_at")
    pins = data.get("pins")
    recipe_id = data.get("id")
    if not isinstance(draft, bool):
        return Broken("wrong_shape", '"draft" is not true or false')
    if not isinstance(revision, int) or isinstance(revision, bool):
        return Broken("wrong_shape", '"revision" is not a whole number')
    if pins is not None and not isinstance(pins, dict):
        return Broken("wrong_shape", '"pins" is not a JSON object')
    checks = data.get("checks")
    words = data.get(PARAM_WORDS_KEY)
    return Record(
        str(profile),
        manifest,
        draft=draft,
        revision=revision,
        saved_at=saved_at if isinstance(saved_at, str) else None,
        pins=pins,
        recipe_id=recipe_id if isinstance(recipe_id, str) and recipe_id else None,
        checks=checks if isinstance(checks, dict) else None,  # unusable: left out, not fatal
        param_words=words if isinstance(words, dict) else None,  # likewise
    )


def _name_problem(manifest: dict[str, Any]) -> Broken | None:
    """Why a manifest cannot be listed as a recipe: no name, or too many steps."""
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        return Broken("no_name", "the recipe has no name")
    steps = manifest.get("steps")
    if isinstance(steps, list) and len(steps) > limits.MAX_STEPS:
        text = format_message("too_many_steps", {"count": len(steps), "limit": limits.MAX_STEPS})
        return Broken("too_many_steps", text)
    return None


@dataclass(frozen=True)
class Summary:
    """What a listing shows about a recipe, read without building the model."""

    name: str
    profile: str
    description: str | None
    step_count: int
    tools: tuple[str, ...]
    draft: bool
    kind: Kind


def summarize(record: Record) -> Summary:
    manifest = record.manifest
    description = manifest.get("description")
    steps = manifest.get("steps")
    step_list: list[Any] = steps if isinstance(steps, list) else []
    tools: dict[str, None] = {}
    for step in step_list:
        if isinstance(step, dict):
            tool = step.get("tool")
            if isinstance(tool, str) and tool:
                tools.setdefault(tool, None)
    return Summary(
        name=record.name,
        profile=record.profile,
        description=description[:DESCRIPTION_MAX] if isinstance(description, str) else None,
        step_count=len(step_list),
        tools=tuple(tools),
        draft=record.draft,
        kind=record.kind,
    )
