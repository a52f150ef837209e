import { useSyncExternalStore } from 'react';
import { readAdminToken, subscribeToAdminToken } from '../../lib/adminToken';

/** The admin token held by this browser ('' when logged out); re-renders on login, logout and rejection. */
export function useAdminToken(): string {
  return useSyncExternalStore(subscribeToAdminToken, readAdminToken);
}
