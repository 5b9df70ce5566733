"""The test report's data and page: every value escaped, images inline, rehearsal said."""

from __future__ import annotations

import base64

from recipe_studio.core.checks import Check, evaluate
from recipe_studio.core.engine import RunResult, StepOutcome
from recipe_studio.core.engine.results import WrittenArgs
from recipe_studio.core.profiles import get_profile
from recipe_studio.core.report import build_report, render_html

PNG = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 16).decode("ascii")


def test_the_page_escapes_everything_and_holds_the_images() -> None:
    manifest = {
        "name": "Shots <script>alert(1)</script>",
        "params": [{"name": "who", "type": "string"}],
        "steps": [{"tool": "screenshot", "args": {}}, {"tool": "post", "args": {"to": "${who}"}}],
    }
    recipe = get_profile("macos").read(manifest).recipe
    check = Check(kind="equals", path=("title",), value="<b>")
    shot = StepOutcome(
        index=0,
        uid=recipe.steps[0].uid,
        tool="screenshot",
        status="ok",
        result={"title": "<i>"},
        args={},
        content=[{"type": "image", "mimeType": "image/png", "data": PNG}],
        checks=[evaluate(check, 0, "ok", {"title": "<i>"})],
    )
    post = StepOutcome(
        index=1,
        uid=recipe.steps[1].uid,
        tool="post",
        status="not_sent",
        result={"id": "example"},
        args={"to": "<Ann & Bo>"},
        stand_in="schema",
        written=WrittenArgs(args=recipe.steps[1].args, dialect=recipe.dialect),  # type: ignore[union-attr]
    )
    result = RunResult(
        ok=True,
        recipe=recipe.name,
        profile="macos",
        params={"who": "<Ann & Bo>"},
        steps=[shot, post],
        rehearsal=True,
        stop=2,
        checks=shot.checks,
        started_at="2026-05-03T10:00:00.000+00:00",
        duration_ms=1500,
    )
    page = render_html(build_report(recipe, result))
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "<i>" not in page
    assert "<b>" not in page
    assert "&lt;Ann &amp; Bo&gt;" in page
    assert f'src="data:image/png;base64,{PNG}"' in page
    assert "Rehearsal — nothing was changed." in page
    assert "Arguments it would have been sent:" in page
    assert "As written, with the values filled in: to: ⟨who⟩ = &lt;Ann &amp; Bo&gt;" in page
    assert "Result (example values, not a real result):" in page
    assert "One check failed" in page
    assert "Check failed: Step 1 › title equals &lt;b&gt;" in page
    assert "Not sent (rehearsal)" in page
    assert "3 May 2026 10:00:00 UTC" in page
    assert "Made by Recipe Studio" in page
