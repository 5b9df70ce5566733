"""The five target profiles, and detection of a manifest's profile."""

from __future__ import annotations

from typing import Any

from recipe_studio.core.profile_names import PROFILE_NAMES
from recipe_studio.core.profiles.base import Profile, ReadResult, ValueKind, value_fits
from recipe_studio.core.profiles.custom_tool import read_custom_tool, write_custom_tool
from recipe_studio.core.profiles.manifest import read_manifest, write_manifest

__all__ = [
    "PROFILES",
    "PROFILE_NAMES",
    "Profile",
    "ReadResult",
    "ValueKind",
    "detect_profile",
    "get_profile",
    "value_fits",
]

_MAC_TYPES: dict[str, ValueKind] = {"string": "string", "int": "integer", "bool": "boolean"}
_CUSTOM_TYPES: dict[str, ValueKind] = {
    "string": "string",
    "number": "number",
    "boolean": "boolean",
    "object": "object",
    "array": "array",
}
_MANIFEST_PARAM_KEYS = frozenset({"name", "type", "default", "description"})

MACOS = Profile(
    name="macos",
    title="macOS (recipe manifest rev. 2)",
    seed="000",
    dialect="template",
    param_types=_MAC_TYPES,
    allows_wait=True,
    allows_optional=True,
    allows_outputs=True,
    has_schema_version=False,
    has_overwrite=True,
    confirm="removed",
    note_rule=True,
    save_returns=("name",),
    top_keys=frozenset({"name", "description", "params", "steps", "outputs"}),
    param_keys=_MANIFEST_PARAM_KEYS,
    step_keys=frozenset({"tool", "args", "optional"}),
    reader=read_manifest,
    writer=write_manifest,
)
WINDOWS = Profile(
    name="windows",
    title="Windows (recipe manifest rev. 2)",
    seed="000",
    dialect="template",
    param_types=None,
    allows_wait=False,
    allows_optional=True,
    allows_outputs=False,
    has_schema_version=True,
    has_overwrite=True,
    confirm="removed",
    note_rule=False,
    save_returns=("name", "step_count"),
    top_keys=frozenset({"name", "description", "schema_version", "params", "steps"}),
    param_keys=_MANIFEST_PARAM_KEYS,
    step_keys=frozenset({"tool", "args", "optional"}),
    reader=read_manifest,
    writer=write_manifest,
)
MACOS_1 = Profile(
    name="macos-1",
    title="macOS (recipe manifest rev. 1)",
    seed="001",
    dialect="template",
    param_types=_MAC_TYPES,
    allows_wait=True,
    allows_optional=False,
    allows_outputs=True,
    has_schema_version=False,
    has_overwrite=False,
    confirm="kept",
    note_rule=False,
    save_returns=("name",),
    top_keys=frozenset({"name", "description", "params", "steps", "outputs"}),
    param_keys=_MANIFEST_PARAM_KEYS,
    step_keys=frozenset({"tool", "args"}),
    reader=read_manifest,
    writer=write_manifest,
)
WINDOWS_1 = Profile(
    name="windows-1",
    title="Windows (recipe manifest rev. 1)",
    seed="001",
    dialect="template",
    param_types=None,
    allows_wait=False,
    allows_optional=False,
    allows_outputs=False,
    has_schema_version=True,
    has_overwrite=False,
    confirm="removed",
    note_rule=False,
    save_returns=("name", "step_count"),
    top_keys=frozenset({"name", "description", "schema_version", "params", "steps"}),
    param_keys=_MANIFEST_PARAM_KEYS,
    step_keys=frozenset({"tool", "args"}),
    reader=read_manifest,
    writer=write_manifest,
)
CUSTOM_TOOL = Profile(
    name="custom-tool",
    title="Custom tool (custom_tool_create workflow)",
    seed="004",
    dialect="custom",
    param_types=_CUSTOM_TYPES,
    allows_wait=False,
    allows_optional=False,
    allows_outputs=False,
    has_schema_version=False,
    has_overwrite=False,
    confirm="none",
    note_rule=False,
    save_returns=("name",),
    name_prefix="user_",
    param_has_default=False,
    top_keys=frozenset({"name", "description", "parameters", "steps"}),
    param_keys=frozenset({"name", "type", "description", "required"}),
    step_keys=frozenset({"id", "tool", "arguments"}),
    reader=read_custom_tool,
    writer=write_custom_tool,
)

PROFILES: dict[str, Profile] = {
    p.name: p for p in (MACOS, WINDOWS, MACOS_1, WINDOWS_1, CUSTOM_TOOL)
}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise KeyError(f"unknown profile {name!r}; choose one of {', '.join(PROFILES)}") from None


def detect_profile(data: Any) -> tuple[str, str]:
    """Guess a manifest's profile from its shape: ``(profile name, reason)``."""
    if not isinstance(data, dict):
        return "macos", "not an object; assumed macos"
    raw_steps = data.get("steps")
    steps: list[Any] = raw_steps if isinstance(raw_steps, list) else []
    step_dicts = [s for s in steps if isinstance(s, dict)]
    name = data.get("name")
    if "parameters" in data or any("arguments" in s for s in step_dicts):
        return "custom-tool", 'it has "parameters" or step "arguments"'
    if isinstance(name, str) and name.startswith("user_") and any("id" in s for s in step_dicts):
        return "custom-tool", "its name starts with user_ and its steps have ids"
    has_wait = any("wait" in s for s in step_dicts)
    has_optional = any("optional" in s for s in step_dicts)
    if "schema_version" in data and not has_wait and "outputs" not in data:
        if has_optional:
            return "windows", "it has schema_version and optional steps"
        return "windows", "it has schema_version"
    if has_wait or "outputs" in data:
        return "macos", "it has wait steps or outputs"
    return "macos", "a recipe manifest (the current macOS revision)"
