// Offline and installable: registers the service worker (sw.js, beside index.html) and, when a
// new version of the site has been deployed and its worker is installed and waiting, offers to
// reload for it (the worker takes over only when the person says so, never in the middle of a
// job). Nothing here knows a puzzle.
export function startOffline(app) {
  const banner = document.getElementById('update');
  if (!('serviceWorker' in navigator) || !banner) return;
  app.offline = { registration: null, updateOffered: false };
  let reloading = false;
  const offer = (worker) => {
    app.offline.updateOffered = true;
    banner.hidden = false;
    document.getElementById('update-reload').onclick = () => worker.postMessage('activate');
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // A new version's worker took over when asked: reload once into it. The first worker of a
    // first visit takes the page over too, and its responses make the page cross-origin
    // isolated (sw.js): reload once for the threaded engines, unless a job is under way.
    if (reloading || !(app.offline.updateOffered || isolationReloadDue(app))) return;
    reloading = true;
    location.reload();
  });
  navigator.serviceWorker.register('sw.js').then((registration) => {
    app.offline.registration = registration;
    const watch = (worker) => worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  }, (error) => {
    // file:// or a browser that refuses workers: the page still works online.
    app.offline.error = String(error && error.message || error);
  });
}

// Whether a reload would make the page cross-origin isolated and may happen now: not yet
// isolated, not tried in this tab before (a browser that cannot isolate it is not reloaded in a
// loop), and no engine busy (the reload would lose the job).
function isolationReloadDue(app) {
  const key = 'cubeworks-isolation-reload';
  if (self.crossOriginIsolated || Object.values(app.engines).some((engine) => engine.busy)) return false;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch (e) {
    return false;  // storage refused: no way to tell a second try, so none
  }
  return true;
}
