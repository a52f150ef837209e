/** Injection token of the AppConfig loaded at start-up. */
export const APP_CONFIG = Symbol('APP_CONFIG');
//# sourceMappingURL=app-config.token.js.map