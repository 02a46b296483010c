// What a form holds after "Reload" on a stale save: the record as it is now, except the fields the user
// changed since the form opened, which keep what they typed.
export const keepTyped = <V extends object>(opened: V, typed: V, current: V): V => {
  const merged = { ...current }
  for (const key of Object.keys(typed) as Array<keyof V>) {
    if (!Object.is(typed[key], opened[key])) merged[key] = typed[key]
  }
  return merged
}
