/** One row of the Listed Users sample. */
export interface ListedUser {
  email: string;
  name: string;
  listedOn: string;
  reason: string;
}

/**
 * SPEC section 2: Listed Users is a static sample with fake paging; the server has no such list.
 * The addresses use reserved example domains, so they can never name a real person.
 */
export const SAMPLE_LISTED_USERS: readonly ListedUser[] = [
  { email: 'bulk.sender@example.com', name: 'Bulk Sender', listedOn: 'Spamhaus SBL', reason: 'Spam complaints' },
  { email: 'promo.blast@example.net', name: 'Promo Blast', listedOn: 'Barracuda', reason: 'Unsolicited bulk mail' },
  { email: 'newsletter@example.org', name: 'Weekly Newsletter', listedOn: 'SpamCop', reason: 'Spam trap hits' },
  { email: 'deals.daily@example.com', name: 'Deals Daily', listedOn: 'Spamhaus DBL', reason: 'Listed sending domain' },
  { email: 'alerts@example.net', name: 'Alert Service', listedOn: 'SORBS', reason: 'High bounce rate' },
  { email: 'marketing@example.org', name: 'Marketing Team', listedOn: 'UCEPROTECT', reason: 'Shared IP listed' },
  { email: 'offers@example.com', name: 'Special Offers', listedOn: 'Barracuda', reason: 'Spam complaints' },
  { email: 'updates@example.net', name: 'Product Updates', listedOn: 'SpamCop', reason: 'Spam trap hits' },
  { email: 'info@example.org', name: 'Info Desk', listedOn: 'Spamhaus SBL', reason: 'Compromised account' },
  { email: 'sales@example.com', name: 'Sales Outreach', listedOn: 'SORBS', reason: 'Unsolicited bulk mail' },
  { email: 'digest@example.net', name: 'Daily Digest', listedOn: 'Barracuda', reason: 'High bounce rate' },
  { email: 'events@example.org', name: 'Events Team', listedOn: 'UCEPROTECT', reason: 'Shared IP listed' },
];
