"""Accessibility (issue 26, failure 13): axe-core (tests/web/package-lock.json pins it; npm ci in
tests/web) finds no serious or critical violation on any tab; the tabs are a tablist of tabs with
aria-controls naming their tabpanel and the arrow keys move between them; every aria-describedby
names an element; the 3D views are labelled pictures, not unlabelled tab stops."""
import pathlib

from browser import App, fail

AXE = pathlib.Path(__file__).resolve().parent / 'node_modules' / 'axe-core' / 'axe.min.js'
if not AXE.exists():
    fail(f'{AXE} is missing: run npm ci in tests/web (scripts/install-deps.sh web does)')
TABS = ('rolling', 'macmahon', 'hoffman', 'stack', 'about')


def axe(app):
    app.js(AXE.read_text())
    result = app.js_async('axe.run(document, {resultTypes: ["violations"]}).then(r => arguments[0]('
                          'r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help, '
                          'nodes: v.nodes.slice(0, 3).map(n => n.target.join(" "))}))))')
    return [v for v in result if v['impact'] in ('serious', 'critical')]


with App(hash_='rolling', timeout=120) as app:
    for name in TABS:
        app.tab(name)
        if name == 'macmahon':
            app.js_async('window.cubeworksApp.macmahon.settled().then(() => arguments[0]())')
        if name == 'hoffman':
            app.wait_text('#hf-counts', 'Pick a class')
        if name == 'stack':
            app.js_async('window.cubeworksApp.stack.settled().then(() => arguments[0]())')
            app.wait(lambda: app.js('return !!document.querySelector("#st-graph svg")'), 'the colour graph')
        bad = axe(app)
        if bad:
            fail(f'axe on the {name} tab: ' + '; '.join(f'{v["impact"]} {v["id"]} ({v["help"]}) at {v["nodes"]}' for v in bad))
        broken = app.js('return [...document.querySelectorAll("[aria-describedby], [aria-controls], [aria-labelledby]")]'
                        '.flatMap(e => ["aria-describedby", "aria-controls", "aria-labelledby"].map(a => e.getAttribute(a))'
                        '.filter(Boolean).flatMap(v => v.split(" ")).filter(id => !document.getElementById(id)).map(id => e.id + " -> " + id))')
        if broken:
            fail(f'ARIA references to no element: {broken}')
        unlabelled = app.js('return [...document.querySelectorAll(".view3d")].filter(v => v.offsetParent && '
                            '(v.tabIndex >= 0 || (v.querySelector("canvas") || {}).tabIndex >= 0) && '
                            '!(v.getAttribute("aria-label") || v.getAttribute("aria-labelledby"))).map(v => v.id)')
        if unlabelled:
            fail(f'3D views that take the focus without a label: {unlabelled}')

    # The tabs: roles, aria-controls, and the arrow keys.
    tabs = app.js('return [...document.querySelectorAll("[role=tab]")].map(t => [t.dataset.tab, t.getAttribute("aria-controls"),'
                  ' (document.getElementById(t.getAttribute("aria-controls")) || {getAttribute: () => null}).getAttribute("role")])')
    if [t[0] for t in tabs] != list(TABS) or any(role != 'tabpanel' for _, _, role in tabs):
        fail(f'tabs and panels: {tabs}')
    app.tab('rolling')
    app.find('[role=tab][data-tab="rolling"]').send_keys('\ue014')  # arrow right
    app.wait(lambda: app.js('return document.activeElement.dataset.tab === "macmahon" && '
                            '!document.getElementById("tab-macmahon").hidden'), 'the right arrow to open the next tab')
    app.keys('\ue012')  # arrow left
    app.wait(lambda: app.js('return document.activeElement.dataset.tab === "rolling"'), 'the left arrow to go back')
print('a11y: ok')
