"""The recipe being edited: intention-revealing edits that emit change events.

The GUI never mutates the pydantic models itself; it calls these methods (through undo
commands) and listens to the signals. Every edit replaces the changed step's object, so
caches keyed by step identity (the validator's) stay correct.

Steps have stable internal ids (``uid``); ``${steps[N]}`` indices are a rendering of
them, so every structural edit rewrites the references that point at moved steps and
keeps them pointing at the same step. Each structural edit returns what it replaced so
undo can put it back exactly.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core import edits
from recipe_studio.core.argument_trees import (
    rename_param_refs,
    rename_step_id_refs,
    with_value,
    without_value,
)
from recipe_studio.core.events import Signal
from recipe_studio.core.model import Param, Recipe, Step, ToolStep, WaitStep
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.references import (
    JsonPath,
    StepRef,
    find_references,
    remap_step_indices,
    render_custom,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

#: The pseudo-target of references past the last step (their validity follows the length).
BEYOND = "#beyond"


@dataclass
class StepsEdit:
    """What a structural edit did, enough to undo it exactly."""

    #: (index, step) of steps inserted or removed, ascending by index.
    steps: list[tuple[int, Step]] = field(default_factory=list)
    #: New order for a move: ``new_steps[start + k] = old_steps[order[k]]``.
    order: list[int] = field(default_factory=list)
    start: int = 0
    #: Steps whose args were rewritten, as they were before.
    previous: dict[str, Step] = field(default_factory=dict)


class RecipeDocument:
    """A recipe and its target profile, with edits and change signals."""

    def __init__(self, recipe: Recipe | None = None, profile: str = "macos") -> None:
        self._recipe = recipe if recipe is not None else Recipe()
        self._profile = get_profile(profile)
        self.field_changed: Signal[[str]] = Signal()
        #: (index) of a param about to be inserted / removed, then done.
        self.params_inserting: Signal[[int]] = Signal()
        self.params_inserted: Signal[[int]] = Signal()
        self.params_removing: Signal[[int]] = Signal()
        self.params_removed: Signal[[int]] = Signal()
        #: (source, target): the param at ``source`` is about to be at ``target``, then is.
        self.params_moving: Signal[[int, int]] = Signal()
        self.params_moved: Signal[[int, int]] = Signal()
        #: After a param was inserted, removed or moved (the list, not one param, changed).
        self.params_changed: Signal[[]] = Signal()
        self.param_changed: Signal[[int]] = Signal()
        self.steps_inserting: Signal[[int, int]] = Signal()
        self.steps_inserted: Signal[[int, int, set[str]]] = Signal()
        self.steps_removing: Signal[[int, int]] = Signal()
        #: (start, count, touched): touched holds the removed steps and rewritten ones.
        self.steps_removed: Signal[[int, int, set[str]]] = Signal()
        #: (start, count) of the rows about to be rearranged.
        self.steps_reordering: Signal[[int, int]] = Signal()
        #: (start, order, touched): ``new[start + k] = old[order[k]]``.
        self.steps_reordered: Signal[[int, list[int], set[str]]] = Signal()
        self.step_changed: Signal[[int]] = Signal()
        self.resetting: Signal[[]] = Signal()
        self.reset: Signal[[]] = Signal()
        #: After every edit, whatever it was.
        self.changed: Signal[[]] = Signal()
        self._index: dict[str, int] | None = None
        self._targets: dict[str, set[str]] = {}
        self._referrers: dict[str, set[str]] = {}
        self._reindex_refs()

    # ------------------------------------------------------------------ reading
    @property
    def recipe(self) -> Recipe:
        return self._recipe

    @property
    def profile(self) -> Profile:
        return self._profile

    @property
    def steps(self) -> Sequence[Step]:
        return self._recipe.steps

    @property
    def params(self) -> Sequence[Param]:
        return self._recipe.params

    def step(self, index: int) -> Step:
        return self._recipe.steps[index]

    def index_of(self, uid: str) -> int:
        if self._index is None:
            self._index = {step.uid: i for i, step in enumerate(self._recipe.steps)}
        return self._index[uid]

    def referrers_of(self, uid: str) -> set[str]:
        """Steps whose args reference the step ``uid``."""
        return set(self._referrers.get(uid, ()))

    def manifest(self) -> dict[str, Any]:
        return self._profile.write(self._recipe)

    # ------------------------------------------------------------------ recipe
    def set_field(self, name: str, value: Any) -> None:
        """Set ``name``, ``description``, ``outputs`` or ``schema_version``."""
        if name not in ("name", "description", "outputs", "schema_version"):
            raise ValueError(f"not a recipe field: {name}")
        if getattr(self._recipe, name) == value:
            return
        setattr(self._recipe, name, value)
        self._recipe.invalid_fields.pop(name, None)
        self.field_changed.emit(name)
        self.changed.emit()

    def replace_recipe(self, recipe: Recipe, profile: str | None = None) -> tuple[Recipe, str]:
        """Swap in a whole recipe (load, conversion); returns the previous one for undo."""
        old = (self._recipe, self._profile.name)
        self.resetting.emit()
        self._recipe = recipe
        if profile is not None:
            self._profile = get_profile(profile)
        self._index = None
        self._reindex_refs()
        self.reset.emit()
        self.changed.emit()
        return old

    def set_profile(self, profile: str) -> str:
        """Change the target profile without converting (validation follows)."""
        old = self._profile.name
        if profile != old:
            self.replace_recipe(self._recipe, profile)
        return old

    # ------------------------------------------------------------------ params
    def insert_param(self, index: int, param: Param) -> None:
        self.params_inserting.emit(index)
        self._recipe.params.insert(index, param)
        self.params_inserted.emit(index)
        self._params_changed()

    def remove_param(self, index: int) -> Param:
        self.params_removing.emit(index)
        param = self._recipe.params.pop(index)
        self.params_removed.emit(index)
        self._params_changed()
        return param

    def move_param(self, source: int, target: int) -> None:
        if source == target:
            return
        self.params_moving.emit(source, target)
        params = self._recipe.params
        params.insert(target, params.pop(source))
        self.params_moved.emit(source, target)
        self._params_changed()

    def _params_changed(self) -> None:
        self.params_changed.emit()
        self.changed.emit()

    def set_param(self, index: int, param: Param) -> Param:
        """Replace one param; returns the old one."""
        old = self._recipe.params[index]
        self._recipe.params[index] = param
        self.param_changed.emit(index)
        self.changed.emit()
        return old

    def update_param(self, index: int, **changes: Any) -> Param | None:
        """Change fields of one param; returns the old param, ``None`` if nothing changed."""
        old = self._recipe.params[index]
        new = old.model_copy(update=changes)
        return None if new == old else self.set_param(index, new)

    def add_param(
        self, param: Param | None = None, index: int | None = None, *, title: str = ""
    ) -> tuple[int, Param]:
        """Add ``param`` (default: a new one with a fresh name, see :func:`edits.new_param`;
        with ``title``, that title and an identifier made from it) at ``index`` (default:
        last); returns where and what was added."""
        if param is None:
            param = edits.new_param(self._profile, self._recipe.params, title=title)
        index = len(self._recipe.params) if index is None else index
        self.insert_param(index, param)
        return index, param

    def param_for_argument(
        self, path: JsonPath, schema: dict[str, Any] | None, title: str = ""
    ) -> Param:
        """A new param (not added yet) named and typed for the argument at ``path``, with
        the argument's ``title`` as its own (see :func:`edits.param_for_argument`)."""
        return edits.param_for_argument(self._profile, self._recipe.params, path, schema, title)

    def param_from_title(self, title: str) -> Param:
        """A new param (not added yet) with this title and an identifier made from it."""
        return edits.new_param(self._profile, self._recipe.params, title=title)

    def set_param_type(self, index: int, type_name: str) -> Param | None:
        return self.update_param(index, type=type_name)

    def set_param_default_text(self, index: int, text: str) -> Param | None:
        """Set a default typed as text (parsed for the param's type); empty text: none."""
        has, value = edits.parse_default_text(self._profile, self._recipe.params[index], text)
        return self.update_param(index, has_default=has, default=value)

    def set_param_description(self, index: int, text: str) -> Param | None:
        return self.update_param(index, description=text)

    def set_param_title(self, index: int, text: str) -> Param | None:
        """The param's title in the person's words (its identifier stays as it is)."""
        return self.update_param(index, title=text)

    def set_param_explanation(self, index: int, text: str) -> Param | None:
        """The person's explanation of the param (Studio-only, never in the manifest)."""
        return self.update_param(index, explanation=text)

    def set_param_required(self, index: int, required: bool) -> Param | None:
        return self.update_param(index, required=required)

    def rename_param(self, index: int, new_name: str) -> dict[str, Step]:
        """Rename a param and every reference to it; returns the steps as they were."""
        old_name = self._recipe.params[index].name
        previous: dict[str, Step] = {}
        if old_name and old_name != new_name:
            for i, step in enumerate(self._recipe.steps):
                if isinstance(step, ToolStep):
                    args = rename_param_refs(step.args, old_name, new_name, self._profile)
                    if args is not step.args:
                        previous[step.uid] = step
                        self._put(i, step.model_copy(update={"args": args}), emit=True)
        self.update_param(index, name=new_name)
        return previous

    # ------------------------------------------------------------------ steps
    def insert_steps(self, index: int, steps: Iterable[Step]) -> StepsEdit:
        new = list(steps)
        count = len(new)
        edit = StepsEdit(steps=[(index + k, s) for k, s in enumerate(new)])
        if not count:
            return edit
        if self._template:
            edit.previous = self._remap(lambda i: i + count if i >= index else i, set())
        self.steps_inserting.emit(index, count)
        self._recipe.steps[index:index] = new
        self._index = None
        for step in new:
            self._index_refs(step)
        self._reindex_steps(edit.previous)
        self.steps_inserted.emit(index, count, {s.uid for s in new} | set(edit.previous))
        self.changed.emit()
        return edit

    def add_tool_step(self, index: int, tool: str = "") -> StepsEdit:
        """Insert an empty tool step (a custom tool's gets the next free step id)."""
        return self.insert_steps(index, [edits.new_tool_step(self._profile, self.steps, tool)])

    def add_wait_step(self, index: int, seconds: float = edits.DEFAULT_WAIT_SECONDS) -> StepsEdit:
        return self.insert_steps(index, [edits.new_wait_step(seconds)])

    def steps_in_text(self, text: str) -> list[Step]:
        """The steps pasting ``text`` would insert (none when it holds no steps)."""
        return edits.steps_from_text(self._profile, text) or []

    def paste_steps(self, index: int, text: str) -> StepsEdit | None:
        """Insert steps given as JSON text; ``None`` (and no change) when it holds none."""
        steps = edits.steps_from_text(self._profile, text)
        if not steps:
            return None
        return self.insert_steps(index, edits.fresh_copies(self._profile, steps, self.steps))

    def duplicate_steps(self, indices: Iterable[int]) -> StepsEdit:
        """Copies of the steps at ``indices``, inserted after the last of them."""
        rows = sorted(set(indices))
        if not rows:
            return StepsEdit()
        originals = [self._recipe.steps[r] for r in rows]
        return self.insert_steps(
            rows[-1] + 1, edits.fresh_copies(self._profile, originals, self.steps)
        )

    def remove_steps(self, indices: Iterable[int]) -> StepsEdit:
        chosen = sorted(set(indices))
        steps = self._recipe.steps
        edit = StepsEdit(steps=[(i, steps[i]) for i in chosen])
        if not chosen:
            return edit
        gone = set(chosen)
        shift = _shift_after_removal(chosen)
        if self._template:
            edit.previous = self._remap(lambda i: None if i in gone else i - shift(i), gone)
        for start, count in reversed(_runs(chosen)):
            self.steps_removing.emit(start, count)
            removed = steps[start : start + count]
            del steps[start : start + count]
            self._index = None
            for step in removed:
                self._forget_refs(step.uid)
            self.steps_removed.emit(start, count, set(edit.previous) | {s.uid for s in removed})
        self._reindex_steps(edit.previous)
        self.changed.emit()
        return edit

    def undo_remove(self, edit: StepsEdit) -> None:
        """Put back removed steps and the references they had."""
        for index, step in edit.steps:
            self.steps_inserting.emit(index, 1)
            self._recipe.steps.insert(index, step)
            self._index = None
            self._index_refs(step)
            self.steps_inserted.emit(index, 1, {step.uid})
        self._restore(edit.previous)
        self.changed.emit()

    def undo_insert(self, edit: StepsEdit) -> None:
        """Take out inserted steps and put back the references as they were."""
        steps = self._recipe.steps
        for index, step in reversed(edit.steps):
            self.steps_removing.emit(index, 1)
            del steps[index]
            self._index = None
            self._forget_refs(step.uid)
            self.steps_removed.emit(index, 1, {step.uid})
        self._restore(edit.previous)
        self.changed.emit()

    def move_steps(self, indices: Iterable[int], before: int) -> StepsEdit:
        """Move the steps at ``indices`` so they sit, in order, before row ``before``.

        Only the rows between the first moved row and the target change places, so the
        cost follows the distance moved, not the length of the recipe.
        """
        chosen = sorted(set(indices))
        if not chosen:
            return StepsEdit()
        total = len(self._recipe.steps)
        before = max(0, min(before, total))
        low = min(chosen[0], before)
        high = max(chosen[-1] + 1, before)
        moving = set(chosen)
        rest = [i for i in range(low, high) if i not in moving]
        at = sum(1 for i in rest if i < before)
        return self.reorder_steps(rest[:at] + chosen + rest[at:], low)

    def reorder_steps(self, order: list[int], start: int = 0) -> StepsEdit:
        """Rearrange the rows from ``start``: ``new[start + k] = old[order[k]]``."""
        edit = StepsEdit(order=list(order), start=start)
        if all(old == start + k for k, old in enumerate(order)):
            return edit
        new_index = {old: start + k for k, old in enumerate(order)}
        if self._template:
            edit.previous = self._remap(lambda i: new_index.get(i, i), set(), new_index)
        self.steps_reordering.emit(start, len(order))
        steps = self._recipe.steps
        window = [steps[i] for i in order]
        moved = {step.uid for k, step in enumerate(window) if steps[start + k] is not step}
        steps[start : start + len(order)] = window
        if self._index is not None:
            for k, step in enumerate(window):
                self._index[step.uid] = start + k
        self._reindex_steps(edit.previous)
        self.steps_reordered.emit(start, list(order), moved | set(edit.previous))
        self.changed.emit()
        return edit

    def undo_reorder(self, edit: StepsEdit) -> None:
        """Put rows back where they were before :meth:`reorder_steps`."""
        inverse = [0] * len(edit.order)
        for k, old in enumerate(edit.order):
            inverse[old - edit.start] = edit.start + k
        self.steps_reordering.emit(edit.start, len(inverse))
        steps = self._recipe.steps
        window = [steps[i] for i in inverse]
        steps[edit.start : edit.start + len(inverse)] = window
        if self._index is not None:
            for k, step in enumerate(window):
                self._index[step.uid] = edit.start + k
        self.steps_reordered.emit(edit.start, inverse, {s.uid for s in window})
        self._restore(edit.previous)
        self.changed.emit()

    def replace_step(self, index: int, step: Step) -> Step | None:
        """Swap one step for another (any edit of a single step); returns the old one, or
        ``None`` (and no change) when the new step equals it."""
        old = self._recipe.steps[index]
        if step == old:
            return None
        self._put(index, step, emit=True)
        self.changed.emit()
        return old

    # The single-step edits below return the step as it was (``None``: nothing changed);
    # :meth:`restore_steps` puts it back.
    def set_tool(self, index: int, tool: str) -> Step | None:
        return self.replace_step(index, self._tool_step(index).model_copy(update={"tool": tool}))

    def set_args(self, index: int, args: dict[str, Any]) -> Step | None:
        step = self._tool_step(index)
        return self.replace_step(
            index, step.model_copy(update={"args": args, "args_present": True})
        )

    def set_argument(self, index: int, path: JsonPath, value: Any) -> Step | None:
        """Set one argument (``path`` inside args); missing containers are created."""
        step = self._tool_step(index)
        return self.set_args(index, with_value(step.args, path, value))

    def remove_argument(self, index: int, path: JsonPath) -> Step | None:
        step = self._tool_step(index)
        args = without_value(step.args, path)
        return None if args == step.args else self.set_args(index, args)

    def set_optional(self, index: int, optional: bool | None) -> Step | None:
        step = self._tool_step(index)
        if step.is_optional == bool(optional):
            return None
        return self.replace_step(index, step.model_copy(update={"optional": optional}))

    def set_wait_seconds(self, index: int, seconds: float) -> Step | None:
        step = self._recipe.steps[index]
        if not isinstance(step, WaitStep):
            raise TypeError("not a wait step")
        return self.replace_step(index, step.model_copy(update={"seconds": seconds}))

    def set_step_id(self, index: int, new_id: str) -> dict[str, Step]:
        """Rename a custom-tool step id and the ``$step`` references to it; returns the
        steps as they were (empty: nothing changed)."""
        step = self._tool_step(index)
        old_id = step.step_id
        if old_id == new_id:
            return {}
        previous: dict[str, Step] = {step.uid: step}
        if old_id and old_id != new_id and not self._template:
            for i, other in enumerate(self._recipe.steps):
                if isinstance(other, ToolStep) and other is not step:
                    args = rename_step_id_refs(other.args, old_id, new_id)
                    if args is not other.args:
                        previous[other.uid] = other
                        self._put(i, other.model_copy(update={"args": args}), emit=True)
        self._put(index, step.model_copy(update={"step_id": new_id}), emit=True)
        self.changed.emit()
        return previous

    def restore_steps(self, previous: dict[str, Step]) -> None:
        """Put back step objects saved by an edit (undo of a rename)."""
        self._restore(previous)
        self.changed.emit()

    # ------------------------------------------------------------------ internals
    @property
    def _template(self) -> bool:
        return self._recipe.dialect == "template"

    def _tool_step(self, index: int) -> ToolStep:
        step = self._recipe.steps[index]
        if not isinstance(step, ToolStep):
            raise TypeError(f"step {index + 1} is not a tool step")
        return step

    def _put(self, index: int, step: Step, *, emit: bool, reindex: bool = True) -> None:
        old = self._recipe.steps[index]
        self._recipe.steps[index] = step
        if old.uid != step.uid:
            self._index = None
        if reindex:
            self._forget_targets(old.uid)
            self._index_refs(step)
        if emit:
            self.step_changed.emit(index)

    def _reindex_steps(self, uids: Iterable[str]) -> None:
        """Recompute what rewritten steps point at, once the steps are in their new places."""
        for uid in uids:
            self._forget_targets(uid)
            self._index_refs(self._recipe.steps[self.index_of(uid)])

    def _restore(self, previous: dict[str, Step]) -> None:
        for uid, step in previous.items():
            self._put(self.index_of(uid), step, emit=True)

    def _remap(
        self, mapping: Any, gone: set[int], moved: dict[int, int] | None = None
    ) -> dict[str, Step]:
        """Rewrite step references in every step that refers to a step that moves.

        ``moved`` lists the old indices that may move (all from the first changed row
        when not given), so a short move only looks at the rows it passes.
        """
        steps = self._recipe.steps
        count = len(steps)
        affected: set[str] = set()
        candidates = moved if moved is not None else range(count)
        for index in candidates:
            if mapping(index) != index:
                affected |= self._referrers.get(steps[index].uid, set())

        def bounded(i: int) -> int | None:
            # A reference past the last step points at no step: there is nothing to follow.
            result: int | None = mapping(i) if i < count else i
            return result

        previous: dict[str, Step] = {}
        for uid in affected:
            index = self.index_of(uid)
            if index in gone:
                continue
            step = steps[index]
            assert isinstance(step, ToolStep)
            args, changed = remap_step_indices(step.args, bounded)
            if changed:
                previous[uid] = step
                # Indexed again after the structural change: the new indices are not valid yet.
                self._put(index, step.model_copy(update={"args": args}), emit=True, reindex=False)
        return previous

    def _reindex_refs(self) -> None:
        self._targets = {}
        self._referrers = {}
        for step in self._recipe.steps:
            self._index_refs(step)

    def _index_refs(self, step: Step) -> None:
        if (
            not isinstance(step, ToolStep)
            or not self._template
            or "${steps[" not in repr(step.args)
        ):
            return
        targets: set[str] = set()
        steps = self._recipe.steps
        for found in find_references(step.args, "template"):
            ref = found.item
            if isinstance(ref, StepRef) and ref.index is not None:
                targets.add(steps[ref.index].uid if ref.index < len(steps) else BEYOND)
        if targets:
            self._targets[step.uid] = targets
            for target in targets:
                self._referrers.setdefault(target, set()).add(step.uid)

    def _forget_targets(self, uid: str) -> None:
        for target in self._targets.pop(uid, set()):
            holders = self._referrers.get(target)
            if holders is not None:
                holders.discard(uid)

    def _forget_refs(self, uid: str) -> None:
        self._forget_targets(uid)
        self._referrers.pop(uid, None)


def _runs(indices: list[int]) -> list[tuple[int, int]]:
    """Contiguous runs of sorted indices as (start, count)."""
    runs: list[tuple[int, int]] = []
    for i in indices:
        if runs and runs[-1][0] + runs[-1][1] == i:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((i, 1))
    return runs


def _shift_after_removal(removed: list[int]) -> Callable[[int], int]:
    """How many removed rows lie before a row (its new index is its old one minus that)."""
    return lambda i: bisect.bisect_left(removed, i)


__all__ = ["RecipeDocument", "StepsEdit", "render_custom"]
