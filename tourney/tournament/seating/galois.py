"""Finite fields GF(q) for small prime powers q, as addition and multiplication tables.

The seat-draw constructions (affine geometries, transversal designs) need arithmetic in GF(q).
An element is an int 0..q-1: the coefficients, base p, of a polynomial over Z_p of degree below
e (q = p^e), reduced modulo the first monic irreducible polynomial of degree e found by trying
them in order (the textbook construction, e.g. Lidl and Niederreiter, "Finite Fields", ch. 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


def prime_power(q: int) -> tuple[int, int] | None:
    """(p, e) with q = p^e for a prime p, or None."""
    if q < 2:
        return None
    p = next(d for d in range(2, q + 1) if q % d == 0)
    e = 0
    while q % p == 0:
        q //= p
        e += 1
    return (p, e) if q == 1 else None


@dataclass(frozen=True)
class Field:
    """GF(q): ``add[a][b]`` and ``mul[a][b]`` for elements 0..q-1 (0 and 1 are zero and one)."""

    order: int
    add: tuple[tuple[int, ...], ...]
    mul: tuple[tuple[int, ...], ...]

    def sub(self, a: int, b: int) -> int:
        return next(x for x in range(self.order) if self.add[b][x] == a)


def _digits(a: int, p: int, e: int) -> list[int]:
    return [(a // p**i) % p for i in range(e)]


def _number(coefficients: list[int], p: int) -> int:
    return sum(c * p**i for i, c in enumerate(coefficients))


def _times(a: list[int], b: list[int], modulus: list[int], p: int) -> list[int]:
    """a·b reduced modulo the monic ``modulus`` (coefficients lowest first, leading 1 included)."""
    e = len(modulus) - 1
    product = [0] * (2 * e)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            product[i + j] = (product[i + j] + x * y) % p
    for top in range(2 * e - 1, e - 1, -1):
        c = product[top]
        if c:
            for i, m in enumerate(modulus):
                product[top - e + i] = (product[top - e + i] - c * m) % p
    return product[:e]


def _tables(p: int, e: int, modulus: list[int]) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    q = p**e
    digits = [_digits(a, p, e) for a in range(q)]
    mul = tuple(tuple(_number(_times(digits[a], digits[b], modulus, p), p) for b in range(q))
                for a in range(q))
    if any(1 not in mul[a] for a in range(1, q)):
        return None  # a zero divisor: the modulus is reducible
    add = tuple(tuple(_number([(x + y) % p for x, y in zip(digits[a], digits[b], strict=True)], p)
                      for b in range(q)) for a in range(q))
    return add, mul


@cache
def field(q: int) -> Field:
    """GF(q); ValueError if q is not a prime power."""
    found = prime_power(q)
    if found is None:
        raise ValueError(f"{q} is not a prime power")
    p, e = found
    for low in range(p**e):
        tables = _tables(p, e, [*_digits(low, p, e), 1])
        if tables is not None:
            return Field(q, *tables)
    raise AssertionError("every GF(p^e) has an irreducible polynomial")
