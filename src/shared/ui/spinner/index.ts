export { Spinner } from "./Spinner.tsx"
export type { SpinnerProps, SpinnerSize } from "./Spinner.tsx"
export { ProgressBar } from "./ProgressBar.tsx"
export type { ProgressBarProps } from "./ProgressBar.tsx"
