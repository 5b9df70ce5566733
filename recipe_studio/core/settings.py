"""The app's settings: one typed object, stored as JSON in the Studio data folder.

Every key, its default and its type is a field of :class:`Settings`; nothing else reads
or writes the file. It is Qt-free, so the command line (``run``, ``serve``) sees the same
connections and per-recipe choices as the window. Per-recipe settings are keyed by the
recipe's stable id (see :mod:`recipe_studio.core.library.record`), so they follow a
rename. The window reads and writes settings on its own (GUI) thread and hands worker
threads plain values (a :class:`ServerSpec`), never the settings themselves.

A file that cannot be read gives the defaults (the unreadable file is kept beside as
``settings.json.broken`` so nothing is silently lost); keys a newer version wrote are kept.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from recipe_studio.core.atomic import write_json_atomic
from recipe_studio.core.mcp_client.spec import ServerSpec, builtin_server_spec
from recipe_studio.core.paths import data_home, default_workspace_dir
from recipe_studio.core.settings_file import SETTINGS_FILE as SETTINGS_FILE
from recipe_studio.core.settings_file import read_settings_bytes
from recipe_studio.core.settings_file import settings_path as settings_path

if TYPE_CHECKING:
    from collections.abc import Mapping

SETTINGS_VERSION = 2
#: The name of Recipe Studio's own tool server among the connections.
BUILTIN_CONNECTION = "built-in tools"
#: The most recipes whose last param values are remembered (the oldest go first).
MAX_REMEMBERED_RECIPES = 500
#: How many recently opened or saved recipes the welcome page lists.
MAX_RECENT = 8
#: The longest a tool may be allowed to stay silent (Preferences offers 1 s to this).
MAX_SILENCE_LIMIT = 24 * 3600.0


_Model = TypeVar("_Model", bound=BaseModel)


class SettingRefused(ValueError):
    """A settings change that names no setting, or gives one a value of the wrong type."""


def validated_update(model: _Model, changes: Mapping[str, Any]) -> _Model:
    """``model`` with ``changes`` applied and checked like a file read: a misspelt key or a
    wrong type raises :class:`SettingRefused` (``model_copy(update=)`` would store either
    silently, and the file would then keep it)."""
    unknown = sorted(set(changes) - set(type(model).model_fields))
    if unknown:
        raise SettingRefused(f"not a setting of {type(model).__name__}: {', '.join(unknown)}")
    data = dict(model)
    data.update(model.model_extra or {})
    data.update(changes)
    try:
        return type(model).model_validate(data)
    except ValidationError as error:
        raise SettingRefused(str(error)) from error


class RecipeSettings(BaseModel):
    """What the window remembers for one recipe."""

    model_config = ConfigDict(extra="allow")

    #: The connection its test runs use ("" follows the default connection).
    connection: str = ""
    #: The tools it is checked against: "" its platform's own list, "builtin", "file:PATH"
    #: or "connection:NAME" (see ``gui/editor/catalog_choice.py``).
    catalog: str = ""
    #: The param values of its last run, offered again next time.
    last_params: dict[str, Any] = Field(default_factory=dict)
    #: Seconds one step may take in all, for recipes whose tools work long (``None``: the
    #: default, :data:`~recipe_studio.core.engine.engine.DEFAULT_STEP_LIMIT`). How long a
    #: tool may stay silent is the person's own setting (:attr:`Settings.silence_limit`).
    step_limit: float | None = Field(default=None, gt=0)

    def step_limit_or_default(self) -> float:
        from recipe_studio.core.engine.engine import DEFAULT_STEP_LIMIT

        return self.step_limit if self.step_limit is not None else DEFAULT_STEP_LIMIT


class WindowLayout(BaseModel):
    """Qt's saved window geometry and dock/splitter state, base64-encoded."""

    model_config = ConfigDict(extra="allow")

    geometry: str = ""
    state: str = ""
    splitter: str = ""


class Settings(BaseModel):
    model_config = ConfigDict(extra="allow")

    schema_version: int = SETTINGS_VERSION
    #: UI language code ("" follows the system).
    language: str = ""
    #: The built-in tools' workspace folder ("" is ``HOME/workspace``).
    workspace: str = ""
    #: Let the built-in server run terminal commands (each run still asks first).
    terminal_enabled: bool = False
    default_connection: str = BUILTIN_CONNECTION
    connections: list[ServerSpec] = Field(default_factory=list)
    recipes: dict[str, RecipeSettings] = Field(default_factory=dict)
    window: WindowLayout = Field(default_factory=WindowLayout)
    #: Library names of the recipes last opened or saved, the most recent first.
    recent: list[str] = Field(default_factory=list)
    #: Seconds a tool may stay silent (no answer, no progress) before a run stops it, in
    #: the window's runs and ``run`` without ``--timeout`` (``None``: the default,
    #: :data:`~recipe_studio.core.engine.engine.DEFAULT_TIMEOUT`). A step's time in all
    #: is each recipe's own setting (:attr:`RecipeSettings.step_limit`).
    silence_limit: float | None = Field(default=None, ge=1, le=MAX_SILENCE_LIMIT)

    def silence_limit_or_default(self) -> float:
        from recipe_studio.core.engine.engine import DEFAULT_TIMEOUT

        return self.silence_limit if self.silence_limit is not None else DEFAULT_TIMEOUT

    # ------------------------------------------------------------------ connections
    def connection_names(self) -> list[str]:
        return [BUILTIN_CONNECTION, *(spec.name for spec in self.connections)]

    def workspace_folder(self, home: str | os.PathLike[str] | None = None) -> Path:
        return Path(self.workspace) if self.workspace else default_workspace_dir(home)

    def server_spec(
        self,
        name: str,
        home: str | os.PathLike[str] | None = None,
        *,
        language: str | None = None,
    ) -> ServerSpec:
        """How to reach the connection ``name`` (KeyError if there is none of that name).
        ``language``: the built-in tools speak it (descriptions, previews, errors)."""
        if name == BUILTIN_CONNECTION:
            return builtin_server_spec(
                data_home(home),
                self.workspace_folder(home),
                enable_terminal=self.terminal_enabled,
                language=language if language and language != "en" else None,
            )
        for spec in self.connections:
            if spec.name == name:
                return spec
        raise KeyError(name)

    def chosen_connection(self, recipe_id: str) -> str:
        """The connection picked for a recipe ("" when it follows the default)."""
        chosen = self.recipes.get(recipe_id, RecipeSettings()).connection
        return chosen if chosen in self.connection_names() else ""

    def connection_for(self, recipe_id: str) -> str:
        """The connection a recipe's runs use: its own choice, else the default."""
        default = self.default_connection
        if default not in self.connection_names():
            default = BUILTIN_CONNECTION
        return self.chosen_connection(recipe_id) or default

    # ------------------------------------------------------------------ recipes
    def recipe(self, recipe_id: str) -> RecipeSettings:
        return self.recipes.get(recipe_id, RecipeSettings())

    def with_recipe(self, recipe_id: str, **changes: Any) -> Settings:
        """A copy with one recipe's settings changed (the most recent kept last)."""
        recipes = {k: v for k, v in self.recipes.items() if k != recipe_id}
        recipes[recipe_id] = validated_update(self.recipe(recipe_id), changes)
        while len(recipes) > MAX_REMEMBERED_RECIPES:
            recipes.pop(next(iter(recipes)))
        return self.model_copy(update={"recipes": recipes})

    def with_recent(self, name: str, *, replaces: str | None = None) -> Settings:
        """A copy with ``name`` first among the recent recipes (``replaces``: its name
        before a rename, which goes)."""
        gone = {name, replaces}
        recent = [name, *(n for n in self.recent if n not in gone)][:MAX_RECENT]
        return self.model_copy(update={"recent": recent})


class WorkspaceRefused(ValueError):
    """A folder that cannot be the built-in tools' workspace; ``code`` says why:
    ``relative`` (not a full path), ``missing`` (does not exist), ``not-a-folder``."""

    def __init__(self, code: str, path: str) -> None:
        super().__init__(f"{path}: {code}")
        self.code = code
        self.path = path


def workspace_setting(text: str, home: str | os.PathLike[str] | None = None) -> str:
    """What to store for the workspace folder a person typed or chose: "" for the default
    folder (which the built-in tools create when first used), else an existing folder's
    full path. Raises :class:`WorkspaceRefused`: a folder that does not exist is never
    created silently, and a relative path would depend on where the app was started."""
    text = text.strip()
    if not text:
        return ""
    path = Path(text).expanduser()
    if not path.is_absolute():
        raise WorkspaceRefused("relative", text)
    if path == default_workspace_dir(home):
        return ""
    if not path.exists():
        raise WorkspaceRefused("missing", text)
    if not path.is_dir():
        raise WorkspaceRefused("not-a-folder", text)
    return str(path)


def load_settings(home: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or the defaults when there are none or they cannot be read."""
    path = settings_path(home)
    raw = read_settings_bytes(home)
    if raw is None:
        return Settings()
    try:
        return Settings.model_validate(json.loads(raw))
    except (ValueError, ValidationError, RecursionError):
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(SETTINGS_FILE + ".broken"))
        return Settings()


def save_settings(settings: Settings, home: str | os.PathLike[str] | None = None) -> None:
    """Write the settings atomically (the old file or the new one, never half)."""
    write_json_atomic(settings_path(home), settings.model_dump(mode="json"))
