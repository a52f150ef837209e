/**
 * Whether an SMTP send failed because the server would not start TLS, so that, with nodemailer's
 * `requireTLS`, the credentials were never sent. With `requireTLS` nodemailer sends STARTTLS
 * whether or not the server offered it and stops at the server's error reply; a server that
 * answers EHLO with an error speaks no extensions at all, STARTTLS included. A TLS handshake that
 * fails after the server agreed (a bad certificate) is another failure, told by its own message.
 */
export function isStartTlsRefusal(error) {
    if (error.command === 'STARTTLS')
        return error.code === 'ETLS' && error.responseCode !== undefined;
    return error.command === 'EHLO' && error.code === 'ECONNECTION' && (error.responseCode ?? 0) >= 500;
}
//# sourceMappingURL=starttls-refusal.js.map