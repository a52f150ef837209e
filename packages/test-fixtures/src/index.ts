export * from './dns-test-server.js';
export * from './test-certificate-authority.js';
export * from './mta-sts-policy-server.js';
