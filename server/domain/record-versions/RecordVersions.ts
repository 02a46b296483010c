// Optimistic concurrency for the records people edit in forms. A save may name the version it was read
// at (the body's lock_version or an If-Match header); if the record changed since, it is refused with
// 409 saying who changed it and when, and nothing is written. The check runs inside the save's
// transaction with the row locked, so of two saves of the same version exactly one wins. A save that
// names no version (an API client) is not checked. Either way the transaction writes as the caller, so
// the new version records who made it.
import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { type CurrentVersion, RecordVersionRepo, type VersionedTable } from "../../db/repos/RecordVersionRepo.ts"
import { NOT_FOUND } from "../messages.ts"

/** A kind of record: its table and the word the conflict message uses for it. */
export interface VersionedRecord {
  readonly table: VersionedTable
  readonly noun: string
}

export const VersionedRecords = {
  agency: { table: "agencies", noun: "agency" },
  plan: { table: "plans", noun: "plan" },
  creditPack: { table: "credit_packs", noun: "credit" },
  user: { table: "users", noun: "user" },
  account: { table: "users", noun: "account" },
  portal: { table: "portals", noun: "portal" },
  layout: { table: "layouts", noun: "layout" }
} as const satisfies Record<string, VersionedRecord>

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const twoDigits = (value: number) => String(value).padStart(2, "0")

/** "2 Dec 2026, 10:02 UTC": the server does not know the reader's time zone, so it says which one it uses. */
const changedAt = (iso: string) => {
  const at = new Date(iso)
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`
}

const staleMessage = (noun: string, current: CurrentVersion, callerId: number) => {
  const at = changedAt(current.updated_at)
  if (current.editor_id === callerId)
    return `You changed this ${noun} in another window on ${at} after you opened it here. Reload to see that change.`
  if (current.editor_name === null) return `This ${noun} was changed on ${at} after you opened it. Reload to see the changes.`
  return `${current.editor_name} changed this ${noun} on ${at} after you opened it. Reload to see their changes.`
}

export class RecordVersions extends Effect.Service<RecordVersions>()("server/domain/RecordVersions", {
  effect: Effect.gen(function* () {
    const versions = yield* RecordVersionRepo

    /**
     * Run inside the save's transaction, before it writes: the save writes as `caller`, and when
     * `expected` is given the record must still be at that version (else Conflict, with the current
     * version, when and by whom as fields of the answer).
     */
    const claim = (record: VersionedRecord, id: number, expected: number | undefined, caller: User) =>
      Effect.gen(function* () {
        yield* versions.writeAs(caller.id)
        const found = yield* versions.lockCurrent(record.table, id)
        if (Option.isNone(found)) return yield* new NotFound({ message: NOT_FOUND })
        const current = found.value
        if (expected === undefined || expected === current.lock_version) return
        return yield* new Conflict({
          message: staleMessage(record.noun, current, caller.id),
          lock_version: current.lock_version,
          updated_at: current.updated_at,
          updated_by:
            current.editor_id === null || current.editor_name === null ? null : { id: current.editor_id, name: current.editor_name }
        })
      })

    return { claim } as const
  })
}) {}
