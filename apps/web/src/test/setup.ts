import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAllNotices } from '../lib/notices';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine rendering a
// screen can take longer than that, which would fail a test whose behaviour is fine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  dismissAllNotices();
});
