"""The PySide6 user interface: a thin layer over ``recipe_studio.core``.

The GUI is laid out in rooms named after what a person sees, each a subpackage that
imports only the rooms after it in this order (``tests/test_architecture.py``):
``start`` › ``window`` › ``welcome`` › ``editor`` › ``inspector`` › ``run`` › ``sharing``
› ``library`` › ``versions`` › ``recipe`` › ``fields``. The modules at the top of this
package are the shared pieces every room may use and that use no room: words and
translations (``i18n``, ``words``, ``texts``, ``qt_words``, ``when``, ``progress_text``),
undo base classes (``undo``), a table's base (``table_base``), dialogs shown and deleted
(``modal``), the clipboard and the settings (``clipboard``, ``settings``,
``layout_state``). docs/architecture.md says where to start for each kind of change.
"""
