export type { EditorItem } from "./model/editorItem.ts"
export type { PortalEditorPageProps } from "./ui/PortalEditorPage.tsx"
export { PortalEditorPage } from "./ui/PortalEditorPage.tsx"
