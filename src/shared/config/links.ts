// Links configured per deployment (vite env at build time); none reaches another host unless set.
const fromEnv = (value: string | undefined): string | null => (value === undefined || value.trim() === "" ? null : value.trim())

/** The Figma design system offered to pro portals; the menu hides the entry when unset. */
export const figmaDesignSystemUrl: string | null = fromEnv(import.meta.env["VITE_FIGMA_DESIGN_SYSTEM_URL"] as string | undefined)
