"""Which argument values came from an earlier call's result: references found for you.

When a value a person's assistant passed to a tool equals a field of an earlier result,
or contains one (a note titled "Brief 2026-12-01" after a call answered
``{"date": "2026-12-01"}``), the value was most likely taken from there, and the recipe
should take it from there too next time. :func:`link_args` turns such values into
reference tokens (``Brief ${steps[0].result.date}``) and says why, as data.

The most specific field wins: an exact match before a contained one, then the longest
value (``datetime`` over the ``date`` inside it), then a path with fewer list positions
(their order may change), then the closest earlier step, then the deepest path. Short
values (``"ok"``, ``3``) are left alone: they match by chance.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from recipe_studio.core.references import JsonPath, StepRef, render_reference

if TYPE_CHECKING:
    from collections.abc import Iterator

#: Strings shorter than this are never taken for a copied value.
MIN_TEXT = 3
#: A contained value must be at least this long (a year, a short name).
MIN_CONTAINED = 4
#: Numbers smaller than this (in size) match by chance too often: counts, limits, flags.
MIN_NUMBER = 1000
_KEY = re.compile(r"^[A-Za-z0-9_\-]+$")


@dataclass(frozen=True)
class Link:
    """An argument (``step``, ``path`` in its args) that now reads an earlier result.

    ``code`` is ``same_value`` or ``contains_value``; ``values`` hold what a sentence
    needs: ``source`` (the 1-based step read), ``field`` (the path in words, for
    titles) and ``value`` (the recorded text, shown only on this computer).
    """

    step: int
    path: JsonPath
    ref: StepRef
    code: str
    values: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Candidate:
    value: str | int | float
    source: int
    path: JsonPath

    def rank(self, exact: bool) -> tuple[int, int, int, int, int]:
        # A list position may differ next time: a field reached without one is surer.
        positions = sum(isinstance(part, int) for part in self.path)
        return (int(exact), len(_text(self.value)), -positions, self.source, len(self.path))


def _text(value: Any) -> str:
    return value if isinstance(value, str) else str(value)


def _usable(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, str):
        return len(value.strip()) >= MIN_TEXT
    return isinstance(value, int | float) and abs(value) >= MIN_NUMBER


def result_fields(value: Any, path: JsonPath = ()) -> Iterator[tuple[JsonPath, Any]]:
    """Every scalar field of a result a reference can name, with its path."""
    stack: list[tuple[JsonPath, Any]] = [(path, value)]
    while stack:
        here, node = stack.pop()
        if isinstance(node, dict):
            for key, child in node.items():
                if isinstance(key, str) and _KEY.match(key):
                    stack.append(((*here, key), child))
        elif isinstance(node, list):
            stack.extend(((*here, i), child) for i, child in enumerate(node[:50]))
        elif _usable(node):
            yield here, node


class Sources:
    """The fields of the results seen so far, by step (0-based, in recipe order)."""

    def __init__(self) -> None:
        self._candidates: list[_Candidate] = []

    def add(self, step: int, result: Any) -> None:
        for path, value in result_fields(result):
            self._candidates.append(_Candidate(value, step, path))

    def exact(self, value: Any) -> _Candidate | None:
        if not _usable(value):
            return None
        same = [c for c in self._candidates if type(c.value) is type(value) and c.value == value]
        return max(same, key=lambda c: c.rank(True), default=None)

    def contained(self, text: str) -> list[_Candidate]:
        """Values found inside ``text``, most specific first, not overlapping."""
        found = [
            c
            for c in self._candidates
            if len(_text(c.value)) >= MIN_CONTAINED and _text(c.value) in text
        ]
        found.sort(key=lambda c: c.rank(False), reverse=True)
        return found


def _ref(candidate: _Candidate) -> StepRef:
    return StepRef(index=candidate.source, path=candidate.path)


def _link(step: int, path: JsonPath, candidate: _Candidate, code: str) -> Link:
    values = {
        "source": candidate.source + 1,
        "field": list(candidate.path),
        "value": _text(candidate.value),
    }
    return Link(step, path, _ref(candidate), code, values)


def link_value(
    step: int, path: JsonPath, value: Any, sources: Sources, *, templating: bool
) -> tuple[Any, list[Link]]:
    """``value`` with what it copies from earlier results made into references.

    ``templating``: whether a reference may sit inside a longer text (recipe manifests;
    custom tools only take whole values).
    """
    exact = sources.exact(value)
    if exact is not None:
        return render_reference(_ref(exact)), [_link(step, path, exact, "same_value")]
    if not templating or not isinstance(value, str) or "${" in value:
        return value, []
    pieces: list[str | _Candidate] = [value]
    links: list[Link] = []
    for candidate in sources.contained(value):
        needle = _text(candidate.value)
        changed: list[str | _Candidate] = []
        for piece in pieces:
            if isinstance(piece, str) and needle in piece:
                parts = piece.split(needle)
                for index, part in enumerate(parts):
                    changed += [part] if index == 0 else [candidate, part]
            else:
                changed.append(piece)
        if len(changed) != len(pieces):
            links.append(_link(step, path, candidate, "contains_value"))
        pieces = changed
    if not links:
        return value, []
    text = "".join(p if isinstance(p, str) else render_reference(_ref(p)) for p in pieces)
    return text, links


def link_args(
    step: int, args: Any, sources: Sources, *, templating: bool, path: JsonPath = ()
) -> tuple[Any, list[Link]]:
    """Every value in ``args`` (nested objects and lists too) passed through :func:`link_value`."""
    if isinstance(args, dict):
        out: dict[str, Any] = {}
        links: list[Link] = []
        for key, child in args.items():
            out[key], found = link_args(
                step, child, sources, templating=templating, path=(*path, key)
            )
            links += found
        return out, links
    if isinstance(args, list):
        items: list[Any] = []
        links = []
        for index, child in enumerate(args):
            item, found = link_args(
                step, child, sources, templating=templating, path=(*path, index)
            )
            items.append(item)
            links += found
        return items, links
    return link_value(step, path, args, sources, templating=templating)
