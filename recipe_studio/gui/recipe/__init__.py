"""The open recipes as state: sessions, their undo commands and item models.

``session`` (one open recipe: its document, undo stack, run state), ``open_recipes``
(the list of them, the one shown), ``step_edits`` and ``undo_steps`` (undoable edits),
``steps_model``, ``params_model`` and ``steps_mime`` (the tables' models and drag data),
``status_words`` (a step's run status in words).
No widget of a page lives here; it may use ``fields`` and the shared modules.
"""
