"""Test runs in the window: connections, the run worker, dialogs and the Run panel."""
