import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { UNSUBSCRIBE_CONTROL_HEADER } from '@platform/contracts';
import addressparser from 'nodemailer/lib/addressparser/index.js';
/** The bare address of a `from` that may carry a display name; null when there is none. */
export function senderAddress(from) {
    const [first] = addressparser(from, { flatten: true });
    return first && 'address' in first && first.address ? first.address : null;
}
/** Builds the MIME message with nodemailer's composer; Bcc goes to the envelope only. */
export async function composeMessage(body, envelopeFrom) {
    const composer = new MailComposer({
        from: body.from,
        to: body.to,
        cc: body.cc,
        replyTo: body.reply_to,
        subject: body.subject,
        text: body.text,
        html: body.html,
        headers: withUnsubscribeControl(body),
        attachments: body.attachments?.map((attachment) => ({
            filename: attachment.filename,
            content: Buffer.from(attachment.content, 'base64'),
            contentType: attachment.content_type,
        })),
    });
    const message = await composer.compile().build();
    const recipients = [...new Set([...body.to, ...(body.cc ?? []), ...(body.bcc ?? [])].map((a) => a.trim()))];
    return { envelopeFrom, recipients, message };
}
/** The API's `unsubscribe` field travels as the header SMTP senders use; it wins over one in `headers`. */
function withUnsubscribeControl(body) {
    if (body.unsubscribe === undefined)
        return body.headers;
    const others = Object.fromEntries(Object.entries(body.headers ?? {}).filter(([name]) => name.toLowerCase() !== UNSUBSCRIBE_CONTROL_HEADER.toLowerCase()));
    return { ...others, [UNSUBSCRIBE_CONTROL_HEADER]: body.unsubscribe ? 'on' : 'off' };
}
//# sourceMappingURL=compose-message.js.map