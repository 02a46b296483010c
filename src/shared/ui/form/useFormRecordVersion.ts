// A form's record version (shared/lib/record-version) bound to a TanStack form: it reads the form's values as
// typed, and Reload puts the merged values in as they are, keeping the form's opening values as its defaults.
import { type AnyFormApi, useStore } from "@tanstack/react-form"

import { type RecordVersion, type RecordVersionOptions, useRecordVersion } from "@/shared/lib/record-version"

export function useFormRecordVersion<R extends { readonly lock_version?: number | undefined }, V extends object>(
  form: AnyFormApi,
  options: Omit<RecordVersionOptions<R, V>, "value" | "setValue">
): RecordVersion<R> {
  const value = useStore(form.store, (state) => state.values as V)
  return useRecordVersion({ ...options, value, setValue: (next) => form.reset(next, { keepDefaultValues: true }) })
}
