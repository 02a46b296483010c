// Portals per page of the list screens: a multiple of the grid's 2, 3 and 4 columns.
export const PORTALS_PER_PAGE = 24
