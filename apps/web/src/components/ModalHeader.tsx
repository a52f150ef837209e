import { AddressText } from './AddressText';
import { Icon } from './Icon';

interface ModalHeaderProps {
  className: string;
  /** The heading's id, which the dialog's aria-labelledby names. */
  titleId: string;
  title: string;
  onClose: () => void;
}

/** The title bar of a dialog or side panel: the heading that names it, and its Close button. */
export function ModalHeader({ className, titleId, title, onClose }: ModalHeaderProps) {
  return (
    <header className={className}>
      {/* Titles often name an address or a domain: shown whole, wrapped between its words and parts; the tooltip holds it whole should a part be cut short. */}
      <h2 id={titleId} title={title}>
        <AddressText text={title} />
      </h2>
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
        <Icon name="close" />
      </button>
    </header>
  );
}
