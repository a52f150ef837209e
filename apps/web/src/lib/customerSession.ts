/**
 * The customer's session is an HttpOnly cookie that page scripts never see, so the console learns
 * that it ended only from the API: a 401 on a customer route (expired, revoked by a password
 * change elsewhere, logged out in another tab). The api client reports it here and the customer
 * area, subscribed, goes to the login screen.
 */
const listeners = new Set<() => void>();

export function endCustomerSession(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeToCustomerSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
