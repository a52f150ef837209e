/** Body of POST /api/v1/messages (authenticated with `Authorization: Bearer <api key>`). */
export interface SendMessageRequest {
  /** `address@domain` or `Name <address@domain>`; the domain must be one of the sender's. */
  from: string;
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  reply_to?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Extra headers, e.g. { "X-Campaign": "spring" }. */
  headers?: Record<string, string>;
  attachments?: MessageAttachment[];
  /**
   * Adds List-Unsubscribe (one-click link and mailto, per recipient) and List-Unsubscribe-Post
   * to this message (true) or leaves them out (false); when absent the sender domain's
   * unsubscribe_headers setting decides. Same as the header X-Platform-Unsubscribe: on/off.
   */
  unsubscribe?: boolean;
}

export interface MessageAttachment {
  filename: string;
  /** Base64 of the file. */
  content: string;
  content_type?: string;
}

/** The stored message: one per request, delivered to every recipient. */
export interface SendMessageResponse {
  id: string;
  message_id: string;
  recipients: string[];
  status: 'queued';
}
