"""Menus that insert a param or an earlier step's result, so nobody types ``${...}``.

The param menu lists declared params, those whose type fits the argument first. The
step-result menu lists earlier steps and, for each, the keys its tool's output schema
promises and the keys its last run actually returned, with ``[i]`` for list items.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMenu, QWidget

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.model import Param, Step, ToolStep, WaitStep
from recipe_studio.core.profiles import Profile
from recipe_studio.core.references import JsonPath, ParamRef, StepRef, describe_path_part
from recipe_studio.core.schema_paths import schema_paths, value_paths
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.steps_model import step_label
from recipe_studio.gui.texts import reference_words

tr = translator("Pickers")


def param_fits(profile: Profile, param: Param, schema: dict[str, Any] | None) -> bool:
    """Whether a param's values suit an argument's schema type (unknown = yes)."""
    wanted = (schema or {}).get("type")
    kind = profile.type_kind(param.type)
    if wanted is None or kind is None:
        return True
    names = wanted if isinstance(wanted, list) else [wanted]
    return kind in names or (kind == "integer" and "number" in names)


def build_param_menu(
    parent: QWidget,
    profile: Profile,
    params: list[Param],
    schema: dict[str, Any] | None,
    choose: Callable[[ParamRef], None],
    new_param: Callable[[], None] | None = None,
) -> QMenu:
    menu = QMenu(tr("Insert parameter"), parent)
    menu.setAccessibleName(tr("Insert parameter"))
    named = [p for p in params if p.raw is None and p.name]
    fitting = [p for p in named if param_fits(profile, p, schema)]
    others = [p for p in named if p not in fitting]
    for group in (fitting, others):
        if group is others and others and fitting:
            menu.addSeparator()
        for param in group:
            label = f"{param.name}  ({param.type or '?'})"
            if group is others:
                label += "  " + tr("— type differs")
            action = menu.addAction(label)
            action.triggered.connect(lambda _=False, name=param.name: choose(ParamRef(name)))
    if not named:
        menu.addAction(tr("No parameters yet")).setEnabled(False)
    if new_param is not None:
        menu.addSeparator()
        menu.addAction(tr("New parameter for this value…")).triggered.connect(lambda: new_param())
    return menu


def readable_path(path: JsonPath) -> str:
    words = reference_words()
    return " › ".join(describe_path_part(p, words) for p in path)


def build_step_menu(
    parent: QWidget,
    steps: list[Step],
    row: int,
    catalog: Catalog,
    last_results: dict[str, Any],
    choose: Callable[[StepRef], None],
    custom: bool,
) -> QMenu:
    menu = QMenu(tr("Insert result of an earlier step"), parent)
    menu.setAccessibleName(tr("Insert result of an earlier step"))
    earlier = [(i, s) for i, s in enumerate(steps[:row]) if isinstance(s, ToolStep)]
    if not earlier:
        menu.addAction(tr("No earlier steps")).setEnabled(False)
        return menu
    for index, step in earlier:
        sub = menu.addMenu(tr("Step {n}: {title}").format(n=index + 1, title=step_label(step)))

        def make(path: JsonPath, index: int = index, step: ToolStep = step) -> StepRef:
            if custom:
                return StepRef(step_id=step.step_id or "", path=path)
            return StepRef(index=index, path=path)

        sub.addAction(tr("Whole result")).triggered.connect(lambda _=False, m=make: choose(m(())))
        tool = catalog.get(step.tool)
        promised = schema_paths(tool.output_schema) if tool and tool.output_schema else []
        seen = value_paths(last_results.get(step.uid))
        paths = list(dict.fromkeys([*promised, *seen]))
        if paths:
            sub.addSeparator()
        for path in paths:
            label = readable_path(path)
            if path in seen and path not in promised:
                label += "  " + tr("(from the last run)")
            sub.addAction(label).triggered.connect(lambda _=False, m=make, p=path: choose(m(p)))
        if not paths:
            sub.addAction(tr("(keys unknown until the step has run)")).setEnabled(False)
    if any(isinstance(s, WaitStep) for s in steps[:row]):
        menu.addSeparator()
        menu.addAction(tr("Wait steps have no result")).setEnabled(False)
    return menu
