/** Web addresses in a plain-text mail; a trailing full stop or bracket is the sentence's, not the link's. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** A plain-text mail as written, its web addresses clickable (they open in a new tab). */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const parts: (string | { href: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(text.slice(from, match.index), { href: match[0] });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return (
    <pre className={className}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </a>
        ),
      )}
    </pre>
  );
}
