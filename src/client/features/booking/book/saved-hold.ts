/**
 * The held time's token, kept in this tab's session storage while the visitor signs in or creates
 * an account on /auth and is brought back to /book (never in the URL: whoever has the token may
 * book or release the time). Storage can be refused (private modes): the flow then just starts over.
 */
const KEY = 'aurora.book.hold';

export function savedHoldToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveHoldToken(token: string | null) {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Not kept: a visitor who leaves the page chooses the time again.
  }
}
