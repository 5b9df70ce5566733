"""Benchmark: the run engine's overhead over a bare MCP client loop (not a test).

Both sides call the read-only no-op tool ``echo`` of the built-in tool server N times
(default 500): once as one N-step recipe through :class:`Engine` over a
:class:`Connection` (worker-thread facade, interpolation, events, results), once as a
plain ``await session.call_tool("echo", ...)`` loop on an MCP ``ClientSession``, timed
inside its event loop. Each side has its own server process started from the same spec;
both stay open and their runs are interleaved, so machine load hits both alike. The
target is a ratio (median over rounds) of at most 1.15.

    python bench/engine.py [--steps 500] [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from recipe_studio.core.engine import Engine, StepFinished
from recipe_studio.core.mcp_client import Connection, ServerSpec, builtin_server_spec
from recipe_studio.core.model import Recipe, ToolStep

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

TARGET = 1.15


def echo_recipe(steps: int) -> Recipe:
    """``steps`` echo steps; each after the first reads the first one's result by reference."""
    return Recipe(
        name="bench",
        steps=[
            ToolStep(tool="echo", args={"value": "${steps[0].result.value}" if i else i})
            for i in range(steps)
        ],
    )


class EngineSide:
    """The engine over a :class:`Connection`, with an event handler like the GUI's."""

    def __init__(self, spec: ServerSpec) -> None:
        self.connection = Connection.open(spec)
        self.finished = 0

        def on_event(event: Any) -> None:
            if isinstance(event, StepFinished):
                self.finished += 1

        self.engine = Engine(self.connection, self.connection.catalog(), on_event=on_event)

    def seconds(self, recipe: Recipe) -> tuple[float, float]:
        """Wall-clock and this process's CPU seconds for one run."""
        began, cpu = time.perf_counter(), time.process_time()
        result = self.engine.run(recipe, "macos")
        elapsed = time.perf_counter() - began, time.process_time() - cpu
        assert result.ok, result.error
        return elapsed

    def close(self) -> None:
        self.connection.close()


class BareSide:
    """A plain ``ClientSession`` loop, timed inside its own event loop (no thread hops)."""

    def __init__(self, spec: ServerSpec) -> None:
        from anyio.from_thread import start_blocking_portal
        from mcp.client.stdio import StdioServerParameters

        self.params = StdioServerParameters(
            command=spec.command, args=spec.args, env=spec.child_env()
        )
        self.portal_cm = start_blocking_portal()
        self.portal = self.portal_cm.__enter__()
        self.session_cm = self.portal.wrap_async_context_manager(self._session())
        self.session: Any = self.session_cm.__enter__()

    @asynccontextmanager
    async def _session(self) -> AsyncIterator[Any]:
        from mcp import ClientSession
        from mcp.client.stdio import stdio_client

        async with (
            stdio_client(self.params) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            await session.list_tools()
            yield session

    def seconds(self, steps: int) -> tuple[float, float]:
        """Wall-clock and this process's CPU seconds for ``steps`` calls."""

        async def loop() -> tuple[float, float]:
            began, cpu = time.perf_counter(), time.process_time()
            first = await self.session.call_tool("echo", {"value": 0})
            value = first.structured_content["value"]
            for _ in range(steps - 1):
                result = await self.session.call_tool("echo", {"value": value})
                assert not result.is_error
            return time.perf_counter() - began, time.process_time() - cpu

        elapsed: tuple[float, float] = self.portal.call(loop)
        return elapsed

    def close(self) -> None:
        self.session_cm.__exit__(None, None, None)
        self.portal_cm.__exit__(None, None, None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    recipe = echo_recipe(args.steps)
    with tempfile.TemporaryDirectory() as folder:
        spec = builtin_server_spec(Path(folder) / "home", Path(folder) / "workspace")
        engine, bare = EngineSide(spec), BareSide(spec)
        try:
            engine.seconds(echo_recipe(50))  # warm-up, both sides
            bare.seconds(50)
            engine_times: list[tuple[float, float]] = []
            bare_times: list[tuple[float, float]] = []
            for round_number in range(args.rounds):
                # Alternate the order so neither side always runs first.
                if round_number % 2:
                    engine_times.append(engine.seconds(recipe))
                    bare_times.append(bare.seconds(args.steps))
                else:
                    bare_times.append(bare.seconds(args.steps))
                    engine_times.append(engine.seconds(recipe))
        finally:
            engine.close()
            bare.close()
    assert engine.finished == 50 + args.rounds * args.steps
    n = args.steps
    wall_ratios = [e[0] / b[0] for e, b in zip(engine_times, bare_times, strict=True)]
    cpu_ratios = [e[1] / b[1] for e, b in zip(engine_times, bare_times, strict=True)]
    engine_s = statistics.median(e[0] for e in engine_times)
    bare_s = statistics.median(b[0] for b in bare_times)
    engine_cpu = statistics.median(e[1] for e in engine_times)
    bare_cpu = statistics.median(b[1] for b in bare_times)
    ratio = statistics.median(wall_ratios)
    print(f"run:                {n} x echo, {args.rounds} interleaved rounds (medians)")
    print(
        f"bare ClientSession: {bare_s * 1000:8.1f} ms wall ({bare_s / n * 1e3:.3f} ms/step), "
        f"{bare_cpu * 1000:.1f} ms client CPU"
    )
    print(
        f"engine:             {engine_s * 1000:8.1f} ms wall ({engine_s / n * 1e3:.3f} ms/step), "
        f"{engine_cpu * 1000:.1f} ms client CPU"
    )
    print(
        f"ratio (wall):       {ratio:.3f}  (target <= {TARGET}; rounds: "
        + ", ".join(f"{r:.2f}" for r in wall_ratios)
        + ")"
    )
    print(f"ratio (client CPU): {statistics.median(cpu_ratios):.3f}")
    print(
        f"overhead per step:  {(engine_s - bare_s) / n * 1e6:.0f} us wall, "
        f"{(engine_cpu - bare_cpu) / n * 1e6:.0f} us client CPU"
    )
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
