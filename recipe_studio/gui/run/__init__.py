"""Test runs in the window: connections, the run worker, its dialogs and the Run panel.

``controller`` (what the window asks of a run), ``worker`` and ``relay`` (the run on its
own thread), the connections (``connections``, ``live_connections``, ``connections_dialog``,
``app_servers``, ``server_calls``, sign-in notes), the dialogs a run opens (values,
confirmation, questions, elicitation), the Run panel and its result tree, test reports,
pins and breakpoints, publishing, and recording from another app. It may use sharing
(the one-click entry for assistant apps) and the rooms below it.
"""
