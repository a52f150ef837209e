/**
 * Toast notices. A module-level store rather than React context, so that request
 * callbacks outside components (query and mutation caches) can raise them too.
 */
export type NoticeType = 'success' | 'error';

export interface Notice {
  id: number;
  type: NoticeType;
  text: string;
}

const NOTICE_DURATION_MS = 3000;
/** The corner kept free for notices holds two (styles.css, --notice-area-height): a third ends the oldest early. */
const MAX_SHOWN_NOTICES = 2;

let notices: readonly Notice[] = [];
let lastNoticeId = 0;
const listeners = new Set<() => void>();

function replaceNotices(next: readonly Notice[]): void {
  notices = next;
  listeners.forEach((listener) => listener());
}

function showNotice(type: NoticeType, text: string): void {
  const id = ++lastNoticeId;
  replaceNotices([...notices, { id, type, text }].slice(-MAX_SHOWN_NOTICES));
  setTimeout(() => dismissNotice(id), NOTICE_DURATION_MS);
}

export function notifySuccess(text: string): void {
  showNotice('success', text);
}

export function notifyError(text: string): void {
  showNotice('error', text);
}

export function dismissNotice(id: number): void {
  if (notices.some((notice) => notice.id === id)) {
    replaceNotices(notices.filter((notice) => notice.id !== id));
  }
}

/** Removes every notice at once; tests start each case from an empty corner with it. */
export function dismissAllNotices(): void {
  replaceNotices([]);
}

export function readNotices(): readonly Notice[] {
  return notices;
}

export function subscribeToNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
