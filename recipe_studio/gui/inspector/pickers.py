"""Menus that insert a param or an earlier step's result, so nobody types ``${...}``.

The param menu lists declared params, those whose type fits the argument first. The
step-result menu lists earlier steps and, for each, the fields its tool's output schema
promises — or, when it promises none, the fields learned from real results and from the
server, each saying where it was seen — and the fields its last run actually returned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMenu, QWidget

from recipe_studio.core.arguments import fitting_params
from recipe_studio.core.arguments import result_fields as core_result_fields
from recipe_studio.core.model import Param, Step, ToolStep, WaitStep
from recipe_studio.core.param_words import param_title
from recipe_studio.core.references import JsonPath, ParamRef, StepRef, describe_path_part
from recipe_studio.core.shapes import LearnedPath, ShapeLookup, no_shapes
from recipe_studio.gui.i18n import short_date, translator
from recipe_studio.gui.texts import reference_words
from recipe_studio.gui.words import step_label, type_word

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from recipe_studio.core.catalog import Catalog, ToolInfo
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("Pickers")


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
    fits = fitting_params(profile, params, schema)  # core says which fit and why
    named = [p for p, _ in fits]
    fitting = [p for p, fit in fits if fit.fits]
    others = [p for p, fit in fits if not fit.fits]
    for group in (fitting, others):
        if group is others and others and fitting:
            menu.addSeparator()
        for param in group:
            label = f"{param_title(param)}  ({type_word(param.type) or param.type or '?'})"
            if group is others:
                label += "  " + tr("— type differs")
            action = menu.addAction(label)
            action.setToolTip(param.name)
            action.triggered.connect(lambda _=False, name=param.name: choose(ParamRef(name)))
    if not named:
        menu.addAction(tr("No parameters yet")).setEnabled(False)
    if new_param is not None:
        menu.addSeparator()
        menu.addAction(tr("New parameter for this value…")).triggered.connect(lambda: new_param())
    return menu


def readable_path(path: JsonPath, titles: Sequence[str | None] = ()) -> str:
    """``path`` in words, each key by its title when ``titles`` gives one."""
    words = reference_words()
    named = list(titles) + [None] * (len(path) - len(titles))
    return " › ".join(
        title or describe_path_part(p, words) for p, title in zip(path, named, strict=True)
    )


def learned_hint(learned: LearnedPath) -> str:
    """Where a learned field was seen, in a few words (shown after it in the menu)."""
    date = short_date(learned.when)
    return {
        "test": tr("seen in a test run on {date}"),
        "run": tr("seen in a run on {date}"),
        "try": tr("seen when the step was tried on {date}"),
        "schema": tr("from the server's description of the tool"),
    }[learned.source].format(date=date)


def result_fields(
    tool: ToolInfo | None, learned: Sequence[LearnedPath], last: Any
) -> list[tuple[JsonPath, str]]:
    """The fields core offers for a step's result, each with its hint ("": none needed)."""
    return [
        (path, learned_hint(seen) if seen else tr("from the last run") if from_last else "")
        for path, seen, from_last in core_result_fields(tool, learned, last)
    ]


def build_step_menu(
    parent: QWidget,
    steps: list[Step],
    row: int,
    catalog: Catalog,
    last_results: dict[str, Any],
    choose: Callable[[StepRef], None],
    custom: bool,
    learned: ShapeLookup = no_shapes,
    names: ReferenceNames | None = None,
) -> QMenu:
    """Earlier steps, each with its result's fields (``learned``: what is known of a
    tool's results beyond its schema, see :mod:`recipe_studio.core.shapes`), each field
    by its title (``names``) with its key in the tooltip."""
    menu = QMenu(tr("Insert result of an earlier step"), parent)
    menu.setAccessibleName(tr("Insert result of an earlier step"))
    menu.setToolTipsVisible(True)
    earlier = [(i, s) for i, s in enumerate(steps[:row]) if isinstance(s, ToolStep)]
    if not earlier:
        menu.addAction(tr("No earlier steps")).setEnabled(False)
        return menu
    for index, step in earlier:
        sub = menu.addMenu(tr("Step {n}: {title}").format(n=index + 1, title=step_label(step)))
        sub.setToolTipsVisible(True)

        def make(path: JsonPath, index: int = index, step: ToolStep = step) -> StepRef:
            if custom:
                return StepRef(step_id=step.step_id or "", path=path)
            return StepRef(index=index, path=path)

        sub.addAction(tr("Whole result")).triggered.connect(lambda _=False, m=make: choose(m(())))
        tool = catalog.get(step.tool)
        fields = result_fields(tool, learned(step.tool), last_results.get(step.uid))
        if fields:
            sub.addSeparator()
        for path, hint in fields:
            titles = names.path_titles(make(path)) if names else ()
            label = readable_path(path, titles) + (f"  ({hint})" if hint else "")
            action = sub.addAction(label)
            tip = hint or tr("from the tool's description")
            action.setToolTip(f"{tip}\n{readable_path(path)}" if titles else tip)
            action.triggered.connect(lambda _=False, m=make, p=path: choose(m(p)))
        if not fields:
            sub.addAction(tr("(keys unknown until the step has run)")).setEnabled(False)
    if any(isinstance(s, WaitStep) for s in steps[:row]):
        menu.addSeparator()
        menu.addAction(tr("Wait steps have no result")).setEnabled(False)
    return menu
