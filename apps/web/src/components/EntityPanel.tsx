import type { ReactNode } from 'react';
import { DetailList, type DetailRow } from './DetailList';
import { SidePanel } from './SidePanel';

interface EntityPanelProps {
  title: string;
  /** The item's details; undefined while loading or after a failed load. */
  rows: DetailRow[] | undefined;
  isLoading: boolean;
  /** Shown in the panel when the details could not be loaded (the notice says so too). */
  failureText: string;
  /** A line above the details: a name, badges. */
  summary?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons after Edit and Delete. */
  extraActions?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
}

/** The side panel of a list screen's item: its details, Edit and Delete, and any further actions. */
export function EntityPanel({ title, rows, isLoading, failureText, summary, onEdit, onDelete, extraActions, children, onClose }: EntityPanelProps) {
  return (
    <SidePanel
      title={title}
      onClose={onClose}
      actions={
        rows && (
          <>
            <button type="button" className="button button--primary" onClick={onEdit}>
              Edit
            </button>
            <button type="button" className="button button--danger-outline" onClick={onDelete}>
              Delete
            </button>
            {extraActions}
          </>
        )
      }
    >
      {isLoading && <p className="muted">Loading…</p>}
      {!isLoading && !rows && <p className="muted">{failureText}</p>}
      {rows && (
        <>
          {summary && <div className="panel-summary">{summary}</div>}
          <DetailList rows={rows} />
          {children}
        </>
      )}
    </SidePanel>
  );
}
