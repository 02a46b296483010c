export { Button } from "./Button.tsx"
export type { ButtonProps } from "./Button.tsx"
export { buttonClassName } from "./buttonClassName.ts"
export type { ButtonSize, ButtonVariant } from "./buttonClassName.ts"
