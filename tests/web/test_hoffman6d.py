"""The Hoffman tab's 6D view (issue 47): a 3D slice of the product construction's 6D packing, the
fixed coordinates x4, x5, x6 on sliders. The boxes drawn are as many as the page reports, and as
many as the 6D boxes from Python (cubeworks.hoffman.construct(dim=6).box_array()) that meet the
slice, counted here with numpy for each slider position and both factorisations; a slider moves by
keys and by dragging (an input event); bad lengths are answered next to their field; on a phone
(390x844) the sliders are on screen, wide enough to use, and the page does not scroll sideways;
axe-core finds no serious or critical violation in the 6D view.
Screenshots hoffman-6d.png and phone-hoffman-6d.png."""
import os
import pathlib
import sys

from browser import App, fail, ROOT

CLI = pathlib.Path(os.environ.get('CUBEWORKS_CLI', str(ROOT / 'build' / 'release' / 'cubeworks')))
sys.path.insert(0, str(CLI.parent / 'python'))
try:
    import numpy
    from cubeworks import hoffman
except ImportError as e:
    if os.environ.get('CI'):
        fail(f'the Python package is needed to count the slices: {e}')
    print(f'skipped: no Python package next to {CLI} ({e})')
    sys.exit(77)

BOXES = {}
AXE = pathlib.Path(__file__).resolve().parent / 'node_modules' / 'axe-core' / 'axe.min.js'


def expected(factors, at):
    """The 6D boxes that meet the slice x4..x6 = at + 1/2: lo <= at < lo + side on axes 3, 4, 5."""
    if factors not in BOXES:
        BOXES[factors] = hoffman.construct(dim=6, factors=factors).box_array()
    b = BOXES[factors]
    lo, side = b[:, 3:6], b[:, 9:12]
    t = numpy.array(at)
    return int(((lo <= t) & (t < lo + side)).all(axis=1).sum())


def drawn(app):
    return app.js("let n = 0; window.cubeworksApp.scenes.hoffman.content.traverse((o) => {"
                  " if (o.userData && o.userData.kind === 'box') n++; }); return n;")


def sliders(app):
    return [int(app.js(f'return document.getElementById("hf-x{k}").value')) for k in (4, 5, 6)]


def agree(app, factors, what):
    """Waits for the page to settle on the sliders' slice, then compares the three counts."""
    at = sliders(app)
    title = f'x4 = {at[0]}.5, x5 = {at[1]}.5, x6 = {at[2]}.5'
    app.wait_text('#hf-title', title)
    want = expected(factors, at)
    app.wait(lambda: drawn(app) == want and app.text('#hf-cut') == str(want),
             f'{want} boxes drawn and reported at {title} ({what}; drawn {drawn(app)}, reported {app.text("#hf-cut")})')
    print(f'{factors} at {title}: {want} boxes cut, drawn and reported ({what})')
    return want


def accessible(app):
    """axe-core on the 6D view (as test_a11y on each tab): no serious or critical violation."""
    if not AXE.exists():
        fail(f'{AXE} is missing: run npm ci in tests/web (scripts/install-deps.sh web does)')
    app.js(AXE.read_text())
    bad = app.js_async('axe.run(document, {resultTypes: ["violations"]}).then(r => arguments[0]('
                       'r.violations.filter(v => ["serious", "critical"].includes(v.impact))'
                       '.map(v => v.id + " at " + v.nodes.slice(0, 3).map(n => n.target.join(" ")).join(", "))))')
    if bad:
        fail(f'axe on the 6D view: {bad}')


def slide(app, k, value):
    """A drag: the value set and an input event, as the pointer gives."""
    app.js(f'const s = document.getElementById("hf-x{k}"); s.value = {value}; s.dispatchEvent(new Event("input"));')


with App(hash_='hoffman') as app:
    from selenium.webdriver.common.keys import Keys
    app.tab('hoffman')
    app.wait_text('#hf-counts', 'Pick a class')
    app.click('#hf-show6d')
    app.wait(lambda: app.find('#hf-x4').is_displayed(), 'the sliders')
    if app.js('return document.getElementById("hf-lengths6").value') != '65,66,68,72,80,96':
        fail('the empty lengths field is not filled with the defaults used')
    for k in (4, 5, 6):
        name = app.js(f'const e = document.getElementById("hf-x{k}"); return e.labels[0].textContent')
        if f'x{k}' not in name:
            fail(f'the slider of x{k} is labelled "{name}"')
        if app.js(f'return document.getElementById("hf-x{k}").max') != '446':
            fail(f'the slider of x{k} does not run over the cube\'s points 0..446')
    agree(app, '2x3', 'at start')

    # Keys: the slider of x5 focused, two presses of the right arrow.
    app.find('#hf-x5').click()
    slide(app, 5, 100)
    agree(app, '2x3', 'x5 dragged to 100')
    app.find('#hf-x5').send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    if sliders(app)[1] != 102:
        fail(f'two right arrows moved x5 from 100 to {sliders(app)[1]}')
    agree(app, '2x3', 'x5 moved by two arrow keys')
    text = app.js('return document.getElementById("hf-x5").getAttribute("aria-valuetext")')
    if not text.startswith('x5 = 102.5'):
        fail(f'the slider reads "{text}" to a screen reader')
    app.find('#hf-x6').send_keys(Keys.PAGE_UP)
    if sliders(app)[2] < 40:
        fail(f'Page Up moved x6 to {sliders(app)[2]}, not by about a tenth')
    # Fast moves: one answer for where the sliders end.
    for value in (10, 250, 321, 322, 337):
        slide(app, 4, value)
    agree(app, '2x3', 'x4 dragged quickly')
    counts = {agree(app, '2x3', 'again')}
    # (10, 220, 220): x5, x6 in the outer pinwheel's central hole, no box; (92, 271, 281): 180 boxes.
    for at in ((65, 131, 199), (10, 220, 220), (92, 271, 281), (446, 0, 223), (300, 300, 300)):
        for k, value in zip((4, 5, 6), at):
            slide(app, k, value)
        counts.add(agree(app, '2x3', f'the sliders at {at}'))
    if len(counts) < 3:
        fail(f'the slices shown cut only {sorted(counts)} boxes: the sliders change too little')
    if 'view=6d' not in app.js('return location.hash'):
        fail('the URL does not hold the 6D view')

    # The other factorisation: a new packing, the sliders kept.
    app.js('const s = document.getElementById("hf-factors6"); s.value = "3x2"; s.dispatchEvent(new Event("change"));')
    app.wait_text('#hf-title', '3x2')
    agree(app, '3x2', 'the factorisation 3x2')
    if app.js('return [...document.querySelectorAll(".hf-controls label")].filter(l => l.offsetParent).length') != 1:
        fail('the 6D view offers a layer view, which its boxes (no cells) cannot have')
    accessible(app)
    app.js('document.getElementById("hf-title").scrollIntoView()')
    app.screenshot('hoffman-6d')

    # Bad lengths: the engine's message by the field, the slice shown stays.
    before = app.text('#hf-title')
    app.type('#hf-lengths6', '1,2,3,4,5,6')
    app.click('#hf-show6d')
    app.wait(lambda: app.text('#hf-form6 .field-error[data-for="lengths"]'), 'a message by the lengths field')
    print('bad lengths:', app.text('#hf-form6 .field-error[data-for="lengths"]'))
    if app.text('#hf-title') != before:
        fail('refused lengths changed the slice shown')
    # Typed lengths: a smaller cube; the sliders go back into it.
    app.type('#hf-lengths6', '20,21,22,23,24,26')
    app.click('#hf-show6d')
    app.wait(lambda: app.js('return document.getElementById("hf-x4").max') == '135', 'the sliders fitted to side 136')
    at = sliders(app)
    b = hoffman.construct(dim=6, factors='3x2', lengths='20,21,22,23,24,26').box_array()
    lo, side = b[:, 3:6], b[:, 9:12]
    want = int(((lo <= numpy.array(at)) & (numpy.array(at) < lo + side)).all(axis=1).sum())
    app.wait(lambda: drawn(app) == want and app.text('#hf-cut') == str(want), f'{want} boxes for lengths 20..26')
    print(f'3x2, lengths 20,21,22,23,24,26 at {at}: {want} boxes')

with App(hash_='hoffman?view=6d&factors=2x3&at=100,200,300', size=(390, 844)) as app:
    app.tab('hoffman')
    app.wait_text('#hf-title', 'x4 = 100.5, x5 = 200.5, x6 = 300.5')
    agree(app, '2x3', 'a phone, from a link')
    app.js('document.getElementById("hf-sliders").scrollIntoView({block: "center"})')
    for k in (4, 5, 6):
        r = app.js(f'const r = document.getElementById("hf-x{k}").getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]')
        if r[0] < 0 or r[1] > 390 or r[3] <= r[2] or r[2] < 0 or r[3] > 844:
            fail(f'on a phone the slider of x{k} is not on screen: {r}')
        if r[1] - r[0] < 150:
            fail(f'on a phone the slider of x{k} is {r[1] - r[0]:.0f} px wide')
    wide = app.js('return document.documentElement.scrollWidth')
    if wide > 390:
        fail(f'on a phone the page scrolls sideways: {wide} px wide')
    slide(app, 6, 0)
    agree(app, '2x3', 'a phone, x6 dragged to 0')
    app.screenshot('phone-hoffman-6d')
