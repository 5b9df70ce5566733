"""Problems found in a recipe: a stable code, a severity, its values and a location.

A problem is data: no sentence, and no English inside its values either. A value that is
a word (a kind of value, a reason) is a :class:`Words` of codes, which the edge turns into
words of the reader's language (:mod:`recipe_studio.core.problem_text`: the GUI through
Qt's translator, the CLI through the same catalog compiled to JSON). ``MESSAGES`` are the
English source templates of that catalog, keyed by code, written for someone who has
never programmed. A problem's English sentence (logs, the CLI's JSON) is made there too,
by ``problem_text.ENGLISH``: this module knows no sentence, so it imports nothing of the
edge's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

PathPart = str | int


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Words:
    """A value that the edge puts into words: codes from the table ``of`` names (see
    ``problem_text.WORD_TABLES``: ``kind`` for kinds of value, ``forbidden`` for why a
    tool cannot be a step...), joined by ``joiner`` ("or", "and", or "list")."""

    of: str
    codes: tuple[str, ...]
    joiner: str = "or"

    def to_json(self) -> dict[str, Any]:
        return {"words": self.of, "codes": list(self.codes), "joiner": self.joiner}


def kinds(*codes: str) -> Words:
    """Kinds of JSON value (``string``, ``integer``, ``null``...), as one value."""
    return Words("kind", tuple(codes))


def json_kind(value: Any) -> str:
    """The JSON kind code of a value (``null``, ``boolean``, ``integer``...)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "unknown"


def json_value(value: Any) -> Any:
    """A problem's value for ``--json``: codes stay codes, references their wire text."""
    if isinstance(value, Words):
        return value.to_json()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list | tuple):
        return [json_value(v) for v in value]
    text = getattr(value, "text", None)
    return text if isinstance(text, str) else str(value)


@dataclass(frozen=True)
class Location:
    """Where a problem is: the recipe, a param, a step, and a path inside it."""

    param: int | None = None
    step: int | None = None
    field: str | None = None
    path: tuple[PathPart, ...] = ()

    def render(self) -> str:
        if self.param is not None:
            text = f"params[{self.param}]"
        elif self.step is not None:
            text = f"steps[{self.step}]"
        else:
            text = ""
        if self.field:
            text = f"{text}.{self.field}" if text else self.field
        for part in self.path:
            text += f"[{part}]" if isinstance(part, int) else f".{part}"
        return text or "recipe"

    def to_json(self) -> dict[str, Any]:
        return {
            "param": self.param,
            "step": self.step,
            "field": self.field,
            "path": list(self.path),
            "text": self.render(),
        }


#: Problem codes that say a reference points at nothing usable.
BROKEN_REFERENCE_CODES = frozenset(
    {
        "step_ref_missing",
        "step_ref_later",
        "step_ref_self",
        "step_ref_deleted",
        "step_ref_wait",
        "step_id_unknown",
        "step_id_later",
        "param_unknown",
        "input_unknown",
    }
)


@dataclass(frozen=True)
class Problem:
    code: str
    severity: Severity
    location: Location = field(default_factory=Location)
    values: tuple[tuple[str, Any], ...] = ()

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    @property
    def argument_path(self) -> tuple[PathPart, ...]:
        """The argument (inside a step's args) this problem is about: a missing argument's
        own path, not the object it is missing from."""
        if self.code == "arg_missing":
            return (*self.location.path, str(dict(self.values).get("name", "")))
        return self.location.path

    @property
    def breaks_reference(self) -> bool:
        """A reference that points at nothing usable (a deleted or later step, an unknown
        param): the reference itself must be fixed."""
        return self.code in BROKEN_REFERENCE_CODES

    def at_step(self, index: int) -> Problem:
        """The same problem with its step index set (steps are cached without one)."""
        loc = self.location
        return Problem(
            self.code,
            self.severity,
            Location(step=index, field=loc.field, path=loc.path),
            self.values,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "values": {key: json_value(value) for key, value in self.values},
            "location": self.location.to_json(),
        }


def problem(
    code: str,
    severity: Severity = Severity.ERROR,
    *,
    param: int | None = None,
    step: int | None = None,
    field: str | None = None,
    path: tuple[PathPart, ...] = (),
    **values: Any,
) -> Problem:
    return Problem(code, severity, Location(param, step, field, path), tuple(values.items()))


def not_object(data: Any) -> Problem:
    """A recipe file whose top level is not a JSON object (a list, a number, ...)."""
    return problem("not_object", found=kinds(json_kind(data)))


#: Longest piece of the user's own text quoted in a message (a 5 MB arg stays readable).
MAX_QUOTED_CHARS = 200


def quoted(value: Any) -> Any:
    """The user's own text, cut to :data:`MAX_QUOTED_CHARS`."""
    if isinstance(value, str) and len(value) > MAX_QUOTED_CHARS:
        return value[:MAX_QUOTED_CHARS] + "…"
    return value


def format_message(code: str, values: dict[str, Any], template: str | None = None) -> str:
    text = template if template is not None else MESSAGES.get(code, code)
    try:
        return text.format(**{key: quoted(value) for key, value in values.items()})
    except (KeyError, IndexError, ValueError):
        return text


def has_errors(problems: list[Problem]) -> bool:
    return any(p.is_error for p in problems)


MESSAGES: dict[str, str] = {
    # reading a file
    "not_json": "The file is not valid JSON (line {line}, column {column}).",
    "not_utf8": "The file is not UTF-8 text (byte {offset} cannot be read).",
    "too_deep": "The file nests objects or lists more than {limit} levels deep.",
    "too_large": "The file is too large to be a recipe ({size} bytes).",
    "number_too_long": "A number here has more than {limit} digits.",
    "number_too_large": "This number is too large to be a number in JSON.",
    "not_a_number": "{text} is not a JSON number: write a number, or the value as text.",
    "string_too_long": "This text is longer than {limit} characters.",
    "lone_surrogate": (
        "This text holds a lone surrogate (a \\uD800–\\uDFFF escape without its pair), "
        "which is not a valid character."
    ),
    "duplicate_key": '"{key}" is given twice in this object; only the last one counts.',
    "too_many_references": "The file holds {count} references; at most {limit} are read.",
    "too_many_steps": "The recipe has {count} steps; at most {limit} are allowed.",
    "too_many_recipes": "The bundle holds {count} recipes; at most {limit} are read.",
    "name_too_long": "The name is {count} characters long; at most {limit} are allowed.",
    "not_object": "A recipe must be a JSON object with a name and steps, not {found}.",
    "wrong_type": "This should be {expected}, but it is {found}.",
    "step_unrecognized": 'This step is neither a tool call ("tool") nor a pause ("wait").',
    # recipe
    "name_missing": "The recipe has no name.",
    "name_prefix": 'A custom tool\'s name must start with "{prefix}".',
    "name_characters": 'A tool name should use only letters, digits, "_", "-" and ".".',
    "description_missing": "Describe what this tool does: the host shows the description.",
    "steps_empty": "The recipe has no steps. Add at least one step.",
    "unknown_key": '"{key}" is not part of the {profile} format and may be ignored.',
    "outputs_unsupported": "The {profile} format has no outputs; they would be lost.",
    "output_invalid": 'Each output must be an object with a text "kind".',
    "schema_version_invalid": "schema_version must be a whole number.",
    # params
    "param_name_missing": "This parameter has no name.",
    "param_name_invalid": (
        '"{name}" cannot be a parameter name: use letters, digits and "_", '
        "not starting with a digit."
    ),
    "param_name_duplicate": 'There is already a parameter called "{name}".',
    "param_type_invalid": '"{type}" is not a parameter type of {profile}. Use one of: {allowed}.',
    "param_default_type": "The default value does not fit the type {type} ({kind}).",
    "param_default_ignored": "The {profile} format has no default values; this one is ignored.",
    "param_description_missing": "Describe this input so the host knows what to pass.",
    "param_required_invalid": '"required" must be true or false.',
    # steps
    "tool_missing": "This step does not say which tool to call.",
    "tool_unknown": 'There is no tool called "{tool}" in {catalog}.',
    "tool_unknown_partial": (
        '"{tool}" is not in {catalog}; that catalog is incomplete, so check the name.'
    ),
    "tool_forbidden": '"{tool}" cannot be a step of a custom tool: {reason}.',
    "args_not_object": "The arguments of a step must be a JSON object.",
    "arg_missing": '"{tool}" needs the argument "{name}".',
    "arg_type": "This should be {expected}.",
    "arg_enum": "This must be one of: {allowed}.",
    "arg_unknown": '"{tool}" has no argument called "{name}".',
    "arg_invalid": 'This value is not accepted by "{tool}".',
    "arg_empty": "This must not be empty.",
    "arg_too_short": "This text must have at least {limit} characters.",
    "arg_too_long": "This text can have at most {limit} characters.",
    "arg_below": "This must be {limit} or more.",
    "arg_not_above": "This must be more than {limit}.",
    "arg_above": "This must be {limit} or less.",
    "arg_not_below": "This must be less than {limit}.",
    "arg_multiple_of": "This must be a multiple of {limit}.",
    "arg_no_items": "This list needs at least one item.",
    "arg_few_items": "This list needs at least {limit} items.",
    "arg_many_items": "This list can have at most {limit} items.",
    "arg_duplicate_items": "Each item of this list must be different.",
    "arg_few_keys": "This needs at least {limit} entries.",
    "arg_many_keys": "This can have at most {limit} entries.",
    "arg_pattern": "This text does not have the form this tool expects.",
    "arg_format": "This must be {format}.",
    "arg_one_of": "This value fits none of the forms this tool accepts, or more than one.",
    "arg_any_of": "This value fits none of the forms this tool accepts.",
    "arg_not_allowed": "This value is not allowed here.",
    "arg_contains": "This list lacks an item this tool needs.",
    "arg_key_invalid": "A name in this object is not one this tool accepts.",
    "arg_needs_other": "This value needs another argument to be given with it.",
    "param_type_mismatch": (
        'The parameter "{name}" is {type}, but this argument needs {expected}.'
    ),
    "confirm_removed": (
        'A step cannot confirm itself: "confirm" is removed when saving, '
        "so this step will only show a preview."
    ),
    "confirm_executes": (
        '"confirm" set to yes lets this step run without its own preview; the run still asks once.'
    ),
    "note_id_dropped": (
        "This step names the note twice; it is saved with note_name only "
        "(a note_id only works on the Mac that issued it)."
    ),
    "note_id_only": (
        "A note_id only works on the Mac that issued it; name the note with note_name instead."
    ),
    "wait_unsupported": "The {profile} format has no wait steps.",
    "wait_invalid": "A wait must be a number of seconds, 0 or more.",
    "wait_long": "This step waits {seconds} seconds; is that intended?",
    "optional_unsupported": "The {profile} format has no optional steps.",
    "optional_invalid": '"optional" must be true or false.',
    "step_id_missing": "Every step of a custom tool needs an id.",
    "step_id_duplicate": 'Another step already has the id "{id}".',
    # references
    "reference_malformed": (
        '"{text}" is not a reference Recipe Studio can read: insert a parameter or an '
        "earlier step's result with the buttons beside the field instead of typing it."
    ),
    "param_unknown": 'There is no parameter called "{name}".',
    "step_ref_self": "A step cannot use its own result (step {target}).",
    "step_ref_later": "Step {target} runs after this one, so its result is not ready yet.",
    "step_ref_missing": "There is no step {target}.",
    "step_ref_deleted": "This refers to a step that was deleted.",
    "step_ref_wait": "Step {target} is a wait step; it has no result.",
    "step_ref_unknown_key": (
        'The result of "{tool}" does not list "{key}"; check the name against its result.'
    ),
    "step_ref_unknown_key_near": (
        'The result of "{tool}" does not list "{key}". Did you mean "{nearest}"?'
    ),
    "step_ref_no_such_key": (
        'The result of "{tool}" never has "{key}": its description rules it out.'
    ),
    "step_ref_no_such_key_near": (
        'The result of "{tool}" never has "{key}". Did you mean "{nearest}"?'
    ),
    "tool_needs_task": (
        '"{tool}" only runs as a background task, which this version of Recipe Studio '
        "cannot do; the run would fail at this step."
    ),
    "input_unknown": 'There is no input called "{name}".',
    "step_id_unknown": 'There is no step with the id "{id}".',
    "step_id_later": 'The step "{id}" runs after this one, so its result is not ready yet.',
    "template_unsupported": (
        'Custom tools do not fill in text like "{text}"; use an input or step reference '
        "as the whole value."
    ),
    "literal_reference": 'Recipe manifests do not understand {{"{key}": ...}}; it is sent as is.',
    "optional_input_required_arg": (
        'The optional input "{name}" feeds an argument that "{tool}" requires; '
        "make the input required or use a fixed value."
    ),
    # conversion
    "loss_wait": "Step {number}: the {profile} format has no wait steps.",
    "loss_optional": "Step {number}: the {profile} format has no optional steps.",
    "loss_outputs": "The {profile} format has no outputs.",
    "loss_template": 'Step {number}: the {profile} format cannot fill text into "{text}".',
    "loss_param_type": 'Parameter "{name}": {profile} has no type for {kind} values.',
    "loss_default": 'Parameter "{name}": the {profile} format has no default values.',
    "loss_optional_param": (
        'Parameter "{name}": {profile} has no optional inputs without a default.'
    ),
    "loss_schema_version": "The {profile} format has no schema_version.",
    "loss_confirm": 'Step {number}: "confirm" is removed in the {profile} format.',
    "loss_confirm_runs": (
        'Step {number}: "confirm" is ignored here, but in the {profile} format it would let '
        "the step run without its own preview."
    ),
    "loss_step_ids": 'Step {number}: the step id "{id}" is not kept in the {profile} format.',
    "loss_reference": "Step {number}: the reference {text} cannot be written in {profile}.",
    "loss_literal": 'Step {number}: the text "{text}" would become a reference in {profile}.',
    "loss_unknown_step": "Step {number}: an unrecognised step cannot be carried over.",
    "step_ref_optional": (
        "Step {target} is optional: if it fails, this step fails too because its result is missing."
    ),
    "param_type_missing": "This parameter has no type; it is treated as text.",
    "tool_schema_invalid": (
        'The catalog\'s schema for "{tool}" is broken; its args are not checked.'
    ),
}
