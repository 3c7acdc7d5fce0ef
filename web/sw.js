// The service worker: keeps every file of the app in a cache so that, once loaded, it starts
// and plays (engine included) with no network. The build (web/build/site.mjs) fills in VERSION
// (a hash of the files) and ASSETS; each version has a cache of its own.
//
// Versions never mix: every request, the page itself included, is answered from this
// version's cache, so a page gets the files of the version that served it. A new deployment
// installs beside the old one and waits; the page offers "Update available: reload", and
// only then (asked with a 'skip-waiting' message) does the new version take over.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
const CACHE = `chess-app-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith('chess-app-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  const lookup = request.mode === 'navigate' ? './index.html' : request;
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(lookup, { ignoreSearch: true }))
      .then((cached) => cached || fetch(request)),
  );
});
