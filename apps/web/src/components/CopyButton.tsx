import { useEffect, useState } from 'react';
import { Icon } from './Icon';

interface CopyButtonProps {
  text: string;
  /** Accessible name when several copy buttons share a screen, e.g. "Copy DKIM value". */
  label?: string;
  className?: string;
}

const COPIED_FOR_MS = 2000;

/**
 * Copies `text` to the clipboard and says "Copied" for a moment. The clipboard exists only on
 * secure origins (https or localhost); elsewhere the button is left out and the text stays selectable.
 */
export function CopyButton({ text, label, className = 'button button--small' }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  if (!navigator.clipboard) return null;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className={className} aria-label={label} onClick={copy}>
      <Icon name={isCopied ? 'check' : 'copy'} size={14} />
      {isCopied ? 'Copied' : 'Copy'}
    </button>
  );
}
