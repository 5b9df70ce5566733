"""Breakpoints and pins, from the Run menu and the Run panel, on the recipe shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from recipe_studio.gui.i18n import translator

if TYPE_CHECKING:
    from collections.abc import Callable

    from recipe_studio.gui.recipe.open_recipes import OpenRecipes

tr = translator("RunController")


class PinActions:
    """``rows()``: the selected step rows (it tells the person when there are none)."""

    def __init__(
        self, recipes: OpenRecipes, rows: Callable[[], list[int]], status: Callable[[str], None]
    ) -> None:
        self.recipes = recipes
        self.rows = rows
        self.status = status

    def toggle_breakpoint(self) -> None:
        session, rows = self.recipes.current, self.rows()
        if session is not None and rows:
            session.run_state.toggle_breakpoints(session.document.steps[r].uid for r in rows)

    def pin_step(self, index: int) -> None:
        """Keep step ``index``'s last result as its pin (runs then use it instead)."""
        session = self.recipes.current
        if session is None or index >= len(session.document.steps):
            return
        uid = session.document.steps[index].uid
        if uid not in session.run_state.results:
            self.status(tr("Run the step first: there is no result to pin."))
            return
        session.set_pin(uid, session.run_state.results[uid])

    def pin_selected(self) -> None:
        for row in self.rows():
            self.pin_step(row)

    def unpin_selected(self) -> None:
        session = self.recipes.current
        if session is not None:
            for row in self.rows():
                session.set_pin(session.document.steps[row].uid, None)
