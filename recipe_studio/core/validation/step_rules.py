"""Rules about one step on its own: its tool, args, keys and profile features.

Everything here depends only on the step's content (and the profile and catalog the
checker was made for), so the result is cached per step object.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.argument_sources import Borrowed, FactsSource, Origin, effective_tool
from recipe_studio.core.model import RawStep, Step, ToolStep, WaitStep
from recipe_studio.core.problems import PathPart, Problem, Severity, Words, problem
from recipe_studio.core.profiles.reading import Reader
from recipe_studio.core.references import (
    Found,
    Malformed,
    ParamRef,
    scan_args,
)
from recipe_studio.core.validation.schema_check import SchemaCache, check_args

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from recipe_studio.core.catalog import Catalog, ToolInfo
    from recipe_studio.core.profiles import Profile

    #: A tool's name -> the entry describing its arguments, and where it is from.
    ToolLookup = Callable[[str], tuple[ToolInfo | None, Origin]]

CREATION_TOOLS = frozenset({"custom_tool_create", "custom_tool_list", "custom_tool_delete"})
LONG_WAIT_SECONDS = 3600


@dataclass
class StepFacts:
    """What a step says, worked out once per step object."""

    problems: list[Problem] = field(default_factory=list)
    refs: list[Found] = field(default_factory=list)
    tool: ToolInfo | None = None
    #: Where the schema the args were checked against comes from (see argument_sources).
    origin: Origin = field(default_factory=lambda: Origin(FactsSource.NONE))

    @property
    def has_param_refs(self) -> bool:
        return any(isinstance(f.item, ParamRef) for f in self.refs)


def step_facts(
    step: Step,
    profile: Profile,
    catalog: Catalog,
    schemas: SchemaCache,
    borrowed: Sequence[Borrowed] = (),
    tools: ToolLookup | None = None,
) -> StepFacts:
    """What validating ``step`` alone finds; ``tools`` is :func:`effective_tool` over
    ``catalog`` and ``borrowed``, or a memo of it (a merged entry is a copy: one per tool,
    not one per step)."""
    if isinstance(step, RawStep):
        return StepFacts(_raw_step_problems(step, profile))
    if isinstance(step, WaitStep):
        return StepFacts(_wait_problems(step, profile))
    lookup = tools or (lambda name: effective_tool(catalog, name, borrowed))
    return _tool_step_facts(step, profile, catalog, schemas, lookup)


def _raw_step_problems(step: RawStep, profile: Profile) -> list[Problem]:
    reader = Reader()
    custom = profile.dialect == "custom"
    reader.step(0, step.raw, args_key="arguments" if custom else "args", custom=custom)
    problems = [_strip_step(p) for p in reader.problems]
    if not problems and isinstance(step.raw, dict):
        problems = [
            problem("unknown_key", Severity.WARNING, key=key, profile=profile.name)
            for key in step.raw
            if key not in profile.step_keys and key != "wait"
        ]
    return problems


def _strip_step(p: Problem) -> Problem:
    return Problem(p.code, p.severity, type(p.location)(field=p.location.field), p.values)


def _wait_problems(step: WaitStep, profile: Profile) -> list[Problem]:
    out: list[Problem] = []
    if not profile.allows_wait:
        out.append(problem("wait_unsupported", field="wait", profile=profile.name))
    seconds = step.seconds
    if (isinstance(seconds, float) and not math.isfinite(seconds)) or seconds < 0:
        out.append(problem("wait_invalid", field="wait"))
    elif seconds > LONG_WAIT_SECONDS:
        out.append(problem("wait_long", Severity.WARNING, field="wait", seconds=seconds))
    out.extend(_unknown_keys(step.extras(), {"wait"}, profile))
    return out


def _unknown_keys(keys: Any, allowed: set[str] | frozenset[str], profile: Profile) -> list[Problem]:
    return [
        problem("unknown_key", Severity.WARNING, field=key, key=key, profile=profile.name)
        for key in keys
        if key not in allowed
    ]


def _tool_step_facts(
    step: ToolStep,
    profile: Profile,
    catalog: Catalog,
    schemas: SchemaCache,
    tools: ToolLookup,
) -> StepFacts:
    args_field = args_key(profile)
    out = _tool_problems(step, catalog.get(step.tool) if step.tool else None, profile, catalog)
    tool, origin = tools(step.tool) if step.tool else (None, None)
    if step.optional is not None and not profile.allows_optional:
        if step.optional:
            out.append(problem("optional_unsupported", field="optional", profile=profile.name))
        else:
            out.extend(_unknown_keys(["optional"], set(), profile))
    if profile.dialect == "custom" and not (step.step_id or "").strip():
        out.append(problem("step_id_missing", field="id"))
    out.extend(_unknown_keys(step.extras(), profile.step_keys, profile))
    args = _saved_args(step.args, profile, args_field, out)
    scan = scan_args(args, profile.dialect)
    refs = scan.refs
    for found in refs:
        if isinstance(found.item, Malformed):
            out.append(
                problem(
                    "reference_malformed", field=args_field, path=found.path, text=found.item.text
                )
            )
    out.extend(_foreign_syntax(scan.foreign, profile, args_field))
    if tool is not None and tool.task_support == "required" and not _can_run_tasks():
        out.append(problem("tool_needs_task", field="tool", tool=tool.name))
    origin = origin or Origin(FactsSource.NONE)
    if tool is not None:
        validator = schemas.validator(
            f"{origin.source}:{origin.catalog}:{tool.name}", tool.input_schema
        )
        if validator is not None:
            exact = {f.path for f in refs if f.exact}
            templated = {f.path for f in refs if not f.exact}
            checked = check_args(
                validator,
                step.tool,
                args,
                exact_paths=exact,
                template_paths=templated,
                field=args_field,
            )
            out.extend(borrowed_advice(checked, origin))
        else:
            out.append(
                problem("tool_schema_invalid", Severity.WARNING, field="tool", tool=tool.name)
            )
    return StepFacts(out, [f for f in refs if not isinstance(f.item, Malformed)], tool, origin)


def borrowed_advice(found: list[Problem], origin: Origin) -> list[Problem]:
    """Problems found with a borrowed schema are advice (warnings), marked with their
    source: the target may expect other arguments."""
    if not origin.borrowed:
        return found
    return [
        Problem(p.code, Severity.WARNING, p.location, (*p.values, ("source", origin.source.value)))
        for p in found
    ]


def _can_run_tasks() -> bool:
    """Whether runs can call tools that require tasks (imports the SDK: asked rarely)."""
    from recipe_studio.core.mcp_client.tasks import sdk_can_run_tasks

    return sdk_can_run_tasks()


def _tool_problems(
    step: ToolStep, tool: ToolInfo | None, profile: Profile, catalog: Catalog
) -> list[Problem]:
    """The step names no tool, a tool it may not call, or one the catalog does not know."""
    if not step.tool.strip():
        return [problem("tool_missing", field="tool")]
    forbidden = forbidden_reason(step.tool, tool) if profile.dialect == "custom" else None
    if forbidden:
        reason = Words("forbidden", (forbidden,))
        return [problem("tool_forbidden", field="tool", tool=step.tool, reason=reason)]
    if tool is None and len(catalog):
        code = "tool_unknown" if catalog.complete else "tool_unknown_partial"
        severity = Severity.ERROR if catalog.complete else Severity.WARNING
        return [problem(code, severity, field="tool", tool=step.tool, catalog=catalog.name)]
    return []


def _saved_args(
    args: dict[str, Any], profile: Profile, args_field: str, out: list[Problem]
) -> dict[str, Any]:
    """The args as saving keeps them (``confirm`` removed where the profile removes it),
    with a warning in ``out`` for each argument the save rules change."""
    if profile.confirm == "removed" and "confirm" in args:
        out.append(
            problem("confirm_removed", Severity.WARNING, field=args_field, path=("confirm",))
        )
        args = {k: v for k, v in args.items() if k != "confirm"}
    elif profile.confirm == "kept" and args.get("confirm") is True:
        out.append(
            problem("confirm_executes", Severity.WARNING, field=args_field, path=("confirm",))
        )
    if profile.note_rule and "note_id" in args:
        code = "note_id_dropped" if "note_name" in args else "note_id_only"
        out.append(problem(code, Severity.WARNING, field=args_field, path=("note_id",)))
    return args


def args_key(profile: Profile) -> str:
    """The wire name of a step's args in this profile."""
    return "arguments" if profile.dialect == "custom" else "args"


def _foreign_syntax(
    found: list[tuple[tuple[PathPart, ...], str]], profile: Profile, args_field: str
) -> list[Problem]:
    """Reference syntax of the other dialect, which this profile passes on literally."""
    if profile.dialect == "custom":
        return [
            problem(
                "template_unsupported",
                Severity.WARNING,
                field=args_field,
                path=path,
                text=text[:80],
            )
            for path, text in found
        ]
    return [
        problem("literal_reference", Severity.WARNING, field=args_field, path=path, key=key)
        for path, key in found
    ]


def forbidden_reason(name: str, tool: ToolInfo | None) -> str | None:
    """Why a tool cannot be a custom-tool step (seed 004): a code, or ``None``."""
    role = tool.role if tool is not None else None
    if name in CREATION_TOOLS or role == "creation":
        return "creation"
    if name.startswith("user_") or role == "workflow":
        return "workflow"
    if role == "gateway" or "gateway" in name.lower():
        return "gateway"
    return None
