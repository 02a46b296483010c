// What the login page says about the product, and its ways in for visitors without an account.
export const PRODUCT_NAME = "Portal Builder"
export const PRODUCT_LINE = "Build and manage your clients' HubSpot portals from ready-made modules, page templates and themes."
export const REGISTER_PROMPT = "New here?"
export const REGISTER_LABEL = "Register"
export const DEMO_LABEL = "Try the guest demo"
