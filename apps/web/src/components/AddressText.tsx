import { Fragment } from 'react';

/** The address with a <wbr> before each '@' and dot: the only places it may wrap. */
function withWrapPoints(address: string) {
  return address.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * An e-mail address or host name, or a list of them separated by ", " (`formatRecipients`).
 * A list wraps after its commas first; an address wraps only before its '@' and dots, as a
 * printed address does, so a narrow column shows "margaret.longname" over "@example.org" and
 * never breaks inside a word.
 */
export function AddressText({ text }: { text: string }) {
  const addresses = text.split(', ');
  return (
    <>
      {addresses.map((address, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {/* The comma inside the piece: it never starts a line, and screen readers hear "a, b" rather than "a , b". */}
          <span className="address-text">
            {withWrapPoints(address)}
            {index < addresses.length - 1 && ','}
          </span>
        </Fragment>
      ))}
    </>
  );
}
