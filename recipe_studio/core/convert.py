"""Converting a recipe from one profile to another, naming everything that cannot go along.

Each thing the target cannot hold is a *loss*, reported as a problem. Without ``lossy``
a conversion with losses is refused; with it, each loss is dropped and reported as a
warning. A conversion without losses round-trips exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from recipe_studio.core.model import Param, RawStep, Recipe, Step, ToolStep, WaitStep
from recipe_studio.core.problems import Problem, Severity, Words, problem
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.references import (
    PARAM_NAME_RE,
    Malformed,
    ParamRef,
    StepRef,
    custom_reference,
    exact_reference,
    join_dotted,
    parse_template,
    remap_step_indices,
    render_reference,
)

_KEY_RE = re.compile(r"^[A-Za-z0-9_\-]+$")


@dataclass
class Conversion:
    recipe: Recipe
    losses: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(p.is_error for p in self.losses)


class _Lost(Exception):
    def __init__(self, loss: Problem) -> None:
        self.loss = loss


def convert(
    recipe: Recipe, source: Profile | str, target: Profile | str, *, lossy: bool = False
) -> Conversion:
    """``recipe`` (read with ``source``) made fit for ``target``."""
    src = get_profile(source) if isinstance(source, str) else source
    dst = get_profile(target) if isinstance(target, str) else target
    severity = Severity.WARNING if lossy else Severity.ERROR
    losses: list[Problem] = []

    def lose(code: str, step: int | None = None, param: int | None = None, **values: Any) -> None:
        """Record a loss; ``step`` is the 0-based index, shown 1-based in the message."""
        number: dict[str, Any] = {} if step is None else {"number": step + 1}
        losses.append(
            problem(code, severity, step=step, param=param, profile=dst.name, **number, **values)
        )

    params = [_convert_param(i, p, src, dst, lose) for i, p in enumerate(recipe.params)]
    kept_steps: list[Step] = []
    new_index: dict[int, int | None] = {}
    for index, step in enumerate(recipe.steps):
        converted = _convert_step(index, step, src, dst, lose)
        new_index[index] = len(kept_steps) if converted is not None else None
        if converted is not None:
            kept_steps.append(converted)
    if len(kept_steps) != len(recipe.steps) and dst.dialect == "template":
        kept_steps = [_remap(step, new_index) for step in kept_steps]
    if src.dialect != dst.dialect:
        kept_steps = _translate_steps(recipe.steps, kept_steps, new_index, src, dst, lose)
    outputs = recipe.outputs
    if outputs is not None and not dst.allows_outputs:
        lose("loss_outputs")
        outputs = None
    schema_version = recipe.schema_version
    if schema_version is not None and not dst.has_schema_version:
        lose("loss_schema_version")
        schema_version = None
    converted_recipe = recipe.model_copy(
        update={
            "params": params,
            "steps": kept_steps,
            "outputs": outputs,
            "schema_version": schema_version,
            "dialect": dst.dialect,
            "present_keys": frozenset(),
        }
    )
    return Conversion(converted_recipe, losses)


def _convert_param(index: int, param: Param, src: Profile, dst: Profile, lose: Any) -> Param:
    if param.raw is not None:
        return param
    update: dict[str, Any] = {}
    target_type = _target_type(param, src, dst, lambda code, **v: lose(code, param=index, **v))
    if target_type != param.type:
        update["type"] = target_type
    if dst.param_has_default:
        if param.required is False and not param.has_default:
            lose("loss_optional_param", param=index, name=param.name)
        if param.required is not None:
            update["required"] = None
    else:
        if param.has_default:
            lose("loss_default", param=index, name=param.name)
            update.update(has_default=False, default=None)
        if src.param_has_default:
            update["required"] = not param.has_default
    return param.model_copy(update=update)


def _target_type(param: Param, src: Profile, dst: Profile, lose: Any) -> str | None:
    """The param's type name in ``dst``; a loss when no type holds the same values."""
    if param.type is None or dst.param_types is None:
        return param.type
    kind = src.type_kind(param.type)
    if param.type in dst.param_types and dst.type_kind(param.type) == kind:
        return param.type
    exact = dst.type_for_kind(kind) if kind is not None else None
    if exact is not None:
        return exact
    lose("loss_param_type", name=param.name, kind=Words("kind_adjective", (kind or "unknown",)))
    return dst.nearest_type_for(kind) if kind is not None else dst.type_for_kind("string")


def _convert_step(index: int, step: Step, src: Profile, dst: Profile, lose: Any) -> Step | None:
    if isinstance(step, RawStep):
        if src.dialect != dst.dialect:
            lose("loss_unknown_step", step=index)
            return None
        return step
    if isinstance(step, WaitStep):
        if not dst.allows_wait:
            lose("loss_wait", step=index)
            return None
        return step
    update: dict[str, Any] = {}
    if step.optional is not None and not dst.allows_optional:
        if step.optional:
            lose("loss_optional", step=index)
        update["optional"] = None
    if src.confirm == "kept" and dst.confirm != "kept" and step.args.get("confirm") is True:
        lose("loss_confirm", step=index)
    if src.confirm == "removed" and dst.confirm == "kept" and step.args.get("confirm", False):
        # Ignored in the source, but the target would let the step skip its own preview.
        lose("loss_confirm_runs", step=index)
        update["args"] = {k: v for k, v in step.args.items() if k != "confirm"}
    if dst.dialect == "template" and step.step_id is not None:
        if step.step_id != default_step_id(index):  # ids we would make again are no loss
            lose("loss_step_ids", step=index, id=step.step_id)
        update["step_id"] = None
    return step.model_copy(update=update) if update else step


def default_step_id(index: int) -> str:
    return f"step{index + 1}"


def _remap(step: Step, new_index: dict[int, int | None]) -> Step:
    if not isinstance(step, ToolStep):
        return step
    args, changed = remap_step_indices(step.args, lambda i: new_index.get(i, i))
    return step.model_copy(update={"args": args}) if changed else step


def _translate_steps(
    original: list[Step],
    kept: list[Step],
    new_index: dict[int, int | None],
    src: Profile,
    dst: Profile,
    lose: Any,
) -> list[Step]:
    ids: dict[int, str] = {}
    if dst.dialect == "custom":
        used: set[str] = set()
        for old, step in enumerate(original):
            if new_index.get(old) is None or not isinstance(step, ToolStep):
                continue
            ident = step.step_id or default_step_id(new_index[old] or 0)
            while ident in used:
                ident += "_"
            used.add(ident)
            ids[old] = ident
    id_to_new = {
        step.step_id: new_index[old]
        for old, step in enumerate(original)
        if isinstance(step, ToolStep) and step.step_id and new_index.get(old) is not None
    }
    out: list[Step] = []
    old_of_new = {new: old for old, new in new_index.items() if new is not None}
    for new, step in enumerate(kept):
        if not isinstance(step, ToolStep):
            out.append(step)
            continue
        old = old_of_new[new]
        where = old
        if dst.dialect == "custom":
            args = _to_custom(step.args, ids, where, lose)
            out.append(step.model_copy(update={"args": args, "step_id": ids[old]}))
        else:
            args = _to_template(step.args, id_to_new, where, lose)
            out.append(step.model_copy(update={"args": args}))
    return out


def _to_custom(value: Any, ids: dict[int, str], where: int, lose: Any) -> Any:
    if isinstance(value, str):
        if "${" not in value:
            return value
        ref = exact_reference(value)
        if isinstance(ref, ParamRef):
            return {"$input": ref.name}
        if isinstance(ref, StepRef) and ref.index is not None and ref.index in ids:
            out: dict[str, Any] = {"$step": ids[ref.index]}
            if ref.path:
                out["path"] = join_dotted(ref.path)
            return out
        if isinstance(ref, StepRef):
            lose("loss_reference", step=where, text=value)
        else:
            lose("loss_template", step=where, text=value[:80])
        return value
    if isinstance(value, dict):
        if "$input" in value or "$step" in value:
            lose("loss_literal", step=where, text=value)
            return value
        return {k: _to_custom(v, ids, where, lose) for k, v in value.items()}
    if isinstance(value, list):
        return [_to_custom(v, ids, where, lose) for v in value]
    return value


def _to_template(value: Any, id_to_new: dict[str, int | None], where: int, lose: Any) -> Any:
    if isinstance(value, str):
        if "${" in value:
            lose("loss_literal", step=where, text=value[:80])
        return value
    if isinstance(value, dict):
        ref = custom_reference(value)
        if ref is None:
            return {k: _to_template(v, id_to_new, where, lose) for k, v in value.items()}
        text = _template_text(ref, id_to_new)
        if text is None:
            lose("loss_reference", step=where, text=value)
            return value
        return text
    if isinstance(value, list):
        return [_to_template(v, id_to_new, where, lose) for v in value]
    return value


def _template_text(
    ref: ParamRef | StepRef | Malformed, id_to_new: dict[str, int | None]
) -> str | None:
    if isinstance(ref, Malformed):
        return None
    if isinstance(ref, ParamRef):
        return render_reference(ref) if PARAM_NAME_RE.match(ref.name) else None
    index = id_to_new.get(ref.step_id or "")
    if index is None or not all(isinstance(p, int) or _KEY_RE.match(p) for p in ref.path):
        return None
    text = render_reference(StepRef(index=index, path=ref.path))
    segments = parse_template(text)
    return text if len(segments) == 1 else None
