"""Shared pieces of reading a wire manifest: tolerant field access that records problems.

A value of the wrong type never stops reading: the problem is recorded with its location
and the original value is kept (in ``invalid_fields`` or as a raw param/step) so that
saving the recipe writes back exactly what the user had.
"""

from __future__ import annotations

from typing import Any

from recipe_studio.core.model import Dialect, Param, RawStep, Recipe, Step, ToolStep, WaitStep
from recipe_studio.core.problems import Problem, Severity, json_kind, kinds, not_object, problem

_EXPECTED = {
    str: "string",
    list: "array",
    dict: "object",
    bool: "boolean",
    int: "integer",
}


class Reader:
    """Collects problems while a manifest is turned into a :class:`Recipe`."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def wrong_type(self, expected: type, value: Any, **where: Any) -> None:
        self.problems.append(
            problem(
                "wrong_type",
                Severity.ERROR,
                expected=kinds(_EXPECTED.get(expected, "unknown")),
                found=kinds(json_kind(value)),
                **where,
            )
        )

    def top_fields(self, data: dict[str, Any], recipe_keys: dict[str, type]) -> dict[str, Any]:
        """Known top-level values of the right type; the others go to ``invalid_fields``."""
        good: dict[str, Any] = {}
        invalid: dict[str, Any] = {}
        for key, expected in recipe_keys.items():
            if key not in data:
                continue
            value = data[key]
            if _is(value, expected):
                good[key] = value
            else:
                self.wrong_type(expected, value, field=key)
                invalid[key] = value
        if invalid:
            good["invalid_fields"] = invalid
        return good

    def param(self, index: int, raw: Any, known: tuple[str, ...]) -> Param:
        if not isinstance(raw, dict):
            self.wrong_type(dict, raw, param=index)
            return Param(name="", raw=raw)
        for key, expected in (("name", str), ("type", str), ("description", str)):
            if key in raw and not isinstance(raw[key], expected):
                self.wrong_type(expected, raw[key], param=index, field=key)
                return Param(name="", raw=raw)
        if "required" in raw and not isinstance(raw["required"], bool):
            self.wrong_type(bool, raw["required"], param=index, field="required")
            return Param(name="", raw=raw)
        extras = {k: v for k, v in raw.items() if k not in known}
        fields = {
            "name": raw.get("name", ""),
            "type": raw.get("type"),
            "has_default": "default" in raw,
            "default": raw.get("default"),
            "description": raw.get("description"),
            "required": raw.get("required"),
        }
        param: Param = Param.with_extras(fields, extras)
        return param

    def step(
        self, index: int, raw: Any, *, args_key: str, custom: bool
    ) -> ToolStep | WaitStep | RawStep:
        if not isinstance(raw, dict):
            self.wrong_type(dict, raw, step=index)
            return RawStep(raw=raw)
        has_tool = "tool" in raw
        has_wait = "wait" in raw
        if has_tool == has_wait:
            self.problems.append(problem("step_unrecognized", step=index))
            return RawStep(raw=raw)
        if has_wait:
            return self._wait_step(index, raw)
        tool = raw["tool"]
        if not isinstance(tool, str):
            self.wrong_type(str, tool, step=index, field="tool")
            return RawStep(raw=raw)
        args = raw.get(args_key, {})
        if not isinstance(args, dict):
            self.wrong_type(dict, args, step=index, field=args_key)
            return RawStep(raw=raw)
        optional = raw.get("optional")
        if "optional" in raw and not isinstance(optional, bool):
            self.wrong_type(bool, optional, step=index, field="optional")
            return RawStep(raw=raw)
        step_id = raw.get("id") if custom else None
        if custom and "id" in raw and not isinstance(step_id, str):
            self.wrong_type(str, step_id, step=index, field="id")
            return RawStep(raw=raw)
        known = {"tool", args_key, "optional"} | ({"id"} if custom else set())
        extras = {k: v for k, v in raw.items() if k not in known}
        fields = {
            "tool": tool,
            "args": args,
            "args_present": args_key in raw,
            "optional": optional,
            "step_id": step_id,
        }
        step: ToolStep = ToolStep.with_extras(fields, extras)
        return step

    def _wait_step(self, index: int, raw: dict[str, Any]) -> WaitStep | RawStep:
        wait = raw["wait"]
        extras = {k: v for k, v in raw.items() if k != "wait"}
        if _is_number(wait):
            number: WaitStep = WaitStep.with_extras({"seconds": wait, "form": "number"}, extras)
            return number
        if isinstance(wait, dict) and _is_number(wait.get("seconds")):
            inner = {k: v for k, v in wait.items() if k != "seconds"}
            known = {"seconds": wait["seconds"], "form": "object", "wait_extras": inner}
            obj: WaitStep = WaitStep.with_extras(known, extras)
            return obj
        self.problems.append(problem("wait_invalid", step=index, field="wait"))
        return RawStep(raw=raw)


def read_recipe(
    data: Any,
    *,
    dialect: Dialect,
    params_key: str,
    args_key: str,
    param_known: tuple[str, ...],
) -> tuple[Recipe, list[Problem]]:
    """Turn a wire manifest into a :class:`Recipe`, recording every problem met."""
    if not isinstance(data, dict):
        return Recipe(invalid_fields={"": data}), [not_object(data)]
    reader = Reader()
    top_types = {
        "name": str,
        "description": str,
        params_key: list,
        "steps": list,
        "outputs": list,
        "schema_version": int,
    }
    fields = reader.top_fields(data, top_types)
    params = [reader.param(i, raw, param_known) for i, raw in enumerate(fields.pop(params_key, []))]
    custom = dialect == "custom"
    steps: list[Step] = [
        reader.step(i, raw, args_key=args_key, custom=custom)
        for i, raw in enumerate(fields.pop("steps", []))
    ]
    known = {
        "params": params,
        "steps": steps,
        "dialect": dialect,
        "present_keys": frozenset(data),
        **fields,
    }
    unknown = {k: v for k, v in data.items() if k not in top_types}
    recipe: Recipe = Recipe.with_extras(known, unknown)
    return recipe, reader.problems


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is(value: Any, expected: type) -> bool:
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, expected)


def write_param(param: Param) -> Any:
    if param.raw is not None:
        return param.raw
    out: dict[str, Any] = {"name": param.name}
    if param.type is not None:
        out["type"] = param.type
    if param.description is not None:
        out["description"] = param.description
    if param.required is not None:
        out["required"] = param.required
    if param.has_default:
        out["default"] = param.default
    out.update(param.extras())
    return out


def write_recipe(recipe: Recipe, *, params_key: str, args_key: str) -> dict[str, Any]:
    """The wire manifest of a recipe, with what the file had beyond the known fields
    written back exactly as it was."""
    out: dict[str, Any] = {"name": recipe.name}
    if recipe.description is not None:
        out["description"] = recipe.description
    if recipe.schema_version is not None:
        out["schema_version"] = recipe.schema_version
    if recipe.params or params_key in recipe.present_keys:
        out[params_key] = [write_param(p) for p in recipe.params]
    out["steps"] = [write_step(step, args_key=args_key) for step in recipe.steps]
    if recipe.outputs is not None:
        out["outputs"] = recipe.outputs
    out.update(recipe.extras())
    out.update(recipe.invalid_fields)
    return out


def write_step(step: ToolStep | WaitStep | RawStep, *, args_key: str) -> Any:
    if isinstance(step, RawStep):
        return step.raw
    if isinstance(step, WaitStep):
        return write_wait(step)
    out: dict[str, Any] = {}
    if step.step_id is not None:
        out["id"] = step.step_id
    out["tool"] = step.tool
    if step.args_present or step.args:
        out[args_key] = step.args
    if step.optional is not None:
        out["optional"] = step.optional
    out.update(step.extras())
    return out


def write_wait(step: WaitStep) -> dict[str, Any]:
    wait: Any = (
        step.seconds if step.form == "number" else {"seconds": step.seconds, **step.wait_extras}
    )
    return {"wait": wait, **step.extras()}
