export { Checkbox } from "./Checkbox.tsx"
export type { CheckboxProps } from "./Checkbox.tsx"
