import { TLSSocket } from 'node:tls';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';

import type { TlsSession } from './tls-requirements.js';

/**
 * How a connected SMTP session is protected. Nodemailer does not expose the socket it upgraded
 * with STARTTLS, so it is read from its `_socket`; the session is verified (node:tls's
 * `authorized`: the chain and the host name, checked even when failures are not refused) or says why not.
 */
export function tlsSessionOf(connection: SMTPConnection): TlsSession {
  const socket = (connection as unknown as { _socket?: unknown })._socket;
  if (!connection.secure || !(socket instanceof TLSSocket)) return { version: null, verified: false, verifyError: null };
  const error = socket.authorizationError as unknown;
  return {
    version: socket.getProtocol(),
    verified: socket.authorized,
    verifyError: socket.authorized ? null : error instanceof Error ? (error as NodeJS.ErrnoException).code ?? error.message : String(error ?? 'not verified'),
  };
}
