"""A recipe's past: its saved versions and the trash, read as changes in words.

``versions_dialog``, ``trash_dialog`` and ``change_words`` (what changed between two
versions, as sentences). It may use the open recipes and the rooms below it.
"""
