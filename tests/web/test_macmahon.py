"""The MacMahon tab: the 30 cubes of the engine's list in the tableau, target Ba from Conway's
collection with solution number 16 (2 with interior matching) as the CLI says, the arrangement
viewer through all 16 (each block as the CLI's arrangement), the explode slider, the census table
for Ba as the CLI prints it, clicks in the tableau, bad input with the CLI's message next to its
field, and a screenshot."""
import json
import os
import pathlib
import re
import subprocess

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')
if not pathlib.Path(CLI).exists():
    fail(f'no native program at {CLI} (set CUBEWORKS_CLI)')


def cli(*args):
    return subprocess.run([CLI, *args], capture_output=True, text=True)


def cli_json(*args):
    r = cli(*args, '--json')
    if r.returncode != 0:
        fail(f'cubeworks {" ".join(args)} failed: {r.stderr}')
    return json.loads(r.stdout)


def cli_error(option, *args):
    """The CLI's one-line message, after its "error: " and any "--option: " prefix (the messages
    about a target or a cube list name the item at fault and print without the option)."""
    r = cli(*args)
    if r.returncode != 2:
        fail(f'cubeworks {" ".join(args)} exited {r.returncode}, expected 2')
    line = r.stderr.strip().splitlines()[-1]
    m = re.search(r'error: (?:' + re.escape(f'--{option}: ') + r')?(.*)$', line)
    if not m:
        fail(f'no error in the CLI message {line!r}')
    return m.group(1)


def settle(app):
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')


def error_next_to(app, field):
    return app.js(f'const s = document.querySelector(\'#tab-macmahon .field-error[data-for="{field}"]\');'
                  'return s ? s.textContent : ""')


conway = ['--target', 'Ba', '--cubes', 'row:A,col:b,-Ab']
outside = cli_json('macmahon', 'solve', *conway)
inside = cli_json('macmahon', 'solve', *conway, '--interior')
if (outside['solution_number'], inside['solution_number']) != (16, 2):
    fail(f'the CLI gives {outside["solution_number"]} and {inside["solution_number"]}, not 16 and 2')
engine_cubes = cli_json('macmahon', 'cubes')['cubes']

with App(hash_='macmahon') as app:
    app.tab('macmahon')
    settle(app)

    # The tableau: one cube per cube of the engine's list, in its place.
    count = app.js('return window.cubeworksApp.macmahon.cubeCount()')
    listed = app.js('return window.cubeworksApp.macmahon.state.cubes.map(c => c.name + " " + c.colouring)')
    if count != 30 or listed != [f'{c["name"]} {c["colouring"]}' for c in engine_cubes]:
        fail(f'the tableau shows {count} cubes, {listed[:3]}...; the engine lists {len(engine_cubes)}')
    if len(app.finds('#mm-legend .mm-swatch')) != 6:
        fail('the legend does not show six colours')

    # Ba from Conway's collection, the page's starting example.
    app.wait_text('#mm-solution-number', '16')
    if app.text('#mm-solution-number') != str(outside['solution_number']):
        fail(f'solution number {app.text("#mm-solution-number")!r}, the CLI says {outside["solution_number"]}')
    if app.js('return document.getElementById("mm-cubes").value') != 'row:A,col:b,-Ab':
        fail("the cubes field is not Conway's collection for Ba")
    if 'cubeworks macmahon solve --target Ba --cubes row:A,col:b,-Ab' not in app.text('#mm-solve-command'):
        fail(f'solve command line: {app.text("#mm-solve-command")!r}')

    # The viewer steps through all 16, each block the CLI's arrangement (cube and colouring per cell).
    for k in range(outside['solution_number']):
        app.wait_text('#mm-arrangement-label', f'arrangement {k + 1} of 16')
        shown = app.js('return window.cubeworksApp.macmahon.shownCubes()')
        expected = sorted((c['cell'], c['cube'], c['colouring']) for c in outside['arrangements'][k]['cells'])
        if sorted((c['cell'], c['cube'], c['colouring']) for c in shown) != expected:
            fail(f'arrangement {k + 1}: the block shows {shown}, the CLI {expected}')
        if k + 1 < outside['solution_number']:
            app.click('#mm-next')

    # The explode slider moves the cubes apart and changes the picture.
    before = app.js('return window.cubeworksApp.scenes.macmahon.snapshot()')
    spread = app.js('return window.cubeworksApp.macmahon.shownCubes().map(c => Math.abs(c.x)).join()')
    app.js('const e = document.getElementById("mm-explode"); e.value = 1; e.dispatchEvent(new Event("input"))')
    after = app.js('return window.cubeworksApp.scenes.macmahon.snapshot()')
    apart = app.js('return window.cubeworksApp.macmahon.shownCubes().map(c => Math.abs(c.x)).join()')
    if before == after or spread == apart:
        fail('the explode slider does not change the view')

    # The tableau turns its cubes over to show the three faces out of sight.
    tableau_before = app.js('return window.cubeworksApp.scenes["macmahon-tableau"].snapshot()')
    app.click('#mm-flip')
    app.wait_text('#mm-flip', 'top, front and right')
    if app.js('return window.cubeworksApp.scenes["macmahon-tableau"].snapshot()') == tableau_before:
        fail('turning the tableau cubes over does not change the view')
    app.click('#mm-flip')
    app.wait_text('#mm-flip', 'hidden faces')

    # Downloads of the block, named for what they hold.
    app.js('window.mmDownloads = []; HTMLAnchorElement.prototype.click = function () { window.mmDownloads.push(this.download); };')
    app.click('#mm-stl')
    app.click('#mm-gltf')
    app.wait(lambda: len(app.js('return window.mmDownloads')) == 2, 'two downloads')
    names = app.js('return window.mmDownloads')
    if names != ['macmahon_Ba_arrangement_16_of_16_exploded_with_target.stl',
                 'macmahon_Ba_arrangement_16_of_16_exploded_with_target.gltf']:
        fail(f'download names {names}')

    # The interior-matching variant re-solves.
    app.click('#mm-interior')
    app.wait_text('#mm-arrangement-label', 'of 2')
    if app.text('#mm-solution-number') != str(inside['solution_number']):
        fail(f'interior: {app.text("#mm-solution-number")!r}, the CLI says {inside["solution_number"]}')
    shown = app.js('return window.cubeworksApp.macmahon.shownCubes()')
    if sorted((c['cell'], c['cube']) for c in shown) != sorted((c['cell'], c['cube']) for c in inside['arrangements'][0]['cells']):
        fail('the interior arrangement shown is not the CLI\'s first')

    # The census table for Ba: the CLI's rows.
    app.wait(lambda: app.finds('#mm-census-table tbody tr'), 'the census table')
    rows = [[td.text for td in tr.find_elements('css selector', 'td')] for tr in app.finds('#mm-census-table tbody tr')]
    text = cli('macmahon', 'census', '--target', 'Ba').stdout.splitlines()
    header = text.index(next(line for line in text if line.startswith('solution number')))
    expected = [line.split() for line in text[header + 1:] if re.match(r'^\s*\d', line)]
    if rows != expected:
        fail(f'census table {rows}, the CLI prints {expected}')
    if 'cubeworks macmahon census --target Ba' not in app.text('#mm-census'):
        fail('the census table does not name its command line')
    app.wait(lambda: app.finds('#mm-targets-table tbody tr'), 'the targets table')
    targets = cli_json('macmahon', 'targets')['distribution']
    rows = [[td.text for td in tr.find_elements('css selector', 'td')] for tr in app.finds('#mm-targets-table tbody tr')]
    if rows != [[k, str(v)] for k, v in sorted(targets.items(), key=lambda kv: int(kv[0]))]:
        fail(f'targets table {rows}, the CLI {targets}')

    # A click on a cube of the tableau makes it the target (Conway's collection for it follows);
    # in the other mode a click takes a cube out of the 8 and puts it back.
    app.js('document.getElementById("mm-interior").checked = false')

    def click_cube(name):
        p = app.js(f'return window.cubeworksApp.macmahon.screenPoint("{name}")')
        app.driver.execute_cdp_cmd('Input.dispatchMouseEvent', {'type': 'mousePressed', 'x': p['x'], 'y': p['y'], 'button': 'left', 'clickCount': 1})
        app.driver.execute_cdp_cmd('Input.dispatchMouseEvent', {'type': 'mouseReleased', 'x': p['x'], 'y': p['y'], 'button': 'left', 'clickCount': 1})
        settle(app)

    app.js('document.getElementById("mm-tableau").scrollIntoView({block: "center"})')
    click_cube('Fe')
    app.wait(lambda: app.js('return document.getElementById("mm-target").value') == 'Fe', 'Fe to be the target')
    want = cli_json('macmahon', 'solve', '--target', 'Fe', '--cubes', 'row:E,col:f,-Ef')['solution_number']
    app.wait_text('#mm-solution-number', str(want))
    if app.js('return document.getElementById("mm-cubes").value') != 'row:E,col:f,-Ef':
        fail("clicking Fe did not fill in Conway's collection for Fe")
    app.click('#mm-mode-cubes')
    click_cube('Ea')
    app.wait_text('#mm-chosen', '7 cubes')
    if 'Ea' in app.js('return document.getElementById("mm-cubes").value'):
        fail('clicking Ea in the set did not take it out')
    click_cube('Ea')
    app.wait_text('#mm-chosen', '8 cubes')
    app.wait_text('#mm-solution-number', str(want))

    # A target typed as the six colours of a physical cube in any position (Ba turned a half turn
    # about the vertical): the engine names it and Conway's collection for it follows.
    from selenium.webdriver.common.keys import Keys
    app.click('#mm-mode-target')
    app.type('#mm-target', '154263')
    app.keys(Keys.ENTER)
    app.wait(lambda: app.js('return document.getElementById("mm-target").value') == 'Ba', '154263 read as Ba')
    app.wait(lambda: app.js('return document.getElementById("mm-cubes").value') == 'row:A,col:b,-Ab', "Ba's collection")
    settle(app)
    app.wait_text('#mm-solution-number', '16')

    # Bad input: the CLI's message next to the field.
    for field, value, other in (('target', 'Zz', 'row:A,col:b,-Ab'), ('target', '123457', 'row:A,col:b,-Ab'),
                                ('cubes', 'Ac,Ad,Ae,Af,Cb,Db,Eb', None), ('cubes', 'Ac,Ad,Ae,Af,Cb,Db,Eb,123455', None)):
        target, cubes = (value, other) if field == 'target' else ('Ba', value)
        app.js('document.getElementById("mm-target").value = arguments[0];'
               'document.getElementById("mm-cubes").value = arguments[1];', target, cubes)
        app.click('#mm-solve')
        settle(app)
        want = cli_error(field, 'macmahon', 'solve', '--target', target, '--cubes', cubes)
        app.wait(lambda: error_next_to(app, field) == want, f'the {field} message {want!r} (page: {error_next_to(app, field)!r})')

    # Back to the documented example for the picture.
    app.js('document.getElementById("mm-target").value = "Ba"; document.getElementById("mm-cubes").value = "row:A,col:b,-Ab";'
           'const e = document.getElementById("mm-explode"); e.value = 0.45; e.dispatchEvent(new Event("input"))')
    app.click('#mm-mode-target')
    app.click('#mm-solve')
    settle(app)
    app.wait_text('#mm-solution-number', '16')
    app.wait_text('#mm-census', 'Target Ba:')
    if error_next_to(app, 'target') or error_next_to(app, 'cubes'):
        fail('an old error message stayed after a good solve')
    app.js('window.scrollTo(0, 0)')
    app.screenshot('macmahon')
print('ok')
