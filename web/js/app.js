// The page: tabs (one module per puzzle family, loaded when first shown), one engine (its own
// worker) per tab so that each tab owns its work, and the status line of the tab shown, with
// progress and Cancel for that tab's long work only.
import { Engine, Cancelled } from './engine.js';
import { JobStatus } from './status.js';
import { startOffline } from './offline.js';

const tabModules = {
  rolling: () => import('./rolling.js'),
  macmahon: () => import('./macmahon.js'),
  hoffman: () => import('./hoffman.js'),
  stack: () => import('./stack.js'),
};
const TAB_NAMES = ['rolling', 'macmahon', 'hoffman', 'stack', 'about'];

// engines: each tab's Engine by tab name; scenes: each tab's Scene3D (for tests and downloads).
const app = { engines: {}, started: {}, scenes: {}, ready: null, interactiveSeconds: null, shown: null };
window.cubeworksApp = app;  // for the browser tests and the curious

const statusText = document.getElementById('status-text');
const statusBar = document.getElementById('status-progress');
const cancelButton = document.getElementById('status-cancel');
const statuses = {};  // tab name -> JobStatus

function showStatus() {
  const s = statuses[app.shown];
  statusText.textContent = s ? s.line : 'ready';
  statusText.title = statusText.textContent;
  const busy = !!(s && s.busy);
  statusBar.hidden = !busy;
  if (busy && s.share !== null) statusBar.value = s.share;
  else statusBar.removeAttribute('value');
  cancelButton.hidden = !busy;
  statusText.parentElement.classList.toggle('busy', busy);  // on a phone: at the foot of the screen
}

function engineFor(name) {
  if (!app.engines[name]) {
    const engine = new Engine();
    const status = new JobStatus();
    statuses[name] = status;
    engine.onEvent((e) => {
      status.take(e);
      if (app.shown === name) showStatus();
    });
    app.engines[name] = engine;
  }
  return app.engines[name];
}
app.engineFor = engineFor;
// The status line keeps time running between the engine's updates.
setInterval(() => {
  if (statuses[app.shown] && statuses[app.shown].busy) {
    statuses[app.shown].tick();
    showStatus();
  }
}, 1000);
cancelButton.addEventListener('click', () => app.engines[app.shown] && app.engines[app.shown].cancel());

const tabLinks = () => [...document.querySelectorAll('#tabs [role="tab"]')];

async function showTab(name) {
  if (!TAB_NAMES.includes(name)) name = 'rolling';
  app.shown = name;
  lastHash = location.hash;
  for (const a of tabLinks()) {
    const selected = a.dataset.tab === name;
    a.setAttribute('aria-selected', String(selected));
    a.tabIndex = selected ? 0 : -1;
  }
  for (const s of document.querySelectorAll('main > .tab')) s.hidden = s.dataset.tab !== name;
  keepClearOfStickyView();
  if (!app.started[name]) {
    if (tabOfHash() === name) startParams[name] = paramsOfHash();
    const section = document.getElementById(`tab-${name}`);
    if (tabModules[name]) {
      const engine = engineFor(name);
      app.started[name] = Promise.all([tabModules[name](), engine.ready]).then(([m]) => m.init(section, app, engine));
    } else {
      app.started[name] = Promise.resolve();
    }
  }
  showStatus();
  return app.started[name];
}
app.showTab = showTab;

// On a phone the rolling board stays at the top of the screen while its controls scroll under it
// (css/app.css): whatever scrolls into view (a focused button, a field with an error) stops below it.
function keepClearOfStickyView() {
  const column = document.querySelector('main > .tab:not([hidden]) .layout > .view-column');
  const sticky = column && getComputedStyle(column).position === 'sticky';
  document.documentElement.style.scrollPaddingTop = sticky ? `${column.offsetHeight + 8}px` : '';
}
new ResizeObserver(keepClearOfStickyView).observe(document.querySelector('main'));

// The tabs follow the ARIA tabs pattern: the arrow keys, Home and End move between them.
document.getElementById('tabs').addEventListener('keydown', (e) => {
  const links = tabLinks();
  const at = links.indexOf(document.activeElement);
  if (at < 0) return;
  // A key pressed on the tab list is the tab list's: the tabs' own keys (a rolling move on an
  // arrow, the Stack cube chosen by Up and Down) listen on the document and must not see it.
  if (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End') e.stopPropagation();
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: links.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  const next = links[(to + links.length) % links.length];
  next.focus();
  location.hash = next.dataset.tab;
});

// Errors of work the person cancelled are not errors; anything else unexpected is shown.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof Cancelled) event.preventDefault();
});

// Positions you can share: the tab's state after the tab's name, as URL parameters
// (#rolling?kind=classic&start=...&goal=...&moves=UDL). Each tab restores its state from them
// (app.restore[name](params)) on load and on Back and Forward, and records it with app.share.
const tabOfHash = () => location.hash.slice(1).split('?')[0] || 'rolling';
const paramsOfHash = () => new URLSearchParams(location.hash.split('?')[1] || '');
app.restore = {};  // tab name -> fn(params): show the position the parameters name
app.current = {};  // tab name -> fn(): the parameters of the position shown
// The parameters a tab starts from: those of the address when the tab was first shown.
const startParams = {};
app.params = (name) => startParams[name] || new URLSearchParams();
// `replace`: the same position moved on (a move played) rather than a new one (Apply).
app.share = (name, params, { replace = false } = {}) => {
  if (app.shown !== name) return;
  const hash = `#${name}?${new URLSearchParams(params)}`;
  if (location.hash === hash) return;
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  lastHash = hash;
};
let lastHash = location.hash;
async function followHash() {
  if (location.hash === lastHash) return;
  lastHash = location.hash;
  const name = tabOfHash();
  const wasStarted = !!app.started[name];
  await showTab(name);
  const params = paramsOfHash();
  if (wasStarted && app.restore[name] && [...params.keys()].length) app.restore[name](params);
  else if (wasStarted && app.current[name]) app.share(name, app.current[name](), { replace: true });
}
window.addEventListener('hashchange', followHash);
window.addEventListener('popstate', followHash);
const copyButton = document.getElementById('copy-link');
copyButton.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(location.href);
    copyButton.textContent = 'Link copied';
  } catch (e) {
    copyButton.textContent = 'Copy from the address bar';  // the browser keeps the clipboard closed
  }
  setTimeout(() => { copyButton.textContent = 'Copy link'; }, 2500);
});
// How many threads the engines run on, and why only one where the page is not isolated.
function threadsLine({ threads, isolated }) {
  if (threads > 1) return `${threads} threads`;
  return isolated ? 'one thread (this device reports one core)'
    : 'one thread: this page is not cross-origin isolated (its service worker makes it so once installed)';
}

const first = engineFor(TAB_NAMES.includes(tabOfHash()) && tabOfHash() !== 'about' ? tabOfHash() : 'rolling');
app.ready = first.ready.then(async (info) => {
  document.getElementById('engine-version').textContent = info.version;
  document.getElementById('engine-threads').textContent = threadsLine(info);
  await showTab(tabOfHash());
  app.interactiveSeconds = performance.now() / 1000;
  document.getElementById('load-seconds').textContent = app.interactiveSeconds.toFixed(2);
  document.body.dataset.ready = 'true';
  startOffline(app);  // after the first board: the worker's downloads never delay it
}, (error) => {
  statusText.textContent = `the engines did not load: ${error.message}`;
});
