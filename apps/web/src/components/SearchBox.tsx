import { useId, useState, type FormEvent } from 'react';
import { Icon } from './Icon';

interface SearchBoxProps {
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  /** How the search matches (e.g. from the start of the e-mail), shown under the box. */
  hint?: string;
  initialValue?: string;
  /** Called with the trimmed text when Enter is pressed. */
  onSearch: (text: string) => void;
}

/** A search input that runs its search on Enter, not on every keystroke. */
export function SearchBox({ label, placeholder, hint, initialValue = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialValue);
  const hintId = useId();
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="search-box-field" onSubmit={search}>
      <div className="search-box">
        <Icon name="search" size={16} />
        <input
          type="search"
          className="search-box__input"
          aria-label={label}
          aria-describedby={hint ? hintId : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {hint && (
        <p id={hintId} className="search-box__hint">
          {hint}
        </p>
      )}
    </form>
  );
}
