"""Run-time messages: every code used exists, English plurals are real, translation hooks work."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from recipe_studio.core.messages import (
    CONTEXT,
    ENGLISH_PLURALS,
    RUN_MESSAGES,
    Message,
    as_message,
    message,
    render,
)

CORE = Path(__file__).resolve().parents[2] / "recipe_studio"


def codes_used_in_code() -> set[str]:
    """Codes passed to ``message(...)`` or ``<Error>.of(...)``, or named in a string
    constant (codes chosen in a table or a conditional), anywhere but the table itself."""
    found: set[str] = set()
    for path in CORE.rglob("*.py"):
        if path.name == "messages.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in RUN_MESSAGES:
                found.add(str(node.value))
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            first = node.args[0]
            if name in ("message", "of") and isinstance(first, ast.Constant):
                if isinstance(first.value, str):
                    found.add(first.value)
            elif name == "message" and isinstance(first, ast.JoinedStr):
                prefix = "".join(
                    part.value
                    for part in first.values
                    if isinstance(part, ast.Constant) and isinstance(part.value, str)
                )
                found.update(code for code in RUN_MESSAGES if code.startswith(prefix))
    return found


def test_every_code_used_has_a_template_and_none_is_unused() -> None:
    used = codes_used_in_code()
    assert used - set(RUN_MESSAGES) == set()
    # (The plural summaries are used by the window's Run panel.)
    assert set(RUN_MESSAGES) - used == set()


def test_counts_are_plural_sources_with_english_forms() -> None:
    with_count = {code for code, text in RUN_MESSAGES.items() if "%n" in text}
    assert with_count == set(ENGLISH_PLURALS)
    for code, (one, other) in ENGLISH_PLURALS.items():
        assert "(s)" not in one + other, code
        names = {field for _, field, _, _ in string.Formatter().parse(RUN_MESSAGES[code]) if field}
        for form in (one, other):
            assert {f for _, f, _, _ in string.Formatter().parse(form) if f} == names


def test_english_never_says_s_in_brackets() -> None:
    assert message("run_declined", count=1).text == (
        "The run was not confirmed, so nothing was run (one step would change something)."
    )
    assert "(3 steps would change" in message("run_declined", count=3).text
    assert "within 30 seconds" in message("call_timeout", tool="t", count=30).text


def test_render_goes_through_the_translator_with_the_count() -> None:
    seen: list[tuple[str, str, int]] = []

    def translate(context: str, source: str, n: int) -> str:
        seen.append((context, source, n))
        if source.startswith("Step {step} ({tool}) failed"):
            return "Étape {step} ({tool}) en échec : {error}"
        if source == RUN_MESSAGES["run_not_run"]:
            return f"%n étape{'s' if n > 1 else ''} n’ont pas été exécutées"
        return source  # untranslated: English is used, with its plural forms

    inner = message("call_timeout", tool="echo", count=1)
    outer = message("run_step_failed", step=2, tool="echo", error=inner)
    text = render(outer, translate)
    assert text.startswith("Étape 2 (echo) en échec : The tool “echo” did not answer within a")
    assert (CONTEXT, RUN_MESSAGES["call_timeout"], 1) in seen
    assert render(message("run_not_run", count=2), translate) == "2 étapes n’ont pas été exécutées"


def test_messages_survive_a_run_record_as_json() -> None:
    inner = message("ref_missing_key", where="steps[0].result", key="x", details="trace")
    outer = message("run_step_failed", step=1, tool="t", error=inner)
    data = outer.model_dump(mode="json")
    back = as_message(data)
    assert back is not None
    assert back.text == outer.text
    assert Message.model_validate(data).values["error"]["code"] == "ref_missing_key"


def test_an_unknown_code_is_a_bug_not_a_message() -> None:
    with pytest.raises(KeyError):
        message("no_such_code")


def test_placeholders_are_well_formed() -> None:
    for code, template in RUN_MESSAGES.items():
        for _, field, spec, _ in string.Formatter().parse(template):
            assert field is None or re.fullmatch(r"[a-z_]+", field), (code, field)
            assert not spec, code
