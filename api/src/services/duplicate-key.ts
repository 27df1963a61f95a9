/** MongoDB's answer to an insert that meets a unique key already there (E11000). */
const DUPLICATE_KEY = 11000;

/** Whether a write failed on a unique key: the document it would have made is there already. */
export const isDuplicateKey = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === DUPLICATE_KEY;
