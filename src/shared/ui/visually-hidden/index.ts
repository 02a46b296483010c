export { VisuallyHidden, visuallyHiddenClassName } from "./VisuallyHidden.tsx"
