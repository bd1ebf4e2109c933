"""The 68 four-coloured cubes in the MacMahon tab (issue 26): a set switch shows the engine's 68
(macmahon cubes --family 4: names f4:1..f4:68, a row per set of colours shown) in the tableau,
solves docs/macmahon.md's example with the CLI's solution number (136), reads names and
colourings typed in, says what is not offered for them (Conway's collection, census, targets),
keeps the set in the URL, and switches back to the 30."""
import json
import os
import pathlib
import subprocess

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')
if not pathlib.Path(CLI).exists():
    fail(f'no native program at {CLI} (set CUBEWORKS_CLI)')


def cli_json(*args):
    r = subprocess.run([CLI, *args, '--json'], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f'cubeworks {" ".join(args)} failed: {r.stderr}')
    return json.loads(r.stdout)


def settle(app):
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')


family = cli_json('macmahon', 'cubes', '--family', '4')
example = ['--target', 'f4:6', '--cubes', 'f4:39,f4:4,f4:35,f4:61,f4:50,f4:46,f4:51,f4:59']
solved = cli_json('macmahon', 'solve', *example)
if solved['solution_number'] != 136:
    fail(f'the CLI gives {solved["solution_number"]} for the documented example, not 136')

with App(hash_='macmahon') as app:
    app.tab('macmahon')
    settle(app)
    app.wait_text('#mm-solution-number', '16')
    app.js('const s = document.getElementById("mm-set"); s.value = "68"; s.dispatchEvent(new Event("change"))')
    settle(app)

    # The tableau: the engine's 68, each at the engine's row and column.
    count = app.js('return window.cubeworksApp.macmahon.cubeCount()')
    listed = app.js('return window.cubeworksApp.macmahon.state.cubes.map(c => [c.name, c.colouring, c.row, c.column])')
    if count != 68 or listed != [[m['name'], m['colouring'], m['row'], m['column']] for m in family['members']]:
        fail(f'the tableau shows {count} cubes, {listed[:3]}...; the engine lists {family["members"][:3]}...')
    if app.text('#mm-tableau-title') != 'The 68 four-coloured cubes':
        fail(f'tableau title {app.text("#mm-tableau-title")!r}')
    shown_colours = app.js('return [...document.querySelectorAll("#mm-legend .mm-swatch")].filter(e => !e.hidden).length')
    if shown_colours != 4:
        fail(f'the legend shows {shown_colours} colours for the four-coloured cubes')

    # The documented example, solved as the CLI solves it.
    app.wait_text('#mm-arrangement-label', 'arrangement 1 of 136')
    if app.text('#mm-solution-number') != '136':
        fail(f'solution number {app.text("#mm-solution-number")!r}, the CLI says 136')
    shown = app.js('return window.cubeworksApp.macmahon.shownCubes()')
    expected = sorted((c['cell'], c['cube'], c['colouring']) for c in solved['arrangements'][0]['cells'])
    if sorted((c['cell'], c['cube'], c['colouring']) for c in shown) != expected:
        fail(f'arrangement 1: the block shows {shown}, the CLI {expected}')
    chosen = app.js('return [...window.cubeworksApp.macmahon.state.chosen].sort()')
    if chosen != sorted(example[3].split(',')) or app.js('return window.cubeworksApp.macmahon.state.target') != 'f4:6':
        fail(f'the tableau marks {chosen} and target {app.js("return window.cubeworksApp.macmahon.state.target")}')

    app.screenshot('macmahon-68')

    # What is not offered for these cubes is said, not silently missing.
    if app.js('return document.getElementById("mm-conway").hidden') is not True:
        fail("Conway's collection is offered for the 68")
    for box in ('#mm-census', '#mm-targets', '#mm-set-note'):
        if 'not offered' not in app.text(box) and 'Not offered' not in app.text(box):
            fail(f'{box} does not say what is not offered: {app.text(box)!r}')
    if 'set=68' not in app.js('return location.hash'):
        fail(f'the URL does not keep the set: {app.js("return location.hash")}')

    # Typed colourings find their cubes by the engine's canonical colouring.
    colourings = '131424,112234,123444,142333,132424,132334,132433,142323'
    app.js('const e = document.getElementById("mm-cubes"); e.value = arguments[0];'
           'e.dispatchEvent(new Event("input")); e.dispatchEvent(new Event("change"))', colourings)
    app.js('const e = document.getElementById("mm-target"); e.value = "112334"; e.dispatchEvent(new Event("input"))')
    app.click('#mm-solve')
    settle(app)
    app.wait_text('#mm-solution-number', '136')
    chosen = app.js('return [...window.cubeworksApp.macmahon.state.chosen].sort()')
    if chosen != sorted(example[3].split(',')):
        fail(f'typed colourings mark {chosen}')

    # A click on a cube makes it the target; a target of another family is the engine's error.
    app.js('const e = document.getElementById("mm-target"); e.value = "Ba"; e.dispatchEvent(new Event("input"))')
    app.click('#mm-solve')
    settle(app)
    error = app.js('const s = document.querySelector("#tab-macmahon .field-error"); return s ? s.textContent : ""')
    if 'colours' not in error:
        fail(f'a six-coloured target among the 68: {error!r}')

    # A link to the 68 restores them; the switch goes back to the 30 and Ba.
    app.open('macmahon?set=68&target=f4:6&cubes=f4:39,f4:4,f4:35,f4:61,f4:50,f4:46,f4:51,f4:59&variant=outside&arrangement=3')
    app.tab('macmahon')
    settle(app)
    app.wait_text('#mm-arrangement-label', 'arrangement 3 of 136')
    app.js('const s = document.getElementById("mm-set"); s.value = "30"; s.dispatchEvent(new Event("change"))')
    settle(app)
    app.wait_text('#mm-solution-number', '16')
    if app.js('return window.cubeworksApp.macmahon.cubeCount()') != 30:
        fail('switching back does not show the 30')
print('macmahon set: ok')
