"""The main window and what hangs on it: menus, docks, dialogs opened from the menus.

``main_window`` (one handler per menu action), ``window_frame`` (the first frame, built at
once) and ``window_parts`` (the one place that builds the working parts and hands each
the few things it uses), ``actions`` (the menu table), ``undo_menu``, ``problems_panel``,
``tour``, ``about`` and ``preferences``. It may use every room below it, never ``start``.
"""
