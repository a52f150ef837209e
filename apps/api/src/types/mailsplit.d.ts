/** The part of mailsplit (MIME split, rewrite of matching parts, join) the API uses; the package ships no types. */
declare module 'mailsplit' {
  import type { Transform, Readable, Writable } from 'node:stream';

  export interface MimeNode {
    contentType: string | false;
    disposition: string | false;
    charset: string | false;
    encoding: string | false;
  }

  export class Splitter extends Transform {}
  export class Joiner extends Transform {}
  export class Rewriter extends Transform {
    constructor(filter: (node: MimeNode) => boolean);
    on(event: 'node', listener: (data: { node: MimeNode; decoder: Readable; encoder: Writable }) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
