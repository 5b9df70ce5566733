"""Implementations of the ``recipe-studio`` subcommands, one module per group."""
