/** Named API keys of an account (/api/v1/api-keys); the primary key from sign-up stays a full key. */
export const API_KEY_SCOPES = ['full', 'sending'] as const;
/** full: every /api/v1 route; sending: only POST /api/v1/messages. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key as listed: the key itself is shown only once, in the create answer. */
export interface ApiKey {
  _id: string;
  name: string;
  scope: ApiKeyScope;
  /** When set, the key sees and sends for this domain only. */
  domain_id: string | null;
  domain: string | null;
  /** The key's first characters, to tell keys apart (`key_AbC1…`). */
  key_prefix: string;
  created_at: string;
  /** Updated at most once a minute. */
  last_used_at: string | null;
}

export interface CreateApiKeyRequest {
  name: string;
  /** Defaults to 'full'. */
  scope?: ApiKeyScope;
  domain_id?: string | null;
}

/** The create answer: `key` is shown this once and stored only hashed. */
export interface ApiKeyCreatedResponse extends ApiKey {
  key: string;
}
