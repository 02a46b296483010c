// Browser storage that never throws: private modes and full quotas must not break the app.

type StorageArea = "local" | "session"

const area = (which: StorageArea): Storage | null => {
  try {
    return which === "local" ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return null
  }
}

export const readStored = (which: StorageArea, key: string): string | null => {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** null removes the key. */
export const writeStored = (which: StorageArea, key: string, value: string | null): void => {
  try {
    const storage = area(which)
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // Storage unavailable: the value lives only in memory for this page.
  }
}

/**
 * A jotai storage keeping plain text (not JSON) so other code and other tabs read the same value
 * ('token' is a bare string in localStorage). Other tabs' changes flow in through the storage event.
 */
export interface TextStorage {
  getItem: (key: string, initialValue: string | null) => string | null
  setItem: (key: string, value: string | null) => void
  removeItem: (key: string) => void
  subscribe: (key: string, callback: (value: string | null) => void, initialValue: string | null) => () => void
}

export const textStorage = (which: StorageArea): TextStorage => ({
  getItem: (key) => readStored(which, key),
  setItem: (key, value) => writeStored(which, key, value),
  removeItem: (key) => writeStored(which, key, null),
  subscribe: (key, callback) => {
    if (typeof window === "undefined") return () => undefined
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(event.newValue)
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }
})
