export { DeleteAccountSection } from "./ui/DeleteAccountSection.tsx"
export type { DeleteAccountSectionProps } from "./ui/DeleteAccountSection.tsx"
export { DELETED_TITLE } from "./model/texts.ts"
