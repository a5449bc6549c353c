/** A JSON POST as a browser sends it, from a given client address (the app trusts the proxy header in tests). */
export function jsonPost(body: unknown, address = '203.0.113.10'): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
