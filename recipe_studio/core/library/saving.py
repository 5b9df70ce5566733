"""The ``recipe_save`` rules of seed 000 applied to a recipe before it is stored.

- ``confirm`` is removed from step args where the profile says so (``macos``,
  ``windows``, ``windows-1``: ``profile.confirm == "removed"``); ``macos-1`` keeps it;
  ``custom-tool`` (``"none"``) leaves args as they are. The count is reported as
  ``confirm_removed_steps``.
- With the note rule (``macos``), a step giving both ``note_name`` and ``note_id`` is
  stored with ``note_name`` alone; the count is reported as ``note_ids_dropped``.
- The answer is ``{name}`` or ``{name, step_count}`` as ``profile.save_returns`` says,
  plus the two counts when they are not zero.

Drafts are stored exactly as they are: the rules apply when a recipe is saved finished.
:func:`prepare` makes what a save or an import stores: validated, the rules applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from recipe_studio.core.library.errors import InvalidRecipeError
from recipe_studio.core.library.names import check_name, normalize_name
from recipe_studio.core.model import Recipe, ToolStep
from recipe_studio.core.problems import Problem, has_errors

if TYPE_CHECKING:
    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.validation.validator import Validator

#: ``True`` keeps a recipe as a draft whatever it holds; ``"auto"`` only when it has errors.
DraftMode = bool | Literal["auto"]


@dataclass(frozen=True)
class Normalized:
    recipe: Recipe
    confirm_removed_steps: int = 0
    note_ids_dropped: int = 0


@dataclass(frozen=True)
class Prepared:
    """A recipe ready to be stored: what :func:`prepare` made of it."""

    name: str
    profile: Profile
    manifest: dict[str, Any]
    draft: bool
    problems: list[Problem]
    answer: dict[str, Any]


def prepare(
    validator: Validator, profile: Profile, recipe: Recipe, draft: DraftMode = False
) -> Prepared:
    """What saving ``recipe`` would store (its name checked and normalized, validated
    with ``validator``, the profile's rules applied); :class:`InvalidRecipeError` for a
    recipe with errors that is not to be a draft."""
    check_name(recipe.name)
    if normalize_name(recipe.name) != recipe.name:
        recipe = recipe.model_copy(update={"name": normalize_name(recipe.name)})
    problems = validator.validate(recipe)
    is_draft = has_errors(problems) if draft == "auto" else bool(draft)
    if not is_draft and has_errors(problems):
        raise InvalidRecipeError(recipe.name, problems)
    normalized = Normalized(recipe) if is_draft else apply_save_rules(recipe, profile)
    manifest = profile.write(normalized.recipe)
    answer = save_answer(profile, normalized.recipe, normalized, draft=is_draft)
    return Prepared(recipe.name, profile, manifest, is_draft, problems, answer)


def apply_save_rules(recipe: Recipe, profile: Profile) -> Normalized:
    """A copy of ``recipe`` as ``recipe_save`` stores it, and what was changed."""
    removing_confirm = profile.confirm == "removed"
    if not removing_confirm and not profile.note_rule:
        return Normalized(recipe)
    confirm_removed = 0
    notes_dropped = 0
    steps: list[Any] = []
    for step in recipe.steps:
        if not isinstance(step, ToolStep):
            steps.append(step)
            continue
        args = step.args
        if removing_confirm and "confirm" in args:
            args = {k: v for k, v in args.items() if k != "confirm"}
            confirm_removed += 1
        if profile.note_rule and "note_id" in args and "note_name" in args:
            args = {k: v for k, v in args.items() if k != "note_id"}
            notes_dropped += 1
        steps.append(step if args is step.args else step.model_copy(update={"args": args}))
    if not confirm_removed and not notes_dropped:
        return Normalized(recipe)
    return Normalized(recipe.model_copy(update={"steps": steps}), confirm_removed, notes_dropped)


def save_answer(
    profile: Profile, recipe: Recipe, normalized: Normalized, *, draft: bool
) -> dict[str, Any]:
    """What ``recipe_save`` answers for this profile (plus ``draft: true`` for drafts)."""
    answer: dict[str, Any] = {}
    for key in profile.save_returns:
        if key == "name":
            answer["name"] = recipe.name
        elif key == "step_count":
            answer["step_count"] = len(recipe.steps)
    if normalized.confirm_removed_steps:
        answer["confirm_removed_steps"] = normalized.confirm_removed_steps
    if normalized.note_ids_dropped:
        answer["note_ids_dropped"] = normalized.note_ids_dropped
    if draft:
        answer["draft"] = True
    return answer
