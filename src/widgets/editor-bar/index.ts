export { EDITOR_ENTRIES, visibleEditorEntries } from "./config/entries.ts"
export type { EditorEntry } from "./config/entries.ts"
export { EditorBar } from "./ui/EditorBar.tsx"
export type { EditorBarProps } from "./ui/EditorBar.tsx"
