import { createHash, randomBytes } from 'node:crypto';

// The secret of a link sent by e-mail (a review request, a waitlist offer): only its hash is stored,
// so the tables alone never yield a working link.

/** 32 random bytes, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
