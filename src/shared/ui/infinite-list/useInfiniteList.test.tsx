import { act, renderHook, waitFor } from "@testing-library/react"
import { Effect } from "effect"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"

import { ApiProvider } from "@/shared/api"
import { fakeServer } from "@/shared/lib/testing"

import { useInfiniteList } from "./useInfiniteList.ts"

const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiProvider runtime={fakeServer({}).runtime} cache={{ staleTime: 0 }}>
    {children}
  </ApiProvider>
)

describe("useInfiniteList", () => {
  it("appends pages until the last, and starts over when the key changes", async () => {
    const asked: Array<string> = []
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useInfiniteList(["histories", key], (page) => {
          asked.push(`${key}:${page}`)
          return Effect.succeed({ rows: [`${key}${page}`], totalPages: 2 })
        }),
      { wrapper, initialProps: { key: "a" } }
    )
    await waitFor(() => expect(result.current.rows).toEqual(["a1"]))
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.rows).toEqual(["a1", "a2"]))
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.loadMore())
    rerender({ key: "b" })
    await waitFor(() => expect(result.current.rows).toEqual(["b1"]))
    expect(asked).toEqual(["a:1", "a:2", "b:1"])
  })
})
