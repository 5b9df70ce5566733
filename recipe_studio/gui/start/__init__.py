"""Starting the app: what runs before the window and around it.

``app`` (``recipe-studio gui``: the single instance, the first frame, then the rest),
``startup`` (the two steps of start-up), ``single_instance`` and ``activation`` (a second
launch hands its files to the running window and lends it the focus), ``gc_policy`` and
``module_sources`` (memory and start-up time). It may use every room below it; nothing in
the GUI imports it but the command line.
"""
