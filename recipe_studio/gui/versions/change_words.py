"""The changes between two versions of a recipe in the person's words.

Core lists them as codes and values (:mod:`recipe_studio.core.recipe_changes`); here
each becomes a sentence ("Step 2 (create_note): “note name” changes from “Brief” to
“Brief ⟨Step 1 › date⟩”."), with references read as tokens, and a version's changes are
summed up in a label ("2 steps added, name changed").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from recipe_studio.core.profiles import get_profile
from recipe_studio.core.references import whole_reference
from recipe_studio.core.summary import pieces_text, text_pieces
from recipe_studio.core.titles import argument_title
from recipe_studio.core.values import value_text
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import reference_words

if TYPE_CHECKING:
    from recipe_studio.core.recipe_changes import Change
    from recipe_studio.core.reference_names import ReferenceNames

tr = translator("Versions")
#: Longer values are shortened in the middle (the JSON view shows them whole).
LONGEST_VALUE = 70


def value_words(value: Any, dialect: str = "template", names: ReferenceNames | None = None) -> str:
    """A value as the person reads it: text in quotes with its references as tokens
    (``names``: the recipe's titles, which the tokens read by)."""
    if value is None:
        return tr("nothing")
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    ref = whole_reference(value, dialect)  # type: ignore[arg-type]
    if ref is not None and not isinstance(value, str):
        return pieces_text([ref], reference_words(), names)
    if isinstance(value, str):
        pieces = text_pieces(value, dialect)  # type: ignore[arg-type]
        words = pieces_text(pieces, reference_words(), names)
    else:
        words = value_text(value)
    if len(words) > LONGEST_VALUE:
        half = LONGEST_VALUE // 2 - 1
        words = words[:half] + "…" + words[-half:]
    return tr("“{text}”").format(text=words) if isinstance(value, str) else words


def _step(values: dict[str, Any], key: str = "position") -> str:
    title = values.get("title") or ""
    number = values[key]
    if title:
        return tr("step {n} ({tool})").format(n=number, tool=title)
    return tr("step {n} (a wait)").format(n=number)


def _target(name: str) -> str:
    try:
        return get_profile(name).title
    except KeyError:
        return name


def _template(change: Change) -> str:
    code, values = change.code, change.values
    if code == "param_changed":
        return _param_sentence(str(values.get("part", "")))
    if code == "optional_changed":
        return (
            tr("{step} becomes optional.")
            if values.get("new")
            else tr("{step} is no longer optional.")
        )
    texts = {
        "name_changed": tr("The name changes from {old} to {new}."),
        "target_changed": tr("The target changes from “{old_t}” to “{new_t}”."),
        "description_changed": tr("The description changes from {old} to {new}."),
        "param_added": tr("The parameter “{name}” is added."),
        "param_removed": tr("The parameter “{name}” is removed."),
        "step_added": tr("A step is added: {step}."),
        "step_removed": tr("A step is removed: {step}."),
        "step_moved": tr("{step} moves to place {to}."),
        "step_tool_changed": tr("Step {n} uses “{new_raw}” instead of “{old_raw}”."),
        "argument_added": tr("{step}: “{argument}” is set to {new}."),
        "argument_removed": tr("{step}: “{argument}” is removed (it was {old})."),
        "argument_changed": tr("{step}: “{argument}” changes from {old} to {new}."),
        "wait_changed": tr("Step {n} waits {new_raw} s instead of {old_raw} s."),
        "step_changed": tr("{step} changes."),
    }
    return texts.get(code, tr("Something else changes."))


def change_sentence(
    change: Change, dialect: str = "template", names: ReferenceNames | None = None
) -> str:
    """One change as a sentence, saying what restoring (or saving) it would do; with
    ``names`` (the recipe's titles) params and result fields read by their titles."""
    v = change.values
    if change.code == "param_changed" and v.get("part") in ("title", "explanation"):
        v = {**v, "old": v.get("old") or None, "new": v.get("new") or None}  # none: nothing
    where = "old_position" if change.code == "step_moved" else "position"
    fields = {
        "old": value_words(v.get("old"), dialect, names),
        "new": value_words(v.get("new"), dialect, names),
        # A param by what the person calls it (core gives its title, else its readable
        # identifier); the other changes have no "title" of a param.
        "name": (v.get("title") or v.get("name", "")) if change.code.startswith("param_") else "",
        "identifier": v.get("name", ""),
        "argument": argument_title(str(v.get("argument", ""))),
        "old_raw": v.get("old", ""),
        "new_raw": v.get("new", ""),
        "n": v.get("position", ""),
        "to": v.get("new_position", ""),
        "old_t": _target(str(v.get("old", ""))),
        "new_t": _target(str(v.get("new", ""))),
        "step": _step(v, where) if where in v else "",
    }
    sentence = _template(change).format(**fields)
    return sentence[:1].upper() + sentence[1:]


def _param_sentence(part: str) -> str:
    return {
        "title": tr("The title of the parameter “{identifier}” changes from {old} to {new}."),
        "explanation": tr("The explanation of “{name}” changes from {old} to {new}."),
        "type": tr("The parameter “{name}” changes type from {old} to {new}."),
        "default": tr("The default of “{name}” changes from {old} to {new}."),
        "description": tr(
            "The description for other apps of “{name}” changes from {old} to {new}."
        ),
        "required": tr("Whether “{name}” is required changes from {old} to {new}."),
    }.get(part, tr("The parameter “{name}” changes."))


def counts_label(counts: dict[str, int]) -> str:
    """A version's changes in a few words: "2 steps added, name changed"."""
    words = [_count_words(group, n) for group, n in counts.items()]
    return ", ".join(words) if words else tr("no change")


def _count_words(group: str, n: int) -> str:
    """One group of :func:`~recipe_studio.core.recipe_changes.change_counts`, counted."""
    words = {
        "steps_added": tr("%n step(s) added", n),
        "steps_removed": tr("%n step(s) removed", n),
        "steps_moved": tr("%n step(s) moved", n),
        "steps_changed": tr("%n step(s) changed", n),
        "name_changed": tr("name changed"),
        "target_changed": tr("target changed"),
        "description_changed": tr("description changed"),
        "params_changed": tr("%n parameter(s) changed", n),
    }
    return words.get(group, group)
