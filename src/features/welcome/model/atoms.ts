// The guide the video modal shows (set by whoever opens it), and whether this page load has already
// offered a one-time onboarding modal (so closing it with Escape does not bring it straight back).
import { atom } from "jotai"

import type { Guide } from "@/shared/api"

export const guideToPlayAtom = atom<Guide | null>(null)

export const onboardingOfferedAtom = atom<ReadonlySet<number>>(new Set<number>())
