"""Running a served recipe: the one place ``serve`` reaches a server, runs the engine and
saves the run record.

:func:`run_served_recipe` is a blocking adapter for a worker thread, shaped like the
shared core function "open connection + run engine + save run record" will be: it takes
the confirmation callback (the server's elicitation), the progress callback and a cancel
token, so switching to that function only changes this module.

Connections are kept open while serving (:class:`ConnectionPool`): starting a server for
every call would cost seconds per call. Several runs may share one connection; each
run's cancel token cancels its own calls only.

The run has the semantics of a test run in the window: params checked first, the one
confirmation before anything runs, previews for tools asking their own confirmation,
optional steps skipped, ``completed_steps`` and the error on failure, and a record in
the run history (source ``"serve"``). The fields of its results are remembered as
learned shapes (:mod:`recipe_studio.core.shapes`) for the Studio's step-result picker.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine import (
    ConfirmCallback,
    Engine,
    EventCallback,
    PlannedAction,
    RunRecord,
    RunResult,
    save_run,
)
from recipe_studio.core.engine.engine import DEFAULT_TIMEOUT
from recipe_studio.core.mcp_client import CancelToken, ConnectFailed, Connection
from recipe_studio.core.shapes import ShapeStore, connection_identity

if TYPE_CHECKING:
    from recipe_studio.serve.describe import ServedRecipe
    from recipe_studio.serve.studio_settings import RecipeConnection

SOURCE = "serve"


class ConnectionPool:
    """One live connection per server: opened on first need, reopened once it died."""

    def __init__(self) -> None:
        self._live: dict[str, Connection] = {}
        self._lock = threading.Lock()

    def get(self, connection: RecipeConnection) -> Connection:
        """A live connection (blocking); raises :class:`ConnectFailed`."""
        key = connection.spec.model_dump_json()
        with self._lock:
            live = self._live.get(key)
            if live is not None and live.alive:
                return live
            self._live.pop(key, None)
        if live is not None:
            live.close()
        opened = Connection.open(connection.spec)
        with self._lock:
            other = self._live.setdefault(key, opened)
        if other is not opened:  # another thread opened it meanwhile
            opened.close()
        return other

    def close_all(self) -> None:
        with self._lock:
            live, self._live = list(self._live.values()), {}
        for connection in live:
            connection.close()


@dataclass(frozen=True)
class RunDone:
    result: RunResult
    #: The saved run record's id (``None`` when nothing ran or it could not be saved).
    run_id: str | None = None
    #: Why the record could not be saved, when it could not.
    record_error: str | None = None


def run_served_recipe(
    served: ServedRecipe,
    values: dict[str, Any],
    *,
    connections: ConnectionPool,
    confirm: ConfirmCallback,
    on_event: EventCallback | None = None,
    cancel: CancelToken | None = None,
    timeout: float | None = DEFAULT_TIMEOUT,
) -> RunDone:
    """Run ``served`` with checked param ``values`` on its connection (blocking).

    ``confirm(actions)`` is asked once, from this thread, when state-changing steps
    would run. ``cancel`` stops the run at any point (a cancel before the run starts
    means nothing runs; one while the server starts takes effect once it has).
    """
    cancel = cancel or CancelToken()
    try:
        connection = connections.get(served.connection)
    except ConnectFailed as exc:
        reason = f"could not reach “{served.connection.name}”: {exc}"
        return RunDone(_not_run(served, values, f"{reason}; nothing was run"))
    engine = Engine(connection, connection.catalog(), on_event=on_event, timeout=timeout)
    forget = cancel.on_cancel(engine.cancel)
    try:
        result = engine.run(
            served.recipe,
            served.profile,
            values,
            confirm=_unless_cancelled(confirm, cancel),
            params_from_text=False,
        )
    finally:
        forget()
    if result.declined and cancel.cancelled:
        result.declined, result.cancelled = False, True
        result.error = "the call was cancelled before the run started: nothing was run"
    link = served.connection
    ShapeStore().learn_run(connection_identity(link.name, link.spec), result, "run")
    return _saved(result, connection.describe(), served)


def plan_served(
    served: ServedRecipe, values: dict[str, Any], connections: ConnectionPool
) -> list[PlannedAction] | None:
    """The steps a run of ``served`` would ask to confirm (blocking; ``None``: its server
    cannot be reached, which the run itself then reports)."""
    try:
        connection = connections.get(served.connection)
    except ConnectFailed:
        return None
    engine = Engine(connection, connection.catalog())
    return engine.plan(served.recipe, served.profile, values)


def _unless_cancelled(confirm: ConfirmCallback, cancel: CancelToken) -> ConfirmCallback:
    def ask(actions: list[PlannedAction]) -> bool:
        return not cancel.cancelled and confirm(actions) and not cancel.cancelled

    return ask


def _not_run(served: ServedRecipe, values: dict[str, Any], error: str) -> RunResult:
    return RunResult(
        ok=False, recipe=served.name, profile=served.profile.name, params=values, error=error
    )


def _saved(result: RunResult, server: str, served: ServedRecipe) -> RunDone:
    record = RunRecord.from_result(
        result, server=server, recipe_version=str(served.revision), source=SOURCE
    )
    try:
        path = save_run(record)
    except OSError as exc:
        return RunDone(result, None, f"the run record could not be saved: {exc.strerror or exc}")
    except Exception as exc:  # the run happened; its answer must reach the client anyway
        return RunDone(result, None, f"the run record could not be saved: {exc}")
    return RunDone(result, path.stem)
