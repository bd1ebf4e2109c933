#!/usr/bin/env python3
"""Figures in the code's comments agree with the generated docs (ctest docs/comment_figures).

Usage: comment_figures.py REPO_ROOT

A comment in src/**/*.{hpp,cpp}, python/cubeworks/*.py or web/js/*.js that states one of the
figures the docs generate (a rolling board's exact diameter or radius or its number of states, a
board called out of reach whose exact figures are known, the MacMahon census's collections and
Theorem 6's pairs and exceptions, the Instant Insanity census, Hoffman's 6D box count) must state
the value of the results record (bench/records/*-results.json, the newest: the documents
scripts/results.py writes the pages from; `results.py --check` runs the same rules on the
documents it computes now). Comments are read as blocks of consecutive comment lines, and a figure
is matched within one clause (up to a full stop or semicolon), so a figure split over two lines is
read and one clause's board is not another's. A clause naming another kind of cube, or a bound
(at least, at most, between), states no exact figure and is left alone.

Prints every contradiction as FILE:LINE and exits 1 if there is any. Standard library only.
"""
import glob
import io
import json
import os
import re
import sys
import tokenize

BOARD = r"\b([2-9]x[2-9])\b"
NUMBER = r"(\d{1,3}(?:,\d{3})+|\d+)"
# A clause about another kind of cube, or one stating a bound, gives no exact classic figure.
NOT_EXACT = re.compile(r"\b(?:eight|dice|kinds?|at least|at most|bounds?|between|lower|upper|sweeps?|landmarks?)\b|[<>≤≥]",
                       re.I)


def number(text):
    return int(text.replace(",", ""))


def load_record(root):
    paths = sorted(glob.glob(os.path.join(root, "bench", "records", "*-results.json")))
    if not paths:
        raise SystemExit("comment_figures.py: no record bench/records/*-results.json")
    with open(paths[-1], encoding="utf-8") as f:
        record = json.load(f)
    docs = {name: entry["document"] for name, entry in record.get("documents", {}).items()}
    docs.update({name: entry["document"] for name, entry in record["figures"].items()})
    commands = {name: entry["command"] for section in ("documents", "figures")
                for name, entry in record.get(section, {}).items()}
    return docs, commands


def board_of(command):
    words = command.split() if isinstance(command, str) else command
    if "--board" not in words:
        return None, None
    kind = words[words.index("--kind") + 1] if "--kind" in words else "classic"
    return words[words.index("--board") + 1], kind


def facts(docs, commands):
    """What the generated figures say, keyed for the rules below.

    docs: {name: the --json document}; commands: {name: its command}, as in the record."""
    exact, states = {}, {}
    for name, d in docs.items():
        board, kind = board_of(commands.get(name, ""))
        if not board or not isinstance(d, dict):
            continue
        for key in ("states", "reachable"):
            if isinstance(d.get(key), int):
                states.setdefault(board, set()).add(d[key])
        if kind == "classic" and "--exact" in commands[name] and "diameter" in d and "radius" in d:
            exact[board] = {"diameter": d["diameter"], "radius": d["radius"]}
    out = {"exact": exact, "states": states}
    if "macmahon-census" in docs:
        out["collections with a solution"] = docs["macmahon-census"]["collections_with_solution"]
    if "macmahon-theorem6" in docs:
        out["pairs"] = docs["macmahon-theorem6"]["pairs"]
        out["exceptions"] = docs["macmahon-theorem6"]["disagree"]
    for fid, size in (("stack-macmahon", "six"), ("stack-haraguchi", "four")):
        if fid in docs:
            out[f"{size}-sets"] = (docs[fid]["solvable"], docs[fid]["unique"])
    if "hoffman-6d" in docs:
        out["6D boxes"] = int(docs["hoffman-6d"]["box_count"])
    return out


def clauses(text):
    """(offset, clause) of a comment block: split at semicolons and at full stops that end a
    sentence (not the point of 2.5 or of a file name)."""
    pos = 0
    for m in re.finditer(r";|\.(?=\s|$)", text):
        yield pos, text[pos:m.start()]
        pos = m.end()
    yield pos, text[pos:]


def contradictions(text, known):
    """Every figure the comment text states that the known figures state differently."""
    bad = []
    for _, clause in clauses(text):
        exact_clause = not NOT_EXACT.search(clause)
        boards = re.findall(BOARD, clause)
        for board in boards:
            # "every eccentricity of 2x5 is out of reach" is true: only the board itself is not.
            if (board in known["exact"] and re.search(r"\bout of reach\b", clause) and len(boards) == 1
                    and not re.search(r"eccentricit", clause)):
                bad.append(f"calls {board} out of reach, whose exact diameter is {known['exact'][board]['diameter']}")
        if exact_clause and len(set(boards)) == 1 and boards[0] in known["exact"]:
            for what, n in re.findall(r"\b(diameter|radius)(?:\s+(?:is|of|=|settled at))?\s+" + NUMBER + r"\b", clause):
                want = known["exact"][boards[0]][what]
                if number(n) != want:
                    bad.append(f"the {boards[0]} {what} is {want}, not {n}")
        if exact_clause and len(set(boards)) == 1 and boards[0] in known["states"]:
            for n in re.findall(NUMBER + r" states\b", clause):
                if number(n) >= 1000 and number(n) not in known["states"][boards[0]]:
                    bad.append(f"{boards[0]} has {' or '.join(f'{s:,}' for s in sorted(known['states'][boards[0]]))} "
                               f"states, not {n}")
        rules = [(r"collections (?:with a solution|that build|building)", "collections with a solution"),
                 (r"\(target, collection\) pairs|pairs\b[^.]*\b(?:target|Thm|Theorem)", "pairs"),
                 (r"exceptions", "exceptions")]
        for words, key in rules:
            if key not in known:
                continue
            for n in re.findall(NUMBER + r"\s+(?=" + words + ")", clause):
                if number(n) != known[key]:
                    bad.append(f"the {key}: {known[key]:,}, not {n}")
        if "6D boxes" in known and re.search(r"\b6D\b", clause) and not re.search(r"\b[4-9]D\b(?<!6D)", clause):
            for n in re.findall(NUMBER + r" boxes", clause):
                if number(n) != known["6D boxes"]:
                    bad.append(f"6D has {known['6D boxes']:,} boxes, not {n}")
        for size in ("six", "four"):
            key = f"{size}-sets"
            if key in known:
                for n, one in re.findall(NUMBER + rf"\s+(?:of the [\d,]+ )?{size}-sets stack( in exactly one way)?", clause):
                    want = known[key][1 if one else 0]
                    if number(n) != want:
                        bad.append(f"{want:,} {size}-sets stack{one}, not {n}")
    return bad


# ---- comments of each language, as blocks of consecutive lines --------------------------------

def slash_comment_blocks(text):
    """// and /* */ comments of C++ and JavaScript: (first line, joined text) per block."""
    blocks, current, start = [], [], 0
    in_block = False
    for lineno, line in enumerate(text.split("\n"), 1):
        body = None
        if in_block:
            end = line.find("*/")
            body = line if end < 0 else line[:end]
            in_block = end < 0
            body = body.strip().lstrip("*")
        else:
            code = re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', '""', line)  # string literals hold no comments
            if "//" in code:
                body = code.split("//", 1)[1]
            elif "/*" in code:
                body = code.split("/*", 1)[1]
                in_block = "*/" not in body
                body = body.split("*/")[0]
        if body is None:
            if current:
                blocks.append((start, " ".join(current)))
            current = []
            continue
        if not current:
            start = lineno
        current.append(body.strip())
    if current:
        blocks.append((start, " ".join(current)))
    return blocks


def python_comment_blocks(text):
    """# comments (consecutive lines joined) and docstrings of Python."""
    blocks, current, start, last = [], [], 0, -1
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return []
    for tok in tokens:
        if tok.type == tokenize.COMMENT:
            if current and tok.start[0] != last + 1:
                blocks.append((start, " ".join(current)))
                current = []
            if not current:
                start = tok.start[0]
            current.append(tok.string.lstrip("#").strip())
            last = tok.start[0]
        elif tok.type == tokenize.STRING and tok.string.lstrip("rbuRBU").startswith(('"""', "'''")):
            blocks.append((tok.start[0], " ".join(tok.string.split())))
    if current:
        blocks.append((start, " ".join(current)))
    return blocks


def source_files(root):
    out = []
    for dirpath, _, names in os.walk(os.path.join(root, "src")):
        out += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith((".cpp", ".hpp"))]
    out += sorted(glob.glob(os.path.join(root, "python", "cubeworks", "*.py")))
    out += sorted(glob.glob(os.path.join(root, "web", "js", "*.js")))
    return out


def check_tree(root, known):
    """FILE:LINE: what is wrong, for every contradicting comment under root."""
    bad = []
    for path in source_files(root):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        blocks = python_comment_blocks(text) if path.endswith(".py") else slash_comment_blocks(text)
        for line, block in blocks:
            for what in contradictions(block, known):
                bad.append(f"{os.path.relpath(path, root)}:{line}: a comment contradicts the generated docs: "
                           f"{what} ({block[:160]})")
    return bad


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 2
    root = os.path.abspath(argv[1])
    known = facts(*load_record(root))
    bad = check_tree(root, known)
    for b in bad:
        print(b)
    print(f"comment_figures: {len(source_files(root))} files, {len(bad)} contradiction(s) with the generated figures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
