// Registers the app's service worker (/sw.js, built by vite.config.ts) once the page has loaded, so it
// never competes with the first load. Where the browser has none, the spec's sentence goes to the
// console (spec 1 section 8): the app works the same without it, so the user is not interrupted.
export const SERVICE_WORKER_UNSUPPORTED = "serviceWorker is not supported in current browser!"

export const SERVICE_WORKER_URL = "/sw.js"

export interface ServiceWorkerHost {
  readonly navigator: Partial<Pick<Navigator, "serviceWorker">>
  readonly addEventListener: (type: "load", listener: () => void, options?: { once?: boolean }) => void
  readonly console: Pick<Console, "error">
}

export function registerServiceWorker(
  host: ServiceWorkerHost = {
    navigator,
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    console
  }
) {
  const container = host.navigator.serviceWorker
  if (container === undefined) {
    host.console.error(SERVICE_WORKER_UNSUPPORTED)
    return
  }
  host.addEventListener(
    "load",
    () => {
      container
        .register(SERVICE_WORKER_URL, { scope: "/" })
        .catch((error: unknown) => host.console.error("The service worker could not be registered.", error))
    },
    { once: true }
  )
}
