/** Injection token of the RuntimeSecrets (admin token, secret key) resolved at start-up. */
export const RUNTIME_SECRETS = Symbol('RUNTIME_SECRETS');
//# sourceMappingURL=runtime-secrets.token.js.map