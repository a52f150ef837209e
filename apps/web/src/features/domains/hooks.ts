import { useMutation, useQuery } from '@tanstack/react-query';
import { entityQueries } from '../../lib/entityQueries';
import { notifyVerification } from '../../lib/verificationNotice';
import { domainEndpoints, toggleDomainStatus, verifyDomain } from './api';

/** Page size of the domains screen (SPEC section 9). */
export const DOMAINS_PAGE_SIZE = 20;

/** Domains offered by the SMTP account form's picker. */
export const DOMAIN_PICKER_LIMIT = 100;

export const domainQueries = entityQueries('domains', domainEndpoints, {
  listFailed: 'Failed to load domains',
  detailFailed: 'Failed to load domain details',
  created: 'Domain created',
  updated: 'Domain updated',
  saveFailed: 'Failed to save domain',
  deleted: 'Domain deleted',
  deleteFailed: 'Failed to delete domain',
});

/** The DNS dialog reads the same detail call, under its own key, so its failure has its own notice. */
export function useDomainDnsRecords(id: string) {
  return useQuery({
    queryKey: [...domainQueries.keys.detail(id), 'dns'],
    queryFn: () => domainEndpoints.get(id),
    meta: { errorNotice: 'Failed to load DNS records' },
  });
}

/**
 * Checks the published records; the server sets the flags, then the domain is re-read (SPEC
 * section 4). The notice says what verified and what did not ('Verification completed' only when all did).
 */
export function useVerifyDomain() {
  const refreshDomains = domainQueries.useRefreshAll();
  return useMutation({
    mutationFn: verifyDomain,
    onSuccess: (result) => {
      notifyVerification(result.records);
      return refreshDomains();
    },
    meta: { errorNotice: 'Failed to verify domain' },
  });
}

export function useToggleDomainStatus() {
  const refreshDomains = domainQueries.useRefreshAll();
  return useMutation({
    mutationFn: toggleDomainStatus,
    onSuccess: refreshDomains,
    meta: { errorNotice: 'Failed to update status' },
  });
}
