export type { ProgressBarProps } from "./ProgressBar.tsx"
export { ProgressBar } from "./ProgressBar.tsx"
export type { SpinnerProps, SpinnerSize } from "./Spinner.tsx"
export { Spinner } from "./Spinner.tsx"
