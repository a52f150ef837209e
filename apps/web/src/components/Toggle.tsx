interface ToggleProps {
  checked: boolean;
  /** Accessible name, e.g. "Status of ann@example.com". */
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch. */
export function Toggle({ checked, label, onChange, disabled = false }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className="toggle"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="toggle__thumb" />
    </button>
  );
}
