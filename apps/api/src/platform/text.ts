/**
 * Text as a search compares it: without case or accents ("Zoë" and "zoe" are one). The same steps
 * as the SQL that folds the stored names (`foldedForSearch`), so a typed text and a stored key compare.
 */
export const foldForSearch = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
