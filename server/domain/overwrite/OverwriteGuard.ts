// Drift before every overwrite: an install, upgrade, revert, restore or layout apply first lists the files it is
// about to write into a portal's CRM folder; this service reads each of them there (the published environment,
// through the paced CRM client, as the audit does) and finds those the portal holds edited. `guard` then lets the
// write through only when every edited file has the user's choice, made on the content the portal holds now
// (its SHA-256): keep leaves the portal's file, take writes the new one, merge writes the user's merged text.
// Without such a choice it fails with 409 40901 before anything is written.
import { createHash } from "node:crypto"

import { Effect, Option, Schema } from "effect"

import { Conflict, Unprocessable } from "#contract/errors.ts"
import {
  type DriftedFile,
  type FileResolution,
  OVERWRITE_REVIEW_CODE,
  OVERWRITE_REVIEW_MESSAGE,
  type OverwriteChoice,
  Resolutions
} from "#contract/overwrite.ts"

import { AuditRepo } from "../../db/repos/AuditRepo.ts"
import { Crm, type CrmAuth } from "../../integrations/crm/index.ts"
import { type InstalledFile, installedFiles } from "../audit/installedFiles.ts"
import { makePortalFolder } from "../audit/portalFolder.ts"

/** One file an operation is about to write: `${folder}/${name}` in the portal's CRM folder. */
export interface PlannedWrite {
  readonly folder: string
  readonly name: string
  readonly content: string
  readonly kind: "module" | "theme-file"
  /** The module's key, or the theme file's catalogue path. */
  readonly owner_key: string
  readonly owner_name: string
  /** The version the operation writes. */
  readonly incoming_version: string
}

/** What the user chose for one file, as History and the activity log record it. */
export interface RecordedChoice {
  readonly path: string
  readonly choice: OverwriteChoice
}

interface Guarded<W extends PlannedWrite> {
  /** What to write, the merged text in place of the new one where the user merged; kept files left out. */
  readonly writes: ReadonlyArray<W>
  readonly choices: ReadonlyArray<RecordedChoice>
}

/** The portal whose folder is read: its id (for what the app installed) and its CRM folder. */
interface GuardedPortal {
  readonly id: number
  readonly custom_installation: string
}

export interface GuardOptions {
  /**
   * A batch job writes part of what the user reviewed for the whole batch: choices for files it does not
   * write belong to other jobs, so they are left alone instead of refused.
   */
  readonly othersAllowed?: boolean
}

export const pathOf = (write: { readonly folder: string; readonly name: string }) => `${write.folder}/${write.name}`

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

const reviewNeeded = () => new Conflict({ message: OVERWRITE_REVIEW_MESSAGE, status_code: OVERWRITE_REVIEW_CODE })

const notWritten = (path: string) => `The path ${path} is not among the files this operation writes.`
const namedTwice = (path: string) => `The path ${path} has more than one resolution.`

// The audit's order (by owner name, then path), in code units like the audit's: the same on every server and in the SPA.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const byOwnerThenPath = (a: DriftedFile, b: DriftedFile) => compare(a.owner_name, b.owner_name) || compare(a.path, b.path)

/** Each path once, the first write of it kept (a layout may name a theme file a module of it also needs). */
const distinct = <W extends PlannedWrite>(writes: ReadonlyArray<W>) => {
  const seen = new Set<string>()
  return writes.filter((write) => {
    const path = pathOf(write)
    if (seen.has(path)) return false
    seen.add(path)
    return true
  })
}

export class OverwriteGuard extends Effect.Service<OverwriteGuard>()("server/domain/OverwriteGuard", {
  effect: Effect.gen(function* () {
    const audits = yield* AuditRepo
    const crm = yield* Crm

    /** What the app installed in the portal, by path: the audit's baseline. */
    const baseline = (portal: GuardedPortal) =>
      Effect.gen(function* () {
        const plan = installedFiles(
          portal.custom_installation,
          yield* audits.installedModules(portal.id),
          yield* audits.installedThemeFiles(portal.id)
        )
        return new Map<string, InstalledFile>(plan.files.map((file) => [file.path, file]))
      })

    /**
     * Each write with what its target holds now and, when the portal holds it edited, the three versions. Edited:
     * a file is there and differs from what the app installed (or, where the app never wrote that path, from what
     * the operation would write). A file the portal does not hold, or holds exactly as it would be written, loses
     * nothing when written.
     */
    const inspect = <W extends PlannedWrite>(portal: GuardedPortal, token: CrmAuth, writes: ReadonlyArray<W>) =>
      Effect.gen(function* () {
        const installed = yield* baseline(portal)
        const folder = makePortalFolder(crm, token)
        return yield* Effect.forEach(distinct(writes), (write) =>
          Effect.map(folder.read(pathOf(write)), (now) => {
            const path = pathOf(write)
            const base = installed.get(path)
            const edited = Option.isSome(now) && now.value !== write.content && (base === undefined || base.content !== now.value)
            const drift: DriftedFile | null = edited
              ? {
                  path,
                  kind: write.kind,
                  owner_key: write.owner_key,
                  owner_name: write.owner_name,
                  installed_version: base?.installed_version ?? null,
                  incoming_version: write.incoming_version,
                  installed: base?.content ?? null,
                  portal: now.value,
                  incoming: write.content,
                  portal_hash: sha256Hex(now.value)
                }
              : null
            return { write, path, now: Option.getOrNull(now), drift }
          })
        )
      })

    /** The writes whose target the portal holds edited, sorted by owner name, then path. */
    const drifted = (portal: GuardedPortal, token: CrmAuth, writes: ReadonlyArray<PlannedWrite>) =>
      Effect.map(inspect(portal, token, writes), (files) =>
        files.flatMap((file) => (file.drift === null ? [] : [file.drift])).sort(byOwnerThenPath)
      )

    /**
     * The writes as the user decided them. Refuses (422) a choice for a path the operation does not write; fails
     * with 409 40901, before anything is written, when an edited file has no choice or one made on other content
     * than the portal holds now (edited again since the review). A choice for a file not (or no longer) edited is
     * applied too when it was made on the content there now.
     */
    const guard = <W extends PlannedWrite>(
      portal: GuardedPortal,
      token: CrmAuth,
      planned: ReadonlyArray<W>,
      resolutions: ReadonlyArray<FileResolution> | undefined,
      options: GuardOptions = {}
    ) =>
      Effect.gen(function* () {
        const writes = distinct(planned)
        const paths = new Set(writes.map(pathOf))
        const given = new Map<string, FileResolution>()
        for (const [index, resolution] of (resolutions ?? []).entries()) {
          if (!paths.has(resolution.path)) {
            if (options.othersAllowed === true) continue
            return yield* Unprocessable.field(`resolutions.${index}.path`, notWritten(resolution.path))
          }
          if (given.has(resolution.path)) return yield* Unprocessable.field(`resolutions.${index}.path`, namedTwice(resolution.path))
          given.set(resolution.path, resolution)
        }
        const choices: Array<RecordedChoice> = []
        const out: Array<W> = []
        for (const { drift, now, path, write } of yield* inspect(portal, token, writes)) {
          const resolution = given.get(path)
          if (resolution === undefined) {
            if (drift !== null) return yield* reviewNeeded()
            out.push(write)
            continue
          }
          // The choice must have been made on what the portal holds now, edited or no longer edited.
          if (now === null || sha256Hex(now) !== resolution.portal_hash) return yield* reviewNeeded()
          choices.push({ path, choice: resolution.choice })
          if (resolution.choice === "take") out.push(write)
          else if (resolution.choice === "merge") out.push({ ...write, content: resolution.content ?? "" })
        }
        return { writes: out, choices } satisfies Guarded<W>
      })

    return { drifted, guard } as const
  })
}) {}

/** The activity or History properties the choices add: nothing when the user made none. */
export const choicesRecord = (choices: ReadonlyArray<RecordedChoice>): { readonly resolutions?: ReadonlyArray<RecordedChoice> } =>
  choices.length > 0 ? { resolutions: choices } : {}

const JobResolutions = Schema.Struct({ resolutions: Resolutions })

/** The choices a batch job's payload carries (stored by the apply that reviewed them); none when it carries none. */
export const resolutionsIn = (payload: unknown): ReadonlyArray<FileResolution> | undefined =>
  Option.getOrUndefined(Option.map(Schema.decodeUnknownOption(JobResolutions)(payload), (job) => job.resolutions))

/** A batch job's writes go through the review with the batch's choices for other jobs' files left alone. */
export const batchJob: GuardOptions = { othersAllowed: true }
