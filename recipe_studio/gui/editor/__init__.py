"""The open recipe's page: name, description, target, the params and steps tables.

``editor`` (the page), ``session_view`` and ``tab_style`` (the page and its manifest
preview in tabs), ``params_section`` and ``param_delegate``, ``steps_view``,
``manifest_preview``, ``recipe_tools`` (the tools browser), ``catalog_choice`` (which
tools a recipe is checked against) and ``save_flow`` (saving and its questions). It may
use the inspector and the rooms below it.
"""
