"""The small widgets every room uses to show and edit values.

``tokens`` (a reference read as a pill, "Step 2 › date"), ``token_edit`` (a text field
with tokens), ``value_editor_base`` and ``value_editors`` (a value of each JSON type),
``pieces_delegate`` (a cell of text and tokens), ``tool_picker`` (the searchable tool
list) and ``facts_source`` (where a tool's argument list comes from, in words). It may
use only the shared modules at the top of ``gui/``.
"""
