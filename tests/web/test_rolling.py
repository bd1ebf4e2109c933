"""The rolling tab: moves by click and by arrow keys, undo, a hint whose distance agrees with the
command line's optimal length (the 3x3 table's time in Chromium printed), Solve on the classic
3x3 shows the CLI's 36 moves and replaying them in the page reaches the goal, other boards load,
a bad start shows the CLI's one-line message next to the field; the Cubic Eight-Puzzle preset
solves with the CLI's moves and its solution plays to the goal pattern, dice draw their pips;
screenshots rolling.png and rolling-dice.png."""
import json
import os
import pathlib
import subprocess

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')
if not pathlib.Path(CLI).exists():
    fail(f'no command-line program at {CLI} (set CUBEWORKS_CLI)')
KEY_NAMES = {'U': '\ue013', 'D': '\ue015', 'L': '\ue012', 'R': '\ue014'}  # Selenium's arrow keys


def cli_solve(start, goal, *more):
    out = subprocess.run([CLI, 'roll', 'solve', '--from', start, '--to', goal, '--json', '--quiet', *more],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def cli_error(*args):
    out = subprocess.run([CLI, *args], capture_output=True, text=True)
    if out.returncode != 2:
        fail(f'cubeworks {" ".join(args)} exited {out.returncode}, expected 2')
    return out.stderr.strip()


def idle(app):
    """Waits until the tab has finished every move, hint and solve it was asked for."""
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')


def state(app):
    return app.text('#roll-state')


def expect_state(app, expected, what):
    idle(app)
    if state(app) != expected:
        fail(f'{what}: the page shows {state(app)}, expected {expected} ({app.text("#roll-status")!r})')


def press(app, letters):
    app.js('document.activeElement && document.activeElement.blur()')  # keys go to the page
    for letter in letters:
        app.keys(KEY_NAMES[letter])
    idle(app)


def click_cube(app, cell):
    """A real mouse click on the cube standing on `cell`, where the 3D view draws it."""
    from selenium.webdriver.common.action_chains import ActionChains
    idle(app)
    # Two frames drawn: the layout and the view have settled where the cube is looked for.
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    canvas = app.find('#roll-view canvas')
    point = app.js(f'return window.cubeworksApp.rollingView.screenPoint({cell})')
    rect = app.js('const r = arguments[0].getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}', canvas)
    ActionChains(app.driver).move_to_element_with_offset(canvas, int(point['x'] - rect['x']), int(point['y'] - rect['y'])) \
        .click().perform()
    idle(app)


def set_animate(app, on):
    if app.find('#roll-animate').is_selected() != on:
        app.click('#roll-animate')


def cubes(app):
    return app.js('return window.cubeworksApp.rollingView.cubes.size')


with App(hash_='rolling') as app:
    app.tab('rolling')
    expect_state(app, '000/0.0/000', 'the classic start')
    if cubes(app) != 8:
        fail(f'{cubes(app)} cubes drawn on the 3x3 board, expected 8')

    # A click on the cube south of the empty cell rolls it north (U), animated: black faces north.
    click_cube(app, 7)
    expect_state(app, '000/020/0.0', 'after clicking the cube south of the hole')
    # ArrowLeft: the cube east of the hole rolls west; black up turns to black west (5).
    press(app, 'L')
    expect_state(app, '000/020/05.', 'after ArrowLeft')
    if app.text('#roll-moves') != '2: UL':
        fail(f'moves so far: {app.text("#roll-moves")!r}')
    app.click('#roll-undo')
    expect_state(app, '000/020/0.0', 'after Undo')
    press(app, 'D')  # the cube north of the hole (the one that came from there) rolls back
    expect_state(app, '000/0.0/000', 'after ArrowDown')

    # Hint from a played position: the distance is the CLI's optimal length, the listed moves
    # lead one step nearer (the distance follows the moves once the table is there).
    press(app, 'RU')
    here = state(app)
    app.click('#roll-hint')
    idle(app)
    expected = cli_solve(here, '111/1.1/111')['length']
    distance = app.text('#roll-distance')
    if distance != f'{expected} moves':
        fail(f'hint distance {distance!r} at {here}, the CLI says {expected}')
    seconds = app.js('return window.cubeworksApp.rollingHintSeconds')
    print(f'3x3 hint: the goal\'s distance table (15,116,544 states) built in {seconds:.3f} s in Chromium (worker)')
    if 'optimal next move' not in app.text('#roll-hint-text'):
        fail(f'hint text: {app.text("#roll-hint-text")!r}')
    best = app.js('return window.cubeworksApp.rolling.hint.map(m => m.move)')
    arrows = app.js('return window.cubeworksApp.rollingView.group.children.filter(o => o.name.startsWith("hint")).length')
    if not best or arrows != len(best):
        fail(f'best moves {best}, {arrows} arrows drawn')
    press(app, best[0])
    if app.text('#roll-distance') != f'{expected - 1} moves':
        fail(f'after the hinted move the distance is {app.text("#roll-distance")!r}, expected {expected - 1}')
    app.click('#roll-hint')
    idle(app)
    again = app.js('return window.cubeworksApp.rollingHintSeconds')
    print(f'3x3 hint with the table built: {again * 1000:.1f} ms')

    # Solve the classic puzzle: the CLI's 36 moves, then replayed in the page with the arrow keys.
    app.click('#roll-reset')
    expect_state(app, '000/0.0/000', 'after Reset')
    app.click('#roll-solve')
    idle(app)
    app.wait_text('#roll-solution-length', '36 moves:')
    moves = app.text('#roll-solution-moves')
    classic = cli_solve('000/0.0/000', '111/1.1/111')
    if moves != classic['moves']:
        fail(f'the page solves with {moves}, the CLI with {classic["moves"]}')
    set_animate(app, False)
    press(app, moves)
    expect_state(app, '111/1.1/111', 'after replaying the solution')
    app.wait_text('#roll-status', 'solved!')
    if app.text('#roll-moves') != f'36: {moves}':
        fail(f'moves so far after the replay: {app.text("#roll-moves")!r}')
    # And by the Play button.
    app.click('#roll-reset')
    app.click('#roll-solve')
    idle(app)
    app.click('#roll-play')
    idle(app)
    app.wait_text('#roll-status', 'solved!')

    # Other boards: the presets load with their cubes.
    for board, start, count in (('4x4', '0000/0.00/0000/0000', 15), ('2x2', '00/0.', 3), ('2x3', '000/0.0', 5)):
        app.js(f'const s = document.getElementById("roll-board"); s.value = "{board}"; s.dispatchEvent(new Event("change"))')
        expect_state(app, start, f'the {board} preset')
        if cubes(app) != count:
            fail(f'{cubes(app)} cubes on the {board} board, expected {count}')
    app.click('#roll-hint')
    idle(app)
    expected = cli_solve('000/0.0', '111/1.1')['length']
    if app.text('#roll-distance') != f'{expected} moves':
        fail(f'2x3 hint distance {app.text("#roll-distance")!r}, the CLI says {expected}')

    # 3x4: too big for a table in the browser, the hint and Solve come from IDA*.
    app.js('const s = document.getElementById("roll-board"); s.value = "3x4"; s.dispatchEvent(new Event("change"))')
    expect_state(app, '0000/0.00/0000', 'the 3x4 preset')
    app.click('#roll-hint')
    idle(app)
    big = cli_solve('0000/0.00/0000', '1111/1.11/1111', '--perimeter', '65536', '--no-cache')
    if app.text('#roll-distance') != f'{big["length"]} moves' or 'IDA*' not in app.text('#roll-hint-text'):
        fail(f'3x4 hint: {app.text("#roll-distance")!r}, {app.text("#roll-hint-text")!r}; the CLI says {big["length"]}')
    print(f'3x4 hint by IDA* in Chromium: {app.js("return window.cubeworksApp.rollingHintSeconds"):.2f} s')
    app.click('#roll-solve')
    idle(app)
    app.wait_text('#roll-solution-length', f'{big["length"]} moves:')

    # Bad input: the CLI's message, next to the field.
    app.type('#roll-start', '000/0.0/00')
    app.click('#roll-apply')
    idle(app)
    message = cli_error('roll', 'solve', '--from', '000/0.0/00').split('--from: ', 1)[1]
    shown = app.wait_text('.field-error[data-for="start"]', 'ragged')
    if shown != message:
        fail(f'next to the start: {shown!r}; the CLI says {message!r}')
    app.type('#roll-start', '000/0.0/000')
    app.type('#roll-goal', '111/1.1')
    app.click('#roll-apply')
    idle(app)
    message = cli_error('roll', 'solve', '--from', '000/0.0/000', '--to', '111/1.1').split('--to: ', 1)[1]
    shown = app.wait_text('.field-error[data-for="goal"]', 'board')
    if shown != message:
        fail(f'next to the goal: {shown!r}; the CLI says {message!r}')
    if app.text('.field-error[data-for="start"]'):
        fail('the start still shows an error after a good start')

    # Other kinds: the Cubic Eight-Puzzle preset (a goal of top colours) draws its cubes from the
    # engine's face colours, Solve gives the CLI's moves, and playing them reaches the pattern.
    app.js('const s = document.getElementById("roll-board"); s.value = "eight 3x3"; s.dispatchEvent(new Event("change"))')
    expect_state(app, '000/0.0/000', 'the eight 3x3 preset')
    if app.find('#roll-kind').get_attribute('value') != 'eight' and app.js('return document.getElementById("roll-kind").value') != 'eight':
        fail('the eight preset does not set the kind field')
    faces = app.js('return window.cubeworksApp.rolling.doc.faces[0]')
    if faces != 'WWRBRB' or cubes(app) != 8:
        fail(f'eight cubes: faces {faces!r}, {cubes(app)} cubes drawn')
    eight = cli_solve('000/0.0/000', 'RRR/R.R/RRR', '--kind', 'eight')
    app.click('#roll-hint')
    idle(app)
    if app.text('#roll-distance') != f'{eight["length"]} moves' or 'breadth-first' not in app.text('#roll-hint-text'):
        fail(f'eight hint: {app.text("#roll-distance")!r}, {app.text("#roll-hint-text")!r}; the CLI says {eight["length"]}')
    app.click('#roll-solve')
    idle(app)
    app.wait_text('#roll-solution-length', f'{eight["length"]} moves:')
    if app.text('#roll-solution-moves') != eight['moves']:
        fail(f'the page solves the eight puzzle with {app.text("#roll-solution-moves")}, the CLI with {eight["moves"]}')
    set_animate(app, False)
    app.click('#roll-play')
    idle(app)
    app.wait_text('#roll-status', 'solved!')
    if state(app) != eight['end']:
        fail(f'after playing the eight solution the page shows {state(app)}, the CLI ends in {eight["end"]}')
    # Dice: pips drawn as textures on every face.
    app.js('const s = document.getElementById("roll-board"); s.value = "dice 2x3"; s.dispatchEvent(new Event("change"))')
    expect_state(app, 'aaa/a.a', 'the dice 2x3 preset')
    textured = app.js('return [...window.cubeworksApp.rollingView.cubes.values()].every(m => m.material.every(x => x.map))')
    if cubes(app) != 5 or not textured:
        fail(f'dice: {cubes(app)} cubes drawn, every face textured: {textured}')
    app.screenshot('rolling-dice')
    # A bad kind: the CLI's message next to the field.
    app.type('#roll-kind', 'octahedron')
    app.click('#roll-apply')
    idle(app)
    message = cli_error('roll', 'solve', '--kind', 'octahedron').split('--kind: ', 1)[1]
    shown = app.wait_text('.field-error[data-for="kind"]', 'octahedron')
    if shown != message:
        fail(f'next to the kind: {shown!r}; the CLI says {message!r}')
    app.js('const s = document.getElementById("roll-board"); s.value = "3x3"; s.dispatchEvent(new Event("change"))')
    expect_state(app, '000/0.0/000', 'back to the classic 3x3')

    # The picture: the classic puzzle part-way along its solution, with a hint showing.
    app.type('#roll-goal', '111/1.1/111')
    app.click('#roll-apply')
    idle(app)
    press(app, moves[:9])
    set_animate(app, True)
    app.click('#roll-hint')
    idle(app)
    app.click('#roll-stl')
    app.click('#roll-gltf')
    app.js('window.scrollTo(0, 0)')
    app.screenshot('rolling')
print('ok')
