"""Phones and large screens (issue 26, failure 9): at 390x844 each tab shows its 3D view first
(its top within the first half screen) and the whole 4x4 board, all 30 cubes of the tableau and
the packing inside the view (the Stack tab's column: tests/web/test_stack.py); an arrow pad rolls cubes; a tap on a tableau cube reads its
colouring. Screenshots phone-*.png (390x844) and wide-*.png (1920x1080)."""
from browser import App, fail


def inside(app, points, view, what):
    box = app.js(f'const r = document.querySelector("{view}").getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]')
    out = [p for p in points if not (box[0] <= p['x'] <= box[2] and box[1] <= p['y'] <= box[3])]
    if out:
        fail(f'{what}: {len(out)} of {len(points)} points outside the view {box}: {out[:3]}')
    if box[1] > 844 / 2:
        fail(f'{what}: the view starts {box[1]:.0f} px down the page')


with App(hash_='rolling', size=(390, 844), timeout=90) as app:
    app.tab('rolling')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.js('const s = document.getElementById("roll-board"); s.value = "4x4"; s.dispatchEvent(new Event("change"))')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    corners = app.js('const v = window.cubeworksApp.rollingView; return [0, 3, 12, 15].map(c => v.screenPoint(c))')
    inside(app, corners, '#roll-view', 'the 4x4 board')
    app.screenshot('phone-rolling')
    before = app.text('#roll-state')
    app.click('#roll-pad .pad-D')
    app.js_async('window.cubeworksApp.rollingIdle().then(() => arguments[0]())')
    if app.text('#roll-state') == before:
        fail('the arrow pad did not roll a cube')

    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    names = app.js('return window.cubeworksApp.macmahon.state.cubes.map(c => c.name)')
    points = app.js('return arguments[0].map(n => window.cubeworksApp.macmahon.screenPoint(n))', names)
    inside(app, points, '#mm-tableau', 'the tableau')
    app.screenshot('phone-macmahon')
    # A tap (touch) on cube Fe reads its colouring.
    p = app.js('return window.cubeworksApp.macmahon.screenPoint("Fe")')
    app.js('const t = document.querySelector("#mm-tableau canvas");'
           'for (const type of ["pointerdown", "pointerup"]) t.dispatchEvent(new PointerEvent(type, {clientX: arguments[0], '
           'clientY: arguments[1], pointerType: "touch", bubbles: true}));', p['x'], p['y'] + 4)
    app.wait_text('#mm-hover', 'Fe: colours')

    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    corners = app.js('const s = window.cubeworksApp.scenes.hoffman; const THREE_ = s.camera.position.constructor;'
                     'const box = []; s.content.updateMatrixWorld(true); const r = s.renderer.domElement.getBoundingClientRect();'
                     's.content.traverse(o => { if (o.isMesh) { const p = new THREE_().setFromMatrixPosition(o.matrixWorld).project(s.camera);'
                     'box.push({x: r.left + (p.x + 1) / 2 * r.width, y: r.top + (1 - p.y) / 2 * r.height}); } }); return box')
    inside(app, corners, '#hf-view', 'the packing')
    app.screenshot('phone-hoffman')

with App(hash_='rolling', size=(1920, 1080)) as app:
    for name in ('rolling', 'macmahon', 'hoffman', 'stack'):
        app.tab(name)
        if name == 'stack':
            app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
        if name == 'macmahon':
            app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
        if name == 'hoffman':
            app.wait_text('#hf-counts', 'Pick a class')
        app.screenshot(f'wide-{name}')
print('phone: ok')
