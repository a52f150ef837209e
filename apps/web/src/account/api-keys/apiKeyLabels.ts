import type { ApiKeyScope } from '@platform/contracts';

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  full: 'Full access',
  sending: 'Sending only',
};
