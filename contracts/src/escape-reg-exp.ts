/** The text as a regular expression that matches it literally (a search term, a name). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
