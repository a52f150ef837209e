/** SPEC section 5: a DKIM key is shown without PEM header and footer lines, whitespace or quotes. */
export function cleanDkimKey(key: string): string {
  return key.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/["'\s]/g, '');
}

/** The DKIM TXT value with its key (the p= tag) cleaned; the tags before it keep their spacing. */
export function dkimRecordValue(txt: string): string {
  const keyTag = /^(.*?\bp=)([\s\S]*)$/.exec(txt);
  return keyTag ? keyTag[1]!.replace(/"/g, '') + cleanDkimKey(keyTag[2]!) : cleanDkimKey(txt);
}
