"""References inside step args: parsing, rendering, listing, rewriting and resolving.

Two dialects (see ``recipe_studio.core.model``):

* ``template``: ``${name}`` reads a param; ``${steps[N].result.PATH}`` reads the result of
  step N (0-based) with PATH made of ``.key`` and ``[i]``. A string that is exactly one
  reference keeps the value's type; anywhere else the value is rendered as text.
  ``${steps[?]...}`` marks a reference whose step was deleted: it is never retargeted.
* ``custom``: ``{"$input": "name"}`` and ``{"$step": "id", "path": "dotted.path"}`` objects.

All work is single-pass text/JSON work: a substituted value is never scanned again.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from recipe_studio.core.deep import deeper_than, json_size_over
from recipe_studio.core.limits import MAX_DEPTH, MAX_EXPANDED_CHARS
from recipe_studio.core.messages import Message, message

if TYPE_CHECKING:
    from recipe_studio.core.model import Dialect

PathPart = str | int
JsonPath = tuple[PathPart, ...]

_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_KEY = r"[A-Za-z0-9_\-]+"
PARAM_NAME_RE = re.compile(rf"^{_IDENT}$")
_PARAM_BODY = re.compile(rf"({_IDENT})")
#: A list position or step number: ASCII digits without leading zeros (so that rendering a
#: parsed reference gives back the same text), short enough for ``int()``.
_INDEX = r"0|[1-9][0-9]{0,17}"
_STEP_BODY = re.compile(rf"steps\[({_INDEX}|\?)\]\.result((?:\.{_KEY}|\[(?:{_INDEX})\])*)")
_PATH_PART = re.compile(rf"\.({_KEY})|\[({_INDEX})\]")
_DOTTED_INDEX = re.compile(_INDEX)
DELETED = None


@dataclass(frozen=True)
class ParamRef:
    """``${name}`` or ``{"$input": name}``."""

    name: str


@dataclass(frozen=True)
class StepRef:
    """``${steps[N].result.PATH}`` (``index``) or ``{"$step": id, "path": ...}`` (``step_id``).

    ``index`` is ``None`` when the referenced step was deleted.
    """

    index: int | None = None
    path: JsonPath = ()
    step_id: str | None = None

    @property
    def deleted(self) -> bool:
        return self.index is None and self.step_id is None


Reference = ParamRef | StepRef


@dataclass(frozen=True)
class Malformed:
    """``${`` followed by something that is not a valid reference."""

    text: str
    offset: int


Segment = str | ParamRef | StepRef | Malformed


# --------------------------------------------------------------------------- template


def parse_template(text: str) -> list[Segment]:
    """Split a string into literal text, references and malformed ``${`` pieces."""
    segments: list[Segment] = []
    pos = 0
    literal_start = 0
    while True:
        start = text.find("${", pos)
        if start < 0:
            break
        end = text.find("}", start + 2)
        body = text[start + 2 : end] if end >= 0 else text[start + 2 :]
        ref = _parse_body(body) if end >= 0 else None
        if start > literal_start:
            segments.append(text[literal_start:start])
        if ref is None:
            stop = end + 1 if end >= 0 else len(text)
            segments.append(Malformed(text[start:stop], start))
        else:
            segments.append(ref)
            stop = end + 1
        pos = literal_start = stop
    if literal_start < len(text):
        segments.append(text[literal_start:])
    return segments


def _parse_body(body: str) -> Reference | None:
    if _PARAM_BODY.fullmatch(body):
        return ParamRef(body)
    match = _STEP_BODY.fullmatch(body)
    if match is None:
        return None
    index = None if match.group(1) == "?" else int(match.group(1))
    path: list[PathPart] = []
    for part in _PATH_PART.finditer(match.group(2)):
        path.append(part.group(1) if part.group(1) is not None else int(part.group(2)))
    return StepRef(index=index, path=tuple(path))


def render_path(path: JsonPath) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in path)


def render_reference(ref: Reference) -> str:
    """The template text of a reference (``${...}``)."""
    if isinstance(ref, ParamRef):
        return "${" + ref.name + "}"
    index = "?" if ref.index is None else str(ref.index)
    return "${steps[" + index + "].result" + render_path(ref.path) + "}"


def render_template(segments: list[Segment]) -> str:
    out: list[str] = []
    for segment in segments:
        if isinstance(segment, str):
            out.append(segment)
        elif isinstance(segment, Malformed):
            out.append(segment.text)
        else:
            out.append(render_reference(segment))
    return "".join(out)


def exact_reference(text: str) -> Reference | None:
    """The reference when ``text`` is exactly one reference (it keeps the value's type)."""
    if not (text.startswith("${") and text.endswith("}")):
        return None
    segments = parse_template(text)
    if len(segments) == 1 and isinstance(segments[0], ParamRef | StepRef):
        return segments[0]
    return None


def whole_reference(value: Any, dialect: Dialect) -> Reference | None:
    """The reference when an argument's value is exactly one (in either dialect)."""
    if dialect == "custom" and isinstance(value, Mapping):
        ref = custom_reference(value)
        return ref if isinstance(ref, ParamRef | StepRef) else None
    if dialect == "template" and isinstance(value, str):
        return exact_reference(value)
    return None


# --------------------------------------------------------------------------- custom


def custom_reference(value: Mapping[str, Any]) -> Reference | Malformed | None:
    """Read a ``{"$input": ...}`` / ``{"$step": ..., "path": ...}`` object, if it is one."""
    if "$input" in value:
        name = value["$input"]
        if isinstance(name, str) and name and set(value) == {"$input"}:
            return ParamRef(name)
        return Malformed(json.dumps(dict(value), ensure_ascii=False)[:200], 0)
    if "$step" in value:
        step_id = value["$step"]
        path = value.get("path", "")
        if (
            isinstance(step_id, str)
            and step_id
            and isinstance(path, str)
            and set(value)
            <= {
                "$step",
                "path",
            }
        ):
            return StepRef(step_id=step_id, path=split_dotted(path))
        return Malformed(json.dumps(dict(value), ensure_ascii=False)[:200], 0)
    return None


def split_dotted(path: str) -> JsonPath:
    """``"a.0.b"`` -> ``("a", 0, "b")``: digits address list items."""
    if not path:
        return ()
    return tuple(int(part) if _DOTTED_INDEX.fullmatch(part) else part for part in path.split("."))


def join_dotted(path: JsonPath) -> str:
    return ".".join(str(part) for part in path)


def reference_value(ref: Reference, dialect: Dialect) -> Any:
    """An argument value that is exactly ``ref``, written in ``dialect``."""
    return render_custom(ref) if dialect == "custom" else render_reference(ref)


def render_custom(ref: Reference) -> dict[str, Any]:
    if isinstance(ref, ParamRef):
        return {"$input": ref.name}
    out: dict[str, Any] = {"$step": ref.step_id or ""}
    if ref.path:
        out["path"] = join_dotted(ref.path)
    return out


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True)
class Found:
    """One reference (or malformed piece) inside args."""

    path: JsonPath
    item: Reference | Malformed
    exact: bool
    text: str


def walk_strings(value: Any, path: JsonPath = ()) -> Iterator[tuple[JsonPath, Any]]:
    """Every leaf and container of a JSON value, depth first, without recursion."""
    stack: list[tuple[JsonPath, Any]] = [(path, value)]
    while stack:
        here, node = stack.pop()
        yield here, node
        if isinstance(node, dict):
            stack.extend(((*here, key), child) for key, child in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend(((*here, i), child) for i, child in reversed(list(enumerate(node))))


def _wanted(args: Any, dialect: Dialect) -> Iterator[tuple[JsonPath, Any]]:
    """The strings holding ``${`` and the objects of ``args``, with their paths, in
    document order: the only values the reference scans look at. Runs for every step,
    so a path is built only for what is yielded or walked into."""
    stack: list[tuple[JsonPath, Any]] = [((), args)]
    while stack:
        here, node = stack.pop()
        if isinstance(node, str):
            yield here, node
            continue
        if isinstance(node, dict):
            yield here, node
            if dialect == "custom" and ("$input" in node or "$step" in node):
                continue  # a reference object is one value, never walked into
            children: Any = node.items()
        elif isinstance(node, list):
            children = enumerate(node)
        else:
            continue
        wanted = [
            ((*here, key), child)
            for key, child in children
            if isinstance(child, _CONTAINERS) or (isinstance(child, str) and "${" in child)
        ]
        wanted.reverse()
        stack.extend(wanted)


_CONTAINERS = (dict, list)


@dataclass(frozen=True)
class ArgsScan:
    """What one walk over a step's args finds."""

    #: Every reference (and malformed piece), in document order.
    refs: list[Found]
    #: The other dialect's syntax, passed on literally: ``(path, "$input"|"$step")`` of
    #: reference objects in a template recipe, ``(path, text)`` of ``${`` texts in a
    #: custom tool.
    foreign: list[tuple[JsonPath, str]]


def scan_args(args: Any, dialect: Dialect) -> ArgsScan:
    """References and foreign syntax in ``args``, in one walk (see :class:`ArgsScan`)."""
    refs: list[Found] = []
    foreign: list[tuple[JsonPath, str]] = []
    strip = isinstance(args, str)
    if strip:  # a bare string: walked as the only item of a list, then unwrapped
        args = [args]
    for here, node in _wanted(args, dialect):
        path = here[1:] if strip else here
        if isinstance(node, str):
            if dialect != "template":
                foreign.append((path, node))
                continue
            segments = parse_template(node)
            first = segments[0] if len(segments) == 1 else None
            if isinstance(first, ParamRef | StepRef) and node[:2] == "${" and node[-1:] == "}":
                refs.append(Found(path, first, True, node))
                continue
            refs.extend(
                Found(path, segment, False, node)
                for segment in segments
                if not isinstance(segment, str)
            )
        elif dialect == "custom":
            ref = custom_reference(node)
            if ref is not None:
                refs.append(Found(path, ref, not isinstance(ref, Malformed), ""))
        else:
            foreign.extend((path, key) for key in ("$input", "$step") if key in node)
    return ArgsScan(refs, foreign)


def find_references(args: Any, dialect: Dialect) -> list[Found]:
    """Every reference in a step's args, at any depth, in document order."""
    return scan_args(args, dialect).refs


def has_template_text(args: Any) -> list[tuple[JsonPath, str]]:
    """Strings containing ``${`` (literal text in the custom dialect)."""
    return scan_args(args, "custom").foreign


def has_custom_objects(args: Any) -> list[tuple[JsonPath, str]]:
    """``{"$input"|"$step": ...}`` objects (literal JSON in the template dialect)."""
    return scan_args(args, "template").foreign


# --------------------------------------------------------------------------- rewriting


def remap_step_indices(args: Any, mapping: Callable[[int], int | None]) -> tuple[Any, bool]:
    """Rewrite ``${steps[N]...}`` so each keeps pointing at the same step.

    ``mapping(old_index)`` gives the new index, or ``None`` when the step was deleted (the
    reference becomes ``${steps[?]...}``, a problem, never a silent retarget). Returns the
    new args and whether anything changed; untouched parts are shared, not copied.
    """
    if isinstance(args, str):
        if "${steps[" not in args:
            return args, False
        segments = parse_template(args)
        changed = False
        for i, segment in enumerate(segments):
            if isinstance(segment, StepRef) and segment.index is not None:
                new_index = mapping(segment.index)
                if new_index != segment.index:
                    segments[i] = StepRef(index=new_index, path=segment.path)
                    changed = True
        return (render_template(segments), True) if changed else (args, False)
    if isinstance(args, dict):
        out_dict: dict[str, Any] = {}
        any_changed = False
        for key, child in args.items():
            new_child, changed = remap_step_indices(child, mapping)
            out_dict[key] = new_child
            any_changed = any_changed or changed
        return (out_dict, True) if any_changed else (args, False)
    if isinstance(args, list):
        out_list: list[Any] = []
        any_changed = False
        for child in args:
            new_child, changed = remap_step_indices(child, mapping)
            out_list.append(new_child)
            any_changed = any_changed or changed
        return (out_list, True) if any_changed else (args, False)
    return args, False


def references_step(args: Any, dialect: Dialect) -> bool:
    return any(isinstance(f.item, StepRef) for f in find_references(args, dialect))


# --------------------------------------------------------------------------- resolving


class InterpolationError(Exception):
    """A reference that cannot be filled in at run time; ``message`` says why (translatable)."""

    def __init__(self, msg: Message) -> None:
        super().__init__(msg.text)
        self.message = msg


def resolve_path(value: Any, path: JsonPath, *, where: str) -> Any:
    """The value at ``path`` inside ``value``; ``where`` names ``value`` (``steps[0].result``)."""
    current = value
    for part in path:
        if isinstance(current, list) and isinstance(part, int):
            if part >= len(current):
                raise InterpolationError(
                    message("ref_short_list", where=where, count=len(current), wanted=part + 1)
                )
            current = current[part]
        elif isinstance(current, dict) and str(part) in current:
            current = current[str(part)]
        else:
            raise InterpolationError(message("ref_missing_key", where=where, key=str(part)))
        where = f"{where}{render_path((part,))}"
    return current


def value_as_text(value: Any) -> str:
    """How a value reads inside a longer string."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float | str):
        return str(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


StepLookup = Callable[[StepRef], Any]


def interpolate(
    args: Any, dialect: Dialect, params: Mapping[str, Any], step_value: StepLookup
) -> Any:
    """Fill every reference in ``args`` with its value, in one pass.

    ``step_value(ref)`` returns the result of the referenced step (or raises
    :class:`InterpolationError`, e.g. for a skipped or previewed step).
    """
    filled = _Filling(dialect, params, step_value).fill(args)
    size = json_size_over(filled, MAX_EXPANDED_CHARS)
    if size is not None:
        raise _too_large(size)
    if deeper_than(filled, MAX_DEPTH):
        raise InterpolationError(message("ref_too_deep", depth=MAX_DEPTH))
    return filled


@dataclass(frozen=True)
class _Filling:
    """One :func:`interpolate`: each kind of node filled by a method of its own."""

    dialect: Dialect
    params: Mapping[str, Any]
    step_value: StepLookup

    def lookup(self, ref: Reference) -> Any:
        if isinstance(ref, ParamRef):
            if ref.name not in self.params:
                raise InterpolationError(message("ref_param_missing", name=ref.name))
            return self.params[ref.name]
        if ref.deleted:
            raise InterpolationError(message("ref_deleted"))
        return self.step_value(ref)

    def fill(self, node: Any) -> Any:
        if isinstance(node, str):
            return self._text(node)
        if isinstance(node, dict):
            return self._object(node)
        if isinstance(node, list):
            return [self.fill(child) for child in node]
        return node

    def _text(self, text: str) -> Any:
        """A text: one whole reference is its value (of any type), else references
        inside it are written in as text."""
        if self.dialect != "template" or "${" not in text:
            return text
        exact = exact_reference(text)
        if exact is not None:
            return self.lookup(exact)
        parts: list[str] = []
        size = 0
        for segment in parse_template(text):
            if isinstance(segment, str):
                parts.append(segment)
            elif isinstance(segment, Malformed):
                raise InterpolationError(message("ref_malformed", text=segment.text))
            else:
                parts.append(value_as_text(self.lookup(segment)))
            size += len(parts[-1])
            if size > MAX_EXPANDED_CHARS:  # before the text is joined, not after
                raise _too_large(size)
        return "".join(parts)

    def _object(self, node: dict[str, Any]) -> Any:
        """An object: in the custom dialect it may be a reference itself."""
        if self.dialect == "custom":
            ref = custom_reference(node)
            if isinstance(ref, Malformed):
                raise InterpolationError(message("ref_malformed", text=ref.text))
            if ref is not None:
                return self.lookup(ref)
        return {key: self.fill(child) for key, child in node.items()}


def _too_large(size: int) -> InterpolationError:
    return InterpolationError(
        message("ref_too_large", size=f"{size:,}", limit=f"{MAX_EXPANDED_CHARS:,}")
    )


# --------------------------------------------------------------------------- display


#: The words of a readable token; the GUI passes them translated.
REFERENCE_WORDS: dict[str, str] = {
    "step": "Step {n}",
    "step_id": "Step “{id}”",
    "deleted": "Deleted step",
    "result": "result",
    "first": "first",
    "item": "item {n}",
}


class ReferenceNaming(Protocol):
    """What :func:`describe_reference` asks of the words a recipe's references are read in
    (:class:`~recipe_studio.core.reference_names.ReferenceNames`; named here by its shape
    so this module, which that one builds on, does not import it back)."""

    def param(self, name: str) -> str | None: ...

    def path_titles(self, ref: StepRef) -> list[str | None]: ...


def describe_path_part(part: PathPart, words: Mapping[str, str] = REFERENCE_WORDS) -> str:
    if isinstance(part, int):
        return words["first"] if part == 0 else words["item"].format(n=part + 1)
    return part


def describe_reference(
    ref: Reference, words: Mapping[str, str] = REFERENCE_WORDS, names: ReferenceNaming | None = None
) -> str:
    """A readable token: ``Step 2 › accounts › first › name``, ``Step 2 › result`` for a
    whole result, ``count`` for a param. Step numbers count from 1, as every label does.
    With ``names``, params read by their titles and result keys by their fields' titles
    ("Step 2 › Accounts › first › Name", "Count")."""
    if isinstance(ref, ParamRef):
        return (names.param(ref.name) if names else None) or ref.name
    if ref.step_id is not None:
        head = words["step_id"].format(id=ref.step_id)
    elif ref.index is None:
        head = words["deleted"]
    else:
        head = words["step"].format(n=ref.index + 1)
    titles = names.path_titles(ref) if names else [None] * len(ref.path)
    parts = [
        title or describe_path_part(part, words)
        for part, title in zip(ref.path, titles, strict=True)
    ] or [words["result"]]
    return " › ".join([head, *parts])
