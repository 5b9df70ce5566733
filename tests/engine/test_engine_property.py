"""Property: no state-changing step is ever called without the run's one confirmation.

An in-process fake caller stands in for a server, so hypothesis can try many recipes.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from recipe_studio.core.catalog import Catalog, ToolInfo
from recipe_studio.core.engine import Engine, FunctionCaller, PlannedAction
from recipe_studio.core.mcp_client import CallResult
from recipe_studio.core.model import Recipe, ToolStep, WaitStep
from recipe_studio.core.profiles import PROFILE_NAMES

CATALOG = Catalog.from_tools(
    "fake",
    [
        ToolInfo(name="read_a", effect="read"),
        ToolInfo(name="read_b", effect="read"),
        ToolInfo(name="write_a", effect="write"),
        ToolInfo(name="write_confirm", effect="write", confirm=True),
    ],
    complete=True,
)
TOOL_NAMES = ["read_a", "read_b", "write_a", "write_confirm", "mystery"]


def changes_state(tool: str) -> bool:
    info = CATALOG.get(tool)
    return info is None or info.effect == "write"


@st.composite
def recipes(draw: st.DrawFn) -> Recipe:
    steps: list[ToolStep | WaitStep] = []
    for index in range(draw(st.integers(min_value=1, max_value=8))):
        if draw(st.integers(0, 9)) == 0:
            steps.append(WaitStep(seconds=0))
            continue
        args: dict[str, Any] = {"step": index}
        if draw(st.booleans()):
            args["confirm"] = draw(st.sampled_from([True, False, "yes"]))
        steps.append(
            ToolStep(
                tool=draw(st.sampled_from(TOOL_NAMES)), args=args, optional=draw(st.booleans())
            )
        )
    return Recipe(name="generated", steps=steps)


@settings(max_examples=300, deadline=None)
@given(
    recipe=recipes(),
    profile=st.sampled_from([p for p in PROFILE_NAMES if p != "custom-tool"]),
    answer=st.booleans(),
    failing=st.sets(st.sampled_from(TOOL_NAMES)),
    pin_mask=st.lists(st.booleans(), min_size=8, max_size=8),
    start=st.integers(0, 8),
    length=st.one_of(st.none(), st.integers(0, 8)),
)
def test_no_state_changing_step_runs_without_confirmation(
    recipe: Recipe,
    profile: str,
    answer: bool,
    failing: set[str],
    pin_mask: list[bool],
    start: int,
    length: int | None,
) -> None:
    def respond(tool: str, args: dict[str, Any]) -> Any:
        if tool in failing:
            return CallResult.failure(f"{tool} failed")
        return {"preview": True} if tool == "write_confirm" else {"done": args["step"]}

    caller = FunctionCaller(respond)
    pins = {
        step.uid: {"pinned": True} for step, on in zip(recipe.steps, pin_mask, strict=False) if on
    }
    stop = None if length is None else start + length
    confirmations: list[tuple[int, list[PlannedAction]]] = []

    def confirm(actions: list[PlannedAction]) -> bool:
        confirmations.append((len(caller.calls), actions))
        return answer

    result = Engine(caller, CATALOG).run(
        recipe, profile, confirm=confirm, pins=pins, start=start, stop=stop
    )

    end = len(recipe.steps) if stop is None else min(stop, len(recipe.steps))
    expected = [
        i
        for i in range(min(start, len(recipe.steps)), end)
        if isinstance(recipe.steps[i], ToolStep)
        and changes_state(recipe.steps[i].tool)  # type: ignore[union-attr]
        and recipe.steps[i].uid not in pins
    ]
    # Asked once, before any call, listing exactly the state-changing steps to be called.
    assert len(confirmations) == (1 if expected else 0)
    if expected:
        calls_before, actions = confirmations[0]
        assert calls_before == 0
        assert [a.index for a in actions] == expected
    called = [args["step"] for _tool, args in caller.calls]
    if expected and not answer:
        assert caller.calls == []
        assert result.declined
        assert result.steps == []
    for tool, args in caller.calls:
        step = recipe.steps[args["step"]]
        assert step.uid not in pins
        if changes_state(tool):
            assert answer
            assert args["step"] in expected
        # A step never confirms itself, except a literal confirm: true on macOS-1.
        if "confirm" in args:
            assert profile == "macos-1"
            assert args["confirm"] is True
    # Nothing is ever called twice (no retries).
    assert len(called) == len(set(called))
