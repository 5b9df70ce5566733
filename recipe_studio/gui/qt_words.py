"""Qt's own texts that Qt's shipped translations leave in English or word badly.

Qt 6's file dialog says "&Look in:" and "Files of &type:" (with their shortcuts), while
the ``qtbase_fr.qm`` / ``qtbase_tr.qm`` PySide6 ships still translate the older
"Look in:" and "Files of type:"; and its French for the Discard button, "Ne pas tenir
compte", is not what a French Mac or Windows says ("Ne pas enregistrer"). These
messages live in our own translation files, in Qt's contexts: our translator is
installed after Qt's (:func:`recipe_studio.gui.i18n.install_translations`), so Qt asks
it first, and whatever it does not hold still comes from ``qtbase``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def qt_texts() -> list[str]:
    """The Qt messages we translate (listed for ``scripts/translations.py``; tests)."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QPlatformTheme", "Discard"),
        QCoreApplication.translate("QPlatformTheme", "Don't Save"),
    ]
