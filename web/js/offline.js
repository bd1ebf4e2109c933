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
    // The first worker of a first visit takes no page over; a new version's does: reload once.
    if (reloading || !app.offline.updateOffered) return;
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
