// The Register modal's texts. 'Create Account' is the specification's (spec 2 section 2); the rest is
// our wording where it shows none.
export const TITLE = "Create Account"
export const SUBMIT_LABEL = "Create Account"
export const LOGIN_PROMPT = "Already have an account?"
export const LOGIN_LABEL = "Log in"
export const INTRO = "Start building portals for your clients. We'll email you a link to set your password."
/** Spec 2 section 9: the register modal is half the window wide. */
export const REGISTER_MODAL_WIDTH = "50%"
/** localStorage: the form's values while it is being filled in (spec 2 section 5). */
export const REGISTER_FORM_STORAGE_KEY = "register_form"
