"""One open recipe in the window: its document, undo stack, live problems and run data.

Every user edit becomes an undo command here, so the widgets stay thin and the Edit menu
names each change ("Undo Move step 3 to 1").
"""

from __future__ import annotations

import bisect
import json
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.document import JsonPath, RecipeDocument, with_value, without_value
from recipe_studio.core.model import Param, Recipe, Step, ToolStep, WaitStep, new_uid
from recipe_studio.core.problems import Problem
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.references import PARAM_NAME_RE
from recipe_studio.core.validation.live import LiveValidation, ProblemsDelta
from recipe_studio.core.validation.validator import default_catalog
from recipe_studio.gui import undo as cmd


def tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Session", text)


class EditorSession(QObject):
    """The recipe being edited, with everything the editor's widgets share."""

    #: A :class:`ProblemsDelta` after each re-validation that changed something: the rows
    #: whose problems changed, or ``full`` (refresh everything from :attr:`problems`).
    problems_updated = Signal(object)
    title_changed = Signal()
    catalog_changed = Signal()
    pins_changed = Signal()

    def __init__(
        self,
        recipe: Recipe,
        profile: str,
        *,
        library_name: str | None = None,
        catalog: Catalog | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = RecipeDocument(recipe, profile)
        self.undo_stack = QUndoStack(self)
        self.library_name = library_name
        #: Opaque token from the library, to detect outside changes on save.
        self.loaded_token: Any = None
        self.draft = False
        self._catalog_override = catalog
        self.live = LiveValidation(self.document, catalog)
        #: Results of the last run, per step uid (feeds the step-result picker).
        self.last_results: dict[str, Any] = {}
        #: The last run (merged with single-step runs), for "run this step" debugging.
        self.last_run: Any = None
        #: Results used instead of calling a step's tool in test runs, per step uid.
        self.pins: dict[str, Any] = {}
        self.breakpoints: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._revalidate)
        self.live.invalidated.connect(self._timer.start)
        self.undo_stack.cleanChanged.connect(lambda _clean: self.title_changed.emit())
        self.document.field_changed.connect(self._field_changed)
        self._revalidate()

    def _field_changed(self, name: str) -> None:
        if name == "name":
            self.title_changed.emit()

    # ------------------------------------------------------------------ state
    @property
    def catalog(self) -> Catalog:
        return self.live.catalog

    def set_catalog(self, catalog: Catalog | None) -> None:
        self._catalog_override = catalog
        self.live.set_catalog(catalog)
        self.catalog_changed.emit()

    @property
    def problems(self) -> list[Problem]:
        """Every problem, sorted (built on demand: widgets use :attr:`live`'s accessors)."""
        return self.live.problems()

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self.document.recipe.name or tr("Untitled recipe")

    def validate_now(self) -> list[Problem]:
        self._timer.stop()
        self._revalidate()
        return self.problems

    def _revalidate(self) -> None:
        delta: ProblemsDelta = self.live.take_delta()
        if delta:
            self.problems_updated.emit(delta)

    def _push(self, command: Any) -> None:
        self.undo_stack.push(command)

    # ------------------------------------------------------------------ recipe
    def set_name(self, name: str) -> None:
        if name != self.document.recipe.name:
            self._push(cmd.SetFieldCommand(self.document, "name", name, tr("Rename recipe")))

    def set_description(self, text: str) -> None:
        if text != (self.document.recipe.description or ""):
            value = text if text or self.document.recipe.description is not None else None
            self._push(
                cmd.SetFieldCommand(self.document, "description", value, tr("Edit description"))
            )

    def set_profile(self, profile: str) -> None:
        if profile != self.document.profile.name:
            text = tr("Target {profile}").format(profile=profile)
            self._push(cmd.SetProfileCommand(self.document, profile, text))
            if self._catalog_override is None:
                self.live.set_catalog(None)
            self.catalog_changed.emit()

    def replace_recipe(self, recipe: Recipe, profile: str, text: str) -> None:
        self._push(cmd.ReplaceRecipeCommand(self.document, recipe, profile, text))
        self.catalog_changed.emit()

    # ------------------------------------------------------------------ params
    def add_param(self, index: int | None = None) -> int:
        doc = self.document
        index = len(doc.params) if index is None else index
        taken = {p.name for p in doc.params}
        number = 1
        while f"param{number}" in taken:
            number += 1
        profile = doc.profile
        kind_type = profile.type_for_kind("string") or "string"
        param = Param(name=f"param{number}", type=kind_type)
        if profile.dialect == "custom":
            param = param.model_copy(update={"required": True, "description": ""})
        self._push(cmd.InsertParamCommand(doc, index, param, tr("Add parameter")))
        return index

    def remove_param(self, index: int) -> None:
        name = self.document.params[index].name
        self._push(
            cmd.RemoveParamCommand(
                self.document, index, tr("Remove parameter {name}").format(name=name)
            )
        )

    def move_param(self, source: int, target: int) -> None:
        if 0 <= target < len(self.document.params) and source != target:
            self._push(cmd.MoveParamCommand(self.document, source, target, tr("Move parameter")))

    def edit_param(self, index: int, field: str, value: Any) -> None:
        """A cell of the params table was edited."""
        doc = self.document
        param = doc.params[index]
        if field == "name":
            value = str(value).strip()
            if value != param.name:
                text = tr("Rename parameter {old} to {new}").format(old=param.name, new=value)
                self._push(cmd.RenameParamCommand(doc, index, value, text))
            return
        if field == "default":
            new = self._default_from_text(param, value)
        elif field == "type":
            new = param.model_copy(update={"type": str(value)})
        elif field == "description":
            new = param.model_copy(update={"description": str(value)})
        elif field == "required":
            new = param.model_copy(update={"required": bool(value)})
        else:
            return
        if new != param:
            label = tr("Edit parameter {name}").format(name=param.name)
            self._push(cmd.SetParamCommand(doc, index, new, label))

    def _default_from_text(self, param: Param, value: Any) -> Param:
        if value is None or value == "":
            return param.model_copy(update={"has_default": False, "default": None})
        if not isinstance(value, str):
            return param.model_copy(update={"has_default": True, "default": value})
        kind = self.document.profile.type_kind(param.type)
        parsed: Any = value
        if kind in ("integer", "number", "boolean", "object", "array"):
            try:
                parsed = json.loads(value)
            except json.JSONDecodeError:
                parsed = value  # kept as typed; validation says it does not fit
        return param.model_copy(update={"has_default": True, "default": parsed})

    def param_name_ok(self, name: str) -> bool:
        return bool(PARAM_NAME_RE.match(name))

    # ------------------------------------------------------------------ steps
    def new_tool_step(self, tool: str = "", args: dict[str, Any] | None = None) -> ToolStep:
        step = ToolStep(tool=tool, args=args or {})
        if self.document.recipe.dialect == "custom":
            taken = {s.step_id for s in self.document.steps if isinstance(s, ToolStep)}
            number = len(self.document.steps) + 1
            while f"step{number}" in taken:
                number += 1
            step = step.model_copy(update={"step_id": f"step{number}"})
        return step

    def insert_steps(self, index: int, steps: list[Step], text: str) -> None:
        self._push(cmd.InsertStepsCommand(self.document, index, steps, text))

    def add_tool_step(self, index: int, tool: str = "") -> None:
        self.insert_steps(index, [self.new_tool_step(tool)], tr("Add step"))

    def add_wait_step(self, index: int, seconds: float = 5) -> None:
        self.insert_steps(index, [WaitStep(seconds=seconds)], tr("Add wait step"))

    def remove_steps(self, rows: list[int]) -> None:
        if not rows:
            return
        if len(rows) == 1:
            text = tr("Delete step {n}").format(n=rows[0] + 1)
        else:
            text = tr("Delete {count} steps").format(count=len(rows))
        self._push(cmd.RemoveStepsCommand(self.document, sorted(rows), text))

    def duplicate_steps(self, rows: list[int]) -> None:
        if not rows:
            return
        copies = [self._fresh(self.document.steps[r]) for r in sorted(rows)]
        self.insert_steps(max(rows) + 1, copies, tr("Duplicate steps"))

    def move_steps(self, rows: list[int], before: int) -> None:
        rows = sorted(set(rows))
        if not rows:
            return
        count = len(self.document.steps)
        before = max(0, min(before, count))
        # Rows that stay above the drop point (counted without walking the recipe).
        rest_before = before - bisect.bisect_left(rows, before)
        if rows == list(range(rest_before, rest_before + len(rows))):
            return  # the drop puts them where they already are
        if len(rows) == 1:
            text = tr("Move step {a} to {b}").format(a=rows[0] + 1, b=rest_before + 1)
        else:
            text = tr("Move {count} steps").format(count=len(rows))
        self._push(cmd.MoveStepsCommand(self.document, rows, before, text))

    def paste_steps(self, index: int, text: str) -> bool:
        """Insert steps given as JSON (a list of wire steps, one step, or a manifest)."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            return False
        if isinstance(data, dict) and "steps" in data:
            data = data["steps"]
        if isinstance(data, dict):
            data = [data]
        if not isinstance(data, list) or not data:
            return False
        profile = self.document.profile
        key = "parameters" if profile.dialect == "custom" else "params"
        recipe = profile.read({"name": "paste", key: [], "steps": data}).recipe
        steps = [self._fresh(s) for s in recipe.steps]
        self.insert_steps(index, steps, tr("Paste {count} step(s)").format(count=len(steps)))
        return True

    def _fresh(self, step: Step) -> Step:
        copy = step.model_copy(update={"uid": new_uid()}, deep=True)
        if isinstance(copy, ToolStep) and self.document.recipe.dialect == "custom":
            taken = {s.step_id for s in self.document.steps if isinstance(s, ToolStep)}
            base = copy.step_id or "step"
            candidate, number = base, 2
            while candidate in taken:
                candidate = f"{base}_{number}"
                number += 1
            copy = copy.model_copy(update={"step_id": candidate})
        return copy

    def _replace(self, row: int, step: Step, text: str, merge_key: str = "") -> None:
        self._push(cmd.ReplaceStepCommand(self.document, row, step, text, merge_key))

    def set_tool(self, row: int, tool: str) -> None:
        step = self.document.steps[row]
        if isinstance(step, ToolStep) and step.tool != tool:
            self._replace(
                row,
                step.model_copy(update={"tool": tool}),
                tr("Choose tool {tool}").format(tool=tool),
            )

    def set_argument(self, row: int, path: JsonPath, value: Any, *, merge: bool = True) -> None:
        step = self.document.steps[row]
        if not isinstance(step, ToolStep):
            return
        args = with_value(step.args, path, value)
        if args == step.args:
            return
        name = ".".join(str(p) for p in path)
        key = f"arg:{name}" if merge else ""
        self._replace(
            row,
            step.model_copy(update={"args": args, "args_present": True}),
            tr("Edit {name}").format(name=name),
            key,
        )

    def remove_argument(self, row: int, path: JsonPath) -> None:
        step = self.document.steps[row]
        if isinstance(step, ToolStep):
            args = without_value(step.args, path)
            if args != step.args:
                name = ".".join(str(p) for p in path)
                self._replace(
                    row,
                    step.model_copy(update={"args": args}),
                    tr("Clear {name}").format(name=name),
                )

    def set_args(self, row: int, args: dict[str, Any]) -> None:
        step = self.document.steps[row]
        if isinstance(step, ToolStep) and args != step.args:
            self._replace(
                row,
                step.model_copy(update={"args": args, "args_present": True}),
                tr("Edit arguments"),
            )

    def set_optional(self, row: int, optional: bool) -> None:
        step = self.document.steps[row]
        if isinstance(step, ToolStep) and step.is_optional != optional:
            text = tr("Make step {n} optional") if optional else tr("Make step {n} required")
            self._replace(
                row, step.model_copy(update={"optional": optional}), text.format(n=row + 1)
            )

    def set_wait_seconds(self, row: int, seconds: float) -> None:
        step = self.document.steps[row]
        if isinstance(step, WaitStep) and step.seconds != seconds:
            self._replace(
                row, step.model_copy(update={"seconds": seconds}), tr("Change wait"), "wait"
            )

    def set_step_id(self, row: int, step_id: str) -> None:
        step = self.document.steps[row]
        if isinstance(step, ToolStep) and step.step_id != step_id:
            text = tr("Rename step id to {id}").format(id=step_id)
            self._push(cmd.SetStepIdCommand(self.document, row, step_id, text))

    # ------------------------------------------------------------------ pins
    def set_pin(self, uid: str, value: Any) -> None:
        """Pin a result to a step (``None`` unpins); undoable, and saved with the recipe."""
        if self.pins.get(uid) != value or (value is None and uid in self.pins):
            text = tr("Pin result") if value is not None else tr("Unpin result")
            self._push(cmd.PinCommand(self, uid, value, text))

    def apply_pin(self, uid: str, value: Any) -> None:
        if value is None:
            self.pins.pop(uid, None)
        else:
            self.pins[uid] = value
        self.pins_changed.emit()

    def pins_by_index(self) -> dict[str, Any]:
        """Pins keyed by step position, the form they are stored in beside the recipe."""
        out: dict[str, Any] = {}
        for uid, value in self.pins.items():
            try:
                out[str(self.document.index_of(uid))] = value
            except KeyError:
                continue
        return out

    def load_pins(self, stored: dict[str, Any] | None) -> None:
        steps = self.document.steps
        self.pins = {
            steps[int(key)].uid: value
            for key, value in (stored or {}).items()
            if key.isdigit() and int(key) < len(steps)
        }

    # ------------------------------------------------------------------ saving
    def manifest(self) -> dict[str, Any]:
        return self.document.manifest()

    def mark_saved(self, library_name: str, token: Any, draft: bool) -> None:
        self.library_name = library_name
        self.loaded_token = token
        self.draft = draft
        self.undo_stack.setClean()
        self.title_changed.emit()


def catalog_for(profile: str) -> Catalog:
    return default_catalog(get_profile(profile).name)
