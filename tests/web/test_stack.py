"""The Stack tab (issue 27): the classic set loads and draws four cubes; a quarter turn changes the
colours the engine reports; a click on a cube chooses it and a drag turns it; Hint turns one cube;
Solve reaches "Solved!" and steps through the solutions; the colour graph's SVG is shown; a bad
cube is named beside the cubes field; the STL stands Z up with 20 mm cubes; the URL restores the
cubes and turns on reload and on Back; a long count is cancelled and the tab works on; no console
errors (the fixture). Screenshots stack.png,
phone-stack.png (390x844: the view first, the whole column inside it)."""

from browser import App, fail, stl_measure


def settle(app):
    app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')


def doc(app):
    return app.js('return window.cubeworksApp.stack.state.doc')


def field_error(app, field):
    return app.js(f'const s = [...document.querySelectorAll("#tab-stack .field-error[data-for=\\"{field}\\"]")]'
                  '.find(e => e.offsetParent !== null && getComputedStyle(e).visibility !== "hidden");'
                  'return s ? s.textContent : ""')


def turned(app):
    return [c['turned'] for c in doc(app)['cubes']]


def stl_extent(app):
    size, lo, triangles, _ = stl_measure(app.download('#st-stl'), 'the STL')
    return size, lo, triangles


with App(hash_='stack', timeout=90) as app:
    app.tab('stack')
    settle(app)
    d = doc(app)
    if [c['turned'] for c in d['cubes']] != ['RGRRBW', 'WGWRBR', 'GWBWRG', 'RBGGBW'] or app.js(
            'return window.cubeworksApp.stack.cubeCount()') != 4:
        fail(f'the classic set does not load as given: {d and d["cubes"]}')
    if d['solved'] or '1 of 4 long sides complete' not in app.text('#st-verdict'):
        fail(f'the classic set as given: {app.text("#st-verdict")!r}')
    app.wait(lambda: app.js('return !!document.querySelector("#st-graph svg")'), 'the colour graph SVG')
    if 'It stacks' not in app.text('#st-reason'):
        fail(f'the reason under the graph: {app.text("#st-reason")!r}')

    # A quarter turn of the chosen cube (button), then one by a key: the engine's colours change.
    before = turned(app)
    app.click('#st-turn-x')
    settle(app)
    after = turned(app)
    if after[0] != 'RRRGBW' or after[1:] != before[1:]:
        fail(f'x on cube 1 (up to front) gave {after}, expected RRRGBW for cube 1 and the rest unchanged')
    if 'turns=x' not in app.js('return decodeURIComponent(location.hash)'):
        fail(f'the URL does not hold the turn: {app.js("return location.hash")}')
    # Cube 2 chosen by the menu, then the key y (the focus is on the x button, not in a field).
    app.js('const s = document.getElementById("st-cube"); s.value = "1"; s.dispatchEvent(new Event("change"))')
    app.keys('y')
    settle(app)
    if turned(app)[1] != 'WGBRRW':
        fail(f'the key y on cube 2 (front to right) gave {turned(app)[1]}, expected WGBRRW')

    # A click on cube 3 chooses it; a drag to the right on it turns it about the column (y).
    p = app.js('return window.cubeworksApp.stack.screenPoint(2)')
    app.js('const t = document.querySelector("#st-view canvas");'
           'const at = (type, x) => t.dispatchEvent(new PointerEvent(type, {clientX: x, clientY: arguments[1], bubbles: true}));'
           'at("pointerdown", arguments[0]); at("pointerup", arguments[0] + 40);', p['x'], p['y'])
    settle(app)
    chosen = app.js('return document.getElementById("st-cube").value')
    if chosen != '2' or turned(app)[2] == 'GWBWRG':
        fail(f'a drag on cube 3 did not choose and turn it: cube menu {chosen}, {turned(app)}')

    # Hint: one cube turned, the message names it.
    app.click('#st-hint')
    settle(app)
    app.wait_text('#st-message', 'Hint: cube')

    # Solve: the column is turned to a solution; the engine says it is solved.
    app.click('#st-solve')
    settle(app)
    app.wait_text('#st-verdict', 'Solved!')
    if not doc(app)['solved'] or '8 stacks' not in app.text('#st-counts') or '1 up to' not in app.text('#st-counts'):
        fail(f'after Solve: {app.text("#st-verdict")!r}, {app.text("#st-counts")!r}')
    if app.js('return document.querySelectorAll("#st-graph svg").length') != 1:
        fail('the solutions\' subgraphs are not drawn')
    app.screenshot('stack')
    # Turned round, the view shows the back and left sides; the sides table and the graph below.
    app.click('#st-round')
    app.js('document.getElementById("st-sides").scrollIntoView()')
    app.js_async('setTimeout(() => arguments[0](), 800)')
    app.screenshot('stack-back')

    # The STL: four 20 mm cubes standing on one another, Z up.
    app.capture_downloads()
    size, lo, triangles = stl_extent(app)
    if any(abs(a - b) > 0.45 for a, b in zip(size, (20, 20, 80))) or abs(lo[2]) > 1e-3 or triangles != 4 * 12:
        fail(f'the STL: extent {size}, lowest z {lo[2]}, {triangles} triangles; expected 20 x 20 x 80 mm (less the 0.4 mm print gap) on z = 0, 48 triangles')
    app.download('#st-gltf')

    # The URL round trip: a reload shows the same turns; Back goes to the cubes before.
    hash_ = app.js('return location.hash')
    solved = turned(app)
    app.driver.refresh()
    app.wait(lambda: app.js('return document.body.dataset.ready === "true"'), 'the page to be ready again')
    app.tab('stack')
    settle(app)
    if turned(app) != solved or not doc(app)['solved'] or app.js('return location.hash') != hash_:
        fail(f'after a reload: {turned(app)} ({app.js("return location.hash")}), expected {solved} ({hash_})')

    # Another set (MacMahon's cubes by name), then Back: the classic set, solved, again.
    app.type('#st-cubes', 'Ab,Ac,Ad,Ae,Af,Ba')
    app.click('#st-apply')
    settle(app)
    app.wait(lambda: app.js('return window.cubeworksApp.stack.cubeCount()') == 6, 'six MacMahon cubes')
    # Solve lists several solutions here; ▶ turns the column to the next one, solved too.
    app.click('#st-solve')
    settle(app)
    app.wait_text('#st-verdict', 'Solved!')
    first = turned(app)
    app.click('#st-next')
    settle(app)
    app.wait_text('#st-solution-label', 'solution 2 of')
    if not doc(app)['solved'] or turned(app) == first:
        fail(f'▶ did not show the second solution solved: {turned(app)} after {first}')
    app.driver.back()
    app.wait(lambda: app.js('return window.cubeworksApp.stack.cubeCount()') == 4, 'Back to the classic set')
    settle(app)
    if turned(app) != solved:
        fail(f'Back did not restore the solved classic column: {turned(app)}')

    # A bad cube: one line beside the cubes field, naming the cube.
    app.type('#st-cubes', 'RGRRBW,RGB')
    app.click('#st-apply')
    settle(app)
    app.wait(lambda: field_error(app, 'cubes'), 'an error beside the cubes field')
    message = field_error(app, 'cubes')
    if "'RGB'" not in message or '\n' in message:
        fail(f'the cubes field error: {message!r}')

    # A set that does not stack: Hint says why (stack explain's reason).
    app.type('#st-cubes', '111111,111111,123123')
    app.click('#st-apply')
    settle(app)
    app.click('#st-hint')
    settle(app)
    app.wait_text('#st-message', 'do not stack')
    if 'colour 2 is on 2 faces' not in app.text('#st-message'):
        fail(f'the hint for a set that does not stack: {app.text("#st-message")!r}')

    # A long count (24 cubes, 2.4e9 stacks: 23 s for the native program on the 2-core machine) keeps the tab busy: its buttons are off,
    # the status line offers Cancel, and Cancel gives back a working tab.
    long = ','.join('.'.join(str((i + k) % 24) for k in (0, 3, 1, 4, 2, 5)) for i in range(24))
    app.type('#st-cubes', long)
    app.click('#st-apply')
    settle(app)
    app.click('#st-solve')
    app.wait(lambda: app.js('return document.getElementById("st-hint").disabled && '
                            '!document.getElementById("status-cancel").hidden'), 'the tab to be busy with Cancel offered')
    app.click('#status-cancel')
    settle(app)
    app.wait(lambda: not app.js('return document.getElementById("st-hint").disabled'), 'the buttons back after Cancel')
    if 'cancelled' not in app.text('#status-text') or app.js('return window.cubeworksApp.stack.state.solution') is not None:
        fail(f'after Cancel: status {app.text("#status-text")!r}')
    before = turned(app)[0]
    app.click('#st-turn-z')
    settle(app)
    if turned(app)[0] == before:
        fail('a turn after Cancel did nothing')

with App(hash_='stack?cubes=classic&turns=xy,xzz,XY,x', size=(390, 844), timeout=90) as app:
    app.tab('stack')
    settle(app)
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    if not doc(app)['solved']:
        fail('the link with a solution\'s turns does not show a solved column')
    box = app.js('const r = document.querySelector("#st-view").getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]')
    if box[1] > 844 / 2:
        fail(f'on a phone the 3D view starts {box[1]:.0f} px down the page')
    # Every cube's top and bottom corners inside the view.
    points = app.js('const T = window.cubeworksApp.scenes.stack.camera.position.constructor; const out = [];'
                    'for (let i = 0; i < 4; ++i) for (const y of [-0.5, 0.5]) for (const x of [-0.5, 0.5])'
                    ' out.push(window.cubeworksApp.stack.screenPoint(i, new T(x, y, 0.5))); return out')
    outside = [p for p in points if not (box[0] <= p['x'] <= box[2] and box[1] <= p['y'] <= box[3])]
    if outside:
        fail(f'on a phone {len(outside)} corners of the column lie outside the view {box}: {outside[:3]}')
    app.screenshot('phone-stack')
print('stack: ok')
