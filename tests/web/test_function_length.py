"""No function of the page's JavaScript is longer than 80 lines (issue 45): a tab is small named
functions with one job each, as web/js/hoffman.js is, not one closure of hundreds of lines.
Needs no browser: it reads web/js/*.js (or the files named on the command line).

    python3 tests/web/test_function_length.py [FILE.js ...]

Counted: function declarations and expressions, methods and arrow functions with a block body,
from the line of the name (or of `=>`) to the line of the closing brace. A nested function counts
on its own and within the one around it. The scanner matches braces and skips comments, strings,
template literals (but not the code in their ${...}) and regular expressions; it is no parser, and
a file it cannot match fails rather than passes."""
import pathlib
import sys

LIMIT = 80
ROOT = pathlib.Path(__file__).resolve().parents[2]
# `(` after these opens a condition or a catch clause, not a parameter list.
NOT_FUNCTIONS = {'if', 'for', 'while', 'switch', 'catch', 'with'}
# After these a `/` starts a regular expression; after a name, a number or a closing bracket it divides.
KEYWORDS_BEFORE_REGEX = {'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw',
                         'case', 'do', 'else', 'yield', 'await'}


class Unmatched(Exception):
    pass


def tokens(text):
    """(kind, value, line) for each name, number and punctuator; strings, template text and regular
    expressions come as one 'literal' token, comments not at all."""
    i, line, n = 0, 1, len(text)
    braces = []  # per open '{': 'code', or 'template' for the '${' of a template literal
    previous = None

    def skip_string(i, quote):
        nonlocal line
        i += 1
        while i < n and text[i] != quote:
            if text[i] == '\\':
                i += 1
                line += text[i:i + 1] == '\n'  # a line continued
            elif text[i] == '\n':
                raise Unmatched(f'line {line}: a string runs past the end of its line')
            i += 1
        return i + 1

    def skip_template(i):
        """From just after a '`' or the '}' closing a '${': to after the closing '`' (False) or the
        next '${' (True)."""
        nonlocal line
        while i < n:
            c = text[i]
            if c == '\\':
                i += 2
                continue
            if c == '\n':
                line += 1
            if c == '`':
                return i + 1, False
            if c == '$' and text[i + 1:i + 2] == '{':
                return i + 2, True
            i += 1
        raise Unmatched('a template literal runs to the end of the file')

    def skip_regex(i):
        i += 1
        in_class = False
        while i < n:
            c = text[i]
            if c == '\\':
                i += 2
                continue
            if c == '\n':
                raise Unmatched(f'line {line}: a regular expression runs past the end of its line')
            if c == '[':
                in_class = True
            elif c == ']':
                in_class = False
            elif c == '/' and not in_class:
                i += 1
                while i < n and (text[i].isalnum() or text[i] == '_'):
                    i += 1
                return i
            i += 1
        raise Unmatched('a regular expression runs to the end of the file')

    while i < n:
        c = text[i]
        if c == '\n':
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif text.startswith('//', i):
            i = text.find('\n', i)
            i = n if i < 0 else i
        elif text.startswith('/*', i):
            end = text.find('*/', i + 2)
            if end < 0:
                raise Unmatched(f'line {line}: a comment runs to the end of the file')
            line += text.count('\n', i, end)
            i = end + 2
        elif c in '\'"':
            start = line
            i = skip_string(i, c)
            previous = ('literal', c, start)
            yield previous
        elif c == '`' or (c == '}' and braces and braces[-1] == 'template'):
            if c == '}':
                braces.pop()
            start = line
            i, opened = skip_template(i + 1)
            if opened:
                braces.append('template')
            previous = ('literal', '`', start)
            yield previous
        elif c == '/' and (previous is None or previous[0] == 'punct' and previous[1] not in ')]}'
                           or previous[0] == 'name' and previous[1] in KEYWORDS_BEFORE_REGEX):
            i = skip_regex(i)
            previous = ('literal', '/', line)
            yield previous
        elif c.isalpha() or c in '_$':
            j = i
            while j < n and (text[j].isalnum() or text[j] in '_$'):
                j += 1
            previous = ('name', text[i:j], line)
            yield previous
            i = j
        elif c.isdigit():
            j = i
            while j < n and (text[j].isalnum() or text[j] in '._'):
                j += 1
            previous = ('number', text[i:j], line)
            yield previous
            i = j
        else:
            if text.startswith('=>', i):
                c = '=>'
            elif c == '{':
                braces.append('code')
            elif c == '}':
                if not braces:
                    raise Unmatched(f'line {line}: a "}}" closes nothing')
                braces.pop()
            previous = ('punct', c, line)
            yield previous
            i += len(c)
    if braces:
        raise Unmatched(f'{len(braces)} brace(s) left open at the end of the file')


def functions(text):
    """(name, first line, last line) of every function with a block body."""
    found = []
    seen = []   # the tokens so far
    parens = []  # indices in `seen` of the open '(' and '['
    opened = []  # per open '{': (name, first line) when it opens a function body, else None
    for token in tokens(text):
        kind, value, line = token
        if kind == 'punct' and value in '([':
            parens.append(len(seen))
        elif kind == 'punct' and value in ')]':
            if not parens:
                raise Unmatched(f'line {line}: a "{value}" closes nothing')
            token = (kind, value, line, parens.pop())  # remembers where its '(' stood
        elif kind == 'punct' and value == '{':
            opened.append(function_head(seen))
        elif kind == 'punct' and value == '}':
            head = opened.pop()
            if head:
                found.append((head[0], head[1], line))
        seen.append(token)
    if parens:
        raise Unmatched(f'{len(parens)} bracket(s) left open at the end of the file')
    return found


def function_head(seen):
    """(name, first line) when the '{' after `seen` opens a function body, else None."""
    if not seen:
        return None
    last = seen[-1]
    if last[:2] == ('punct', '=>'):
        return (arrow_name(seen), last[2])
    if last[:2] != ('punct', ')') or len(last) < 4 or last[3] == 0:
        return None
    before = seen[last[3] - 1]
    if before[0] == 'name' and before[1] == 'function' or before[:2] == ('punct', '*'):
        return (anonymous_name(seen, last[3] - 1), before[2])
    if before[0] == 'name' and before[1] not in NOT_FUNCTIONS:
        return (before[1], before[2])
    return None


def arrow_name(seen):
    """`name` for `const name = (...) =>`, `name: (...) =>` and `name = async x =>`; else 'an arrow function'."""
    k = len(seen) - 2  # the parameters' last token
    if k >= 0 and len(seen[k]) == 4:
        k = seen[k][3]  # their '('
    k -= 1
    if k >= 0 and seen[k][:2] == ('name', 'async'):
        k -= 1
    if k >= 1 and seen[k][1] in ('=', ':') and seen[k - 1][0] == 'name':
        return seen[k - 1][1]
    return 'an arrow function'


def anonymous_name(seen, k):
    """`name` for `const name = function (` and `name: function* (`; else 'a function expression'."""
    if seen[k][1] != 'function' and k >= 1:
        k -= 1  # the '*' of function* (
    if k >= 2 and seen[k - 1][1] in ('=', ':') and seen[k - 2][0] == 'name':
        return seen[k - 2][1]
    return 'a function expression'


def main(paths):
    problems = []
    for path in paths:
        try:
            found = functions(path.read_text(encoding='utf-8'))
        except Unmatched as e:
            problems.append(f'{path}: cannot match its brackets ({e})')
            continue
        for name, first, last in found:
            if last - first + 1 > LIMIT:
                problems.append(f'{path}:{first}: {name} is {last - first + 1} lines (at most {LIMIT})')
    for problem in problems:
        print(f'FAIL: {problem}', file=sys.stderr)
    if problems:
        return 1
    print(f'function length: ok ({len(paths)} files, no function over {LIMIT} lines)')
    return 0


if __name__ == '__main__':
    named = [pathlib.Path(p) for p in sys.argv[1:]]
    sys.exit(main(named or sorted((ROOT / 'web' / 'js').glob('*.js'))))
