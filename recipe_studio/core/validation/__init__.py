"""Validation of recipes against a profile's rules and a tool catalog."""

from recipe_studio.core.validation.validator import Validator, validate

__all__ = ["Validator", "validate"]
