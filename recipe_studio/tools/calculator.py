"""A safe arithmetic evaluator for the ``calculate`` tool.

The expression is parsed with ``ast.parse(mode="eval")`` and evaluated by walking only
the nodes listed here: numbers, ``+ - * / // % **``, unary signs, a few functions and the
constants ``pi``, ``e`` and ``tau``. Nothing is ever passed to ``eval`` or ``exec``.

Every way to make the process slow or huge is bounded: the text length, the nesting depth,
the size of a power (estimated before it is computed) and the digits of any integer.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable

from recipe_studio.tools.common import ToolFailure
from recipe_studio.tools.i18n import text

Number = int | float

MAX_EXPRESSION_CHARS = 1000
MAX_DEPTH = 100
MAX_INT_DIGITS = 4000  # below Python's 4,300-digit int/str conversion limit
MAX_ROUND_DIGITS = 100
_LOG10_2 = math.log10(2)


class CalculationError(ToolFailure):
    """The expression cannot be calculated; the message says why and where."""


CONSTANTS: dict[str, float] = {"pi": math.pi, "e": math.e, "tau": math.tau}

_OPERATORS: dict[type[ast.operator], str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.Pow: "**",
}
_UNSUPPORTED_OPERATORS: dict[type[ast.operator], str] = {
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.BitOr: "|",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.MatMult: "@",
}


def _round(value: Number, digits: Number = 0) -> Number:
    if not isinstance(digits, int) or abs(digits) > MAX_ROUND_DIGITS:
        raise CalculationError(
            "round() takes a whole number of digits between -{limit} and {limit}",
            limit=MAX_ROUND_DIGITS,
        )
    return round(value, digits) if digits else round(value)


def _min(*values: Number) -> Number:
    return min(values)


def _max(*values: Number) -> Number:
    return max(values)


def _sqrt(value: Number) -> float:
    if value < 0:
        raise CalculationError("sqrt() of a negative number is not a real number")
    return math.sqrt(value)


def _log(value: Number, base: Number | None = None) -> float:
    if value <= 0 or (base is not None and (base <= 0 or base == 1)):
        raise CalculationError("log() needs a positive number (and a positive base other than 1)")
    return math.log(value) if base is None else math.log(value, base)


def _log10(value: Number) -> float:
    if value <= 0:
        raise CalculationError("log10() needs a positive number")
    return math.log10(value)


# name -> (function, smallest and largest argument count)
FUNCTIONS: dict[str, tuple[Callable[..., Number], int, int]] = {
    "abs": (abs, 1, 1),
    "round": (_round, 1, 2),
    "min": (_min, 1, 50),
    "max": (_max, 1, 50),
    "sqrt": (_sqrt, 1, 1),
    "floor": (math.floor, 1, 1),
    "ceil": (math.ceil, 1, 1),
    "log": (_log, 1, 2),
    "log10": (_log10, 1, 1),
    "exp": (math.exp, 1, 1),
    "sin": (math.sin, 1, 1),
    "cos": (math.cos, 1, 1),
    "tan": (math.tan, 1, 1),
}


def _digits(value: int) -> int:
    """Decimal digits of ``value``, estimated from its bit length (never off by more than 1)."""
    return int(value.bit_length() * _LOG10_2) + 1


_FLATTEN = str.maketrans("\t\n\r\f\v", "     ")


class _Evaluator:
    """Walks one parsed expression; knows the text so errors can name a position in it."""

    def __init__(self, expression: str) -> None:
        if len(expression) > MAX_EXPRESSION_CHARS:
            raise CalculationError(
                "the expression is {length:,} characters long; the limit is {limit:,}",
                length=len(expression),
                limit=MAX_EXPRESSION_CHARS,
            )
        # Same length, one line: positions stay those of the text the user typed.
        flat = expression.translate(_FLATTEN)
        self.lead = len(flat) - len(flat.lstrip())
        self.text = flat.strip()
        if not self.text:
            raise CalculationError("the expression is empty")
        try:
            tree = ast.parse(self.text, mode="eval")
        except SyntaxError as exc:
            if exc.offset and 0 < exc.offset <= len(self.text):
                where = text(" at position {n}", n=exc.offset + self.lead)
            else:
                where = text(" at the end")
            # Python's own words, but the commonest is said in the user's language.
            reason = text("invalid syntax") if exc.msg == "invalid syntax" else exc.msg
            raise CalculationError(
                "the expression is not valid{where}: {reason}", where=where, reason=reason
            ) from None
        except (RecursionError, MemoryError, ValueError):
            raise CalculationError("the expression is too complex to read") from None
        self._check_depth(tree)
        self.tree = tree

    @staticmethod
    def _check_depth(tree: ast.AST) -> None:
        stack: list[tuple[ast.AST, int]] = [(tree, 0)]
        while stack:
            node, depth = stack.pop()
            if depth > MAX_DEPTH:
                raise CalculationError(
                    "the expression is nested more than {limit} levels deep", limit=MAX_DEPTH
                )
            stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))

    def where(self, node: ast.AST) -> str:
        column = getattr(node, "col_offset", None)
        if column is None:
            return ""
        # col_offset counts UTF-8 bytes; report characters.
        chars = len(self.text.encode()[:column].decode(errors="ignore"))
        return text(" at position {n}", n=chars + self.lead + 1)

    def checked(self, value: Number, node: ast.AST) -> Number:
        if isinstance(value, complex):  # e.g. (-8) ** 0.5
            raise CalculationError("the result{where} is not a real number", where=self.where(node))
        if isinstance(value, int):
            if _digits(value) > MAX_INT_DIGITS:
                raise CalculationError(
                    "the result{where} has more than {limit:,} digits",
                    where=self.where(node),
                    limit=MAX_INT_DIGITS,
                )
            return value
        if not math.isfinite(value):
            raise CalculationError(
                "the result{where} is too large (or not a number)", where=self.where(node)
            )
        return value

    def evaluate(self, node: ast.AST) -> Number:
        if isinstance(node, ast.Expression):
            return self.evaluate(node.body)
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise CalculationError(
                    "{value!r}{where} is not a number", value=value, where=self.where(node)
                )
            return self.checked(value, node)
        if isinstance(node, ast.Name):
            if node.id in CONSTANTS:
                return CONSTANTS[node.id]
            known = ", ".join(sorted(CONSTANTS))
            raise CalculationError(
                "unknown name {name!r}{where} (known: {known})",
                name=node.id,
                where=self.where(node),
                known=known,
            )
        if isinstance(node, ast.UnaryOp):
            if not isinstance(node.op, ast.UAdd | ast.USub):
                sign = "not" if isinstance(node.op, ast.Not) else "~"
                raise CalculationError(
                    "{sign}{where} is not supported (only + and - signs)",
                    sign=sign,
                    where=self.where(node),
                )
            operand = self.evaluate(node.operand)
            return operand if isinstance(node.op, ast.UAdd) else -operand
        if isinstance(node, ast.BinOp):
            return self.binary(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        raise CalculationError(
            "{what}{where} is not allowed in a calculation",
            what=_describe(node),
            where=self.where(node),
        )

    def power(self, base: Number, exponent: Number, node: ast.AST) -> Number:
        # Estimate the size before computing: 9 ** 9 ** 9 must be refused, not attempted.
        if abs(base) > 1 and exponent > 0 and exponent * math.log10(abs(base)) > MAX_INT_DIGITS:
            raise CalculationError(
                "the power{where} is too large to calculate", where=self.where(node)
            )
        if base == 0 and exponent < 0:
            raise CalculationError(
                "division by zero{where} (0 to a negative power)", where=self.where(node)
            )
        result: Number = base**exponent
        return result

    def binary(self, node: ast.BinOp) -> Number:
        op_type = type(node.op)
        if op_type not in _OPERATORS:
            symbol = _UNSUPPORTED_OPERATORS.get(op_type) or text("this operator")
            advice = text(" (use ** for powers)") if op_type is ast.BitXor else ""
            raise CalculationError(
                "{symbol}{where} is not supported{advice}",
                symbol=symbol,
                where=self.where(node),
                advice=advice,
            )
        left = self.evaluate(node.left)
        right = self.evaluate(node.right)
        try:
            if op_type is ast.Add:
                result: Number = left + right
            elif op_type is ast.Sub:
                result = left - right
            elif op_type is ast.Mult:
                result = left * right
            elif op_type is ast.Div:
                result = left / right
            elif op_type is ast.FloorDiv:
                result = left // right
            elif op_type is ast.Mod:
                result = left % right
            else:
                result = self.power(left, right, node)
        except ZeroDivisionError:
            raise CalculationError("division by zero{where}", where=self.where(node)) from None
        except OverflowError:
            raise CalculationError(
                "the result{where} is too large", where=self.where(node)
            ) from None
        return self.checked(result, node)

    def call(self, node: ast.Call) -> Number:
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            known = ", ".join(sorted(FUNCTIONS))
            name = node.func.id if isinstance(node.func, ast.Name) else _describe(node.func)
            raise CalculationError(
                "unknown function {name!r}{where} (known: {known})",
                name=name,
                where=self.where(node),
                known=known,
            )
        name = node.func.id
        function, least, most = FUNCTIONS[name]
        if node.keywords or any(isinstance(arg, ast.Starred) for arg in node.args):
            raise CalculationError(
                "{name}(){where} takes plain numbers only", name=name, where=self.where(node)
            )
        if not least <= len(node.args) <= most:
            if most == 1:
                raise CalculationError(
                    "{name}(){where} takes one number", name=name, where=self.where(node)
                )
            count = (
                str(least) if least == most else text("{least} to {most}", least=least, most=most)
            )
            raise CalculationError(
                "{name}(){where} takes {count} numbers",
                name=name,
                where=self.where(node),
                count=count,
            )
        args = [self.evaluate(arg) for arg in node.args]
        try:
            result = function(*args)
        except (OverflowError, ValueError):
            raise CalculationError(
                "{name}(){where} cannot be calculated for that", name=name, where=self.where(node)
            ) from None
        return self.checked(result, node)


def _describe(node: ast.AST) -> str:
    names = {
        ast.Attribute: text("an attribute"),
        ast.Subscript: text("indexing"),
        ast.Compare: text("a comparison"),
        ast.BoolOp: text("and/or"),
        ast.IfExp: text("if/else"),
        ast.Lambda: "lambda",
        ast.JoinedStr: text("a text string"),
        ast.List: text("a list"),
        ast.Tuple: text("a tuple"),
        ast.Dict: text("a dictionary"),
        ast.Set: text("a set"),
        ast.NamedExpr: ":=",
    }
    return names.get(type(node), type(node).__name__)


def evaluate(expression: str) -> Number:
    """Calculate ``expression``; raise :class:`CalculationError` with a clear message."""
    evaluator = _Evaluator(expression)
    return evaluator.evaluate(evaluator.tree)
