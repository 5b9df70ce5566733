"""Times and durations in words of the UI language: "today 20:41", "1 Dec, 20:41", "3.2 s".

Dates are local (the stored times are UTC ISO 8601) and use the QLocale of the UI
language; "today" and "yesterday" are words, not dates.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, Qt

from recipe_studio.gui.i18n import translator, ui_locale

tr = translator("When")


def moment_words(iso: str, today: QDate | None = None) -> str:
    """``iso`` (a stored UTC time) as the person's local date and time in words."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    local = moment.toLocalTime()
    locale = ui_locale()
    clock = locale.toString(local.time(), locale.timeFormat(locale.FormatType.ShortFormat))
    day = local.date()
    today = today or QDate.currentDate()
    if day == today:
        return tr("today {time}").format(time=clock)
    if day == today.addDays(-1):
        return tr("yesterday {time}").format(time=clock)
    shape = "d MMM" if day.year() == today.year() else "d MMM yyyy"
    return tr("{date}, {time}").format(date=locale.toString(day, shape), time=clock)


def duration_words(milliseconds: float) -> str:
    """A step's or a run's time: "120 ms" under a second, else "3.2 s" (the locale's comma)."""
    locale = ui_locale()
    if milliseconds < 1000:
        return tr("{ms} ms").format(ms=locale.toString(max(0, round(milliseconds))))
    return tr("{s} s").format(s=locale.toString(milliseconds / 1000, "f", 1))
