// The page: tabs (one module per puzzle family, loaded when first shown), the engine in its
// worker, and the status line with progress and Cancel for long work.
import { Engine, Cancelled } from './engine.js';

const tabModules = {
  rolling: () => import('./rolling.js'),
  macmahon: () => import('./macmahon.js'),
  hoffman: () => import('./hoffman.js'),
};

const engine = new Engine();
// scenes: each tab's Scene3D by tab name (tabs register theirs), for tests and downloads.
const app = { engine, started: {}, scenes: {}, ready: null, interactiveSeconds: null };
window.cubeworksApp = app;  // for the browser tests and the curious

const statusText = document.getElementById('status-text');
const statusBar = document.getElementById('status-progress');
const cancelButton = document.getElementById('status-cancel');
cancelButton.addEventListener('click', () => engine.cancel());

function formatSeconds(s) {
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

engine.onEvent((e) => {
  if (e.type === 'busy') {
    statusText.textContent = `working: ${e.verb}…`;
    statusBar.hidden = false;
    statusBar.removeAttribute('value');
    cancelButton.hidden = false;
  } else if (e.type === 'progress') {
    const share = e.total > 0 ? e.done / e.total : null;
    statusText.textContent = `${e.label}: ${share === null ? e.done.toLocaleString('en') : (100 * share).toFixed(1) + ' %'}` +
      `${e.note ? ', ' + e.note : ''}, ${formatSeconds(e.elapsed)}`;
    if (share === null) statusBar.removeAttribute('value');
    else statusBar.value = share;
  } else if (e.type === 'idle') {
    statusText.textContent = e.cancelled ? 'cancelled' : 'ready';
    statusBar.hidden = true;
    cancelButton.hidden = true;
  }
});

async function showTab(name) {
  if (!tabModules[name] && name !== 'about') name = 'rolling';
  for (const a of document.querySelectorAll('#tabs [data-tab]')) a.setAttribute('aria-selected', String(a.dataset.tab === name));
  for (const s of document.querySelectorAll('main > .tab')) s.hidden = s.dataset.tab !== name;
  if (!app.started[name]) {
    const section = document.getElementById(`tab-${name}`);
    app.started[name] = tabModules[name] ? tabModules[name]().then((m) => m.init(section, app)) : Promise.resolve();
  }
  return app.started[name];
}

// Errors of work the person cancelled are not errors; anything else unexpected is shown.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof Cancelled) event.preventDefault();
});

window.addEventListener('hashchange', () => showTab(location.hash.slice(1)));
app.ready = engine.ready.then(async (info) => {
  document.getElementById('engine-version').textContent = info.version;
  statusText.textContent = 'ready';
  await showTab(location.hash.slice(1) || 'rolling');
  app.interactiveSeconds = performance.now() / 1000;
  document.getElementById('load-seconds').textContent = app.interactiveSeconds.toFixed(2);
  document.body.dataset.ready = 'true';
}, (error) => {
  statusText.textContent = `the engines did not load: ${error.message}`;
});
