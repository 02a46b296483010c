/** Where a template's files live in the portal's design manager. */
export const templateFolder = (customInstallation: string, template: { readonly type: string; readonly key: string }) =>
  `${customInstallation}/templates/${template.type}/${template.key}`
