export type { EditorEntry } from "./config/entries.ts"
export { EDITOR_ENTRIES, visibleEditorEntries } from "./config/entries.ts"
export type { EditorBarProps } from "./ui/EditorBar.tsx"
export { EditorBar } from "./ui/EditorBar.tsx"
