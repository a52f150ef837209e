// The test DNS server is shared with the agent's specs (packages/test-fixtures); the API's
// tests keep importing it from here.
export { startDnsTestServer } from '@platform/test-fixtures';
//# sourceMappingURL=dns-test-server.js.map