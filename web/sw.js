// Offline play: precache every file of this build the page loads, serve from that cache first.
// serve.py writes BUILD (a hash of every file) and FILES when it builds the site, so a new
// build is a new service worker with a new cache; the old cache is deleted on activate,
// and one cache never mixes files of two builds. FILES includes the memory snapshot, which
// the first visit does not load: it downloads here, after that visit is ready, and later
// visits start from it (interpreter.mjs). The cache keeps each response as it arrived, the
// brotli- or gzip-encoded ones decoded; FILES leaves out the build's .br and .gz copies.
// LATER are files of this build it does not precache but keeps once the page fetched them:
// a game's engine wheel, installed when that game is first played (a first visit that
// plays another game does not download it; once played, the game works offline too).
"use strict";

const BUILD = "dev"; /* replaced by serve.py */
const FILES = []; /* replaced by serve.py */
const LATER = []; /* replaced by serve.py */
const CACHE = `arle-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // Fill from the HTTP cache where possible: the page has just loaded these files.
      cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("arle-") && k !== CACHE)
        .map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting worker to take over when the player accepts "New version — reload".
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Versioned URLs (?v=hash) and navigations with a query match the file of this build.
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      if (request.mode === "navigate") {
        try {
          return await fetch(request);
        } catch (error) {
          const page = await cache.match("./");
          if (page) return page;
          throw error;
        }
      }
      const url = new URL(request.url);
      url.search = "";
      if (!LATER.some((f) => new URL(f, self.registration.scope).href === url.href)) {
        return fetch(request);
      }
      const response = await fetch(request);
      if (response.ok) await cache.put(url.href, response.clone());
      return response;
    }),
  );
});
