#!/usr/bin/env python3
"""The repository stands alone and its docs stay true (ctest docs/links).

Usage: check_docs.py REPO_ROOT [CUBEWORKS_BINARY]

(a) Every relative Markdown link in README.md and docs/**/*.md resolves to a file or folder inside
    the repository (a clone has nothing beside it); an anchor '#...' on a Markdown file must
    name one of its headings (GitHub's slugs). Paths to docs/*.md named in src/ comments and
    strings must exist too.
(b) No user-visible text names the project's private notes: no "SPEC" and no path into
    "../shared" in README.md, docs/, bench/, src/ (string literals and comments alike) or the
    --help output of every subcommand of the binary; in README, docs and bench no words about how
    the project was made (tracker issues, branches, people at work on it, prototypes elsewhere).
(c) Every `src/FILE:NAME` reference in README.md and docs/**/*.md names an existing file that
    contains NAME (each part of a qualified name), and every plain `src/...`, `tests/...`,
    `bench/...`, `data/...`, `scripts/...` path written in code spans exists.
(d) Every row of a Markdown table has as many cells as the table's header (a row pasted into
    the wrong table shows up here).
(e) No page is longer than its limit: README.md 200 lines, docs/rolling.md 600, every other
    docs page 500 (the generated option pages included).
(f) README.md, docs/**/*.md and the comments of src/ state what is, not how it came to be: no
    history phrase ("this round", "the previous release", "before that change", "was X, now Y",
    a "before" column); measurements over time belong in the dated records of bench/records/.

Only the standard library is used. Prints every failure and exits 1 if there is any.
"""
import functools
import os
import re
import subprocess
import sys

failures = []
help_pages = 0
refs_checked = 0


def fail(where, what):
    failures.append(f"{where}: {what}")


@functools.lru_cache(maxsize=None)
def read(path):
    """A file's text, read once: the links, private-words, references, tables, lengths and history
    checks all scan the same pages and sources."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def doc_files(root):
    files = [os.path.join(root, "README.md")]
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        files += sorted(os.path.join(folder, n) for folder, _, names in os.walk(docs) for n in names
                        if n.endswith(".md"))
    return [f for f in files if os.path.isfile(f)]


def strip_code_blocks(text):
    """Fenced code blocks hold command output, not links."""
    out, fenced = [], False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append("")
            continue
        out.append("" if fenced else line)
    return "\n".join(out)


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to '-'; an underscore
    inside a word (approx_count) stays, one that marks emphasis goes."""
    h = re.sub(r"[`*]|(?<!\w)_|_(?!\w)", "", heading.strip().lower())
    h = re.sub(r"[^\w\- ]", "", h)
    return h.replace(" ", "-")


def anchors(path):
    seen, result = {}, set()
    for line in strip_code_blocks(read(path)).split("\n"):
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        s = slug(m.group(1))
        n = seen.get(s, 0)
        seen[s] = n + 1
        result.add(s if n == 0 else f"{s}-{n}")
    return result


LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REF_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.M)


def check_links(root):
    real_root = os.path.realpath(root)
    for path in doc_files(root):
        rel = os.path.relpath(path, root)
        text = strip_code_blocks(read(path))
        targets = LINK.findall(text) + REF_DEF.findall(text)
        for target in targets:
            if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):  # http:, https:, mailto:
                continue
            file_part, _, anchor = target.partition("#")
            if file_part:
                dest = os.path.realpath(os.path.join(os.path.dirname(path), file_part))
            else:
                dest = os.path.realpath(path)
            if os.path.commonpath([dest, real_root]) != real_root:
                fail(rel, f"link '{target}' leaves the repository")
                continue
            if not os.path.exists(dest):
                fail(rel, f"link '{target}' names a missing file")
                continue
            if anchor and dest.endswith(".md") and anchor not in anchors(dest):
                fail(rel, f"link '{target}': no heading with anchor '#{anchor}' in {os.path.relpath(dest, real_root)}")
    # docs/*.md named in the sources (comments and messages) must exist.
    for path in source_files(root, ["src"]):
        for m in re.finditer(r"\bdocs/[\w./-]+\.md\b", read(path)):
            if not os.path.isfile(os.path.join(root, m.group(0))):
                fail(os.path.relpath(path, root), f"names {m.group(0)}, which does not exist")


def source_files(root, folders, exts=(".cpp", ".hpp", ".h", ".cc", ".txt", ".sh", ".tsv", ".py", ".md", ".in")):
    out = []
    for folder in folders:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            out += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(exts) or n == "CMakeLists.txt"]
    return out


PRIVATE = [
    (re.compile(r"\bSPEC\b"), "names SPEC"),
    (re.compile(r"\.\./shared|\bshared/(?:SPEC|STYLE|data|hooks)\b"), "points into ../shared"),
]
HISTORY = [
    re.compile(r"\bissue\s+\d+\b", re.I),
    re.compile(r"\bissue'?s?\s+targets?\b", re.I),
    re.compile(r"\bthe issue\b", re.I),
    re.compile(r"\bother engineers?\b", re.I),
    re.compile(r"\bthe `?\w+`? branch\b", re.I),
    re.compile(r"\bprototype\b", re.I),
]


def scan(where, text, history):
    for lineno, line in enumerate(text.split("\n"), 1):
        for rx, what in PRIVATE:
            if rx.search(line):
                fail(f"{where}:{lineno}", f"{what}: {line.strip()[:120]}")
        if history:
            for rx in HISTORY:
                if rx.search(line):
                    fail(f"{where}:{lineno}", f"words about how the project was made: {line.strip()[:120]}")


def help_texts(binary):
    """The --help of the program and of every subcommand, found by walking the help itself."""
    out, todo, seen = [], [[]], set()
    while todo:
        words = todo.pop(0)
        if tuple(words) in seen:
            continue
        seen.add(tuple(words))
        run = subprocess.run([binary] + words + ["--help"], capture_output=True, text=True, timeout=60)
        text = run.stdout + run.stderr
        if run.returncode != 0:
            fail("cubeworks " + " ".join(words + ["--help"]), f"exit status {run.returncode}")
        out.append((" ".join(["cubeworks"] + words + ["--help"]), text))
        in_subcommands = False
        for line in text.split("\n"):
            if re.match(r"^\s*SUBCOMMANDS?:?\s*$", line, re.I):
                in_subcommands = True
                continue
            if in_subcommands:
                m = re.match(r"^\s+([a-z][\w-]*)\b", line)
                if m:
                    todo.append(words + [m.group(1)])
                elif line.strip() and not line.startswith(" "):
                    in_subcommands = False
    return out


def check_private_words(root, binary):
    for path in doc_files(root):
        scan(os.path.relpath(path, root), read(path), history=True)
    for path in source_files(root, ["bench"]):
        scan(os.path.relpath(path, root), read(path), history=True)
    for path in source_files(root, ["src"]):
        scan(os.path.relpath(path, root), read(path), history=False)
    if binary:
        texts = help_texts(binary)
        global help_pages
        help_pages = len(texts)
        if len(texts) < 10:
            fail(binary, f"only {len(texts)} help pages found by walking --help (expected every subcommand)")
        for where, text in texts:
            scan(where, text, history=False)


CODE_SPAN = re.compile(r"`([^`\n]+)`")
FILE_REF = re.compile(r"^((?:src|tests|bench|data|scripts|docs)/[\w./*{},<>-]*?)(?::([A-Za-z_~][\w:~]*))?$")
# A placeholder in a path: glob characters, <name>, NNN/NN_ (golden cases) or an upper-case word
# such as NAME or FILE. Only the folder before it is checked.
PLACEHOLDER = re.compile(r"[*{}<>]|\bNNN\b|\bNN_|(?<![A-Za-z])[A-Z]{3,}(?![a-z])")


def check_code_refs(root):
    for path in doc_files(root):
        rel = os.path.relpath(path, root)
        for span in CODE_SPAN.findall(read(path)):
            for item in re.split(r"[\s,]+", span.strip()):
                m = FILE_REF.match(item.rstrip(".;)"))
                if not m:
                    continue
                file_part, name = m.group(1), m.group(2)
                if PLACEHOLDER.search(file_part) or file_part.endswith("/"):
                    m2 = PLACEHOLDER.search(file_part)
                    base = file_part[:m2.start()] if m2 else file_part
                    base = base if base.endswith("/") else os.path.dirname(base) + "/"
                    if not os.path.isdir(os.path.join(root, base)):
                        fail(rel, f"`{item}`: folder {base} does not exist")
                    continue
                full = os.path.join(root, file_part)
                if not os.path.exists(full):
                    fail(rel, f"`{item}`: {file_part} does not exist")
                    continue
                if name:
                    global refs_checked
                    refs_checked += 1
                    if os.path.isdir(full):
                        fail(rel, f"`{item}`: {file_part} is a folder, not a file")
                        continue
                    body = read(full)
                    for part in [p for p in name.split("::") if p]:
                        if not re.search(r"(?<![\w])" + re.escape(part) + r"(?![\w])", body):
                            fail(rel, f"`{item}`: {file_part} has no identifier '{part}'")


def table_cells(line):
    """The cells of a table row: '|' inside code spans or escaped as '\\|' separates nothing."""
    line = re.sub(r"`[^`]*`", "code", line.replace("\\|", "")).strip()
    return len(line.strip("|").split("|"))


def check_tables(root):
    for path in doc_files(root):
        rel = os.path.relpath(path, root)
        header = None
        for number, line in enumerate(strip_code_blocks(read(path)).split("\n"), 1):
            if not line.lstrip().startswith("|"):
                header = None
                continue
            if header is None:
                header = table_cells(line)
            elif table_cells(line) != header:
                fail(f"{rel}:{number}", f"a table row of {table_cells(line)} cells under a header of {header}")


# The longest a page may be: a reference read in one sitting. rolling.md holds four engines.
LINE_LIMITS = {"README.md": 200, "docs/rolling.md": 600}
DEFAULT_LINE_LIMIT = 500


# How a lab notebook tells time. Each is a phrase a reference has no use for; "before" and "now"
# alone are not (the cells before it, the state it stands on now), so only their pairs are caught.
HISTORY_PHRASES = [
    re.compile(r"\bthis round\b", re.I),
    re.compile(r"\bprevious (?:release|round|version|run)\b", re.I),
    re.compile(r"\b(?:before|after) (?:this|that|the) change\b", re.I),
    re.compile(r"\bmeasured again\b", re.I),
    re.compile(r"\bwas\b(?:[^.|]|\.\d){0,60}\bnow\b", re.I),
    re.compile(r"\bbefore,(?:[^.|]|\.\d){0,60}\bnow\b", re.I),
    re.compile(r"\|\s*before\s*\|", re.I),
    re.compile(r"\badded after the run\b", re.I),
]


def history_phrases(text):
    """(line number, line) of every line of text holding a history phrase."""
    return [(n, line) for n, line in enumerate(text.split("\n"), 1) if any(rx.search(line) for rx in HISTORY_PHRASES)]


def check_history(root):
    for path in doc_files(root):
        for n, line in history_phrases(read(path)):
            fail(f"{os.path.relpath(path, root)}:{n}", f"a history phrase (the page states what is): {line.strip()[:120]}")
    for path in source_files(root, ["src"], exts=(".cpp", ".hpp", ".h")):
        comments = "\n".join(line.split("//", 1)[1] if "//" in line else "" for line in read(path).split("\n"))
        for n, line in history_phrases(comments):
            fail(f"{os.path.relpath(path, root)}:{n}", f"a history phrase in a comment: {line.strip()[:120]}")


def check_lengths(root):
    for path in doc_files(root):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        limit = LINE_LIMITS.get(rel, DEFAULT_LINE_LIMIT)
        lines = read(path).count("\n")
        if lines > limit:
            fail(rel, f"{lines} lines, more than the page limit of {limit}")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    root = os.path.abspath(sys.argv[1])
    binary = sys.argv[2] if len(sys.argv) > 2 else None
    check_links(root)
    check_private_words(root, binary)
    check_code_refs(root)
    check_tables(root)
    check_lengths(root)
    check_history(root)
    for f in failures:
        print("FAIL", f)
    print(f"check_docs: {len(failures)} failure(s) in {len(doc_files(root))} Markdown files, "
          f"{refs_checked} file:name references"
          + (f" and {help_pages} --help pages" if binary else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
