import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { ThreeWayMerge } from "./ThreeWayMerge.tsx"

const labels = { base: "Installed 1.0.0", ours: "Portal now", theirs: "New 1.1.0" }
const base = "one\ntwo\nthree\nfour\n"
const ours = "one\nTWO (portal)\nthree\nfour\n"
const theirs = "one\ntwo (new)\nthree\nfour (new)\n"

describe("ThreeWayMerge", () => {
  it("reports null until the conflict is resolved, then the merged text; a keyboard can pick", async () => {
    const onMerged = vi.fn()
    const user = userEvent.setup()
    render(<ThreeWayMerge base={base} ours={ours} theirs={theirs} labels={labels} onMerged={onMerged} />)
    expect(screen.getByRole("status").textContent).toBe("0 of 1 conflict resolved.")
    expect(onMerged).toHaveBeenLastCalledWith(null)
    const conflict = screen.getByRole("region", { name: /Conflict 1 of 1/ })
    expect(within(conflict).getByRole("list", { name: "Portal now" }).textContent).toBe("TWO (portal)")
    expect(within(conflict).getByRole("list", { name: "New 1.1.0" }).textContent).toBe("two (new)")
    expect(screen.queryByRole("region", { name: "Merged result" })).toBeNull()

    // Tab into the choices, then arrows move between them (react-aria's radio group).
    const choices = within(conflict).getByRole("radiogroup", { name: "Resolve conflict 1 of 1" })
    within(choices).getByRole("radio", { name: "Portal now" }).focus()
    await user.keyboard(" ")
    expect(onMerged).toHaveBeenLastCalledWith("one\nTWO (portal)\nthree\nfour (new)\n")
    await user.keyboard("{ArrowRight}")
    expect(within(choices).getByRole("radio", { name: "New 1.1.0" })).toHaveProperty("checked", true)
    expect(onMerged).toHaveBeenLastCalledWith("one\ntwo (new)\nthree\nfour (new)\n")
    expect(screen.getByRole("status").textContent).toBe("1 of 1 conflict resolved.")
    expect(screen.getByRole("region", { name: "Merged result" }).textContent).toContain("two (new)")
  })

  it("takes both sides, or lines written by hand", () => {
    const onMerged = vi.fn()
    render(<ThreeWayMerge base={base} ours={ours} theirs={theirs} labels={labels} onMerged={onMerged} />)
    fireEvent.click(screen.getByRole("radio", { name: "Both" }))
    expect(onMerged).toHaveBeenLastCalledWith("one\nTWO (portal)\ntwo (new)\nthree\nfour (new)\n")
    fireEvent.click(screen.getByRole("radio", { name: "Edit by hand" }))
    const area = screen.getByRole("textbox", { name: "Lines for conflict 1 of 1" })
    expect((area as HTMLTextAreaElement).value).toBe("TWO (portal)\ntwo (new)")
    fireEvent.change(area, { target: { value: "Two, merged" } })
    expect(onMerged).toHaveBeenLastCalledWith("one\nTwo, merged\nthree\nfour (new)\n")
  })

  it("reports the merged text at once when nothing conflicts", () => {
    const onMerged = vi.fn()
    render(<ThreeWayMerge base={base} ours={ours} theirs={base.replace("four", "FOUR")} labels={labels} onMerged={onMerged} />)
    expect(screen.getByRole("status").textContent).toBe("Both changes merge without a conflict.")
    expect(onMerged).toHaveBeenLastCalledWith("one\nTWO (portal)\nthree\nFOUR\n")
    expect(screen.queryByRole("radiogroup")).toBeNull()
  })
})
