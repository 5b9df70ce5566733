"""The library list on the left, and what acts on its entries.

``library_model`` and ``library_panel`` (the list, its search and buttons),
``library_flows`` (rename, duplicate, move to the trash, with undo), ``outside_changes``
(a recipe changed on disk by someone else) and ``selection`` (the list and the open
recipe kept in step). It may use versions and trash and the rooms below it.
"""
