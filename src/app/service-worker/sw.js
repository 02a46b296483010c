// The app's service worker, emitted at build time as /sw.js with the build's version (see
// vite.config.ts). Repeat loads come from the cache: the app shell (index.html) network-first, so a new
// build is picked up as soon as the network answers, and the fingerprinted /assets/* cache-first (their
// names change with their content), every one of them precached when the worker installs. API, sign-in, sandbox, docs and realtime requests are never
// touched, so no personal data or token ever lands in a cache. A new build brings new cache names; the
// old caches are deleted when the new worker activates.
const VERSION = "__APP_BUILD__"
const PREFIX = "portal-app-"
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`
const SHELL_KEY = "/index.html"
/** The build's scripts and styles (vite.config.ts), precached on install. */
const ASSETS = "__APP_ASSETS__"
/** The server's own paths that are not the SPA (server/http/web/static.ts RESERVED). */
const NOT_THE_APP = /^\/(auth|portal|agency|module|task)\/api(\/|$)|^\/(sandbox|docs|apps|app)(\/|$)/

const isShell = (response) =>
  response.ok && response.type === "basic" && !response.redirected && (response.headers.get("content-type") ?? "").includes("text/html")

const storeShell = async (response) => {
  if (!isShell(response)) return
  const cache = await caches.open(SHELL_CACHE)
  await cache.put(SHELL_KEY, response)
}

/** One asset into the cache; one that cannot be fetched now is fetched (and cached) when first asked for. */
const precacheAsset = async (cache, path) => {
  if ((await cache.match(path)) !== undefined) return
  const response = await fetch(path, { credentials: "same-origin" })
  if (response.ok && response.type === "basic") await cache.put(path, response)
}

self.addEventListener("install", (event) => {
  const shell = fetch("/", { cache: "no-cache", credentials: "same-origin" })
    .then(storeShell)
    .catch(() => undefined)
  const assets = caches
    .open(ASSET_CACHE)
    .then((cache) => Promise.all(ASSETS.map((path) => precacheAsset(cache, path).catch(() => undefined))))
  event.waitUntil(Promise.all([shell, assets]).then(() => self.skipWaiting()))
})

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(PREFIX) && name !== SHELL_CACHE && name !== ASSET_CACHE).map((name) => caches.delete(name))
        )
      )
      .then(() => self.clients.claim())
  )
})

const shellNetworkFirst = async (request) => {
  try {
    const response = await fetch(request)
    await storeShell(response.clone())
    return response
  } catch (error) {
    const cached = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE })
    if (cached !== undefined) return cached
    throw error
  }
}

const assetCacheFirst = async (request) => {
  const cache = await caches.open(ASSET_CACHE)
  const cached = await cache.match(request)
  if (cached !== undefined) return cached
  const response = await fetch(request)
  if (response.ok && response.type === "basic") await cache.put(request, response.clone())
  return response
}

self.addEventListener("fetch", (event) => {
  const request = event.request
  if (request.method !== "GET") return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || NOT_THE_APP.test(url.pathname)) return
  if (request.mode === "navigate") return event.respondWith(shellNetworkFirst(request))
  if (url.pathname.startsWith("/assets/")) return event.respondWith(assetCacheFirst(request))
})
