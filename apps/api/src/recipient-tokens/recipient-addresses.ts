import { RECIPIENT_TOKEN_LENGTH, type RecipientTokenPurpose } from './recipient-token.js';

/**
 * Addresses at a return-path domain that carry a recipient token in their local part:
 * b+<token> is a message's envelope sender (bounces come back to it), u+<token> the mailto of
 * its List-Unsubscribe header.
 */
const LOCAL_PART_PREFIX: Record<RecipientTokenPurpose, string> = { bounce: 'b+', unsubscribe: 'u+' };
const TOKEN_ADDRESS = new RegExp(`^([bu])\\+([a-z2-7]{${RECIPIENT_TOKEN_LENGTH}})@([^@\\s]+)$`);

export interface TokenAddress {
  purpose: RecipientTokenPurpose;
  token: string;
  /** Lower-cased. */
  domain: string;
}

export function tokenAddress(purpose: RecipientTokenPurpose, token: string, domain: string): string {
  return `${LOCAL_PART_PREFIX[purpose]}${token}@${domain}`;
}

/** The purpose, token and domain of such an address (any case); null for any other address. */
export function parseTokenAddress(address: string): TokenAddress | null {
  const match = TOKEN_ADDRESS.exec(address.trim().toLowerCase());
  if (!match) return null;
  return { purpose: match[1] === 'b' ? 'bounce' : 'unsubscribe', token: match[2], domain: match[3] };
}
