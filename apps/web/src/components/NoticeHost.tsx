import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissNotice, readNotices, subscribeToNotices } from '../lib/notices';
import { Icon } from './Icon';

/**
 * Shows the current notices in the corner of the screen; each removes itself after its time.
 * A child of document.body marked to stay usable above dialogs (see useInertBackground): a
 * failed save's notice must be heard and dismissible while its dialog is still open.
 */
export function NoticeHost() {
  const notices = useSyncExternalStore(subscribeToNotices, readNotices);
  return createPortal(
    <div className="notice-host" data-above-modals="">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.type}`}
          role={notice.type === 'error' ? 'alert' : 'status'}
        >
          <span className="notice__text">{notice.text}</span>
          <button
            type="button"
            className="icon-button notice__dismiss"
            aria-label="Dismiss notice"
            onClick={() => dismissNotice(notice.id)}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
