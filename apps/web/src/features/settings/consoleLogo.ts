import { useSyncExternalStore } from 'react';

/**
 * The console logo an admin uploaded. It is kept only in this browser (SPEC section 2), under
 * one local-storage key; every change is announced with a window event so that the sidebar and
 * the settings page redraw at once, and other tabs learn of it through the storage event.
 */
export const CONSOLE_LOGO_STORAGE_KEY = 'consoleLogo';
export const CONSOLE_LOGO_CHANGED_EVENT = 'console-logo-changed';

/** SPEC section 9: a logo is shown 120 by 40 unless the admin chooses otherwise. */
export const DEFAULT_LOGO_SIZE = { width: 120, height: 40 } as const;

export interface ConsoleLogo {
  /** The image as a data: URL. */
  image: string;
  width: number;
  height: number;
}

function isConsoleLogo(value: unknown): value is ConsoleLogo {
  const logo = value as Partial<ConsoleLogo> | null;
  return (
    typeof logo?.image === 'string' &&
    logo.image.startsWith('data:image/') &&
    typeof logo.width === 'number' &&
    typeof logo.height === 'number'
  );
}

// useSyncExternalStore needs the same object back while the stored text is unchanged.
let cachedText: string | null = null;
let cachedLogo: ConsoleLogo | null = null;

export function readConsoleLogo(): ConsoleLogo | null {
  const text = localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedLogo = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (isConsoleLogo(parsed)) cachedLogo = parsed;
    } catch {
      // Unreadable leftovers count as no logo.
    }
  }
  return cachedLogo;
}

function announceChange(): void {
  window.dispatchEvent(new CustomEvent(CONSOLE_LOGO_CHANGED_EVENT));
}

/** Throws when the browser refuses to keep the image (its storage quota is a few megabytes). */
export function storeConsoleLogo(logo: ConsoleLogo): void {
  localStorage.setItem(CONSOLE_LOGO_STORAGE_KEY, JSON.stringify(logo));
  announceChange();
}

export function removeConsoleLogo(): void {
  localStorage.removeItem(CONSOLE_LOGO_STORAGE_KEY);
  announceChange();
}

export function subscribeToConsoleLogo(listener: () => void): () => void {
  const onOtherTabChange = (event: StorageEvent) => {
    if (event.key === CONSOLE_LOGO_STORAGE_KEY) listener();
  };
  window.addEventListener(CONSOLE_LOGO_CHANGED_EVENT, listener);
  window.addEventListener('storage', onOtherTabChange);
  return () => {
    window.removeEventListener(CONSOLE_LOGO_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onOtherTabChange);
  };
}

/** The uploaded logo, or null for the built-in mark; re-renders whenever it changes. */
export function useConsoleLogo(): ConsoleLogo | null {
  return useSyncExternalStore(subscribeToConsoleLogo, readConsoleLogo);
}
