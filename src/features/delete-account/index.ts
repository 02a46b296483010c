export { DELETED_TITLE } from "./model/texts.ts"
export type { DeleteAccountSectionProps } from "./ui/DeleteAccountSection.tsx"
export { DeleteAccountSection } from "./ui/DeleteAccountSection.tsx"
