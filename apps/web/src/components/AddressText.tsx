import { Fragment } from 'react';

/**
 * An e-mail address or host name that may wrap only before its '@' and its dots, as a printed
 * address does, so a narrow column shows "margaret.longname" over "@example.org" and never
 * breaks inside a word. A list ("a@x.org, b@x.org") also wraps after its commas.
 */
export function AddressText({ text }: { text: string }) {
  const parts = text.split(/(?=[@.])/);
  return (
    <span className="address-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
