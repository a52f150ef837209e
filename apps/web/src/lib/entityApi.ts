import type { ListResponse, OpenEndedListResponse } from '@platform/contracts';
import { api } from './api';

/** A list as an admin resource answers it: counted, or open-ended (no total when filtered). */
export type EntityListResponse<Entity> = ListResponse<Entity> | OpenEndedListResponse<Entity>;

/** The request and response types of one admin resource. */
export interface EntityTypes {
  entity: { _id: string };
  /** What GET /:id answers (the entity itself, or a wrapper such as {domain, dns_records}). */
  detail: unknown;
  /** What POST answers (the entity, sometimes with a secret shown once). */
  created: unknown;
  listQuery: object;
  createBody: object;
  updateBody: object;
}

export interface EntityEndpoints<Types extends EntityTypes> {
  itemPath: (id: string, action?: string) => string;
  list: (query: Types['listQuery']) => Promise<EntityListResponse<Types['entity']>>;
  get: (id: string) => Promise<Types['detail']>;
  create: (body: Types['createBody']) => Promise<Types['created']>;
  update: (id: string, body: Types['updateBody']) => Promise<Types['entity']>;
  remove: (id: string) => Promise<void>;
}

/** The list, read, create, update and delete calls every admin resource answers under `basePath` (SPEC section 7). */
export function entityEndpoints<Types extends EntityTypes>(basePath: string): EntityEndpoints<Types> {
  const itemPath = (id: string, action = '') => `${basePath}/${encodeURIComponent(id)}${action}`;
  return {
    itemPath,
    list: async (query) => (await api.get<EntityListResponse<Types['entity']>>(basePath, { params: query })).data,
    get: async (id) => (await api.get<Types['detail']>(itemPath(id))).data,
    create: async (body) => (await api.post<Types['created']>(basePath, body)).data,
    update: async (id, body) => (await api.patch<Types['entity']>(itemPath(id), body)).data,
    remove: async (id) => {
      await api.delete(itemPath(id));
    },
  };
}
