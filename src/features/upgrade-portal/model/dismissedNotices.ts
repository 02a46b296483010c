// The upgrade notices the user closed, by portal and the version offered: closed, a notice stays closed
// on that portal's screens until the app reloads; a newer release is offered again.
import { atom } from "jotai"

export const dismissedUpgradeNoticesAtom = atom<ReadonlySet<string>>(new Set<string>())

export const noticeKey = (portalId: number, latestVersion: string) => `${portalId}@${latestVersion}`
