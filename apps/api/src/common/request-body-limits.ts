import { type MiddlewareConsumer, RequestMethod } from '@nestjs/common';
import { AGENT_RESULT_BATCH_MAX_BYTES } from '@platform/contracts';
import { RESULT_ADDRESS_MAX_LENGTH, RESULT_RESPONSE_MAX_LENGTH } from '../agent-gateway/dto/agent-protocol.dto.js';
import { MAX_IPS_PER_UPDATE } from '../agents/dto/update-agent-ips.dto.js';
import type { AppConfig } from '../config/app-config.js';
import { jsonBodyParser } from './json-body-parser.js';

/** Room for the other fields and the JSON punctuation around the big ones. */
const ENVELOPE_BYTES = 64 * 1024;
/** A server reply may hold any text: up to 3 bytes of UTF-8 per character. */
const UTF8_BYTES_PER_CHARACTER = 3;
/** `{"address":"…","outcome":"…","response":"…"},` around the two strings. */
const RESULT_PUNCTUATION_BYTES = 64;
/** `{"ip":"<IPv6, at most 45>","helo":"<host name, at most 253>"},` */
const AGENT_IP_ITEM_BYTES = 45 + 253 + 32;

export interface BodyLimitRoute {
  path: string;
  method: RequestMethod;
  limitBytes: number;
}

/**
 * The routes whose valid requests can be larger than JSON_BODY_LIMIT_BYTES, each with what its
 * largest valid body takes; every other route gets JSON_BODY_LIMIT_BYTES. Paths are below /api.
 */
export function largeBodyRoutes(config: AppConfig): BodyLimitRoute[] {
  const { maxMessageBytes, maxRecipients } = config.sending;
  // An agent reports one result per recipient of a delivery.
  const resultBytes = maxRecipients * ((RESULT_ADDRESS_MAX_LENGTH + RESULT_RESPONSE_MAX_LENGTH) * UTF8_BYTES_PER_CHARACTER + RESULT_PUNCTUATION_BYTES) + ENVELOPE_BYTES;
  const routes: BodyLimitRoute[] = [
    {
      // Attachments travel in base64 inside the JSON: 4/3 of the largest message accepted.
      path: 'v1/messages',
      method: RequestMethod.POST,
      limitBytes: Math.ceil((maxMessageBytes * 4) / 3) + ENVELOPE_BYTES,
    },
    { path: 'agent/v1/results', method: RequestMethod.POST, limitBytes: resultBytes },
    // Read only for a known agent (its credentials are checked first), as the results route's;
    // agents keep a batch under AGENT_RESULT_BATCH_MAX_BYTES unless it is one result.
    { path: 'agent/v1/result-batches', method: RequestMethod.POST, limitBytes: Math.max(AGENT_RESULT_BATCH_MAX_BYTES, resultBytes) + ENVELOPE_BYTES },
    {
      path: 'admin/agents/:id/ips',
      method: RequestMethod.PATCH,
      limitBytes: MAX_IPS_PER_UPDATE * AGENT_IP_ITEM_BYTES + ENVELOPE_BYTES,
    },
  ];
  // A configured limit above a route's need raises it too: that route needs no less than the others.
  return routes.map((route) => ({ ...route, limitBytes: Math.max(route.limitBytes, config.jsonBodyLimitBytes) }));
}

/**
 * JSON body parsing for every route, each with its limit. Register it after the credential checks
 * of /api/admin and of the large-body routes (AppModule): Nest runs middleware in the order
 * registered, so those bodies are read only once the caller is known, and a client without
 * credentials cannot make the server read them at all.
 */
export function applyJsonBodyParsers(consumer: MiddlewareConsumer, config: AppConfig): void {
  const routes = largeBodyRoutes(config);
  for (const { path, method, limitBytes } of routes) {
    consumer.apply(jsonBodyParser(limitBytes)).forRoutes({ path, method });
  }
  consumer
    .apply(jsonBodyParser(config.jsonBodyLimitBytes))
    .exclude(...routes.map(({ path, method }) => ({ path, method })))
    .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
}
