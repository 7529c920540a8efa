/** Text as a search compares it: without case or accents ("Zoë" and "zoe" are one). */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
