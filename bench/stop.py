"""Benchmark: how fast Stop ends a run in each phase (not a test).

Stop must end a run within 1 s whatever the run is doing. This starts real runs
through :class:`~recipe_studio.core.engine.session.RunSession` (what the CLI and the
window use) against servers that never move on, waits until the run is in the phase,
presses Stop (``session.cancel()``) and times until ``run()`` returns:

* spawn/handshake: a server that never answers ``initialize``;
* tool listing: a server that never answers ``tools/list``;
* call: a tool that sleeps for an hour;
* wait: a one-hour wait step;
* first import: the first connection of a process, while the MCP SDK is being imported
  (about 0.7 s, and an import cannot be interrupted: the connection does not wait for
  it, see ``recipe_studio.core.mcp_client.sdk_import``); each round in a new process.

Each phase runs ``--rounds`` times; the median and worst are printed with their ratio to
the 1 s promise (at most 1.0 meets it), all measured in this one run. The other phases
import the SDK first, so they time only their own phase.

    python bench/stop.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine.events import Connecting, StepStarted, Waiting
from recipe_studio.core.engine.session import RunHooks, RunRequest, RunSession
from recipe_studio.core.mcp_client import ServerSpec
from recipe_studio.core.model import Recipe, ToolStep, WaitStep

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.core.engine import RunEvent

PROMISE = 1.0
ODD_SERVER = Path(__file__).resolve().parent.parent / "tests" / "engine" / "odd_server.py"


def odd(mode: str) -> ServerSpec:
    return ServerSpec.stdio([sys.executable, str(ODD_SERVER), mode], name=mode)


#: phase -> (server, recipe, the event that says the run is in the phase).
PHASES: dict[str, tuple[ServerSpec, Recipe, Callable[[RunEvent], bool]]] = {
    "handshake": (
        odd("hang-before-init"),
        Recipe(name="stop", steps=[ToolStep(tool="echo", args={"value": 1})]),
        lambda e: isinstance(e, Connecting),
    ),
    "tool listing": (
        odd("hang-list"),
        Recipe(name="stop", steps=[ToolStep(tool="echo", args={"value": 1})]),
        lambda e: isinstance(e, Connecting),
    ),
    "call": (
        odd("rich"),
        Recipe(name="stop", steps=[ToolStep(tool="slow", args={"seconds": 3600})]),
        lambda e: isinstance(e, StepStarted),
    ),
    "wait": (
        odd("rich"),
        Recipe(name="stop", steps=[WaitStep(seconds=3600)]),
        lambda e: isinstance(e, Waiting),
    ),
}

#: The first connection of a process, stopped while the SDK is still being imported.
COLD = PHASES["handshake"]


def cold_stop() -> float:
    """One round of the first-import phase, in a new process (nothing imported yet)."""
    import subprocess

    done = subprocess.run(
        [sys.executable, __file__, "--one-cold-stop"], capture_output=True, text=True, check=True
    )
    return float(done.stdout.split()[-1])


def one_stop(spec: ServerSpec, recipe: Recipe, in_phase: Callable[[RunEvent], bool]) -> float:
    """Seconds from Stop to the end of ``run()``, once the run is in its phase."""
    reached = threading.Event()
    hooks = RunHooks(on_event=lambda e: reached.set() if in_phase(e) else None)
    request = RunRequest(recipe, "macos", save_record=False, timeout=None)
    session = RunSession(request, hooks, spec=spec)
    done: dict[str, Any] = {}
    worker = threading.Thread(target=lambda: done.setdefault("report", session.run()))
    worker.start()
    if not reached.wait(60):
        session.cancel()
        raise SystemExit("the run never reached its phase")
    time.sleep(0.3)  # well inside the phase (a handshake already under way, say)
    pressed = time.perf_counter()
    session.cancel()
    worker.join(120)
    return time.perf_counter() - pressed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--one-cold-stop", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    from recipe_studio.core.mcp_client.sdk_import import wait_for_sdk

    if args.one_cold_stop:  # a round of "first import", in a process of its own
        print(one_stop(*COLD))
        return 0
    wait_for_sdk(None)
    with tempfile.TemporaryDirectory() as home:
        import os

        os.environ["RECIPE_STUDIO_HOME"] = home
        print(f"{'phase':<14} {'median s':>9} {'worst s':>9} {'worst / 1 s':>12}")
        worst_ratio = 0.0
        rounds: dict[str, Callable[[], float]] = {
            phase: functools.partial(one_stop, *setup) for phase, setup in PHASES.items()
        }
        rounds["first import"] = cold_stop
        for phase, one_round in rounds.items():
            times = [one_round() for _ in range(args.rounds)]
            ratio = max(times) / PROMISE
            worst_ratio = max(worst_ratio, ratio)
            print(f"{phase:<14} {statistics.median(times):>9.3f} {max(times):>9.3f} {ratio:>12.2f}")
    print(f"worst over all phases: {worst_ratio:.2f} of the promise (at most 1.00 meets it)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
