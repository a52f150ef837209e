import { Fragment } from 'react';

/** The word with a <wbr> before each '@' and dot: the only places inside it that may wrap. */
function withWrapPoints(word: string) {
  return word.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Text made of e-mail addresses and host names: one, a list separated by ", "
 * (`formatRecipients`), a title that names one, or a DNS record's value. It wraps at its
 * spaces, and inside a word only before an '@' or a dot, as a printed address does: a narrow
 * column shows "margaret.longname" over "@example.org" and never breaks inside "longname" or
 * after the hyphen of "marketing-department".
 */
export function AddressText({ text }: { text: string }) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {/* A list's comma stays inside its address: it never starts a line, and screen readers hear "a, b" rather than "a , b". */}
          <span className="address-text">{withWrapPoints(word)}</span>
        </Fragment>
      ))}
    </>
  );
}
