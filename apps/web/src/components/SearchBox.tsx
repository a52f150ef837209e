import { useState, type FormEvent } from 'react';
import { Icon } from './Icon';

interface SearchBoxProps {
  /** Accessible name of the input. */
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** Called with the trimmed text when Enter is pressed. */
  onSearch: (text: string) => void;
}

/** A search input that runs its search on Enter, not on every keystroke. */
export function SearchBox({ label, placeholder, initialValue = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialValue);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="search-box" onSubmit={search}>
      <Icon name="search" size={16} />
      <input
        type="search"
        className="search-box__input"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
