import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router"
import { describe, expect, it } from "vitest"

import { portalListSearch, rootSearch, supportTaskListSearch, taskListSearch } from "./search.ts"

// What the router hands a route after validating the address's parsed search (numbers and booleans already parsed).
const validate = <A>(validator: (raw: Record<string, unknown>) => A, raw: Record<string, unknown>) => validator(raw)

describe("the routes' search validation", () => {
  it("keeps the open drawer and each admin table's page, sort, keyword and role", () => {
    expect(
      validate(rootSearch, {
        drawer: "user",
        users_page: 2,
        users_sort: "email.desc",
        users_q: "acme",
        users_role: "agency-admin",
        agencies_page: "3",
        plans_page: 4,
        logs_q: 2024
      })
    ).toEqual({
      drawer: "user",
      users_page: 2,
      users_sort: "email.desc",
      users_q: "acme",
      users_role: "agency-admin",
      agencies_page: 3,
      plans_page: 4,
      logs_q: "2024"
    })
  })

  it("has no defaults of its own: an empty address stays empty", () => {
    expect(validate(rootSearch, {})).toEqual({})
    expect(validate(taskListSearch, {})).toEqual({})
  })

  it("drops every value it cannot use, never failing (the table then shows its default)", () => {
    const dropped = validate(rootSearch, {
      drawer: "<script>",
      users_page: -3,
      users_sort: "email.sideways",
      users_q: "   ",
      users_role: "owner",
      portals_page: 0,
      credits_page: 1.5,
      logs_sort: { column: "event" },
      plans_page: "two"
    })
    expect(Object.values(dropped).every((value) => value === undefined)).toBe(true)
    expect(validate(taskListSearch, { page: -3, sort: "title", status: "open", q: "" })).toEqual({
      page: undefined,
      sort: undefined,
      status: undefined,
      q: undefined
    })
    expect(validate(portalListSearch, { page: "abc" })).toEqual({ page: undefined })
  })

  it("lets the router show the page for a hand-edited address, keeping the values other routes own", async () => {
    const root = createRootRoute({ validateSearch: rootSearch })
    const tasks = createRoute({ getParentRoute: () => root, path: "/tasks", validateSearch: taskListSearch })
    const router = createRouter({
      routeTree: root.addChildren([tasks]),
      history: createMemoryHistory({ initialEntries: ["/tasks?drawer=user&users_page=-3&page=-3&sort=title.asc&billing=open"] })
    })
    await router.load()
    const match = router.state.matches.at(-1)
    expect(match?.status).toBe("success")
    expect(match?.search).toEqual({ drawer: "user", users_page: undefined, page: undefined, sort: "title.asc", billing: "open" })
  })

  it("validates the support queue's filters", () => {
    expect(validate(supportTaskListSearch, { status: "in_progress", agency: 4, portal: 9, mine: true, sort: "due_date.asc" })).toEqual({
      status: "in_progress",
      agency: 4,
      portal: 9,
      mine: true,
      sort: "due_date.asc"
    })
    expect(validate(supportTaskListSearch, { agency: -1, portal: "x", mine: "yes" })).toEqual({
      agency: undefined,
      portal: undefined,
      mine: undefined
    })
  })
})
