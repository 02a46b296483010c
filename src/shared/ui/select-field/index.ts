export { SelectField } from "./SelectField.tsx"
export type { SelectFieldItem, SelectFieldProps } from "./SelectField.tsx"
export { EmptyOptions, OptionItem, OptionsPopover } from "./OptionsPopover.tsx"
export type { OptionItemProps, OptionsPopoverProps } from "./OptionsPopover.tsx"
