import { ADMIN_TOKEN_STORAGE_KEY } from '@platform/contracts';

/**
 * The admin session is one token in local storage. Screens and the api client read it
 * from here, and subscribe so that a login, a logout or a rejected token (401) re-renders
 * the console at once — in this tab and in others.
 */
const listeners = new Set<() => void>();

function notifyListeners(): void {
  listeners.forEach((listener) => listener());
}

export function readAdminToken(): string {
  return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY) ?? '';
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  notifyListeners();
}

export function clearAdminToken(): void {
  localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  notifyListeners();
}

export function subscribeToAdminToken(listener: () => void): () => void {
  const onOtherTabChange = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onOtherTabChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onOtherTabChange);
  };
}
