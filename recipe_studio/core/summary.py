"""Readable values and step summaries: text with references as tokens, not raw syntax.

Every view that shows an argument (the argument form, the steps table, the confirmation,
the manifest preview) reads it as *pieces*: plain text and references, in order. A view
draws each reference as one token (a pill reading "Step 2 › date" or "count"); text-only
places use :func:`token` (``⟨Step 2 › date⟩``). Step numbers count from 1 everywhere.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from recipe_studio.core.model import Dialect, RawStep, Step, ToolStep, WaitStep
from recipe_studio.core.references import (
    REFERENCE_WORDS,
    Malformed,
    ParamRef,
    Reference,
    StepRef,
    custom_reference,
    describe_reference,
    parse_template,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from recipe_studio.core.references import ReferenceNaming

#: Text, or a reference to show as one token.
Piece = str | ParamRef | StepRef
MAX_SUMMARY = 160


def token(
    ref: Reference, words: Mapping[str, str] = REFERENCE_WORDS, names: ReferenceNaming | None = None
) -> str:
    """A reference in a line of text: ``⟨Step 2 › Date⟩`` (``names``: the recipe's titles)."""
    return f"⟨{describe_reference(ref, words, names)}⟩"


def text_pieces(text: str, dialect: Dialect) -> list[Piece]:
    """A string as pieces: its references (template dialect) apart from its text."""
    if dialect != "template" or "${" not in text:
        return [text] if text else []
    pieces: list[Piece] = []
    for segment in parse_template(text):
        if isinstance(segment, Malformed):
            _add(pieces, segment.text)
        elif isinstance(segment, str):
            _add(pieces, segment)
        else:
            pieces.append(segment)
    return pieces


def value_pieces(value: Any, dialect: Dialect) -> list[Piece]:
    """A value as a person reads it: text without quotes, objects as ``{key: value}``,
    lists as ``[a, b]``, references as pieces of their own."""
    if isinstance(value, str):
        return text_pieces(value, dialect)
    if isinstance(value, dict):
        if dialect == "custom":
            ref = custom_reference(value)
            if isinstance(ref, ParamRef | StepRef):
                return [ref]
        return _joined([(f"{k}: ", v) for k, v in value.items()], dialect, "{", "}")
    if isinstance(value, list):
        return _joined([("", v) for v in value], dialect, "[", "]")
    return [json.dumps(value)]


def args_pieces(args: Mapping[str, Any], dialect: Dialect) -> list[Piece]:
    """A step's arguments as ``name: value, name: value``."""
    return _joined([(f"{k}: ", v) for k, v in args.items()], dialect, "", "")


def filled_arg_pieces(written: Any, sent: Any, dialect: Dialect) -> list[Piece]:
    """One argument as written with the value it is sent: ``Brief ⟨Step 1 › date⟩ =
    Brief 2026-12-02`` (only the value when it has no reference), so a person sees
    which reference gave which value."""
    plain = plain_value(sent)
    as_written = value_pieces(written, dialect)
    if all(isinstance(piece, str) for piece in as_written):
        return [plain] if plain else []
    return [*as_written, f" = {plain}"]


def plain_value(value: Any) -> str:
    """A value filled in, read like :func:`value_pieces` but never as references (a
    value sent may hold ``${`` as text)."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {plain_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(plain_value(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def filled_pieces(
    written: Mapping[str, Any], sent: Mapping[str, Any], dialect: Dialect
) -> list[Piece]:
    """A step's arguments as ``name: value, ...`` where each one with references reads
    as written, then ``=`` and the value filled in (see :func:`filled_arg_pieces`)."""
    pieces: list[Piece] = []
    for number, (name, value) in enumerate(sent.items()):
        _add(pieces, (", " if number else "") + f"{name}: ")
        # (an argument the rules added, such as ``confirm``, was not written: only its value)
        as_written = filled_arg_pieces(written[name], value, dialect) if name in written else []
        for piece in as_written or [plain_value(value)]:
            if isinstance(piece, str):
                _add(pieces, piece)
            else:
                pieces.append(piece)
    return pieces


def pieces_text(
    pieces: list[Piece],
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> str:
    """Pieces as one line of text, references as ``⟨tokens⟩``."""
    return "".join(p if isinstance(p, str) else token(p, words, names) for p in pieces)


def readable_value(
    value: Any,
    dialect: Dialect,
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> str:
    return pieces_text(value_pieces(value, dialect), words, names)


def step_title(step: Step) -> str:
    if isinstance(step, WaitStep):
        return f"Wait {format_seconds(step.seconds)}"
    if isinstance(step, RawStep):
        return "Unrecognised step"
    return step.tool or "(no tool)"


def step_pieces(step: Step, dialect: Dialect) -> list[Piece]:
    """What the steps table's Arguments column shows for a step."""
    if isinstance(step, WaitStep):
        return []
    if isinstance(step, RawStep):
        return [json.dumps(step.raw, ensure_ascii=False)[:MAX_SUMMARY]]
    return args_pieces(step.args, dialect)


def step_summary(
    step: Step,
    dialect: Dialect,
    words: Mapping[str, str] = REFERENCE_WORDS,
    names: ReferenceNaming | None = None,
) -> str:
    text = pieces_text(step_pieces(step, dialect), words, names)
    return text if len(text) <= MAX_SUMMARY else text[: MAX_SUMMARY - 1] + "…"


def format_seconds(seconds: float) -> str:
    if seconds == 1:
        return "1 second"
    if isinstance(seconds, float) and seconds.is_integer():
        seconds = int(seconds)
    return f"{seconds} seconds"


def is_tool_step(step: Step) -> bool:
    return isinstance(step, ToolStep)


def _add(pieces: list[Piece], text: str) -> None:
    if not text:
        return
    if pieces and isinstance(pieces[-1], str):
        pieces[-1] += text
    else:
        pieces.append(text)


def _joined(items: list[tuple[str, Any]], dialect: Dialect, head: str, tail: str) -> list[Piece]:
    pieces: list[Piece] = []
    _add(pieces, head)
    for number, (label, value) in enumerate(items):
        _add(pieces, (", " if number else "") + label)
        for piece in value_pieces(value, dialect):
            if isinstance(piece, str):
                _add(pieces, piece)
            else:
                pieces.append(piece)
    _add(pieces, tail)
    return pieces
