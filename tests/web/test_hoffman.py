"""The Hoffman tab: the 21 classes and 5 pseudo-solutions (as the CLI counts them) paired by
duality, a class drawn as 27 boxes, explode and layer view change the drawing, a pseudo-solution
shows its overlaps, the 4D packings (construction, and the one found by search at build time)
as four slices of 64 boxes, and bad lengths answered with the CLI's message next to the field."""
import json
import os
import pathlib
import subprocess

from browser import App, fail, ROOT

CLI = os.environ.get('CUBEWORKS_CLI', str(ROOT / 'build' / 'release' / 'cubeworks'))

DRAWN = """const out = [];
window.cubeworksApp.scenes.hoffman.content.traverse((o) => {
  if (o.userData && (o.userData.kind === 'box' || o.userData.kind === 'overlap'))
    out.push({kind: o.userData.kind, cell: o.userData.cell || null, at: o.position.toArray()});
});
return out;"""


def drawn(app, kind='box'):
    return [m for m in app.js(DRAWN) if m['kind'] == kind]


def wait_boxes(app, count, what):
    app.wait(lambda: len(drawn(app)) == count, f'{count} boxes drawn ({what})')


def choose(app, css, value):
    app.js(f"const s = document.querySelector('{css}'); s.value = '{value}';"
           "s.dispatchEvent(new Event('change'));")


def cli(*args):
    if not pathlib.Path(CLI).exists():
        return None
    return subprocess.run([CLI, *args], capture_output=True, text=True)


with App() as app:
    app.tab('hoffman')
    app.wait_text('#hf-class-count', '2')
    real, pseudo = app.text('#hf-class-count'), app.text('#hf-pseudo-count')
    print(f'classes shown: {real} real, {pseudo} pseudo-solutions')
    if real != '21' or pseudo != '5':
        fail(f'expected 21 classes and 5 pseudo-solutions, the page shows {real} and {pseudo}')
    run = cli('hoffman', 'enumerate', '--json', '-q')
    if run is not None:
        doc = json.loads(run.stdout)
        if (doc['real']['classes'], doc['pseudo']['classes']) != (int(real), int(pseudo)):
            fail(f'the CLI counts {doc["real"]["classes"]} and {doc["pseudo"]["classes"]}')
    if len(app.finds('#hf-picker .hf-class:not(.pseudo)')) != 21 or len(app.finds('#hf-picker .hf-class.pseudo')) != 5:
        fail('the picker does not hold 21 classes and 5 shaded pseudo-solutions')
    # Spiridonov's layout: dual pairs side by side; R1's partner is its dual R6.
    pair = [b.text for b in app.finds('#hf-picker .hf-pair:first-child .hf-class')]
    if pair != ['R1', 'R6']:
        fail(f'the first pair is {pair}, expected R1 and its dual R6')
    print('enumeration in Chromium:', app.text('#hf-counts').split(';')[-1].strip())

    # A class: 27 boxes, explode moves them, a layer shows 9.
    wait_boxes(app, 27, 'R1 at start')
    app.click('#hf-picker [data-class="R5"]')
    app.wait_text('#hf-title', 'R5')
    wait_boxes(app, 27, 'R5')
    before = [m['at'] for m in drawn(app)]
    app.js("const e = document.querySelector('#hf-explode'); e.value = 80; e.dispatchEvent(new Event('input'));")
    app.wait(lambda: [m['at'] for m in drawn(app)] != before, 'the explode slider to move the boxes')
    choose(app, '#hf-axis', '2')
    choose(app, '#hf-layer', '1')
    wait_boxes(app, 9, 'layer z = 1')
    if any(m['cell'][2] != 1 for m in drawn(app)):
        fail('the layer view z = 1 shows boxes of other layers')
    choose(app, '#hf-layer', 'all')
    wait_boxes(app, 27, 'all layers again')

    # A pseudo-solution: 27 boxes and the overlap drawn.
    app.click('#hf-picker [data-class="P1"]')
    app.wait_text('#hf-title', 'pseudo-solution')
    wait_boxes(app, 27, 'P1')
    if not drawn(app, 'overlap'):
        fail('the pseudo-solution P1 shows no overlap')
    app.wait_text('#hf-info', 'overlaps')
    choose(app, '#hf-explode', '25')
    app.js("document.querySelector('#hf-explode').dispatchEvent(new Event('input'));")
    app.screenshot('hoffman-pseudo')

    # 4D: four slices of 64 boxes, for the construction, a random sliced one and the search's packing.
    for source, words in (('construction', 'construction'), ('sliced', 'slab tilings'),
                          ('search', 'computed natively')):
        choose(app, '#hf-4d', source)
        app.wait_text('#hf-4d-source', words)
        wait_boxes(app, 256, f'4D {source}')
        slices = sorted(sum(1 for m in drawn(app) if m['cell'][3] == w) for w in range(4))
        if slices != [64, 64, 64, 64]:
            fail(f'the 4D {source} is not four slices of 64 boxes: {slices}')
        print(f'4D {source}:', app.text('#hf-4d-source'))
        app.screenshot(f'hoffman-4d-{source}')
    if 'cubeworks hoffman search --dim 4 --first --time-limit 900 --json' not in app.text('#hf-4d-source'):
        fail('the page does not say which command found the 4D packing')
    if 'valid packing' not in app.text('#hf-4d-source'):
        fail('the 4D packing found by search is not re-checked as valid')
    seconds = app.js_async("""const done = arguments[0], t = performance.now();
      window.cubeworksApp.hoffman.show4d().then(() => done((performance.now() - t) / 1000));""")
    print(f'4D search packing checked and drawn again in {seconds:.2f} s (Chromium)')

    # Back to a class; the default view for the screenshot.
    choose(app, '#hf-explode', '0')
    app.js("document.querySelector('#hf-explode').dispatchEvent(new Event('input'));")
    app.click('#hf-picker [data-class="R1"]')
    app.wait_text('#hf-title', 'R1')
    wait_boxes(app, 27, 'R1 again')
    app.screenshot('hoffman')

    # Downloads: an STL and a glTF of what is shown, named after it (caught before they leave).
    app.js("""window.hfDownloads = [];
      const create = URL.createObjectURL;
      URL.createObjectURL = (blob) => { window.hfDownloads.push({size: blob.size}); return create(blob); };
      document.addEventListener('click', (e) => {
        if (e.target.download) { window.hfDownloads[window.hfDownloads.length - 1].name = e.target.download; e.preventDefault(); }
      }, true);""")
    app.click('#hf-stl')
    app.click('#hf-gltf')
    app.wait(lambda: len(app.js('return window.hfDownloads')) == 2, 'two downloads')
    files = app.js('return window.hfDownloads')
    print('downloads:', files)
    if [f.get('name') for f in files] != ['hoffman-3d-R1-10-11-12.stl', 'hoffman-3d-R1-10-11-12.gltf']:
        fail(f'unexpected download names {files}')
    if files[0]['size'] != 84 + 50 * 12 * 27:  # binary STL: header, then 12 triangles per box
        fail(f'the STL holds {files[0]["size"]} bytes, not 27 boxes')

    # Bad lengths: the CLI's message next to the field.
    app.type('#hf-lengths', '10,11,30')
    app.click('#hf-enumerate')
    message = app.wait_text('#hf-form3 .field-error[data-for="lengths"]', 'side condition')
    run = cli('hoffman', 'enumerate', '--lengths', '10,11,30')
    if run is not None:
        expected = run.stderr.strip().removeprefix('cubeworks: error: --lengths: ')
        if message != expected:
            fail(f'the page says {message!r}, the CLI {expected!r}')
    app.screenshot('hoffman-error')
print('ok')
