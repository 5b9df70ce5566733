"""The rules behind the edits a person makes, as plain functions the document calls.

New params get a fresh unique name and the profile's type for the value they will hold;
a default typed as text is parsed for its param's type; steps pasted as text are read in
the document's own format; copied steps get new internal ids (and, for custom tools,
step ids of their own). Nothing here changes a document: :class:`RecipeDocument` calls
these and applies the result, so the window, the CLI and the tests share one rule.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from recipe_studio.core.arguments import value_kind
from recipe_studio.core.model import Param, Step, ToolStep, WaitStep, new_uid
from recipe_studio.core.param_words import identifier_from_title
from recipe_studio.core.references import PARAM_NAME_RE, JsonPath
from recipe_studio.core.titles import readable_name
from recipe_studio.core.values import coerce_text

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from recipe_studio.core.profiles import Profile
    from recipe_studio.core.profiles.base import ValueKind

#: The wait a new wait step starts with, in seconds.
DEFAULT_WAIT_SECONDS = 5


def is_param_name(name: str) -> bool:
    """Whether ``name`` can name a param (a reference ``${name}`` must be able to read it)."""
    return bool(PARAM_NAME_RE.match(name))


def unique_name(base: str, taken: Iterable[str], *, numbered: bool = False) -> str:
    """``base`` if free (``base1`` if ``numbered``), else ``base2``, ``base3``, ..."""
    used = set(taken)
    if not numbered and base not in used:
        return base
    number = 1 if numbered else 2
    while f"{base}{number}" in used:
        number += 1
    return f"{base}{number}"


kind_of_schema = value_kind  # one rule: core.arguments


def new_param(
    profile: Profile,
    params: Sequence[Param],
    *,
    kind: ValueKind = "string",
    base: str = "",
    title: str = "",
) -> Param:
    """A param to add: ``param1``, ``param2``... or ``base``, ``base2``... when named after
    an argument; its type is the profile's name for ``kind`` (text when it has none).

    With a ``title`` (the person's words, "Fuseau horaire"), the param has that title and
    an identifier made from it (``fuseau_horaire``, see
    :func:`~recipe_studio.core.param_words.identifier_from_title`)."""
    taken = [p.name for p in params]
    if title.strip():
        name = identifier_from_title(title, taken)
    elif base and is_param_name(base):
        name = unique_name(base, taken)
    else:
        name = unique_name("param", taken, numbered=True)
    param = Param(name=name, type=profile.nearest_type_for(kind), title=title.strip())
    if profile.dialect == "custom":
        param = param.model_copy(update={"required": True, "description": ""})
    return param


def param_for_argument(
    profile: Profile,
    params: Sequence[Param],
    path: JsonPath,
    schema: dict[str, Any] | None,
    title: str = "",
) -> Param:
    """A new param to feed the argument at ``path``: named after it, typed for its schema.

    ``title``: the argument's title as the person reads it (« Fuseau horaire »), which
    the param takes as its own title; the identifier stays the argument's key
    (``timezone``), the same in every language. A title that only reads the identifier
    ("Timezone") is not kept: the param reads so without one."""
    base = str(path[-1]) if path and isinstance(path[-1], str) else "value"
    param = new_param(profile, params, kind=kind_of_schema(schema), base=base)
    title = title.strip()
    if title and title != readable_name(param.name):
        param = param.model_copy(update={"title": title})
    return param


def parse_default_text(profile: Profile, param: Param, text: str) -> tuple[bool, Any]:
    """``(has_default, default)`` for a default typed as text: empty text means none.

    Text for a number, true/false, object or list param is read for that kind
    (:func:`~recipe_studio.core.values.coerce_text`); text that does not fit is kept as
    typed, so the validator can say it does not fit instead of losing it.
    """
    if text == "":
        return False, None
    kind = profile.type_kind(param.type)
    if kind is None or kind == "string":
        return True, text
    try:
        return True, coerce_text(kind, text)
    except ValueError:
        return True, text


def steps_from_text(profile: Profile, text: str) -> list[Step] | None:
    """Steps given as JSON text (a list of wire steps, one step, or a whole manifest) in
    ``profile``'s format; ``None`` when the text holds no steps."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if isinstance(data, dict) and isinstance(data.get("steps"), list):
        data = data["steps"]
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not data:
        return None
    key = "parameters" if profile.dialect == "custom" else "params"
    return list(profile.read({"name": "paste", key: [], "steps": data}).recipe.steps)


def new_tool_step(profile: Profile, steps: Sequence[Step], tool: str = "") -> ToolStep:
    """An empty tool step; a custom tool's steps get the next free id ``stepN``."""
    step = ToolStep(tool=tool)
    if profile.dialect == "custom":
        taken = [s.step_id or "" for s in steps if isinstance(s, ToolStep)]
        number = len(steps) + 1
        while f"step{number}" in taken:
            number += 1
        step = step.model_copy(update={"step_id": f"step{number}"})
    return step


def new_wait_step(seconds: float = DEFAULT_WAIT_SECONDS) -> WaitStep:
    return WaitStep(seconds=seconds)


def fresh_copies(profile: Profile, steps: Iterable[Step], existing: Sequence[Step]) -> list[Step]:
    """Copies of ``steps`` to insert beside ``existing``: new internal ids, and for custom
    tools step ids no other step has (``id``, ``id_2``, ...)."""
    taken = {s.step_id for s in existing if isinstance(s, ToolStep) and s.step_id}
    copies: list[Step] = []
    for step in steps:
        copy = step.model_copy(update={"uid": new_uid()}, deep=True)
        if isinstance(copy, ToolStep) and profile.dialect == "custom":
            base = copy.step_id or "step"
            candidate, number = base, 2
            while candidate in taken:
                candidate = f"{base}_{number}"
                number += 1
            taken.add(candidate)
            copy = copy.model_copy(update={"step_id": candidate})
        copies.append(copy)
    return copies
