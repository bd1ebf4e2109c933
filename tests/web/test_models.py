"""Printable models (issue 26, failures 10 and 12): each STL the page offers is parsed here and
stands Z up on the bed in millimetres: a rolling cube 20 mm, a MacMahon cube 20 mm, the Hoffman
packing within 100 mm, the 4D slices within a 220 x 220 mm bed, the Stack column 20 x 20 x 80 mm; the glTF downloads write no
console warning (the fixture fails the test on one)."""
from browser import App, fail, stl_measure


def stl(app, button):
    size, lo, _, up = stl_measure(app.download(button), button)
    return size, lo, up


def gltf(app, button):
    app.download(button)
    if app.own_console_problems():
        fail(f'{button}: the console says {[e["message"] for e in app.own_console_problems()]}')


def check(what, size, lo, want):
    for axis, (got, (least, most)) in enumerate(zip(size, want)):
        if not least <= got <= most:
            fail(f'{what}: {"xyz"[axis]} extent {got:.1f} mm, expected {least}..{most} (size {size})')
    if abs(lo[2]) > 1e-3:
        fail(f'{what}: the model does not stand on z = 0 (lowest z {lo[2]})')


with App(hash_='rolling') as app:
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.capture_downloads()
    size, lo, up = stl(app, '#roll-stl')
    # The 3x3 board: three 20 mm cubes a row on cells 23 mm apart, with the plate's rim; 20 mm tall on the plate.
    check('rolling 3x3', size, lo, [(60, 80), (60, 80), (20, 28)])
    gltf(app, '#roll-gltf')

with App(hash_='macmahon') as app:
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.capture_downloads()
    size, lo, up = stl(app, '#mm-stl')
    # The 2x2x2 block of 20 mm cubes beside the target at double size: 40 mm tall.
    check('macmahon block', size, lo, [(80, 200), (40, 200), (39.9, 40.1)])
    gltf(app, '#mm-gltf')

with App(hash_='hoffman') as app:
    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    app.capture_downloads()
    size, lo, up = stl(app, '#hf-stl')
    check('hoffman 3D', size, lo, [(90, 100), (90, 100), (90, 100)])
    gltf(app, '#hf-gltf')
    app.click('#hf-show4d')
    app.wait(lambda: app.js('return !!(window.cubeworksApp.hoffman.shown && window.cubeworksApp.hoffman.shown.kind === "4d")'),
             'the 4D packing')
    size, lo, up = stl(app, '#hf-stl')
    check('hoffman 4D slices', size, lo, [(150, 220), (150, 220), (30, 220)])
    gltf(app, '#hf-gltf')

with App(hash_='stack') as app:
    app.tab('stack')
    app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
    app.capture_downloads()
    size, lo, up = stl(app, '#st-stl')
    # The classic column: four 20 mm cubes standing on one another.
    check('stack column', size, lo, [(19.9, 20.1), (19.9, 20.1), (79.9, 80.1)])
    gltf(app, '#st-gltf')
print('models: ok')
