"""The page loads in headless Chromium: the engines answer, every tab opens, WebGL draws, and the
console stays clean; the time to interactive is printed (docs/web.md)."""
from browser import App, fail

with App() as app:
    seconds = app.js('return window.cubeworksApp.interactiveSeconds')
    print(f'interactive after {seconds:.2f} s')
    version = app.js('return document.getElementById("engine-version").textContent')
    if not version or version == '…':
        fail('the engine version is not shown')
    for tab in ('rolling', 'macmahon', 'hoffman'):
        app.tab(tab)
        if not app.finds(f'#tab-{tab} canvas'):
            fail(f'the {tab} tab draws no 3D view (WebGL)')
    app.tab('about')
    app.screenshot('about')
print('ok')
