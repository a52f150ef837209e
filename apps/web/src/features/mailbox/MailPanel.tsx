import { isAxiosError } from 'axios';
import { DetailList } from '../../components/DetailList';
import { SidePanel } from '../../components/SidePanel';
import { formatDateTime } from '../../lib/formatDate';
import { useDeleteMail, useMail } from './hooks';
import { LinkedText } from './LinkedText';
import { MAIL_KIND_LABELS } from './mailKindLabels';

/** One kept mail, as its recipient would have read it, with its links clickable. */
export function MailPanel({ mailId, onClose }: { mailId: string; onClose: () => void }) {
  const mail = useMail(mailId);
  const remove = useDeleteMail();
  const forbidden = isAxiosError(mail.error) && mail.error.response?.status === 403;

  return (
    <SidePanel
      title={mail.data?.subject ?? 'Mail'}
      onClose={onClose}
      actions={
        mail.data && (
          <button type="button" className="button button--danger-outline" disabled={remove.isPending} onClick={() => remove.mutate(mailId, { onSuccess: onClose })}>
            Delete
          </button>
        )
      }
    >
      {mail.isPending && <p className="muted">Loading…</p>}
      {forbidden && (
        <p className="muted">Only an admin session may read a kept mail: its links confirm addresses and reset passwords.</p>
      )}
      {mail.isError && !forbidden && <p className="muted">This mail could not be loaded; it may have been deleted or expired.</p>}
      {mail.data && (
        <>
          <DetailList
            rows={[
              ['To', mail.data.to],
              ['Kind', MAIL_KIND_LABELS[mail.data.kind] ?? mail.data.kind],
              ['Kept', formatDateTime(mail.data.created_at)],
              ['Expires', formatDateTime(mail.data.expires_at)],
            ]}
          />
          <section className="panel-section" aria-label="Text of the mail">
            <h3 className="panel-section__title">Text</h3>
            <LinkedText className="mail-text" text={mail.data.text} />
          </section>
        </>
      )}
    </SidePanel>
  );
}
