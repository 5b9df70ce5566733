"""Whether a wait ended because it was stopped, not how fast: no speed target in tests.

How fast Stop, a timeout or a cancel acts is measured by the benchmarks (``bench/stop.py``)
as ratios. A test only checks that a wait ended long before its natural end — the sleep,
the hang or the timeout it would otherwise sit out — by a margin no loaded machine comes
near, so the check says "it was stopped", never "it was quick".
"""

from __future__ import annotations

import time

#: A stopped wait ends before this share of its natural length.
MARGIN = 3


def ended_early(began: float, natural: float) -> bool:
    """The wait that started at ``began`` (``time.monotonic()``) ended well before the
    ``natural`` seconds it would have lasted had nothing stopped it."""
    return seconds_since(began) < natural / MARGIN


def seconds_since(began: float) -> float:
    return time.monotonic() - began


def stopped_early(seconds: float, natural: float) -> bool:
    """:func:`ended_early` for a duration already measured."""
    return seconds < natural / MARGIN
