// Task requests: agency admins of SaaS agencies submit and follow requests about their
// portals; support staff work on every agency's. Every change writes the activity log in the same
// transaction; every support change flags the request for the requester, adds a personal What's New
// entry for them and mails them; a requester's comment notifies the assigned support agent in the app.
// Each use case lives in its own module of this folder; the service puts them together.
import { Effect } from "effect"

import { createTask } from "./createTask.ts"
import { requesterTasks } from "./requesterTasks.ts"
import { supportTasks } from "./supportTasks.ts"

export class Tasks extends Effect.Service<Tasks>()("server/domain/Tasks", {
  effect: Effect.gen(function* () {
    const { list, get, update, comment } = yield* requesterTasks
    const create = yield* createTask
    const { supportList, supportFacets, supportGet, supportUpdate, supportComment } = yield* supportTasks
    return { list, get, create, update, comment, supportList, supportFacets, supportGet, supportUpdate, supportComment } as const
  })
}) {}
