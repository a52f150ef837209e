import { domainEndpoints } from '../features/domains/api';
import { smtpAccountEndpoints } from '../features/smtp-accounts/api';
import { userEndpoints } from '../features/users/api';
import { userFullName } from '../features/users/labels';
import { adminPaths, usersSearchPath } from '../lib/adminPaths';
import { openItemPath } from '../lib/openItemParam';

/** How many matches of each kind the top-bar search shows. */
export const SEARCH_HITS_PER_KIND = 5;

export interface SearchHit {
  id: string;
  label: string;
  /** A second line, e.g. a user's name or an account's domain. */
  detail?: string;
  /** Where choosing the hit goes: its list screen with its detail panel open. */
  path: string;
}

export interface SearchGroup {
  title: string;
  hits: SearchHit[];
  /** The kind's list screen, searched for the same text. */
  allResultsPath: string;
}

/** A list screen searched for `searchText` (the ?search= those screens read). */
function searchedListPath(listPath: string, searchText: string): string {
  return `${listPath}?${new URLSearchParams({ search: searchText })}`;
}

async function searchUsers(text: string): Promise<SearchGroup> {
  const users = await userEndpoints.list({ q: text, limit: SEARCH_HITS_PER_KIND });
  return {
    title: 'Users',
    allResultsPath: usersSearchPath(text),
    hits: users.items.map((user) => ({
      id: user._id,
      label: user.email,
      detail: userFullName(user) || undefined,
      path: openItemPath(adminPaths.users, user._id),
    })),
  };
}

async function searchDomains(text: string): Promise<SearchGroup> {
  const domains = await domainEndpoints.list({ search: text, limit: SEARCH_HITS_PER_KIND });
  return {
    title: 'Domains',
    allResultsPath: searchedListPath(adminPaths.domains, text),
    hits: domains.items.map((domain) => ({
      id: domain._id,
      label: domain.domain,
      detail: domain.user_email || undefined,
      path: openItemPath(adminPaths.domains, domain._id),
    })),
  };
}

async function searchSmtpAccounts(text: string): Promise<SearchGroup> {
  const accounts = await smtpAccountEndpoints.list({ search: text, limit: SEARCH_HITS_PER_KIND });
  return {
    title: 'SMTP Accounts',
    allResultsPath: searchedListPath(adminPaths.smtp, text),
    hits: accounts.items.map((account) => ({
      id: account._id,
      label: account.email,
      detail: account.domain,
      path: openItemPath(adminPaths.smtp, account._id),
    })),
  };
}

/**
 * Searches users, domains and SMTP accounts at once and keeps the kinds that matched. A kind whose
 * search fails is left out without a word (SPEC section 8: top-bar lookups are silent).
 */
export async function searchEverywhere(text: string): Promise<SearchGroup[]> {
  const outcomes = await Promise.allSettled([searchUsers(text), searchDomains(text), searchSmtpAccounts(text)]);
  return outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && outcome.value.hits.length > 0 ? [outcome.value] : []));
}
