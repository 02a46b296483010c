// CRM: the HubSpot REST client.
export type { CrmAuth, Environment, PageKind } from "./Crm.ts"
export { Crm, makeCrm } from "./Crm.ts"
export type { CrmError } from "./errors.ts"
export { CrmMissingScopes, CrmNotFound, CrmRateLimited, CrmReconnectRequired, CrmRequestFailed, CrmUnauthorized } from "./errors.ts"
export type { BlogSettings, NewPage, TokenInfo } from "./schemas.ts"
export { BlogSettingsList, CrmDomain, DomainList, FileMetadata, HubDbTable, HubDbTableList, Page, PageList, TokenSet } from "./schemas.ts"
export type { CrmSettingsShape } from "./settings.ts"
export { CrmSettings, crmSettingsConfig } from "./settings.ts"
