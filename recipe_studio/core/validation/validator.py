"""The validator: whole-recipe rules plus per-step rules, cached per step.

A step's own problems are cached by the step object (the document replaces a step's
object whenever its content changes), and its contextual problems by the context they
were computed in (what its references point at), so re-validating after one edit only
redoes that edit's work. The cache holds its steps weakly: a step nobody else holds (an
imported file's, once it is stored) takes its facts with it, instead of a long-lived
validator (the library's) keeping a whole recipe's worth of them.
:class:`recipe_studio.core.validation.live.LiveValidation` goes further and never visits
unchanged steps at all.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from recipe_studio.core.argument_sources import effective_tool
from recipe_studio.core.catalog import Catalog, CatalogError, bundled_catalog
from recipe_studio.core.model import Recipe, Step
from recipe_studio.core.profiles import Profile, get_profile
from recipe_studio.core.validation.recipe_rules import recipe_problems
from recipe_studio.core.validation.ref_rules import RecipeContext, context_problems
from recipe_studio.core.validation.schema_check import SchemaCache
from recipe_studio.core.validation.step_rules import StepFacts, step_facts

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from recipe_studio.core.argument_sources import Borrowed, Origin
    from recipe_studio.core.catalog import ToolInfo
    from recipe_studio.core.problems import Problem


class _StepRef(weakref.ref[Step]):
    """A weak reference to a step that knows the step's uid (its cache entry's key)."""

    __slots__ = ("uid",)

    uid: str


@dataclass
class _Cached:
    step: _StepRef
    facts: StepFacts


def _forgetter(validator: Validator) -> Callable[[_StepRef], None]:
    """What a step's reference calls when the step is gone: its entry goes. It holds the
    validator weakly, so the validator is not kept alive by its own steps' references."""
    own = weakref.ref(validator)

    def gone(ref: _StepRef) -> None:
        validator = own()
        if validator is not None:
            cached = validator._facts.get(ref.uid)
            if cached is not None and cached.step is ref:
                del validator._facts[ref.uid]

    return gone


class Validator:
    """Validates recipes for one profile and catalog, remembering per-step work."""

    def __init__(
        self,
        profile: Profile | str,
        catalog: Catalog | None = None,
        borrowed: Sequence[Borrowed] = (),
    ) -> None:
        self.profile = get_profile(profile) if isinstance(profile, str) else profile
        self.catalog = catalog if catalog is not None else default_catalog(self.profile.name)
        #: Catalogs whose argument facts fill in where the target's catalog is silent.
        self.borrowed = tuple(borrowed)
        self._schemas = SchemaCache()
        self._facts: dict[str, _Cached] = {}
        self._tools: dict[str, tuple[ToolInfo | None, Origin]] = {}
        self._gone = _forgetter(self)

    def effective_tool(self, name: str) -> tuple[ToolInfo | None, Origin]:
        """:func:`effective_tool` for this validator's catalogs, once per tool name."""
        found = self._tools.get(name)
        if found is None:
            found = self._tools[name] = effective_tool(self.catalog, name, self.borrowed)
        return found

    def facts(self, step: Step) -> StepFacts:
        cached = self._facts.get(step.uid)
        if cached is None or cached.step() is not step:
            ref = _StepRef(step, self._gone)
            ref.uid = step.uid
            facts = step_facts(
                step,
                self.profile,
                self.catalog,
                self._schemas,
                self.borrowed,
                self.effective_tool,
            )
            cached = self._facts[step.uid] = _Cached(ref, facts)
        return cached.facts

    def forget(self, uids: set[str]) -> None:
        for uid in uids:
            self._facts.pop(uid, None)

    def recipe_problems(self, recipe: Recipe) -> list[Problem]:
        return recipe_problems(recipe, self.profile)

    def step_problems(self, recipe_ctx: RecipeContext, index: int) -> list[Problem]:
        step = recipe_ctx.steps[index]
        facts = self.facts(step)
        contextual = context_problems(step, index, facts, recipe_ctx, self.profile, self.catalog)
        return [p.at_step(index) for p in (*facts.problems, *contextual)]

    def validate(self, recipe: Recipe) -> list[Problem]:
        ctx = RecipeContext.of(recipe)
        out = self.recipe_problems(recipe)
        live = set()
        for index, step in enumerate(recipe.steps):
            live.add(step.uid)
            out.extend(self.step_problems(ctx, index))
        if len(self._facts) > 2 * len(live) + 64:
            self.forget(set(self._facts) - live)
        return out


def default_catalog(profile_name: str) -> Catalog:
    """The bundled catalog of a profile, or an empty one if it cannot be read."""
    try:
        return bundled_catalog(profile_name)
    except CatalogError:
        return Catalog("no catalog", {}, complete=False)


def validate(
    recipe: Recipe, profile: Profile | str, catalog: Catalog | None = None
) -> list[Problem]:
    """Every problem of ``recipe`` for ``profile`` against ``catalog``."""
    return Validator(profile, catalog).validate(recipe)
