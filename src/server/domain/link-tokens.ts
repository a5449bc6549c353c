import { createHash, randomBytes } from 'node:crypto';

/** An e-mailed link's secret: 32 random bytes, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so the table alone never yields a working link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
