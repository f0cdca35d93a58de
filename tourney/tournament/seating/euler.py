"""Exact seat winds when every table seats four and the rounds are a multiple of four: every player
gets each wind exactly R/4 times.

Players against tables form a bipartite multigraph; grouping each player's tables four by four
makes it 4-regular, and a wind per edge with the four winds at every node is a proper 4-edge
colouring. Splitting the edges of an Euler circuit alternately halves every degree (circuits of a
bipartite graph have even length), so two rounds of splitting give the four colours: the classical
proof of König's edge-colouring theorem (Gabow, "Using Euler partitions to edge color bipartite
multigraphs", Int. J. Comput. Inf. Sci. 5 (1976)).
"""

from __future__ import annotations

Edge = tuple[int, int, int]  # (player node, table node, edge id)


def _split(edges: list[Edge]) -> tuple[list[Edge], list[Edge]]:
    """Halve every node's degree: edges of each Euler circuit taken alternately."""
    around: dict[tuple[int, int], list[int]] = {}
    for i, (p, t, _) in enumerate(edges):
        around.setdefault((0, p), []).append(i)
        around.setdefault((1, t), []).append(i)
    used = [False] * len(edges)
    halves: tuple[list[Edge], list[Edge]] = ([], [])
    for first in range(len(edges)):
        if used[first]:
            continue
        start = (0, edges[first][0])
        stack: list[tuple[tuple[int, int], int]] = [(start, -1)]
        circuit: list[int] = []
        while stack:
            node, via = stack[-1]
            bucket = around[node]
            while bucket and used[bucket[-1]]:
                bucket.pop()
            if bucket:
                i = bucket.pop()
                used[i] = True
                p, t, _ = edges[i]
                stack.append(((1, t) if node[0] == 0 else (0, p), i))
            else:
                stack.pop()
                if via >= 0:
                    circuit.append(via)
        for k, i in enumerate(circuit):
            halves[k % 2].append(edges[i])
    return halves


def exact_winds(n: int, rounds: list[list[list[int]]]) -> bool:
    """Reorder every table (in place) so each player has each wind R/4 times; False (nothing
    changed) unless every table seats four, everybody plays every round and R is a multiple of 4."""
    if not rounds or len(rounds) % 4 or any(len(t) != 4 for rnd in rounds for t in rnd):
        return False
    seen: dict[int, int] = {}
    edges: list[Edge] = []
    tables = [(r, t) for r, rnd in enumerate(rounds) for t in range(len(rnd))]
    for k, (r, t) in enumerate(tables):
        for p in rounds[r][t]:
            seen[p] = seen.get(p, 0) + 1
            edges.append((p * len(rounds) + (seen[p] - 1) // 4, k, len(edges)))
    if any(c != len(rounds) for c in seen.values()):
        return False
    halves = _split(edges)
    colour: dict[int, int] = {}
    for h, half in enumerate(halves):
        for q, quarter in enumerate(_split(half)):
            for _, _, i in quarter:
                colour[i] = 2 * h + q
    seats: list[list[int]] = [[-1] * 4 for _ in tables]
    for p, k, i in edges:
        seats[k][colour[i]] = p // len(rounds)
    for k, (r, t) in enumerate(tables):
        rounds[r][t] = seats[k]
    return True
