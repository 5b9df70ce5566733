"""Rules that depend on a step's place in the recipe: its references to params and steps."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.arguments import param_fit, required_at, subschema_at
from recipe_studio.core.model import Param, RawStep, Recipe, Step, ToolStep, WaitStep
from recipe_studio.core.problems import Problem, Severity, problem
from recipe_studio.core.profiles import Profile, value_fits
from recipe_studio.core.references import Found, ParamRef, StepRef
from recipe_studio.core.schema_paths import UnlistedKey, unlisted_key
from recipe_studio.core.validation.schema_check import kind_codes
from recipe_studio.core.validation.step_rules import StepFacts, borrowed_advice

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.catalog import Catalog


@dataclass
class RecipeContext:
    """Lookups shared by every step's contextual check."""

    params: dict[str, Param]
    steps: Sequence[Step]
    id_index: dict[str, int] = field(default_factory=dict)
    id_counts: Counter[str] = field(default_factory=Counter)

    @classmethod
    def of(cls, recipe: Recipe) -> RecipeContext:
        params: dict[str, Param] = {}
        for param in recipe.params:
            if param.raw is None and param.name:
                params.setdefault(param.name, param)
        ctx = cls(params, recipe.steps)
        if recipe.dialect == "custom":
            ctx.index_ids()
        return ctx

    def index_ids(self) -> None:
        self.id_index = {}
        self.id_counts = Counter()
        for index, step in enumerate(self.steps):
            if isinstance(step, ToolStep) and step.step_id:
                self.id_index.setdefault(step.step_id, index)
                self.id_counts[step.step_id] += 1


def context_problems(
    step: Step,
    index: int,
    facts: StepFacts,
    ctx: RecipeContext,
    profile: Profile,
    catalog: Catalog,
) -> list[Problem]:
    if not isinstance(step, ToolStep):
        return []
    out: list[Problem] = []
    if profile.dialect == "custom" and step.step_id and ctx.id_counts.get(step.step_id, 0) > 1:
        out.append(problem("step_id_duplicate", field="id", id=step.step_id))
    field_name = "arguments" if profile.dialect == "custom" else "args"
    for found in facts.refs:
        item = found.item
        if isinstance(item, ParamRef):
            out.extend(_param_ref(found, item, facts, ctx, profile, field_name))
        elif isinstance(item, StepRef):
            out.extend(_step_ref(found, item, index, ctx, catalog, field_name))
    return out


def _param_ref(
    found: Found,
    ref: ParamRef,
    facts: StepFacts,
    ctx: RecipeContext,
    profile: Profile,
    field_name: str,
) -> list[Problem]:
    param = ctx.params.get(ref.name)
    # ``ref`` lets a view mark the very token that is wrong (two can share one argument).
    where: dict[str, Any] = {"field": field_name, "path": found.path, "ref": ref}
    if param is None:
        code = "input_unknown" if profile.dialect == "custom" else "param_unknown"
        return [problem(code, name=ref.name, **where)]
    if not found.exact or facts.tool is None:
        return []
    out: list[Problem] = []
    schema = facts.tool.input_schema
    target = subschema_at(schema, found.path)
    if not param_fit(profile, param, target).fits:
        expected = kind_codes((target or {}).get("type"))
        found_problem = problem(
            "param_type_mismatch", name=param.name, type=param.type, expected=expected, **where
        )
        out.extend(borrowed_advice([found_problem], facts.origin))
    if (
        profile.dialect == "custom"
        and param.required is not True
        and required_at(schema, found.path)
    ):
        found_problem = problem(
            "optional_input_required_arg", name=param.name, tool=facts.tool.name, **where
        )
        out.extend(borrowed_advice([found_problem], facts.origin))
    return out


def _step_ref(
    found: Found,
    ref: StepRef,
    index: int,
    ctx: RecipeContext,
    catalog: Catalog,
    field_name: str,
) -> list[Problem]:
    where: dict[str, Any] = {"field": field_name, "path": found.path, "ref": ref}
    target = _target(ref, index, ctx, where)
    if isinstance(target, Problem):
        return [target]
    referenced = ctx.steps[target]
    if isinstance(referenced, WaitStep):
        return [problem("step_ref_wait", target=target + 1, **where)]
    if isinstance(referenced, RawStep):
        return []
    out: list[Problem] = []
    if referenced.is_optional:
        out.append(problem("step_ref_optional", Severity.WARNING, target=target + 1, **where))
    if not ref.path:
        return out
    tool = catalog.get(referenced.tool)
    if tool is not None and tool.output_schema:
        unlisted = unlisted_key(tool.output_schema, ref.path)
        if unlisted is not None:
            out.append(_unlisted_problem(unlisted, tool.name, where))
    return out


def _target(ref: StepRef, index: int, ctx: RecipeContext, where: dict[str, Any]) -> int | Problem:
    """The position of the step ``ref`` (in step ``index``) points at, or why it points at
    none that can be used: a step that is not there, or not before this one."""
    if ref.step_id is not None:
        return _target_by_id(ref.step_id, index, ctx, where)
    if ref.index is None:
        return problem("step_ref_deleted", **where)
    target = ref.index
    if target >= len(ctx.steps):
        return problem("step_ref_missing", target=target + 1, **where)
    if target == index:
        return problem("step_ref_self", target=target + 1, **where)
    if target > index:
        return problem("step_ref_later", target=target + 1, **where)
    return target


def _target_by_id(
    step_id: str, index: int, ctx: RecipeContext, where: dict[str, Any]
) -> int | Problem:
    target = ctx.id_index.get(step_id)
    if target is None:
        return problem("step_id_unknown", id=step_id, **where)
    if target == index:
        return problem("step_ref_self", target=target + 1, **where)
    if target > index:
        return problem("step_id_later", id=step_id, **where)
    return target


def _unlisted_problem(unlisted: UnlistedKey, tool: str, where: dict[str, Any]) -> Problem:
    """A key the result schema does not list: an error if the schema rules it out, else a
    warning; with the nearest listed key when it looks like a typo."""
    severity = Severity.ERROR if unlisted.closed else Severity.WARNING
    code = "step_ref_no_such_key" if unlisted.closed else "step_ref_unknown_key"
    nearest = unlisted.nearest()
    if nearest is not None:
        return problem(
            f"{code}_near", severity, tool=tool, key=unlisted.key, nearest=nearest, **where
        )
    return problem(code, severity, tool=tool, key=unlisted.key, **where)


def value_fits_type(profile: Profile, type_name: str, value: object) -> bool:
    kind = profile.type_kind(type_name)
    return kind is None or value_fits(kind, value)
