// The service worker: keeps every file of the app in a cache so that, once loaded, it starts
// and plays (engine included) with no network. The build (web/postbuild.mjs) fills in VERSION
// (a hash of the files) and ASSETS; a new deployment is a new version with its own cache.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
const CACHE = `chess-app-${VERSION}`;

self.addEventListener('install', (event) => {
  // Take over as soon as the new files are cached: old pages keep the code they loaded, and
  // every request from now on is answered from one consistent version.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
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
  if (request.mode === 'navigate') {
    // The page itself: the network first, so a new version is seen; the cache when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match('./index.html'))));
    return;
  }
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((cached) => cached || fetch(request)),
  );
});
