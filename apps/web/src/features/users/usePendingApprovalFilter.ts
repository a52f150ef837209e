import { useSearchParams } from 'react-router-dom';

const APPROVAL_PARAM = 'approval';

/**
 * Whether the users screen lists only the accounts waiting for approval. Kept in the address
 * (?approval=pending) like the page and search, so reload and the back button keep it.
 */
export function usePendingApprovalFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isPendingOnly = searchParams.get(APPROVAL_PARAM) === 'pending';
  const setPendingOnly = (pendingOnly: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (pendingOnly) next.set(APPROVAL_PARAM, 'pending');
      else next.delete(APPROVAL_PARAM);
      // The other list has other pages: start it at its first.
      next.delete('page');
      return next;
    });
  return { isPendingOnly, setPendingOnly };
}
