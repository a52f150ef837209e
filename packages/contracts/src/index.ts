export * from './common.js';
export * from './health.js';
export * from './user.js';
