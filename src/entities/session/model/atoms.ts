// The session: the token kept across reloads, the current user, and where to go after logging in.
import { atom } from "jotai"
import { atomWithStorage } from "jotai/utils"

import type { User } from "@/shared/api"
import { StorageKey } from "@/shared/config"
import { textStorage } from "@/shared/lib/storage"

import { roleFlags } from "./roles.ts"

export const tokenAtom = atomWithStorage<string | null>(StorageKey.Token, null, textStorage("local"), { getOnInit: true })

/** Loaded from GET /me once a token exists; null for a visitor. */
export const currentUserAtom = atom<User | null>(null)

export const roleFlagsAtom = atom((get) => roleFlags(get(currentUserAtom)))

export const isLoggedInAtom = atom((get) => get(currentUserAtom) !== null)

/** The full path (with query) a visitor tried before being sent to log in. */
export const lastRouteAtom = atomWithStorage<string | null>(StorageKey.LastRoute, null, textStorage("local"), { getOnInit: true })

export const startSessionAtom = atom(null, (_get, set, session: { readonly token: string; readonly user: User }) => {
  set(tokenAtom, session.token)
  set(currentUserAtom, session.user)
})

export const endSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null)
  set(currentUserAtom, null)
})
