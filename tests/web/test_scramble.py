"""Scramble (issue 26): to a chosen number of moves from the goal, pattern goals included (the
Cubic Eight-Puzzle's RRR/R.R/RRR, dice 666/6.6), exactly that far wherever the page's memory
holds the breadth-first layers (roll.generate), each start checked here by the CLI's optimal
solve; a distance farther than any state is the engine's error by the field; past the memory a
random walk that says it is one."""
import os
import pathlib
import subprocess

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')
if not pathlib.Path(CLI).exists():
    fail(f'no native program at {CLI} (set CUBEWORKS_CLI)')


def idle(app):
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


def choose(app, preset):
    app.js(f'const s = document.getElementById("roll-board"); s.value = "{preset}"; s.dispatchEvent(new Event("change"))')
    idle(app)


def errors(app):
    return app.js('return [...document.querySelectorAll("#tab-rolling .field-error, #tab-rolling .form-error")]'
                  '.map(e => e.textContent).join(" ")').strip()


def optimal_length(kind, start, goal):
    # IDA* without the pattern databases: the lengths here are short, and building the 4x4
    # databases (half a minute when the cache is empty) would check nothing more.
    r = subprocess.run([CLI, 'roll', 'solve', '--kind', kind, '--from', start, '--to', goal, '-q', '--groups', '0',
                        '--axis', 'off', '--no-cache'],
                       capture_output=True, text=True)
    for line in r.stdout.splitlines():
        if line.startswith('length'):
            return int(line.split()[1])
    fail(f'cubeworks roll solve --kind {kind} --from {start} --to {goal}: {r.stdout} {r.stderr}')


def scramble(app, n):
    app.type('#roll-scramble-n', str(n))
    app.click('#roll-scramble')
    idle(app)


with App(hash_='rolling', timeout=180) as app:
    app.tab('rolling')
    idle(app)
    for preset, kind, goal, n in (('eight 3x3', 'eight', 'RRR/R.R/RRR', 9), ('dice 2x3', 'dice', '666/6.6', 6),
                                  ('3x3', 'classic', '111/1.1/111', 12), ('4x4', 'classic', '1111/1.11/1111/1111', 14)):
        choose(app, preset)
        scramble(app, n)
        if errors(app):
            fail(f'{preset}: scramble to {n} refused: {errors(app)}')
        start = app.text('#roll-state')
        hint = app.text('#roll-hint-text')
        if f'exactly {n} moves' not in hint or app.text('#roll-distance') != f'{n} moves':
            fail(f'{preset}: scrambled to {n}: {hint!r}, distance {app.text("#roll-distance")!r}')
        if app.js('return window.cubeworksApp.rolling.goal') != goal:
            fail(f'{preset}: the goal changed to {app.js("return window.cubeworksApp.rolling.goal")}')
        length = optimal_length(kind, start, goal)
        if length != n:
            fail(f'{preset}: {start} is {length} moves from {goal} by the CLI, not {n}')

    # Farther than any state: the engine's words, by the scramble field.
    choose(app, '2x2')
    scramble(app, 40)
    if 'farthest' not in errors(app):
        fail(f'2x2 scrambled to 40: {errors(app)!r}')

    # 4x4 at 60 moves: the layers outgrow the page's memory; a walk, said to be one.
    choose(app, '4x4')
    scramble(app, 60)
    hint = app.text('#roll-hint-text')
    if errors(app) or 'at most 60 moves' not in hint:
        fail(f'4x4 scrambled to 60: {hint!r} {errors(app)!r}')
print('scramble: ok')
