"""Which steps "Try this step" accepts, and what a tried step reads from earlier steps."""

from __future__ import annotations

from recipe_studio.core.catalog import bundled_catalog
from recipe_studio.core.model import Step, ToolStep, WaitStep
from recipe_studio.core.trial import referenced_steps, trial_block, trial_inputs

MACOS = bundled_catalog("macos")


def test_only_steps_whose_tool_only_reads_can_be_tried() -> None:
    assert trial_block(ToolStep(tool="get_weather"), MACOS) is None
    assert trial_block(ToolStep(tool="send_email"), MACOS) == "changes_state"
    assert trial_block(ToolStep(tool="no_such_tool"), MACOS) == "unknown_tool"
    assert trial_block(ToolStep(tool=""), MACOS) == "no_tool"
    assert trial_block(WaitStep(seconds=1), MACOS) == "not_a_tool_step"
    assert trial_block(None, MACOS) == "not_a_tool_step"


def test_a_tried_step_reads_pins_first_then_last_results() -> None:
    steps: list[Step] = [
        ToolStep(tool="list_email_accounts"),
        WaitStep(seconds=1),
        ToolStep(tool="get_datetime"),
        ToolStep(tool="get_weather"),
        ToolStep(
            tool="list_emails",
            args={
                "account": "${steps[0].result.accounts[0].name}",
                "note": "at ${steps[2].result.time} and ${steps[2].result.date}",
                "later": "${steps[4].result}",  # not an earlier step: the engine says so
            },
        ),
    ]
    assert referenced_steps(steps, 4, "template") == [0, 2]
    inputs = trial_inputs(steps, 4, "template", results={steps[0].uid: {"accounts": []}}, pins={})
    assert inputs.missing == [2]
    assert inputs.prior[steps[0].uid].result == {"accounts": []}
    inputs = trial_inputs(
        steps,
        4,
        "template",
        results={steps[0].uid: {"old": 1}, steps[2].uid: {"time": "9:00"}},
        pins={steps[0].uid: {"pinned": 1}},
    )
    assert inputs.missing == []
    assert inputs.prior[steps[0].uid].result == {"pinned": 1}
    assert inputs.prior[steps[0].uid].pinned
    assert inputs.prior[steps[2].uid].result == {"time": "9:00"}
    assert steps[3].uid not in inputs.prior  # not referenced: not needed


def test_custom_tool_references_by_step_id() -> None:
    steps = [
        ToolStep(tool="calculate", step_id="sum"),
        ToolStep(tool="calculate", step_id="twice", args={"a": {"$step": "sum", "path": "x"}}),
    ]
    assert referenced_steps(steps, 1, "custom") == [0]
    assert trial_inputs(steps, 1, "custom", {}, {}).missing == [0]
    assert referenced_steps(steps, 0, "custom") == []
