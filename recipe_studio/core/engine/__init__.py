"""The run engine: run a recipe against a tool caller, report progress, keep run records.

Qt-free and blocking (run it in a worker thread). Importing it does not import the
``mcp`` SDK; only opening a :class:`~recipe_studio.core.mcp_client.Connection` does.
"""

from __future__ import annotations

from recipe_studio.core.engine.caller import FunctionCaller, ToolCaller
from recipe_studio.core.engine.engine import (
    ConfirmCallback,
    Engine,
    PauseCallback,
    is_preview,
)
from recipe_studio.core.engine.events import (
    Connected,
    Connecting,
    EventCallback,
    RunEvent,
    RunFinished,
    RunStarted,
    StepFinished,
    StepProgress,
    StepStarted,
    Waiting,
)
from recipe_studio.core.engine.params import (
    ParamError,
    ParamValueError,
    coerce_text,
    collect_params,
    is_required,
    parse_assignments,
)
from recipe_studio.core.engine.plan import PlannedAction, state_changing_steps
from recipe_studio.core.engine.records import (
    RunRecord,
    RunRecordError,
    RunSummary,
    list_runs,
    read_run,
    save_run,
)
from recipe_studio.core.engine.results import RunResult, StepOutcome, StepStatus
from recipe_studio.core.engine.session import (
    RunHooks,
    RunReport,
    RunRequest,
    RunSession,
    run_once,
)

__all__ = [
    "ConfirmCallback",
    "Connected",
    "Connecting",
    "Engine",
    "EventCallback",
    "FunctionCaller",
    "ParamError",
    "ParamValueError",
    "PauseCallback",
    "PlannedAction",
    "RunEvent",
    "RunFinished",
    "RunHooks",
    "RunRecord",
    "RunRecordError",
    "RunReport",
    "RunRequest",
    "RunResult",
    "RunSession",
    "RunStarted",
    "RunSummary",
    "StepFinished",
    "StepOutcome",
    "StepProgress",
    "StepStarted",
    "StepStatus",
    "ToolCaller",
    "Waiting",
    "coerce_text",
    "collect_params",
    "is_preview",
    "is_required",
    "list_runs",
    "parse_assignments",
    "read_run",
    "run_once",
    "save_run",
    "state_changing_steps",
]
