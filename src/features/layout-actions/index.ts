// What a user does with layouts and history beyond listing and deleting them: save the portal's setup as a
// layout, apply a layout to the open portal, restore a module to a history entry's version.
export { ApplyLayoutButton } from "./ui/ApplyLayoutButton.tsx"
export { RestoreHistoryButton } from "./ui/RestoreHistoryButton.tsx"
export { SaveLayoutForm } from "./ui/SaveLayoutForm.tsx"
