// Types for the parts of mailauth that ship without declarations and that the API uses: its
// header-section parser, its author-domain reader (what its DMARC check takes as the domain of a
// From address) and its DKIM signer class. Only what is called is declared.

declare module 'mailauth/lib/tools.js' {
  /** One header field of a header section; folded lines stay in `line`, joined with CRLF. */
  export interface ParsedHeaderField {
    /** Field name in lower case; null for a line with no name before its colon. */
    key: string | null;
    /** Field name as written. */
    casedKey: string | undefined;
    /** The whole field without its final line break. */
    line: Buffer;
  }
  export interface ParsedHeaderSection {
    parsed: ParsedHeaderField[];
    original: Buffer;
  }
  /** Splits a header section (without the empty line that ends it) into fields, top to bottom. */
  export function parseHeaders(headerSection: Buffer): ParsedHeaderSection;
  /** mailauth's default list of header fields a DKIM signature covers, colon-separated. */
  export const defaultDKIMFieldNames: string;
  /** Writes a buffer into a writable stream in chunks and ends it. */
  export function writeToStream(stream: NodeJS.WritableStream, input: Buffer): Promise<void>;
}

declare module 'mailauth/lib/dmarc/author-domain.js' {
  export interface AddressDomain {
    /** Lower case, as an A-label. */
    domain: string;
    /** `domain` without a trailing root dot: the name DMARC looks up and compares. */
    authorDomain: string;
  }
  /**
   * The domains of one address as a DMARC verifier reads them: one for a well-formed address,
   * none when the part after the "@" is not a domain, several when the address has more than
   * one "@" outside a quoted local part.
   */
  export function getAddressDomains(address: string): AddressDomain[];
}

declare module 'mailauth/lib/dkim/dkim-signer.js' {
  import type { Writable } from 'node:stream';
  import type { ParsedHeaderSection } from 'mailauth/lib/tools.js';

  export interface DkimSignerOptions {
    canonicalization?: string;
    algorithm?: string;
    /** Colon-separated names of the header fields to sign. */
    headerList?: string;
    signatureData: Array<{ signingDomain: string; selector: string; privateKey: string }>;
  }
  /** A writable stream: write the message into it; once it finishes, signatureHeaders holds the DKIM-Signature lines. */
  export class DkimSigner extends Writable {
    constructor(options: DkimSignerOptions);
    signatureHeaders: string[];
    errors: Array<{ err: Error }>;
    /** Called once the header section is parsed, before anything is hashed. */
    messageHeaders(headers: ParsedHeaderSection): Promise<void>;
  }
}
