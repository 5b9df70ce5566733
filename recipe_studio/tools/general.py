"""The general read-only tools: ``echo``, ``get_datetime`` and ``calculate``."""

from __future__ import annotations

import os
import time
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field

from recipe_studio.tools import i18n
from recipe_studio.tools.calculator import MAX_EXPRESSION_CHARS, evaluate
from recipe_studio.tools.common import OutputModel, ToolFailure, ToolSpec

#: The days (Monday first, as ``datetime.weekday()`` counts) and months in English: the
#: value of ``weekday``, whatever the computer's locale, and the sources of
#: ``weekday_name`` and ``month_name``, translated like every other text of the server
#: (context ``ToolServer``; a language without translations reads English).
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


class Echoed(OutputModel):
    value: Any = Field(description="Exactly the value the tool was given.")


class DateTimeNow(OutputModel):
    datetime: str = Field(description="Now, ISO 8601 with the UTC offset.")
    date: str = Field(description="Today's date, YYYY-MM-DD.")
    time: str = Field(description="The time of day, HH:MM:SS (24-hour clock).")
    weekday: str = Field(description="The day of the week in English, e.g. Monday.")
    weekday_name: str = Field(
        description=(
            "The day of the week in the language of the tools, e.g. Monday (lundi in "
            "French), for a text people read; compare weekday, which is always in English."
        )
    )
    month_name: str = Field(
        description="The name of the month in the language of the tools, e.g. December."
    )
    timezone: str = Field(description="The IANA time zone name (or an abbreviation if unknown).")
    utc_offset: str = Field(description="The offset from UTC, e.g. +02:00.")
    unix_timestamp: int = Field(description="Seconds since 1970-01-01 00:00 UTC.")


class Calculation(OutputModel):
    result: int | float = Field(description="The value of the expression.")
    expression: str = Field(description="The expression as given.")


async def echo(
    value: Annotated[Any, Field(description="Any JSON value; it is returned unchanged.")],
) -> Echoed:
    return Echoed(value=value)


def local_zone_name() -> str:
    """The IANA name of the computer's time zone, or its abbreviation if that is unknown."""
    configured = os.environ.get("TZ", "").lstrip(":")
    if configured:
        try:
            ZoneInfo(configured)
            return configured
        except (ZoneInfoNotFoundError, ValueError):
            pass
    try:
        target = str(Path("/etc/localtime").resolve())
    except OSError:
        target = ""
    marker = "zoneinfo/"
    if marker in target:
        name = target.split(marker, 1)[1]
        try:
            ZoneInfo(name)
            return name
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return time.strftime("%Z") or "local"


def zone_for(name: str | None) -> tuple[ZoneInfo | None, str]:
    """The zone for an IANA name (``None``: the computer's own) and the name to report."""
    if name is None or not name.strip():
        return None, local_zone_name()
    name = name.strip()
    try:
        return ZoneInfo(name), name
    except (ZoneInfoNotFoundError, ValueError):
        raise ToolFailure(
            'unknown time zone {name!r}: use an IANA name such as "Europe/Paris", '
            '"America/New_York" or "UTC"',
            name=name,
        ) from None


def format_offset(moment: datetime) -> str:
    """The UTC offset as ``+HH:MM`` (``+HH:MM:SS`` for the rare zone that needs seconds)."""
    offset = moment.utcoffset()
    seconds = int(offset.total_seconds()) if offset is not None else 0
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    text = f"{sign}{hours:02d}:{minutes:02d}"
    return f"{text}:{secs:02d}" if secs else text


def describe_now(zone_name: str | None = None, now: datetime | None = None) -> DateTimeNow:
    zone, reported = zone_for(zone_name)
    moment = now if now is not None else datetime.now().astimezone()
    moment = moment.astimezone(zone) if zone is not None else moment.astimezone()
    return DateTimeNow(
        datetime=moment.isoformat(timespec="seconds"),
        date=moment.date().isoformat(),
        time=moment.strftime("%H:%M:%S"),
        weekday=WEEKDAYS[moment.weekday()],
        weekday_name=i18n.translate(WEEKDAYS[moment.weekday()]),
        month_name=i18n.translate(MONTHS[moment.month - 1]),
        timezone=reported,
        utc_offset=format_offset(moment),
        unix_timestamp=int(moment.timestamp()),
    )


async def get_datetime(
    timezone: Annotated[
        str,
        Field(
            max_length=100,
            description=(
                'IANA time zone name such as "Europe/Paris" or "UTC". '
                "Leave it out (or empty) for the computer's own time zone."
            ),
        ),
    ] = "",
) -> DateTimeNow:
    return describe_now(timezone)


async def calculate(
    expression: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_EXPRESSION_CHARS,
            description=(
                'Arithmetic such as "(12.5 + 7) * 3 / 2". Allowed: numbers, + - * / // % **, '
                "parentheses, pi, e, tau and abs, round, min, max, sqrt, floor, ceil, log, "
                "log10, exp, sin, cos, tan."
            ),
        ),
    ],
) -> Calculation:
    return Calculation(result=evaluate(expression), expression=expression)


def general_tools() -> list[ToolSpec]:
    return [
        ToolSpec(
            echo,
            title="Echo",
            description=(
                "Return the value it is given, unchanged. For testing recipes: it reads and "
                "changes nothing."
            ),
            read_only=True,
            sentence=("{value}",),
        ),
        ToolSpec(
            get_datetime,
            title="Current date and time",
            description=(
                "The current date and time, in the computer's time zone or in a named IANA "
                "time zone, with weekday, UTC offset and Unix timestamp."
            ),
            read_only=True,
            sentence=("in the time zone {timezone}",),
        ),
        ToolSpec(
            calculate,
            title="Calculate",
            description=(
                "Calculate an arithmetic expression safely (no code is run) and return the "
                "number. Errors say what is wrong and at which position."
            ),
            read_only=True,
            sentence=("{expression}",),
        ),
    ]
