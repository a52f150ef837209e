import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_LOGO_CHANGED_EVENT, CONSOLE_LOGO_STORAGE_KEY, readConsoleLogo, removeConsoleLogo, storeConsoleLogo, subscribeToConsoleLogo } from './consoleLogo';

const logo = { image: 'data:image/png;base64,iVBORw0KGgo=', width: 160, height: 48 };

describe('console logo storage', () => {
  it('keeps the logo in local storage under one fixed key and reads it back', () => {
    storeConsoleLogo(logo);

    expect(JSON.parse(localStorage.getItem(CONSOLE_LOGO_STORAGE_KEY)!)).toEqual(logo);
    expect(readConsoleLogo()).toEqual(logo);
  });

  it('announces every change with a window event', () => {
    const heard = vi.fn();
    window.addEventListener(CONSOLE_LOGO_CHANGED_EVENT, heard);

    storeConsoleLogo(logo);
    removeConsoleLogo();

    expect(heard).toHaveBeenCalledTimes(2);
    expect(readConsoleLogo()).toBeNull();
    window.removeEventListener(CONSOLE_LOGO_CHANGED_EVENT, heard);
  });

  it('tells subscribers of changes here and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsoleLogo(listener);

    storeConsoleLogo(logo);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSOLE_LOGO_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    removeConsoleLogo();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same object while the stored text is unchanged, and ignores anything that is not a logo', () => {
    storeConsoleLogo(logo);
    expect(readConsoleLogo()).toBe(readConsoleLogo());

    localStorage.setItem(CONSOLE_LOGO_STORAGE_KEY, '{not json');
    expect(readConsoleLogo()).toBeNull();
    localStorage.setItem(CONSOLE_LOGO_STORAGE_KEY, JSON.stringify({ image: 'javascript:alert(1)', width: 1, height: 1 }));
    expect(readConsoleLogo()).toBeNull();
  });
});
