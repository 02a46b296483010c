export type { OptionItemProps, OptionsPopoverProps } from "./OptionsPopover.tsx"
export { EmptyOptions, OptionItem, OptionsPopover } from "./OptionsPopover.tsx"
export type { SelectFieldItem, SelectFieldProps } from "./SelectField.tsx"
export { SelectField } from "./SelectField.tsx"
