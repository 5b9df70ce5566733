"""Validation that follows a document's edits and only redoes what an edit touched.

After a one-step edit, :meth:`LiveValidation.take_delta` re-checks that step (and the
steps whose references point at it) and nothing else, and says which steps' problems
changed, so an editor can update only those: the cost of a keystroke does not grow with
the recipe, nor with its number of problems. :meth:`LiveValidation.problems` (the whole
sorted list) is built only when asked for. The per-step work itself is the
:class:`Validator`'s, cached per step object.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.document import BEYOND, RecipeDocument
from recipe_studio.core.events import Signal
from recipe_studio.core.model import ToolStep
from recipe_studio.core.validation.ref_rules import RecipeContext
from recipe_studio.core.validation.validator import Validator, default_catalog

if TYPE_CHECKING:
    from collections.abc import Sequence

    from recipe_studio.core.argument_sources import Borrowed
    from recipe_studio.core.catalog import Catalog
    from recipe_studio.core.problems import Problem


@dataclass(frozen=True)
class ProblemsDelta:
    """What changed in the problems since the previous :meth:`LiveValidation.take_delta`."""

    #: Steps were added, removed or moved, or everything was re-checked: whoever shows
    #: problems by row refreshes them all (from :meth:`LiveValidation.problems`).
    full: bool = False
    #: The recipe-level problems (recipe fields, params) changed.
    recipe: bool = False
    #: Rows of the steps whose problems changed, ascending (only meaningful if not full).
    rows: tuple[int, ...] = ()

    def __bool__(self) -> bool:
        return self.full or self.recipe or bool(self.rows)


def step_order(problem: Problem) -> int:
    """The key the problem list is sorted by: recipe-level problems (-1), then by step."""
    step = problem.location.step
    return -1 if step is None else step


def _errors(problems: list[Problem]) -> int:
    return sum(1 for p in problems if p.is_error)


class LiveValidation:
    """Keeps a document's problem list current as it is edited."""

    def __init__(self, document: RecipeDocument, catalog: Catalog | None = None) -> None:
        self.document = document
        self._catalog_given = catalog
        self._borrowed: tuple[Borrowed, ...] = ()
        self._validator = Validator(document.profile, catalog)
        self._step_problems: dict[str, list[Problem]] = {}
        self._recipe_problems: list[Problem] = []
        self._dirty: set[str] = set()
        self._all_dirty = True
        self._recipe_dirty = True
        self._ctx: RecipeContext | None = None
        self._param_users: set[str] = set()
        #: The last full list; dropped when rows move, else patched where steps changed.
        self._cached: list[Problem] | None = None
        self._stale: set[str] = set()
        self._stale_recipe = False
        #: uid -> (row, its problems, those problems placed at the row), from the last list.
        self._placed: dict[str, tuple[int, list[Problem], list[Problem]]] = {}
        #: Counts over ``_step_problems``, kept up to date as steps are re-checked.
        self._step_errors = 0
        self._step_count = 0
        #: Rows whose step is another one since the last list (moves keep the list, and
        #: only these rows' blocks are replaced).
        self._moved: set[int] = set()
        #: What changed since the last take_delta().
        self._changed: set[str] = set()
        self._moved_rows: set[int] = set()
        self._recipe_changed = False
        self._full = True
        #: Emitted when the problem list may have changed (call :meth:`problems`).
        self.invalidated: Signal[[]] = Signal()
        doc = document
        doc.field_changed.connect(lambda _name: self._touch_recipe())
        doc.params_changed.connect(self._params_changed)
        doc.param_changed.connect(lambda _i: self._params_changed())
        doc.steps_inserted.connect(lambda _i, _n, touched: self._structure(touched))
        doc.steps_removed.connect(lambda _i, _n, touched: self._structure(touched))
        doc.steps_reordered.connect(self._reordered)
        doc.step_changed.connect(self._step_changed)
        doc.reset.connect(self._reset)

    # ------------------------------------------------------------------ settings
    @property
    def catalog(self) -> Catalog:
        return self._validator.catalog

    def set_catalog(self, catalog: Catalog | None) -> None:
        self._catalog_given = catalog
        self._reset()

    @property
    def borrowed(self) -> tuple[Borrowed, ...]:
        return self._borrowed

    def set_borrowed(self, borrowed: Sequence[Borrowed]) -> None:
        """Catalogs that fill in argument facts the target's catalog lacks."""
        if tuple(borrowed) != self._borrowed:
            self._borrowed = tuple(borrowed)
            self._reset()

    # ------------------------------------------------------------------ results
    def problems(self) -> list[Problem]:
        """Every current problem, recipe-level first, then steps in order (cached)."""
        self._update()
        if self._cached is None:
            self._cached = self._assemble()
        elif self._stale or self._stale_recipe or self._moved:
            self._cached = self._patched(self._cached)
        self._stale = set()
        self._stale_recipe = False
        self._moved = set()
        return self._cached

    def step_problems(self, index: int) -> list[Problem]:
        """The problems of the step at ``index`` (located there): no work for the others."""
        self._update()
        return list(self._placed_at(self.document.steps[index].uid, index))

    def recipe_problems(self) -> list[Problem]:
        """The problems not about one step: the recipe's fields and its params."""
        self._update()
        return list(self._recipe_problems)

    def counts(self) -> tuple[int, int]:
        """(errors, warnings) among all current problems, without building the list."""
        self._update()
        errors = self._step_errors + _errors(self._recipe_problems)
        total = self._step_count + len(self._recipe_problems)
        return errors, total - errors

    def take_delta(self) -> ProblemsDelta:
        """Bring the problems up to date and say what changed since the last call."""
        self._update()
        doc = self.document
        if self._full:
            delta = ProblemsDelta(full=True, recipe=True)
        else:
            rows = {doc.index_of(uid) for uid in self._changed if self._exists(uid)}
            rows |= self._moved_rows
            delta = ProblemsDelta(recipe=self._recipe_changed, rows=tuple(sorted(rows)))
        self._changed = set()
        self._moved_rows = set()
        self._recipe_changed = False
        self._full = False
        return delta

    # ------------------------------------------------------------------ work
    def _update(self) -> None:
        """Re-check what the edits since the last call touched."""
        if not self._needs_work():
            return
        doc = self.document
        if self._recipe_dirty or self._all_dirty:
            found = self._validator.recipe_problems(doc.recipe)
            if found != self._recipe_problems:
                self._recipe_problems = found
                self._recipe_changed = self._stale_recipe = True
            self._recipe_dirty = False
        if self._ctx is None:
            self._ctx = RecipeContext.of(doc.recipe)
        ctx = self._ctx
        if self._all_dirty:
            self._step_problems = {}
            self._param_users = set()
            self._step_errors = self._step_count = 0
            self._full = True
            self._cached = None
            todo = [step.uid for step in doc.steps]
        else:
            todo = [uid for uid in self._dirty if self._exists(uid)]
            for uid in self._dirty - set(todo):
                self._set_step(uid, [])
                self._param_users.discard(uid)
        self._dirty = set()
        self._all_dirty = False
        for uid in todo:
            index = doc.index_of(uid)
            step = doc.steps[index]
            if isinstance(step, ToolStep) and self._validator.facts(step).has_param_refs:
                self._param_users.add(uid)
            else:
                self._param_users.discard(uid)
            self._set_step(uid, self._validator.step_problems(ctx, index))

    def _set_step(self, uid: str, found: list[Problem]) -> None:
        old = self._step_problems.get(uid, [])
        if found == old:
            return  # the very same objects stay, so their placed copies can be reused
        self._step_errors += _errors(found) - _errors(old)
        self._step_count += len(found) - len(old)
        self._changed.add(uid)
        self._stale.add(uid)
        if found:
            self._step_problems[uid] = found
        else:
            self._step_problems.pop(uid, None)

    def _placed_at(self, uid: str, index: int) -> list[Problem]:
        """The step's problems located at ``index``, the same objects while unchanged."""
        found = self._step_problems.get(uid)
        if not found:
            return []
        entry = self._placed.get(uid)
        # A step whose problems and row did not change keeps the very same Problem
        # objects, so whoever compares the new list with the old one does so quickly.
        if entry is None or entry[0] != index or entry[1] is not found:
            entry = (index, found, [p.at_step(index) for p in found])
            self._placed[uid] = entry
        return entry[2]

    def _assemble(self) -> list[Problem]:
        doc = self.document
        order = sorted((doc.index_of(uid), uid) for uid in self._step_problems)
        out = list(self._recipe_problems)
        for index, uid in order:
            out.extend(self._placed_at(uid, index))
        self._placed = {uid: self._placed[uid] for _index, uid in order}
        return out

    def _patched(self, cached: list[Problem]) -> list[Problem]:
        """``cached`` with the blocks of the changed steps replaced (no row moved since)."""
        out = list(cached)  # a copy: whoever holds the old list keeps it as it was
        if self._stale_recipe:
            out[: bisect.bisect_left(out, 0, key=step_order)] = self._recipe_problems
        steps = self.document.steps
        for index in sorted(self._moved):  # each row's block: its new step's problems
            start = bisect.bisect_left(out, index, key=step_order)
            end = bisect.bisect_right(out, index, lo=start, key=step_order)
            out[start:end] = self._placed_at(steps[index].uid, index)
        for uid in self._stale:
            index = self.document.index_of(uid)
            start = bisect.bisect_left(out, index, key=step_order)
            end = bisect.bisect_right(out, index, lo=start, key=step_order)
            out[start:end] = self._placed_at(uid, index)
        return out

    def _needs_work(self) -> bool:
        return self._all_dirty or self._recipe_dirty or bool(self._dirty)

    def _exists(self, uid: str) -> bool:
        try:
            self.document.index_of(uid)
        except KeyError:
            return False
        return True

    # ------------------------------------------------------------------ events
    def _invalidate(self) -> None:
        self.invalidated.emit()

    def _touch_recipe(self) -> None:
        self._recipe_dirty = True
        self._invalidate()

    def _params_changed(self) -> None:
        self._ctx = None
        self._recipe_dirty = True
        self._dirty |= self._param_users
        if self.document.recipe.dialect == "custom":
            self._all_dirty = True
        self._invalidate()

    def _step_changed(self, index: int) -> None:
        uid = self.document.steps[index].uid
        self._dirty.add(uid)
        self._dirty |= self.document.referrers_of(uid)
        if self.document.recipe.dialect == "custom":
            self._all_dirty = True  # ids may have changed; custom tools are small
            self._ctx = None
        self._invalidate()

    def _structure(self, touched: set[str]) -> None:
        self._full = True  # rows moved
        self._cached = None
        self._ctx = None
        self._recipe_dirty = True
        self._dirty |= touched | self.document.referrers_of(BEYOND)
        for uid in touched:
            if self._exists(uid):
                self._dirty |= self.document.referrers_of(uid)
        if self.document.recipe.dialect == "custom":
            self._all_dirty = True
        self._invalidate()

    def _reordered(self, start: int, order: list[int], touched: set[str]) -> None:
        """Rows moved: the list is kept and only the rows of the moved window are redone,
        so a move costs what it moves, not the length of the recipe."""
        if self._full or self.document.recipe.dialect == "custom":
            self._structure(touched)
            return
        window = set(range(start, start + len(order)))
        self._moved |= window
        self._moved_rows |= window
        self._ctx = None
        self._dirty |= touched | self.document.referrers_of(BEYOND)
        for uid in touched:
            if self._exists(uid):
                self._dirty |= self.document.referrers_of(uid)
        self._invalidate()

    def _reset(self) -> None:
        self._validator = Validator(self.document.profile, self._catalog_given, self._borrowed)
        self._full = True
        self._cached = None
        self._ctx = None
        self._all_dirty = True
        self._recipe_dirty = True
        self._invalidate()


__all__ = ["LiveValidation", "ProblemsDelta", "default_catalog"]
