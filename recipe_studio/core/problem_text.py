"""Problems in words: the one place where a problem's codes become a person's sentence.

Qt-free, so the window and the command line share it; each passes its own translator (see
:data:`recipe_studio.core.messages.Translate`): the window Qt's, the command line the
same catalog compiled to JSON (:mod:`recipe_studio.commands.words`), English passes the
source text through. Templates are translated in the context ``problems``, the words
inside them (``Words`` values) in ``problem values``, places in ``places``, and reference
tokens in ``References``. A place reads "Step 3, Note name" (1-based, argument titles),
and a reference inside a quoted value reads as its token, "⟨Step 1 › date⟩".
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from recipe_studio.core.problems import MESSAGES, Location, PathPart, Problem, Words, quoted
from recipe_studio.core.references import (
    REFERENCE_WORDS,
    Malformed,
    custom_reference,
    describe_reference,
    parse_template,
)
from recipe_studio.core.titles import readable_name

if TYPE_CHECKING:
    from recipe_studio.core.messages import Translate
    from recipe_studio.core.references import ReferenceNaming

_BUNDLE_ENTRY = re.compile(r"^recipes\[(\d+)\]$")
PROBLEMS_CONTEXT = "problems"
WORDS_CONTEXT = "problem values"
PLACES_CONTEXT = "places"
REFERENCES_CONTEXT = "References"
#: Catalog names (the bundled catalogs' names are translated in the GUI's words too).
CATALOGS_CONTEXT = "Catalogs"

#: The English source of every word a ``Words`` value can hold, per table.
WORD_TABLES: dict[str, dict[str, str]] = {
    "kind": {
        "string": "text",
        "integer": "a whole number",
        "number": "a number",
        "boolean": "true or false",
        "object": "an object",
        "array": "a list",
        "null": "empty (null)",
        "unknown": "something else",
    },
    "kind_adjective": {
        "string": "text",
        "integer": "whole-number",
        "number": "number",
        "boolean": "true/false",
        "object": "object",
        "array": "list",
    },
    "forbidden": {
        "creation": "the creation tools cannot be steps",
        "workflow": "other workflows cannot be steps",
        "gateway": "gateways cannot be steps",
    },
    "severity": {"error": "error", "warning": "warning"},
    #: ``profile`` values: the platform a format is for, as people call it.
    "profile": {
        "macos": "macOS",
        "windows": "Windows",
        "macos-1": "macOS (first revision)",
        "windows-1": "Windows (first revision)",
        "custom-tool": "custom tool",
    },
    "format": {
        "date": "a date (YYYY-MM-DD)",
        "date-time": "a date and time (YYYY-MM-DDTHH:MM:SS)",
        "time": "a time (HH:MM:SS)",
        "email": "an e-mail address",
        "uri": "a web address (URL)",
        "url": "a web address (URL)",
        "uuid": "an identifier (UUID)",
        "ipv4": "an IP address",
        "hostname": "a host name",
    },
}
JOINERS = {"or": "or", "and": "and"}

#: Places: what a location's parts are called (English source, context ``places``).
PLACE_WORDS: dict[str, str] = {
    "recipe": "Recipe",
    "step": "Step {n}",
    "param": "Parameter {n}",
    "item": "item {n}",
    "bundle_recipe": "Recipe {n}",
    "separator": ", ",
    "inner": " › ",
}
RECIPE_FIELDS: dict[str, str] = {
    "name": "Recipe name",
    "description": "Description",
    "steps": "Steps",
    "params": "Parameters",
    "parameters": "Parameters",
    "outputs": "Outputs",
    "schema_version": "Format version",
}
PARAM_FIELDS: dict[str, str] = {
    "name": "name",
    "type": "type",
    "default": "default value",
    "description": "description",
    "required": "required",
}
STEP_FIELDS: dict[str, str] = {
    "tool": "Tool",
    "wait": "Pause",
    "optional": "Optional",
    "id": "Step id",
}
#: Problems whose ``name`` value is an argument of the step (shown by its title).
NAMED_ARGUMENT_CODES = frozenset({"arg_missing", "arg_unknown"})
#: Problems whose ``name`` value is a param of the recipe, shown by its title (those
#: about the identifier itself, "cannot be a parameter name", keep the identifier).
NAMED_PARAM_CODES = frozenset({"param_type_mismatch", "loss_param_type", "loss_default"})
#: Step fields whose path is the step's arguments (the place names the argument only).
ARGS_FIELDS = frozenset({"args", "arguments"})

#: Names an argument at a place: ``(step index, path inside its args)`` → its title, or
#: ``None`` for the readable form of the identifier.
ArgumentNamer = Callable[[int, tuple[PathPart, ...]], str | None]


#: A tool's title from its identifier (``create_note`` → "Create note").
ToolNamer = Callable[[str], str]


def english(_context: str, text: str, _n: int) -> str:
    return text


def _no_names(_step: int, _path: tuple[PathPart, ...]) -> str | None:
    return None


def _as_place(location: Location) -> Location:
    """A location the reader gave as a path (``steps`` › 0 › ``args`` › ``note``) as the
    step or param it is in, so it reads like the validator's ("Step 1, Note")."""
    path = location.path
    if location.step is not None or location.param is not None or not path:
        return location
    if not isinstance(path[0], int) or location.field not in ("steps", "params", "parameters"):
        return location
    rest = path[1:]
    field = str(rest[0]) if rest and isinstance(rest[0], str) else None
    inner = rest[1:] if field is not None else rest
    if location.field == "steps":
        return Location(step=path[0], field=field, path=inner)
    return Location(param=path[0], field=field, path=inner)


class ProblemWords:
    """Sentences and places of problems in one language (``translate``)."""

    def __init__(
        self,
        translate: Translate = english,
        names: ArgumentNamer = _no_names,
        tools: ToolNamer | None = None,
        references: ReferenceNaming | None = None,
    ) -> None:
        """``references``: the recipe's titles, which params and result fields in its
        problems read by ("⟨Step 1 › Day of the week⟩", "“Time zone”")."""
        self.tr = translate
        self.names = names
        self.tools = tools
        self.references = references

    def word(self, table: str, code: str) -> str:
        source = WORD_TABLES.get(table, {}).get(code)
        return self.tr(WORDS_CONTEXT, source, -1) if source is not None else f"“{code}”"

    def words(self, value: Words) -> str:
        parts = [self.word(value.of, code) for code in value.codes]
        if value.joiner in JOINERS and len(parts) > 1:
            glue = " " + self.tr(WORDS_CONTEXT, JOINERS[value.joiner], -1) + " "
            return glue.join(parts)
        return ", ".join(parts)

    def value(self, key: str, value: Any) -> Any:
        if isinstance(value, Words):
            return self.words(value)
        if key == "text":
            return self.tokens(value)
        if key == "catalog" and isinstance(value, str):
            return self.tr(CATALOGS_CONTEXT, value, -1)  # the bundled ones have words
        if key == "profile" and isinstance(value, str):
            return self.word("profile", value) if value in WORD_TABLES["profile"] else value
        if isinstance(value, list | tuple):
            return ", ".join(str(v) for v in value)
        return quoted(value)

    def tokens(self, value: Any) -> str:
        """A value quoted in a message, its references as tokens (⟨Step 1 › date⟩)."""
        refs = {k: self.tr(REFERENCES_CONTEXT, t, -1) for k, t in REFERENCE_WORDS.items()}
        if isinstance(value, Mapping):
            ref = custom_reference(value)
            if ref is not None and not isinstance(ref, Malformed):
                return f"⟨{describe_reference(ref, refs, self.references)}⟩"
            value = json.dumps(value, ensure_ascii=False)
        if not isinstance(value, str):
            return str(quoted(value))
        parts = []
        for segment in parse_template(value):
            if isinstance(segment, str):
                parts.append(segment)
            elif isinstance(segment, Malformed):
                parts.append(segment.text)
            else:
                parts.append(f"⟨{describe_reference(segment, refs, self.references)}⟩")
        return str(quoted("".join(parts)))

    def sentence(self, problem: Problem) -> str:
        source = MESSAGES.get(problem.code, problem.code)
        template = self.tr(PROBLEMS_CONTEXT, source, -1)
        values = {key: self.value(key, value) for key, value in problem.values}
        step = problem.location.step
        if problem.code in NAMED_ARGUMENT_CODES and step is not None:
            # The argument by its title ("Note name"), as the form labels it.
            path = problem.argument_path
            values["name"] = self.names(step, path) or values.get("name", "")
        name = dict(problem.values).get("name")
        if problem.code in NAMED_PARAM_CODES and self.references and isinstance(name, str):
            values["name"] = self.references.param(name) or values.get("name", "")
        tool = dict(problem.values).get("tool")
        if self.tools is not None and isinstance(tool, str) and tool:
            values["tool"] = self.tools(tool)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return template

    def place(self, location: Location) -> str:
        """Where a problem is, as a place: "Step 3, Note name", "Parameter 2 “city”"."""
        tr = self.tr
        location = _as_place(location)
        heads: list[str] = []
        if location.param is not None:
            heads.append(tr(PLACES_CONTEXT, PLACE_WORDS["param"], -1).format(n=location.param + 1))
            fields = PARAM_FIELDS
        elif location.step is not None:
            heads.append(tr(PLACES_CONTEXT, PLACE_WORDS["step"], -1).format(n=location.step + 1))
            fields = STEP_FIELDS
        else:
            fields = RECIPE_FIELDS
        inner = self._inner(location, fields)
        if not heads and not inner:
            return tr(PLACES_CONTEXT, PLACE_WORDS["recipe"], -1)
        separator = tr(PLACES_CONTEXT, PLACE_WORDS["separator"], -1)
        return separator.join([*heads, *([inner] if inner else [])])

    def _inner(self, location: Location, fields: Mapping[str, str]) -> str:
        tr = self.tr
        parts: list[str] = []
        field = location.field
        path = location.path
        if field in ARGS_FIELDS and location.step is not None and path:
            first = path[0]
            title = self.names(location.step, path[:1]) if isinstance(first, str) else None
            parts.append(title or (readable_name(first) if isinstance(first, str) else ""))
            path = path[1:]
        elif field and field not in ARGS_FIELDS:
            source = fields.get(field)
            parts.append(tr(PLACES_CONTEXT, source, -1) if source else readable_name(field))
        for part in path:
            if isinstance(part, int):
                parts.append(tr(PLACES_CONTEXT, PLACE_WORDS["item"], -1).format(n=part + 1))
            else:
                parts.append(readable_name(part))
        return tr(PLACES_CONTEXT, PLACE_WORDS["inner"], -1).join(p for p in parts if p)

    def inside(self, where: str) -> str:
        """Where a recipe is in its file as a place: ``recipes[1]`` → "Recipe 2"."""
        match = _BUNDLE_ENTRY.match(where)
        if match is None:
            return where
        n = int(match.group(1)) + 1
        return self.tr(PLACES_CONTEXT, PLACE_WORDS["bundle_recipe"], -1).format(n=n)

    def where(self, problem: Problem) -> str:
        """The problem's place; a missing argument's place is that argument."""
        loc = problem.location
        return self.place(Location(loc.param, loc.step, loc.field, problem.argument_path))

    def line(self, problem: Problem) -> str:
        """The place and the sentence: "Step 3, Note name: …"."""
        return f"{self.where(problem)}: {self.sentence(problem)}"


ENGLISH = ProblemWords()


def all_sources() -> dict[str, list[str]]:
    """Every English source text per context (for the translation tools and tests)."""
    words = [w for table in WORD_TABLES.values() for w in table.values()]
    places = [*PLACE_WORDS.values(), *RECIPE_FIELDS.values(), *PARAM_FIELDS.values()]
    places += list(STEP_FIELDS.values())
    return {
        PROBLEMS_CONTEXT: list(dict.fromkeys(MESSAGES.values())),
        WORDS_CONTEXT: list(dict.fromkeys([*words, *JOINERS.values()])),
        PLACES_CONTEXT: list(dict.fromkeys(places)),
    }
