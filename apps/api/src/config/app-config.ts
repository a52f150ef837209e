import { resolve } from 'node:path';

/** Configuration of the API, read from the environment once at start-up. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Folder for the embedded database, generated secrets and backups. */
  dataDir: string;
  /** A MongoDB server to use; when absent the embedded database is started in dataDir. */
  mongodbUri?: string;
  /** Console sign-in token; generated on first start and kept in dataDir when unset. */
  adminToken?: string;
  /** Key for secrets at rest (64 hex characters); generated and kept in dataDir when unset. */
  secretKey?: string;
  /** Folder of the built console, served on the API's port in production. */
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS = ['development', 'production', 'test'] as const;

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv)) {
    throw new ConfigError('NODE_ENV', `must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
  }
  return {
    nodeEnv,
    port: parsePort(env.PORT),
    dataDir: resolve(env.DATA_DIR || 'data'),
    mongodbUri: parseMongoUri(env.MONGODB_URI),
    adminToken: parseAdminToken(env.ADMIN_TOKEN),
    secretKey: parseSecretKey(env.SECRET_KEY),
    webDistDir: resolve(env.WEB_DIST_DIR || resolve(import.meta.dirname, '../../../../web/dist')),
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

function parseMongoUri(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^mongodb(\+srv)?:\/\//.test(value)) {
    throw new ConfigError('MONGODB_URI', 'must start with mongodb:// or mongodb+srv://');
  }
  return value;
}

function parseAdminToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters long');
  return value;
}

function parseSecretKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new ConfigError('SECRET_KEY', 'must be 64 hexadecimal characters (32 bytes)');
  }
  return value.toLowerCase();
}
