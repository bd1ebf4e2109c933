#!/usr/bin/env python3
"""Rolling-cube benchmark instances: random walks from a goal, written as "from to label" lines.

Usage: roll_instances.py ROWSxCOLS GOAL COUNT LENGTH SEED
       roll_instances.py --hard GOAL   (the states where the single-cube bound is largest)
The roll rule is typed in here on purpose (black face: 0 up, 1 down, 2..5 north, east, south,
west; a cube travelling north tips up->north->down->south->up), independently of the library.
"""
import random
import sys

# Where the black face goes when the cube travels in each direction.
ROLL = {
    "U": {0: 2, 2: 1, 1: 4, 4: 0, 3: 3, 5: 5},
    "D": {0: 4, 4: 1, 1: 2, 2: 0, 3: 3, 5: 5},
    "R": {0: 3, 3: 1, 1: 5, 5: 0, 2: 2, 4: 4},
    "L": {0: 5, 5: 1, 1: 3, 3: 0, 2: 2, 4: 4},
}
# The cube that travels in direction m comes from this offset of the blank.
SOURCE = {"U": (1, 0), "D": (-1, 0), "L": (0, 1), "R": (0, -1)}


def parse(text):
    rows = text.split("/")
    cells = [[c for c in r] for r in rows]
    return cells


def fmt(cells):
    return "/".join("".join(r) for r in cells)


def walk(goal, length, rng):
    cells = parse(goal)
    R, C = len(cells), len(cells[0])
    (er, ec), = [(r, c) for r in range(R) for c in range(C) if cells[r][c] == "."]
    for _ in range(length):
        moves = [m for m, (dr, dc) in SOURCE.items() if 0 <= er + dr < R and 0 <= ec + dc < C]
        m = rng.choice(moves)
        dr, dc = SOURCE[m]
        sr, sc = er + dr, ec + dc
        cells[er][ec] = str(ROLL[m][int(cells[sr][sc])])
        cells[sr][sc] = "."
        er, ec = sr, sc
    return fmt(cells)


def single_cube_distances(goal):
    """delta[(r, c, o)]: rolls a lone cube needs from (r, c) showing o to any goal cell showing
    that cell's goal face (the bound of src/rolling/heuristic.cpp, recomputed here)."""
    cells = parse(goal)
    R, C = len(cells), len(cells[0])
    dist, queue = {}, []
    for r in range(R):
        for c in range(C):
            if cells[r][c] != ".":
                dist[(r, c, int(cells[r][c]))] = 0
                queue.append((r, c, int(cells[r][c])))
    inverse = {m: {v: k for k, v in t.items()} for m, t in ROLL.items()}
    step = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
    for node in queue:  # breadth first: the list grows while it is read
        r, c, o = node
        for m, (dr, dc) in step.items():
            pr, pc = r - dr, c - dc  # the cube came from (pr, pc) travelling m
            if 0 <= pr < R and 0 <= pc < C:
                prev = (pr, pc, inverse[m][o])
                if prev not in dist:
                    dist[prev] = dist[node] + 1
                    queue.append(prev)
    return dist, R, C


def hard(goal):
    """Hill-climbing on the single-cube bound ends at its maxima: every cube shows a face that
    is farthest from a goal face for its cell; one state per blank cell, ties broken by the
    lowest face number."""
    dist, R, C = single_cube_distances(goal)
    out = []
    for er in range(R):
        for ec in range(C):
            rows, h = [], 0
            for r in range(R):
                row = ""
                for c in range(C):
                    if (r, c) == (er, ec):
                        row += "."
                        continue
                    best = max(range(6), key=lambda o: (dist.get((r, c, o), -1), -o))
                    h += dist[(r, c, best)]
                    row += str(best)
                rows.append(row)
            out.append((h, "/".join(rows)))
    return out


def main():
    if sys.argv[1] == "--hard":
        for h, s in sorted(hard(sys.argv[2]), reverse=True):
            print(s, sys.argv[2], f"hard-h{h}")
        return
    board, goal, count, length, seed = sys.argv[1:6]
    rng = random.Random(int(seed))
    for i in range(int(count)):
        print(walk(goal, int(length), rng), goal, f"walk{length}-{seed}-{i}")


if __name__ == "__main__":
    main()
