export { StatusChips, type StatusChipsProps } from "./StatusChips.tsx"
