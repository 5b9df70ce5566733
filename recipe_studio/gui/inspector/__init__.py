"""The step inspector: tool picker, schema-generated argument form, reference pickers."""
