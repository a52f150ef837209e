import { useId } from 'react';
import { Icon } from './Icon';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the option does, beneath it. */
  hint?: string;
  /** A warning beneath it instead of the hint, e.g. while a risky option is on. */
  warning?: string;
}

/** A labelled checkbox with an optional hint or warning beneath it. */
export function CheckboxField({ label, checked, onChange, hint, warning }: CheckboxFieldProps) {
  const messageId = `${useId()}-message`;
  const message = warning ?? hint;
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {message && (
        <p id={messageId} className={warning ? 'field__warning' : 'field__hint'}>
          {warning && <Icon name="warning" size={14} />}
          {message}
        </p>
      )}
    </div>
  );
}
