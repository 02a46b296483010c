// Semantic versions of modules and theme files ("major.minor.patch"); '---' (not installed) is 0.0.0.
export const NOT_INSTALLED = "---"

const parts = (version: string): readonly [number, number, number] => {
  if (version === NOT_INSTALLED) return [0, 0, 0]
  const [major = 0, minor = 0, patch = 0] = version.split(".").map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

/** Negative when a < b, 0 when equal, positive when a > b. */
export const compareVersions = (a: string, b: string): number => {
  const left = parts(a)
  const right = parts(b)
  for (let index = 0; index < 3; index++) {
    const difference = left[index]! - right[index]!
    if (difference !== 0) return difference
  }
  return 0
}

export const majorOf = (version: string): number => parts(version)[0]

/** Newest first. */
export const newestFirst = <A extends { readonly version: string }>(items: ReadonlyArray<A>): Array<A> =>
  [...items].sort((a, b) => compareVersions(b.version, a.version))
