import { RECIPIENT_TOKEN_LENGTH } from './recipient-token.js';
/**
 * Addresses at a return-path domain that carry a recipient token in their local part:
 * b+<token> is a message's envelope sender (bounces come back to it), u+<token> the mailto of
 * its List-Unsubscribe header.
 */
const LOCAL_PART_PREFIX = { bounce: 'b+', unsubscribe: 'u+' };
const TOKEN_ADDRESS = new RegExp(`^([bu])\\+([a-z2-7]{${RECIPIENT_TOKEN_LENGTH}})@([^@\\s]+)$`);
export function tokenAddress(purpose, token, domain) {
    return `${LOCAL_PART_PREFIX[purpose]}${token}@${domain}`;
}
/** The purpose, token and domain of such an address (any case); null for any other address. */
export function parseTokenAddress(address) {
    const match = TOKEN_ADDRESS.exec(address.trim().toLowerCase());
    if (!match)
        return null;
    return { purpose: match[1] === 'b' ? 'bounce' : 'unsubscribe', token: match[2], domain: match[3] };
}
//# sourceMappingURL=recipient-addresses.js.map