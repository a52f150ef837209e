import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAllNotices } from '../lib/notices';

afterEach(() => {
  cleanup();
  localStorage.clear();
  dismissAllNotices();
});
