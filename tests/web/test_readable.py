"""What a user must be able to read (issue 48): the 68-cube tableau's names and row labels at a
phone's width (430 px), each at least 11 CSS px tall and no two running into each other; a download the page
cannot make (the browser refuses the file's Blob address) said by its button, on every tab, and
the words gone once a download succeeds."""
from browser import App, fail

# Each cube name's sprite under its cube, projected: its font's height in CSS px (the label is
# drawn at 48 px in a canvas 64 px tall) and its box on the screen.
NAME_BOXES = '''
const s = window.cubeworksApp.scenes['macmahon-tableau'];
const V = s.camera.position.constructor;
s.content.updateMatrixWorld(true);
const r = s.renderer.domElement.getBoundingClientRect();
const up = new V(0, 1, 0).applyQuaternion(s.camera.quaternion);
const right = new V(1, 0, 0).applyQuaternion(s.camera.quaternion);
const screen = (p) => { const q = p.clone().project(s.camera); return [(q.x + 1) / 2 * r.width, (1 - q.y) / 2 * r.height]; };
const out = [];
s.content.traverse((o) => {
  if (!o.isSprite) return;
  const cube = o.parent && o.parent.children.find((c) => c.isMesh && c.userData.name);
  const name = cube ? cube.userData.name : 'row label';
  const p = new V().setFromMatrixPosition(o.matrixWorld), k = new V().setFromMatrixScale(o.matrixWorld);
  const top = screen(p.clone().addScaledVector(up, k.y / 2)), bottom = screen(p.clone().addScaledVector(up, -k.y / 2));
  const left = screen(p.clone().addScaledVector(right, -k.x / 2)), rightEnd = screen(p.clone().addScaledVector(right, k.x / 2));
  out.push({ name, font: Math.hypot(top[0] - bottom[0], top[1] - bottom[1]) * 48 / 64,
             box: [left[0], top[1], rightEnd[0], bottom[1]] });
});
return out;
'''

with App(hash_='macmahon', size=(430, 932), timeout=90) as app:
    app.tab('macmahon')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.js('const s = document.getElementById("mm-set"); s.value = "68"; s.dispatchEvent(new Event("change"))')
    app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
    app.js_async('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()))')
    labels = app.js(NAME_BOXES)
    app.screenshot('phone430-macmahon-68')
    names = [n for n in labels if n['name'] != 'row label']
    rows = [n for n in labels if n['name'] == 'row label']
    if len(names) != 68 or len(rows) != 10:
        fail(f'{len(names)} cube names and {len(rows)} row labels found in the 68-cube tableau')
    if min(n['font'] for n in rows) < 11:
        fail(f'the 68-cube tableau\'s row labels are too small to read at 430 px: {min(n["font"] for n in rows):.1f} CSS px')
    small = sorted(names, key=lambda n: n['font'])[:3]
    print(f'68-cube names at 430 px: font {small[0]["font"]:.1f} to {max(n["font"] for n in names):.1f} CSS px; '
          f'row labels {min(n["font"] for n in rows):.1f} CSS px')
    if small[0]['font'] < 11:
        fail(f'the 68-cube names are too small to read at 430 px: {[(n["name"], round(n["font"], 1)) for n in small]} CSS px')
    # Text boxes (the canvas' padding left out: 8 of each side's px) of neighbours must not meet.
    boxes = [(n['name'], n['box']) for n in labels]
    for i, (a, p) in enumerate(boxes):
        pad = (p[2] - p[0]) * 0.08
        for b, q in boxes[i + 1:]:
            if p[0] + pad < q[2] - pad and q[0] + pad < p[2] - pad and p[1] < q[3] and q[1] < p[3]:
                fail(f'the names {a} and {b} run into each other at 430 px')

with App(hash_='rolling') as app:
    tabs = {'rolling': ('#roll-stl', '#roll-gltf'), 'macmahon': ('#mm-stl', '#mm-gltf'),
            'hoffman': ('#hf-stl', '#hf-gltf'), 'stack': ('#st-stl', '#st-gltf')}
    for tab, buttons in tabs.items():
        app.tab(tab)
        if tab == 'macmahon':
            app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
            app.wait_text('#mm-arrangement-label', 'arrangement 1 of')
        if tab == 'stack':
            app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
        if tab == 'hoffman':
            app.wait_text('#hf-counts', 'Pick a class')
        app.js('window.madeURL = window.madeURL || URL.createObjectURL;'
               'URL.createObjectURL = () => { throw new Error("blob: addresses are blocked here"); };')
        for button in buttons:
            app.click(button)
            note = app.wait_text(f'{button}-failed', 'could not be made here')
            if 'blocked' not in note or ('.stl' not in note and '.gltf' not in note):
                fail(f'{tab}: {button} says {note!r}')
            shown = app.js(f'const b = document.querySelector("{button}").getBoundingClientRect();'
                           f'const n = document.querySelector("{button}-failed").getBoundingClientRect();'
                           'return n.width > 0 && Math.abs((n.top + n.bottom) / 2 - (b.top + b.bottom) / 2) < 200')
            if not shown:
                fail(f'{tab}: the failure of {button} is not shown beside it')
        # Downloads allowed again: the words go (the file itself is not saved: a click on the link does nothing).
        app.js('URL.createObjectURL = window.madeURL; HTMLAnchorElement.prototype.click = function () {};')
        app.click(buttons[0])
        app.wait(lambda: app.js(f'return document.querySelector("{buttons[0]}-failed").hidden'),
                 f'{tab}: the failure note of {buttons[0]} gone after a download')
print('readable: ok')
