/**
 * One document per cached plain record, made on its first use and kept while the record is (a
 * WeakMap: a record dropped from its cache takes its document with it), for callers that only
 * read it. Making a mongoose document from a record (Model.hydrate) costs tens of microseconds;
 * an SMTP session made two at MAIL FROM, at each RCPT TO and at DATA (issue 29).
 */
export class SharedDocuments<Stored extends object, Document> {
  private readonly made = new WeakMap<Stored, Document>();

  constructor(private readonly make: (stored: Stored) => Document) {}

  of(stored: Stored | null): Document | null {
    if (!stored) return null;
    let document = this.made.get(stored);
    if (document === undefined) {
      document = this.make(stored);
      this.made.set(stored, document);
    }
    return document;
  }
}
