export type { ButtonProps } from "./Button.tsx"
export { Button } from "./Button.tsx"
export type { ButtonSize, ButtonVariant } from "./buttonClassName.ts"
export { buttonClassName } from "./buttonClassName.ts"
