"""The step inspector: the selected step's tool, its argument form, its checks.

``panel`` (the inspector), ``tool_field``, ``form`` and ``form_context`` (the argument
form generated from the tool's JSON Schema), ``array_editor``, ``raw_args``, ``pickers``
and ``token_chip`` (inserting a param or an earlier result), ``checks_section``. It may
use the run room (trying a step, a result's menu) and the rooms below it.
"""
