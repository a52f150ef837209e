import { MESSAGE_STATUSES } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { BounceReasonField } from '../../components/BounceReasonField';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { MESSAGE_STATUS_LABELS } from './messageLabels';
import { dateRangeError, hasFilters, NO_MESSAGE_FILTERS, type MessageFilters } from './messageFilters';

interface MessageSearchFormProps {
  /** The search in force (from the address). */
  filters: MessageFilters;
  onSearch: (filters: MessageFilters) => void;
}

/** Recipient, subject, status, failure reason and date range; the search runs on Search or Enter, not on every keystroke. */
export function MessageSearchForm({ filters, onSearch }: MessageSearchFormProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string>();
  const change = (field: keyof MessageFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const rangeError = dateRangeError(draft);
    setError(rangeError);
    if (!rangeError) onSearch(draft);
  };
  const clear = () => {
    setDraft(NO_MESSAGE_FILTERS);
    setError(undefined);
    onSearch(NO_MESSAGE_FILTERS);
  };

  return (
    <form role="search" aria-label="Search messages" className="message-search" noValidate onSubmit={search}>
      <InputField label="Recipient" type="search" placeholder="Part of an address" value={draft.recipient} onChange={change('recipient')} />
      <InputField label="Subject" type="search" placeholder="Part of the subject" value={draft.subject} onChange={change('subject')} />
      <FormField label="Status">
        {(control) => (
          <select {...control} className="input" value={draft.status} onChange={change('status')}>
            <option value="">Any status</option>
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {MESSAGE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <BounceReasonField value={draft.reason} onChange={(reason) => setDraft((current) => ({ ...current, reason }))} />
      {/* "Date", as the column the range filters: "From" and "To" alone read as sender and recipient. */}
      <InputField label="Date from" type="date" max={draft.dateTo || undefined} value={draft.dateFrom} onChange={change('dateFrom')} />
      <InputField label="Date to" type="date" min={draft.dateFrom || undefined} error={error} value={draft.dateTo} onChange={change('dateTo')} />
      <div className="message-search__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        {(hasFilters(draft) || hasFilters(filters)) && (
          <button type="button" className="button" onClick={clear}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
