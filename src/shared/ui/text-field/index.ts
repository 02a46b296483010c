export { PlainTextField } from "./PlainTextField.tsx"
export type { TextFieldProps, TextFieldType } from "./TextField.tsx"
export { TextField } from "./TextField.tsx"
