"""The names of the five target profiles, for code that only needs to recognise one.

Reading a library file for its listing needs the profile's name and nothing else; the
profiles themselves (:mod:`recipe_studio.core.profiles`) bring the recipe model and
pydantic with them. ``PROFILES`` in that package is keyed by exactly these names, in this
order (a test holds the two together).
"""

from __future__ import annotations

PROFILE_NAMES: tuple[str, ...] = ("macos", "windows", "macos-1", "windows-1", "custom-tool")
