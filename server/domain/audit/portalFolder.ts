// Reads a portal's CRM folder for an audit through the CRM client (paced per account like every call it makes),
// one call at a time: a file's published content, and the files inside an installed module's folder that the
// installed version does not have (HubSpot's metadata call lists a folder's children by name).
import { Effect, Option } from "effect"

import type { Crm, CrmAuth, CrmError } from "../../integrations/crm/index.ts"
import { crmErrorToWire } from "../modules/PortalCrm.ts"
import type { ModuleFolder } from "./installedFiles.ts"

/** Installs publish what they write, so the published environment is what the portal holds. */
const ENVIRONMENT = "published"

/** Past this many entries below one module folder the walk stops: a module folder holds a handful of files. */
const WALK_LIMIT = 500

const absentOnNotFound = <A>(effect: Effect.Effect<A, CrmError>) =>
  effect.pipe(
    Effect.map(Option.some),
    Effect.catchTag("CrmNotFound", () => Effect.succeed(Option.none<A>())),
    Effect.mapError(crmErrorToWire)
  )

export const makePortalFolder = (crm: Crm, auth: CrmAuth) => {
  /** The file's content now, or none when the CRM has no file there. */
  const read = (path: string) => absentOnNotFound(crm.readFile(auth, ENVIRONMENT, path))

  const metadata = (path: string) => absentOnNotFound(crm.metadata(auth, ENVIRONMENT, path))

  /** Paths (inside the module's folder) of the files the CRM holds there that the installed version lacks. */
  const added = (module: ModuleFolder) =>
    Effect.gen(function* () {
      const found: Array<string> = []
      let visited = 0

      const walk = (relative: string, children: ReadonlyArray<string>): Effect.Effect<void, ReturnType<typeof crmErrorToWire>> =>
        Effect.forEach(
          children,
          (child) =>
            Effect.gen(function* () {
              const inside = relative === "" ? child : `${relative}/${child}`
              if (module.known.has(inside) || ++visited > WALK_LIMIT) return
              const entry = yield* metadata(`${module.folder}/${inside}`)
              if (Option.isNone(entry)) return
              if (!entry.value.folder) {
                found.push(inside)
                return
              }
              // A subfolder (one the installed version has files in, or one it lacks altogether): look inside.
              yield* walk(inside, entry.value.children ?? [])
            }),
          { discard: true }
        )

      const root = yield* metadata(module.folder)
      if (Option.isSome(root) && root.value.folder) yield* walk("", root.value.children ?? [])
      return found.sort()
    })

  return { read, added } as const
}
