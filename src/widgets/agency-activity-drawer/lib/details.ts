// An entry's properties in a line a person reads ("module: hero · version: 2.0.0"); nested values as JSON.
export const describeDetails = (properties: Readonly<Record<string, unknown>>): string =>
  Object.entries(properties)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${key.replace(/_/g, " ")}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ")

/** The CSV's file name: the agency and the day it was taken. */
export const exportFileName = (agencyName: string, today: string): string =>
  `activity-${
    agencyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "agency"
  }-${today}.csv`
