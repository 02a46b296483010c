// Optimistic concurrency in an edit form (src/shared/api/contract/record-version.ts): the form sends the
// version it opened, a 409 shows the server's message (who changed the record and when) with a Reload
// action, and Reload reads the record again, keeping what the user typed and taking the rest from the
// record as it is now. The form's own value stays with the form; this holds the version and the values
// the form opened with.
import { type Effect, Exit, Option } from "effect"
import { useState } from "react"

import { type ApiClient, type ApiError, failureOf, useApiAction } from "@/shared/api"

import { keepTyped } from "./keepTyped.ts"

/** A save the server refused because the record changed after the form opened. */
const isStaleSave = (error: ApiError) => error.status === 409

export interface RecordVersionOptions<R, V> {
  /** The record the form opened with; null for an add form (nothing to check). */
  readonly record: R | null
  readonly toForm: (record: R) => V
  /** Reads the record as it is now. */
  readonly reread: Effect.Effect<R, ApiError, ApiClient>
  /** The form's value now, and how to replace it. */
  readonly value: V
  readonly setValue: (value: V) => void
}

/** `R`: the record, for `saved` (save hooks that only send the version and catch a stale save need not name it). */
export interface RecordVersion<R = never> {
  /** The version to send with the save (undefined for an add form). */
  readonly lockVersion: number | undefined
  /** The server's message after a stale save, until Reload. */
  readonly conflict: string | null
  readonly isReloading: boolean
  /** True (and the conflict shown) when the failure was a stale save: the form shows no other error then. */
  readonly catchStale: (error: ApiError) => boolean
  readonly reload: () => void
  /** After a save in a form that stays open: the saved record is what the next save starts from. */
  readonly saved: (record: R) => void
}

interface Opened<V> {
  readonly lockVersion: number | undefined
  readonly form: V | null
}

export function useRecordVersion<R extends { readonly lock_version?: number | undefined }, V extends object>(
  options: RecordVersionOptions<R, V>
): RecordVersion<R> {
  const { record, toForm, reread, value, setValue } = options
  const [opened, setOpened] = useState<Opened<V>>(() => ({
    lockVersion: record?.lock_version,
    form: record === null ? null : toForm(record)
  }))
  const [conflict, setConflict] = useState<string | null>(null)
  // Reading is no change: nothing to invalidate.
  const { isPending, run } = useApiAction({ invalidates: [] })

  const catchStale = (error: ApiError) => {
    if (!isStaleSave(error)) return false
    setConflict(error.serverMessage ?? error.message)
    return true
  }

  const reload = async () => {
    const exit = await run(reread)
    if (Exit.isSuccess(exit)) {
      const current = toForm(exit.value)
      setValue(opened.form === null ? current : keepTyped(opened.form, value, current))
      setOpened({ lockVersion: exit.value.lock_version, form: current })
      setConflict(null)
      return
    }
    Option.map(failureOf(exit.cause), (error) => setConflict(error.message))
  }

  const saved = (record: R) => setOpened({ lockVersion: record.lock_version, form: toForm(record) })

  return { lockVersion: opened.lockVersion, conflict, isReloading: isPending, catchStale, reload: () => void reload(), saved }
}
