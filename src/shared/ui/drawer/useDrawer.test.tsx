import { act, renderHook } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"

import { openDrawerAtom } from "./openDrawerAtom.ts"
import { useDrawer } from "./useDrawer.ts"

function setup() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const { result } = renderHook(() => useDrawer(), { wrapper })
  return { store, result }
}

describe("useDrawer", () => {
  it("starts with no drawer open", () => {
    expect(setup().result.current.openDrawer).toBeNull()
  })

  it("opening another drawer closes the open one", () => {
    const { store, result } = setup()
    act(() => result.current.open("agency"))
    act(() => result.current.open("credit"))
    expect(result.current.openDrawer).toBe("credit")
    expect(store.get(openDrawerAtom)).toBe("credit")
  })

  it("opening the open drawer changes nothing", () => {
    const { store, result } = setup()
    act(() => result.current.open("billing"))
    let writes = 0
    const unsubscribe = store.sub(openDrawerAtom, () => writes++)
    act(() => result.current.open("billing"))
    unsubscribe()
    expect(writes).toBe(0)
    expect(result.current.openDrawer).toBe("billing")
  })

  it("closes", () => {
    const { result } = setup()
    act(() => result.current.open("log"))
    act(() => result.current.close())
    expect(result.current.openDrawer).toBeNull()
  })
})
