"""What changed between two versions of a recipe, per field, as data (codes and values).

:func:`recipe_changes` compares two recipes (read by their profiles, so a macOS and a
Windows manifest compare by meaning, not by spelling) and lists :class:`Change` items in
reading order: the name, the target, the description, the params, then the steps —
added, removed, moved, or changed in place (the tool, an argument from … to …, a wait's
seconds, the optional switch). :func:`change_counts` sums them up for a one-line label
("2 steps added, name changed"). The words are the GUI's (and the CLI's) to make.

Steps carry no identity across saves, so they are matched by content: identical steps
are the same step (one that changed place is *moved*); among the rest, a step replaced
by one with the same tool at the same place is the same step *changed*.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import Param, Recipe, Step, ToolStep, WaitStep
from recipe_studio.core.param_words import param_title

if TYPE_CHECKING:
    from collections.abc import Iterable

#: The codes :func:`recipe_changes` produces (values in brackets).
CHANGE_CODES = (
    "name_changed",  # [old, new]
    "target_changed",  # [old, new] (profile names)
    "description_changed",  # [old, new]
    "param_added",  # [name, title]
    "param_removed",  # [name, title]
    # [name, title, part ("title", "explanation", "type", "default", "description",
    # "required"), old, new]; ``title`` is what the person calls the param (the newer one's)
    "param_changed",
    "step_added",  # [position, title]
    "step_removed",  # [position, title]
    "step_moved",  # [title, old_position, new_position]
    "step_tool_changed",  # [position, old, new]
    "argument_added",  # [position, title, argument, new]
    "argument_removed",  # [position, title, argument, old]
    "argument_changed",  # [position, title, argument, old, new]
    "wait_changed",  # [position, old, new]
    "optional_changed",  # [position, title, new]
    "step_changed",  # [position, title] (anything else about it)
)


@dataclass(frozen=True)
class Change:
    """One change; ``values`` as named in :data:`CHANGE_CODES` (positions 1-based, a
    step's title is its tool name, or "" for a wait)."""

    code: str
    values: dict[str, Any] = field(default_factory=dict)


def _signature(step: Step) -> str:
    if isinstance(step, ToolStep):
        body: Any = ["tool", step.tool, step.args, step.is_optional, step.step_id]
    elif isinstance(step, WaitStep):
        body = ["wait", step.seconds]
    else:
        body = ["raw", step.raw]
    return json.dumps(body, sort_keys=True, ensure_ascii=False, default=str)


def _title(step: Step) -> str:
    return step.tool if isinstance(step, ToolStep) else ""


def recipe_changes(
    old: Recipe, new: Recipe, old_target: str = "", new_target: str = ""
) -> list[Change]:
    """What turning ``old`` into ``new`` changes, in reading order."""
    out: list[Change] = []
    if old.name != new.name:
        out.append(Change("name_changed", {"old": old.name, "new": new.name}))
    if old_target and new_target and old_target != new_target:
        out.append(Change("target_changed", {"old": old_target, "new": new_target}))
    if (old.description or "") != (new.description or ""):
        values = {"old": old.description or "", "new": new.description or ""}
        out.append(Change("description_changed", values))
    out += _param_changes(old.params, new.params)
    out += _step_changes(list(old.steps), list(new.steps))
    return out


def _param_changes(old: list[Param], new: list[Param]) -> list[Change]:
    before = {p.name: p for p in old if p.name}
    after = {p.name: p for p in new if p.name}
    out = [
        Change("param_removed", {"name": n, "title": param_title(p)})
        for n, p in before.items()
        if n not in after
    ]
    for name, param in after.items():
        was = before.get(name)
        named = {"name": name, "title": param_title(param)}
        if was is None:
            out.append(Change("param_added", named))
            continue
        parts = (
            # The person's words first (they live beside the manifest, and come back too).
            ("title", was.title.strip(), param.title.strip()),
            ("explanation", was.explanation.strip(), param.explanation.strip()),
            ("type", was.type, param.type),
            ("default", _default(was), _default(param)),
            ("description", was.description or "", param.description or ""),
            ("required", bool(was.required), bool(param.required)),
        )
        for part, a, b in parts:
            if a != b:
                out.append(Change("param_changed", {**named, "part": part, "old": a, "new": b}))
    return out


def _default(param: Param) -> Any:
    return param.default if param.has_default else None


def _step_changes(old: list[Step], new: list[Step]) -> list[Change]:
    a, b = [_signature(s) for s in old], [_signature(s) for s in new]
    removed: list[int] = []
    added: list[int] = []
    changed: list[Change] = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        olds, news = list(range(i1, i2)), list(range(j1, j2))
        if tag == "replace":
            # The same tool in the same place of the block: that step, changed.
            for i, j in zip(olds[:], news[:], strict=False):
                if _same_kind(old[i], new[j]):
                    changed += _in_place(old[i], new[j], j + 1)
                    olds.remove(i)
                    news.remove(j)
        removed += olds
        added += news
    out: list[Change] = []
    # A removed step that reappears elsewhere, exactly, was moved.
    for i in list(removed):
        found = next((j for j in added if b[j] == a[i]), None)
        if found is not None:
            j = found
            out.append(
                Change(
                    "step_moved",
                    {"title": _title(old[i]), "old_position": i + 1, "new_position": j + 1},
                )
            )
            removed.remove(i)
            added.remove(j)
    out += [Change("step_removed", {"position": i + 1, "title": _title(old[i])}) for i in removed]
    out += [Change("step_added", {"position": j + 1, "title": _title(new[j])}) for j in added]
    return sorted(out + changed, key=_order)


def _order(change: Change) -> tuple[int, int]:
    values = change.values
    position = values.get("position", values.get("new_position", 0))
    return (int(position), CHANGE_CODES.index(change.code))


def _same_kind(a: Step, b: Step) -> bool:
    if isinstance(a, ToolStep) and isinstance(b, ToolStep):
        return a.tool == b.tool
    return type(a) is type(b)


def _in_place(old: Step, new: Step, position: int) -> list[Change]:
    """How one step changed where it is."""
    if isinstance(old, WaitStep) and isinstance(new, WaitStep):
        return [
            Change("wait_changed", {"position": position, "old": old.seconds, "new": new.seconds})
        ]
    if not (isinstance(old, ToolStep) and isinstance(new, ToolStep)):
        return [Change("step_changed", {"position": position, "title": ""})]
    title = new.tool
    out: list[Change] = []
    base = {"position": position, "title": title}
    for name in _keys(old.args, new.args):
        if name not in new.args:
            out.append(
                Change("argument_removed", {**base, "argument": name, "old": old.args[name]})
            )
        elif name not in old.args:
            out.append(Change("argument_added", {**base, "argument": name, "new": new.args[name]}))
        elif old.args[name] != new.args[name]:
            out.append(
                Change(
                    "argument_changed",
                    {**base, "argument": name, "old": old.args[name], "new": new.args[name]},
                )
            )
    if old.is_optional != new.is_optional:
        out.append(Change("optional_changed", {**base, "new": new.is_optional}))
    if not out:
        out.append(Change("step_changed", base))
    return out


def _keys(a: dict[str, Any], b: dict[str, Any]) -> Iterable[str]:
    return [*a, *(k for k in b if k not in a)]


#: The groups of :func:`change_counts`, in the order a label lists them.
COUNT_GROUPS = (
    "steps_added",
    "steps_removed",
    "steps_moved",
    "steps_changed",
    "name_changed",
    "target_changed",
    "description_changed",
    "params_changed",
)


def change_counts(changes: Iterable[Change]) -> dict[str, int]:
    """How many of each group (only the groups present): steps changed counts steps,
    not their arguments."""
    counts: dict[str, int] = {}
    changed_steps: set[int] = set()
    changed_params: set[str] = set()
    for change in changes:
        group = {
            "step_added": "steps_added",
            "step_removed": "steps_removed",
            "step_moved": "steps_moved",
            "name_changed": "name_changed",
            "target_changed": "target_changed",
            "description_changed": "description_changed",
        }.get(change.code)
        if change.code.startswith("param_"):
            changed_params.add(str(change.values["name"]))
        elif group is not None:
            counts[group] = counts.get(group, 0) + 1
        elif "position" in change.values:
            changed_steps.add(int(change.values["position"]))
    if changed_steps:
        counts["steps_changed"] = len(changed_steps)
    if changed_params:
        counts["params_changed"] = len(changed_params)
    return {group: counts[group] for group in COUNT_GROUPS if group in counts}
