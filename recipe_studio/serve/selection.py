"""Which saved recipes are served, under which tool names, and why the others are not.

Served: every recipe of the library (or of the ``--recipe`` names) that is not a draft
and has no validation errors against the tools of the server it runs on. Left out, with
the reason: drafts, recipes with errors, files that cannot be read, a second file holding
a name already served. :meth:`ServedLibrary.refresh` re-reads the folder when the core
watcher saw a change (or the window's settings file changed: a recipe may have chosen
another connection), so saves, renames and deletions show up while serving.

The tools of a recipe's server: the built-in server's are known without starting it (its
``tools/list``, shipped as the ``builtin`` catalog and kept equal to it by the tests);
another server is asked once; one that cannot be reached is described by the profile's
bundled catalog (where an unknown tool counts as state-changing and destructive).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.catalog import Catalog, bundled_catalog
from recipe_studio.core.library import Library, LibraryEntry, LibraryError, LibraryWatcher
from recipe_studio.core.mcp_client import McpClientError
from recipe_studio.core.problem_text import ENGLISH
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.validation.validator import Validator, default_catalog
from recipe_studio.serve.describe import ServedRecipe
from recipe_studio.serve.naming import tool_names
from recipe_studio.serve.running import ConnectionPool
from recipe_studio.serve.studio_settings import RecipeConnection, recipe_connection

if TYPE_CHECKING:
    from pathlib import Path

    from recipe_studio.core.problems import Problem

#: Recipe id (``None`` for a file written by hand) -> the connection it runs on.
ConnectionLookup = Callable[[str | None], RecipeConnection]


@dataclass(frozen=True)
class LeftOut:
    name: str
    #: For the server's log (English, like the rest of it).
    reason: str
    #: Why, as data for the window's words: "unreadable" (file), "draft", "duplicate"
    #: (file), "unloadable", "errors" (count, first, catalog), "missing".
    code: str = ""
    values: tuple[tuple[str, str | int], ...] = ()

    def line(self) -> str:
        return f"not serving “{self.name}”: {self.reason}"


class Catalogs:
    """The tools of each server recipes run on, read once per server."""

    def __init__(
        self, connections: ConnectionPool, notes: Callable[[str], None] | None = None
    ) -> None:
        self.connections = connections
        self._live: dict[str, Catalog | None] = {}
        self._notes = notes or (lambda _text: None)

    def for_recipe(self, connection: RecipeConnection, profile: Profile) -> Catalog:
        if connection.builtin:
            return bundled_catalog("builtin")
        key = connection.spec.model_dump_json()
        if key not in self._live:
            self._live[key] = self._ask(connection)
        return self._live[key] or default_catalog(profile.name)

    def _ask(self, connection: RecipeConnection) -> Catalog | None:
        try:
            return self.connections.get(connection).catalog(connection.name)
        except (McpClientError, OSError) as exc:
            self._notes(
                f"could not reach “{connection.name}” ({exc}); its recipes are described "
                "from the bundled catalog until a call reaches it"
            )
            return None


class ServedLibrary:
    """The served recipes by tool name, kept in step with the library folder."""

    def __init__(
        self,
        library: Library,
        only: Iterable[str] | None = None,
        *,
        connection_for: ConnectionLookup = recipe_connection,
        notes: Callable[[str], None] | None = None,
        settings: Path | None = None,
    ) -> None:
        self.library = library
        self.only = set(only) if only is not None else None
        self.connection_for = connection_for
        #: The live connections of the servers recipes run on (the server closes them).
        self.connections = ConnectionPool()
        self.catalogs = Catalogs(self.connections, notes)
        self.watcher = LibraryWatcher(library, include_own=True)
        self.settings = settings
        self._settings_seen = _signature(settings)
        self.served: dict[str, ServedRecipe] = {}
        self.left_out: list[LeftOut] = []
        self._validators: dict[tuple[str, int], Validator] = {}
        self._read_once = False

    def refresh(self) -> list[str]:
        """Re-read if the folder changed (always the first time); lines saying what changed."""
        settings_now = _signature(self.settings)
        library_changed = bool(self.watcher.poll())
        if self._read_once and not library_changed and settings_now == self._settings_seen:
            return []
        self._read_once = True
        self._settings_seen = settings_now
        before = ({name: s.tool for name, s in self._by_name().items()}, set(self.left_out))
        served, left_out = self._read()
        names = tool_names(served)
        self.served = {
            names[name]: dataclasses.replace(recipe, tool=names[name])
            for name, recipe in served.items()
        }
        self.left_out = left_out
        return self._changes(*before)

    def tool_list(self) -> list[ServedRecipe]:
        return sorted(self.served.values(), key=lambda s: s.tool)

    def _by_name(self) -> dict[str, ServedRecipe]:
        return {s.name: s for s in self.served.values()}

    def _read(self) -> tuple[dict[str, ServedRecipe], list[LeftOut]]:
        """Served recipes by name (without their tool names yet), and the left out."""
        served: dict[str, ServedRecipe] = {}
        left_out: list[LeftOut] = []
        for entry in self.library.entries(verify=True):
            name = entry.name or entry.file
            if self.only is not None and name not in self.only:
                continue
            judged = self._judge(entry, served)
            if isinstance(judged, LeftOut):
                left_out.append(dataclasses.replace(judged, name=name))
            else:
                served[name] = judged
        for name in sorted((self.only or set()) - set(served) - {o.name for o in left_out}):
            reason = "there is no saved recipe of that name (yet)"
            left_out.append(LeftOut(name, reason, "missing"))
        return served, left_out

    def _judge(
        self, entry: LibraryEntry, served: dict[str, ServedRecipe]
    ) -> ServedRecipe | LeftOut:
        """The recipe to serve, or why it is left out."""
        file = ("file", entry.file)
        if not entry.ok or entry.name is None:
            reason = f"the file {entry.file} cannot be read ({entry.broken})"
            return LeftOut("", reason, "unreadable", (file,))
        if entry.draft:
            reason = "it is a draft; finish it in Recipe Studio and save it as a recipe"
            return LeftOut("", reason, "draft")
        if entry.name in served:
            reason = f"the file {entry.file} holds a second recipe of that name"
            return LeftOut("", reason, "duplicate", (file,))
        try:
            loaded = self.library.load_file(entry.file)
        except LibraryError as exc:
            return LeftOut("", f"it cannot be read ({exc})", "unloadable", (file,))
        profile = get_profile(loaded.profile)
        connection = self.connection_for(loaded.recipe_id)
        catalog = self.catalogs.for_recipe(connection, profile)
        validator = self._validator(profile, catalog)
        problems = [*loaded.read_problems, *validator.validate(loaded.recipe)]
        errors = [p for p in problems if p.is_error]
        if errors:
            values = (("count", len(errors)), ("catalog", catalog.name))
            return LeftOut("", _errors_reason(errors, catalog), "errors", values)
        return ServedRecipe(
            name=entry.name,
            tool="",
            profile=profile,
            recipe=loaded.recipe,
            revision=loaded.revision,
            connection=connection,
            catalog=catalog,
        )

    def _validator(self, profile: Profile, catalog: Catalog) -> Validator:
        key = (profile.name, id(catalog))
        if key not in self._validators:
            self._validators[key] = Validator(profile, catalog)
        return self._validators[key]

    def _changes(self, tools_before: dict[str, str], left_before: set[LeftOut]) -> list[str]:
        lines = [o.line() for o in self.left_out if o not in left_before]
        now = self._by_name()
        for name, served in sorted(now.items()):
            if tools_before.get(name) != served.tool:
                lines.append(f"serving “{name}” as the tool {served.tool}")
        lines += [f"no longer serving “{name}”" for name in sorted(set(tools_before) - set(now))]
        return lines


def _signature(path: Path | None) -> tuple[int, int] | None:
    if path is None:
        return None
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def _errors_reason(errors: list[Problem], catalog: Catalog) -> str:
    first = errors[0]
    where = f"step {first.location.step + 1}: " if first.location.step is not None else ""
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"it has errors against {catalog.name}: {where}{ENGLISH.sentence(first)}{more}"


class OfflineCatalogs(Catalogs):
    """Tools known without starting or reaching any server: the built-in server's, else
    the profile's bundled catalog (for a preview of what would be served)."""

    def _ask(self, connection: RecipeConnection) -> Catalog | None:
        return None


def preview(
    library: Library, connection_for: ConnectionLookup = recipe_connection
) -> ServedLibrary:
    """What ``serve`` would offer now, worked out without starting any server (the
    window's "Use in other apps" lists it)."""
    served = ServedLibrary(library, connection_for=connection_for)
    served.catalogs = OfflineCatalogs(served.connections)
    served.refresh()
    return served
