export { PASSWORD_MIN_LENGTH, requiredMessage, validateEmail, validateNewPassword } from "./rules.ts"
