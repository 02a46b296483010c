// The ?welcome=v5 flag that version 5's auto-login link leaves on /portals-main.

export const hasWelcomeV5Flag = (search: Readonly<Record<string, unknown>>): boolean => search["welcome"] === "v5"

/** The same address without the flag (other parameters and the hash kept). */
export const withoutWelcomeFlag = (pathname: string, searchStr: string, hash: string): string => {
  const params = new URLSearchParams(searchStr)
  params.delete("welcome")
  const rest = params.toString()
  return `${pathname}${rest === "" ? "" : `?${rest}`}${hash === "" ? "" : `#${hash.replace(/^#/, "")}`}`
}
