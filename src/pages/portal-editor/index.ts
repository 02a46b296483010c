export { PortalEditorPage } from "./ui/PortalEditorPage.tsx"
export type { PortalEditorPageProps } from "./ui/PortalEditorPage.tsx"
export type { EditorItem } from "./model/editorItem.ts"
