"""Recipes to and from elsewhere: other apps, files, other people.

``use_elsewhere`` and ``add_to_apps`` (the saved recipes as tools of assistant apps),
``import_export``, ``import_job`` and ``import_report`` (share files in and out, with
progress and a report). It may use the library list and the rooms below it.
"""
