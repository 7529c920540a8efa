/** The profile header's measures, shared by the profile and its loading skeleton so neither jumps. */
export const coverHeight = { xs: 88, md: 132 } as const;
export const pictureSize = { xs: 128, md: 152 } as const;
/** How far the picture reaches up into the cover band. */
export const pictureOverlap = { xs: '-64px', md: '-76px' } as const;
/** Room kept for the connection controls while they download, so the page below does not jump. */
export const connectionControlsHeight = { xs: 232, md: 170 } as const;
