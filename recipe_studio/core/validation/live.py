"""Validation that follows a document's edits and only redoes what an edit touched.

After a one-step edit, :meth:`LiveValidation.problems` re-checks that step (and the steps
whose references point at it) and nothing else, so its cost does not grow with the
recipe. The per-step work itself is the :class:`Validator`'s, cached per step object.
"""

from __future__ import annotations

from recipe_studio.core.catalog import Catalog
from recipe_studio.core.document import BEYOND, RecipeDocument
from recipe_studio.core.events import Signal
from recipe_studio.core.model import ToolStep
from recipe_studio.core.problems import Problem
from recipe_studio.core.validation.ref_rules import RecipeContext
from recipe_studio.core.validation.validator import Validator, default_catalog


class LiveValidation:
    """Keeps a document's problem list current as it is edited."""

    def __init__(self, document: RecipeDocument, catalog: Catalog | None = None) -> None:
        self.document = document
        self._catalog_given = catalog
        self._validator = Validator(document.profile, catalog)
        self._step_problems: dict[str, list[Problem]] = {}
        self._recipe_problems: list[Problem] = []
        self._dirty: set[str] = set()
        self._all_dirty = True
        self._recipe_dirty = True
        self._ctx: RecipeContext | None = None
        self._param_users: set[str] = set()
        self._cached: list[Problem] | None = None
        #: uid -> (row, its problems, those problems placed at the row), from the last list.
        self._placed: dict[str, tuple[int, list[Problem], list[Problem]]] = {}
        #: Emitted when the problem list may have changed (call :meth:`problems`).
        self.invalidated: Signal[[]] = Signal()
        doc = document
        doc.field_changed.connect(lambda _name: self._touch_recipe())
        doc.params_reset.connect(self._params_changed)
        doc.param_changed.connect(lambda _i: self._params_changed())
        doc.steps_inserted.connect(lambda _i, _n, touched: self._structure(touched))
        doc.steps_removed.connect(lambda _i, _n, touched: self._structure(touched))
        doc.steps_reordered.connect(lambda _start, _order, touched: self._structure(touched))
        doc.step_changed.connect(self._step_changed)
        doc.reset.connect(self._reset)

    # ------------------------------------------------------------------ settings
    @property
    def catalog(self) -> Catalog:
        return self._validator.catalog

    def set_catalog(self, catalog: Catalog | None) -> None:
        self._catalog_given = catalog
        self._reset()

    # ------------------------------------------------------------------ results
    def problems(self) -> list[Problem]:
        """Every current problem, recipe-level first, then steps in order."""
        if self._cached is not None and not self._needs_work():
            return self._cached
        doc = self.document
        if self._recipe_dirty or self._all_dirty:
            self._recipe_problems = self._validator.recipe_problems(doc.recipe)
            self._recipe_dirty = False
        if self._ctx is None:
            self._ctx = RecipeContext.of(doc.recipe)
        ctx = self._ctx
        if self._all_dirty:
            self._step_problems = {}
            self._param_users = set()
            todo = [step.uid for step in doc.steps]
        else:
            todo = [uid for uid in self._dirty if self._exists(uid)]
            for uid in self._dirty - set(todo):
                self._step_problems.pop(uid, None)
                self._param_users.discard(uid)
        self._dirty = set()
        self._all_dirty = False
        for uid in todo:
            index = doc.index_of(uid)
            found = self._validator.step_problems(ctx, index)
            step = doc.steps[index]
            if isinstance(step, ToolStep) and self._validator.facts(step).has_param_refs:
                self._param_users.add(uid)
            else:
                self._param_users.discard(uid)
            if found:
                self._step_problems[uid] = found
            else:
                self._step_problems.pop(uid, None)
        self._cached = self._assemble()
        return self._cached

    def step_problems(self, index: int) -> list[Problem]:
        uid = self.document.steps[index].uid
        self.problems()
        return [p.at_step(index) for p in self._step_problems.get(uid, [])]

    def _assemble(self) -> list[Problem]:
        doc = self.document
        order = sorted((doc.index_of(uid), uid) for uid in self._step_problems)
        out = list(self._recipe_problems)
        placed: dict[str, tuple[int, list[Problem], list[Problem]]] = {}
        for index, uid in order:
            found = self._step_problems[uid]
            entry = self._placed.get(uid)
            # A step whose problems and row did not change keeps the very same Problem
            # objects, so whoever compares the new list with the old one does so quickly.
            if entry is None or entry[0] != index or entry[1] is not found:
                entry = (index, found, [p.at_step(index) for p in found])
            placed[uid] = entry
            out.extend(entry[2])
        self._placed = placed
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
        self._cached = None
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
        self._ctx = None
        self._recipe_dirty = True
        self._dirty |= touched | self.document.referrers_of(BEYOND)
        for uid in touched:
            if self._exists(uid):
                self._dirty |= self.document.referrers_of(uid)
        if self.document.recipe.dialect == "custom":
            self._all_dirty = True
        self._invalidate()

    def _reset(self) -> None:
        self._validator = Validator(self.document.profile, self._catalog_given)
        self._ctx = None
        self._all_dirty = True
        self._recipe_dirty = True
        self._invalidate()


__all__ = ["LiveValidation", "default_catalog"]
