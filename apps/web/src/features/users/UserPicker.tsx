import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { USER_PICKER_LIMIT, userQueries } from './hooks';

interface UserPickerProps {
  label: string;
  /** The chosen user's id; '' for none. */
  value: string;
  /** E-mail of the user chosen when the form opened, shown even when the search no longer finds it. */
  initialEmail?: string;
  onChange: (userId: string) => void;
  /** Text narrowing the users offered; held by the form, which may clear it. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/** Chooses a user: a search field narrows the first 100 matching users (SPEC section 9) offered in the select beneath it. */
export function UserPicker({ label, value, initialEmail, onChange, searchText, onSearchTextChange, error, autoFocus }: UserPickerProps) {
  const trimmedSearch = searchText.trim();
  const users = userQueries.useList({ page: 1, limit: USER_PICKER_LIMIT, ...(trimmedSearch && { q: trimmedSearch }) });
  const [chosenEmail, setChosenEmail] = useState(initialEmail ?? '');
  const offered = users.data?.items ?? [];
  const chosenIsOffered = offered.some((user) => user._id === value);
  const chosenLabel = value ? (offered.find((user) => user._id === value)?.email ?? (chosenEmail || value)) : undefined;

  const choose = (userId: string) => {
    setChosenEmail(offered.find((user) => user._id === userId)?.email ?? '');
    onChange(userId);
  };

  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="picker">
          <input
            type="search"
            className="input picker__search"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder="Filter by e-mail or name"
            autoComplete="off"
            autoFocus={autoFocus}
            value={searchText}
            onChange={(event) => onSearchTextChange(event.target.value)}
          />
          {/* The title reads out an address too long for a narrow screen's field. */}
          <select {...control} className="input" title={chosenLabel} value={value} onChange={(event) => choose(event.target.value)}>
            <option value="">{users.isPending ? 'Loading users…' : 'Select a user'}</option>
            {value && !chosenIsOffered && <option value={value}>{chosenLabel}</option>}
            {offered.map((user) => (
              <option key={user._id} value={user._id}>
                {user.email}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
