export { TextField } from "./TextField.tsx"
export type { TextFieldProps, TextFieldType } from "./TextField.tsx"
