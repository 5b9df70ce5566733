"""Where an argument form's list of arguments comes from, in one line (the inspector's
form and the tool picker's details both say it)."""

from __future__ import annotations

from recipe_studio.core.argument_sources import FactsSource, Origin
from recipe_studio.core.settings import BUILTIN_CONNECTION
from recipe_studio.gui.i18n import translator
from recipe_studio.gui.texts import connection_label

tr = translator("ArgumentForm")


def source_line(origin: Origin) -> str:
    """One short line saying where the form's arguments come from ("" for the target)."""
    connection = connection_label(origin.connection) if origin.connection else ""
    if origin.source is FactsSource.CONNECTION and origin.connection == BUILTIN_CONNECTION:
        return tr("As the built-in tools expect; the platform may differ.")
    texts = {
        FactsSource.CONNECTION: tr("As “{connection}” expects; the platform may differ."),
        FactsSource.REMEMBERED: tr(
            "As “{connection}” expected when last reached; the platform may differ."
        ),
        FactsSource.BUILTIN: tr("As the built-in tools expect; the platform may differ."),
        FactsSource.NOTES: tr("The names the platform's public notes give; there may be more."),
        FactsSource.NONE: tr("No list of this tool's arguments is known: add the ones it needs."),
    }
    return texts.get(origin.source, "").format(connection=connection)
