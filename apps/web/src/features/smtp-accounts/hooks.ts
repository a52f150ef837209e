import { useMutation } from '@tanstack/react-query';
import { entityQueries } from '../../lib/entityQueries';
import { resetSmtpPassword, smtpAccountEndpoints } from './api';

/** Page size of the SMTP accounts screen (SPEC section 9). */
export const SMTP_ACCOUNTS_PAGE_SIZE = 20;

export const smtpAccountQueries = entityQueries('smtp-accounts', smtpAccountEndpoints, {
  listFailed: 'Failed to load SMTP accounts',
  detailFailed: 'Failed to load SMTP account details',
  created: 'SMTP account created',
  updated: 'SMTP account updated',
  saveFailed: 'Failed to save SMTP account',
  deleted: 'SMTP account deleted',
  deleteFailed: 'Failed to delete SMTP account',
});

/** Resolves with the new password; an answer without one counts as a failure, as for users (SPEC section 8). */
export function useResetSmtpPassword() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { smtp_password } = await resetSmtpPassword(id);
      if (!smtp_password) throw new Error('The server answered without the new password');
      return smtp_password;
    },
    meta: { successNotice: 'Password reset', errorNotice: 'Failed to reset password' },
  });
}
