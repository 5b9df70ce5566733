"""The fields room of the GUI (see docs/architecture.md)."""
