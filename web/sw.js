// The service worker: the whole site in one cache, so that the page opens and solves without a
// network, and can be installed (with manifest.webmanifest).
//   PRECACHE: every file of the site with a hash of its content, written into this file by
//     scripts/build-web.sh (the build's files change, so this file changes, so the browser
//     installs the new worker beside the old one: that is how an update is noticed).
//   install: every file fetched into the cache `cubeworks-VERSION`; the new worker then waits.
//   The page (web/js/offline.js) sees the waiting worker and offers "Reload for the new version";
//     the press posts 'activate', the worker takes over and the page reloads once.
//   activate: the caches of older versions deleted.
//   fetch: the site's own files from the cache (the folder's own address is index.html; the
//     part after # never reaches a server), anything else from the network.
//   Every response it serves carries Cross-Origin-Opener-Policy: same-origin and
//     Cross-Origin-Embedder-Policy: require-corp, which a static host cannot be asked to send:
//     with them the page is cross-origin isolated, may share memory between threads, and its
//     engines run the threaded module (js/worker.js). The page reloads once when this worker
//     first takes it over, to be served so (js/offline.js).
// Every address is relative to this file, so the folder works under any path (/, /tools/cubes/).
const PRECACHE = self.PRECACHE || { version: 'unbuilt', files: [] };  // replaced at build time
const CACHE = `cubeworks-${PRECACHE.version}`;
const scope = new URL('./', self.location).href;
const urls = new Set(PRECACHE.files.map((f) => new URL(f, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...urls].map((url) => new Request(url, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('cubeworks-') && n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === 'activate') self.skipWaiting();
});

// The same response with the two isolation headers added (an opaque one, which has none to
// read, as it is).
function isolated(response) {
  if (!response || response.type === 'opaque' || response.type === 'opaqueredirect') return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  let key = url.href;
  if (key === scope) key = new URL('index.html', scope).href;  // the folder's address is its page
  if (!urls.has(key)) return;  // not the site's: the network as usual
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(key)).then((hit) => hit || fetch(request))
    .then(isolated));
});
