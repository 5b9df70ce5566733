"""The editor room of the GUI (see docs/architecture.md)."""
