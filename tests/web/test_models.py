"""Printable models (issue 26, failures 10 and 12): each STL the page offers is parsed here and
stands Z up on the bed in millimetres: a rolling cube 20 mm, a MacMahon cube 20 mm, the Hoffman
packing within 100 mm, the 4D slices within a 220 x 220 mm bed, the Stack column 20 x 20 x 80 mm; the glTF downloads write no
console warning (the fixture fails the test on one). Cubes that touch in the view (the MacMahon block, the Stack column) print
apart: every two cubes of the STL at least 0.3 mm apart. A pseudo-solution's STL holds its 27 boxes and not the red marker of
their overlap."""
import struct

from browser import App, fail, stl_measure


def solids(data, what, triangles_each=12):
    """The bounding boxes of a binary STL's solids, each `triangles_each` triangles in a row (a box)."""
    (n,) = struct.unpack_from('<I', data, 80)
    if n % triangles_each:
        fail(f'{what}: {n} triangles, not boxes of {triangles_each}')
    boxes = []
    for first in range(0, n, triangles_each):
        lo, hi = [float('inf')] * 3, [float('-inf')] * 3
        for t in range(first, first + triangles_each):
            values = struct.unpack_from('<12f', data, 84 + 50 * t)
            for v in range(1, 4):
                for a in range(3):
                    lo[a] = min(lo[a], values[3 * v + a])
                    hi[a] = max(hi[a], values[3 * v + a])
        boxes.append((lo, hi))
    return boxes


def check_apart(what, boxes, least=0.3):
    """Every two boxes separated by at least `least` mm along some axis: they print as separate pieces."""
    for i, (lo1, hi1) in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            lo2, hi2 = boxes[j]
            gap = max(max(lo2[a] - hi1[a], lo1[a] - hi2[a]) for a in range(3))
            if gap < least:
                fail(f'{what}: solids {i + 1} and {j + 1} are {gap:.2f} mm apart (they print fused), '
                     f'expected at least {least} mm')


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
    data = app.download('#mm-stl')
    size, lo, _, _ = stl_measure(data, '#mm-stl')
    # The 2x2x2 block of 20 mm cubes beside the target at double size: 40 mm tall (less the print gap).
    check('macmahon block', size, lo, [(80, 200), (40, 200), (39.5, 40.1)])
    check_apart('macmahon block', solids(data, '#mm-stl'))
    gltf(app, '#mm-gltf')

with App(hash_='hoffman') as app:
    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    app.capture_downloads()
    size, lo, up = stl(app, '#hf-stl')
    check('hoffman 3D', size, lo, [(90, 100), (90, 100), (90, 100)])
    gltf(app, '#hf-gltf')
    # A pseudo-solution: its 27 boxes, without the overlap marker as a 28th solid.
    app.click('[data-class="P2"]')
    app.wait_text('#hf-title', 'P2')
    pseudo = solids(app.download('#hf-stl'), 'P2')
    if len(pseudo) != 27:
        fail(f'the P2 pseudo-solution STL holds {len(pseudo)} solids, expected its 27 boxes')
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
    data = app.download('#st-stl')
    size, lo, _, _ = stl_measure(data, '#st-stl')
    # The classic column: four 20 mm cubes standing on one another, printed apart.
    check('stack column', size, lo, [(19.5, 20.1), (19.5, 20.1), (79.5, 80.1)])
    check_apart('stack column', solids(data, '#st-stl'))
    gltf(app, '#st-gltf')
print('models: ok')
