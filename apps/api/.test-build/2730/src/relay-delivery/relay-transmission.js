import { isStartTlsRefusal } from '../common/starttls-refusal.js';
import { outcomeOfReplyCode } from '../queue/delivery-outcome.js';
/** Why a delivery through a relay without TLS waits: our configuration, not the recipient, so it is deferred. */
export const RELAY_WITHOUT_TLS_REASON = 'Relay offered no STARTTLS: credentials not sent (allow plain-text auth on the relay to override)';
/**
 * Hands one message to a relay over SMTP and says what became of each recipient. The user and
 * password go only over TLS, unless the relay allows plain-text auth (the transport requires TLS
 * then; a relay without STARTTLS defers the message instead of receiving them in clear).
 */
export async function transmitThroughRelay(transmission) {
    const { settings } = transmission;
    const requiresTls = Boolean(settings.user) && !settings.allowInsecureAuth;
    try {
        const info = await transmission.transport.sendMail({
            envelope: { from: transmission.envelopeFrom, to: transmission.recipients },
            raw: transmission.raw,
        });
        const rejected = new Map((info.rejectedErrors ?? []).map((error) => [error.recipient ?? '', error]));
        return transmission.recipients.map((address) => {
            const refusal = rejected.get(address);
            if (refusal)
                return resultOfError(address, refusal);
            return { address, outcome: 'delivered', response: String(info.response ?? '250 OK') };
        });
    }
    catch (error) {
        const failure = error;
        if (requiresTls && isStartTlsRefusal(failure)) {
            return transmission.recipients.map((address) => ({ address, outcome: 'deferred', response: RELAY_WITHOUT_TLS_REASON }));
        }
        const perRecipient = new Map((failure.rejectedErrors ?? []).map((entry) => [entry.recipient ?? '', entry]));
        return transmission.recipients.map((address) => resultOfError(address, perRecipient.get(address) ?? failure));
    }
}
function resultOfError(address, error) {
    return {
        address,
        outcome: outcomeOfReplyCode(error.responseCode),
        response: error.response ?? error.message ?? 'No reply from the relay',
    };
}
//# sourceMappingURL=relay-transmission.js.map