// The rights check asks whether the caller sees a portal from PortalReads' memory for reads only: a call that
// changes something reads it afresh, so a grant taken away elsewhere is never honoured by a write.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Layer, Option } from "effect"

import type { User } from "#contract/user.ts"

import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { RightsRepo } from "../../db/repos/RightsRepo.ts"
import { PortalReads } from "../portals/PortalReads.ts"
import { Rights } from "./Rights.ts"

const seen = (visible: boolean) => () => Effect.succeed(Option.some({ visible, agency_id: 1 }))

/** The database says the portal is out of the caller's scope now; the memory still says it is in. */
const RightsLive = Rights.DefaultWithoutDependencies.pipe(
  Layer.provide(
    Layer.mergeAll(
      Layer.succeed(RightsRepo, {} as unknown as RightsRepo),
      Layer.succeed(PortalRepo, { visibility: seen(false) } as unknown as PortalRepo),
      Layer.succeed(PortalReads, { visibility: seen(true) } as unknown as PortalReads)
    )
  )
)

const member = { id: 5, roles: [{ name: "user" }] } as unknown as User
const onPortal = { path: {}, query: { portal: "7" }, body: { portal: 7 } }

describe("Rights", () => {
  it.effect("answers a read from memory and reads afresh for a call that changes something", () =>
    Effect.gen(function* () {
      const rights = yield* Rights
      expect(Either.isRight(yield* Effect.either(rights.admit("module.list", member, onPortal, { fresh: false })))).toBe(true)
      const install = yield* Effect.either(rights.admit("module.install", member, onPortal, { fresh: true }))
      expect(Either.isLeft(install) && install.left._tag).toBe("Forbidden")
      const listFresh = yield* Effect.either(rights.admit("module.list", member, onPortal, { fresh: true }))
      expect(Either.isLeft(listFresh) && listFresh.left._tag).toBe("Forbidden")
    }).pipe(Effect.provide(RightsLive))
  )
})
