"""Help in the page with pictures (issue 26): the rolling notation shows a board of each kind with
its string and one move (drawn by the program's renderer and shipped in data/help/), the Hoffman
notation a packing with its grid string; every picture loads, and the strings its caption names
are the ones the picture was drawn from (its title, written by the renderer) or the CLI prints."""
import os
import pathlib
import subprocess

from browser import App, ROOT, fail

CLI = os.environ.get('CUBEWORKS_CLI') or str(ROOT / 'build' / 'release' / 'cubeworks')
if not pathlib.Path(CLI).exists():
    fail(f'no native program at {CLI} (set CUBEWORKS_CLI)')

LOADED = 'const i = document.getElementById(arguments[0]); return !!i && i.complete && i.naturalWidth > 0'
SVG_TITLE = '''const done = arguments[1];
fetch(document.getElementById(arguments[0]).src).then((r) => r.text()).then((t) => {
  const svg = new DOMParser().parseFromString(t, 'image/svg+xml');
  done(svg.querySelector('text').textContent);
});'''

r1 = next(line.split()[1] for line in subprocess.run([CLI, 'hoffman', 'enumerate', '-q'], capture_output=True,
                                                      text=True).stdout.splitlines() if line.split()[:1] == ['R1'])

with App(hash_='rolling') as app:
    app.tab('rolling')
    app.js('document.getElementById("roll-help").open = true')
    for name, before, after in (('classic', '012/3.5/410', '012/345/4.0'), ('eight', '012/3.5/410', '012/345/4.0'),
                                ('dice', 'aei/m.u', 'aei/mj.')):
        app.wait(lambda: app.js(LOADED, f'roll-help-{name}'), f'the {name} help picture')
        title = app.js_async(SVG_TITLE, f'roll-help-{name}')
        caption = app.js('return document.getElementById(arguments[0]).closest("figure").textContent', f'roll-help-{name}')
        if not title.startswith(f'{before} -> {after}') or before not in caption or after not in caption:
            fail(f'{name}: the picture shows {title!r}, its caption says {caption!r}')
    app.tab('hoffman')
    app.js('document.getElementById("hf-help").open = true')
    app.wait(lambda: app.js(LOADED, 'hf-help-picture'), 'the Hoffman help picture')
    title = app.js_async(SVG_TITLE, 'hf-help-picture')
    caption = app.js('return document.getElementById("hf-help-picture").closest("figure").textContent')
    if not title.startswith('R1') or r1 not in caption:
        fail(f'Hoffman: the picture shows {title!r}, its caption {caption!r}; the CLI writes R1 as {r1}')
    app.screenshot('help-hoffman')
print('help: ok')
