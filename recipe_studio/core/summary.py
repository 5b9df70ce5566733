"""Readable one-line summaries of steps and their args, for tables and lists.

References read as tokens (``⟨Step 2 › result › date⟩``, ``⟨count⟩``) rather than raw
syntax, so a person who has never programmed can follow the recipe.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from recipe_studio.core.model import Dialect, RawStep, Step, ToolStep, WaitStep
from recipe_studio.core.references import (
    REFERENCE_WORDS,
    Malformed,
    ParamRef,
    StepRef,
    custom_reference,
    describe_reference,
    parse_template,
)

MAX_SUMMARY = 160


def token(ref: ParamRef | StepRef, words: Mapping[str, str] = REFERENCE_WORDS) -> str:
    return f"⟨{describe_reference(ref, words)}⟩"


def readable_value(value: Any, dialect: Dialect, words: Mapping[str, str] = REFERENCE_WORDS) -> str:
    """A value as a person reads it: text without quotes, references as tokens."""
    if isinstance(value, str):
        if dialect != "template" or "${" not in value:
            return value
        parts: list[str] = []
        for segment in parse_template(value):
            if isinstance(segment, str):
                parts.append(segment)
            elif isinstance(segment, Malformed):
                parts.append(segment.text)
            else:
                parts.append(token(segment, words))
        return "".join(parts)
    if isinstance(value, dict):
        if dialect == "custom":
            ref = custom_reference(value)
            if isinstance(ref, ParamRef | StepRef):
                return token(ref, words)
        inner = ", ".join(f"{k}: {readable_value(v, dialect, words)}" for k, v in value.items())
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(readable_value(v, dialect, words) for v in value) + "]"
    return json.dumps(value)


def step_title(step: Step) -> str:
    if isinstance(step, WaitStep):
        return f"Wait {format_seconds(step.seconds)}"
    if isinstance(step, RawStep):
        return "Unrecognised step"
    return step.tool or "(no tool)"


def step_summary(step: Step, dialect: Dialect, words: Mapping[str, str] = REFERENCE_WORDS) -> str:
    if isinstance(step, WaitStep):
        return ""
    if isinstance(step, RawStep):
        return json.dumps(step.raw, ensure_ascii=False)[:MAX_SUMMARY]
    text = ", ".join(f"{k}: {readable_value(v, dialect, words)}" for k, v in step.args.items())
    return text if len(text) <= MAX_SUMMARY else text[: MAX_SUMMARY - 1] + "…"


def format_seconds(seconds: float) -> str:
    if seconds == 1:
        return "1 second"
    if isinstance(seconds, float) and seconds.is_integer():
        seconds = int(seconds)
    return f"{seconds} seconds"


def is_tool_step(step: Step) -> bool:
    return isinstance(step, ToolStep)
