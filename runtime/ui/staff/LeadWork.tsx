/** What staff do with a lead: its status and who has it, notes, its deliveries (and sending one again), and the record of it all. */
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@dealer/site/dates';
import { LEAD_STATUSES, type LeadDetail, type LeadStatus, type LeadUpdate, type StaffMember } from '@dealer/site/staff-api';
import { DELIVERY_LABELS, STATUS_LABELS } from './texts';

/**
 * The lead's status and who has it, saved together with Save: a select that saved on each change would save every
 * option a keyboard's arrows pass through. The choices follow the lead as the server last answered it; Save stays
 * where it is (never disabled), so focus does too.
 */
export function Handling(props: { lead: LeadDetail; members: StaffMember[] | null; saving: boolean; onUpdate: (update: LeadUpdate) => void }) {
  const { lead, members } = props;
  const saved = { status: lead.status, assignee: lead.assignee?.id ?? '' };
  const [status, setStatus] = useState(saved.status);
  const [assignee, setAssignee] = useState(saved.assignee);
  const [shown, setShown] = useState(saved);
  if (shown.status !== saved.status || shown.assignee !== saved.assignee) {
    setShown(saved);
    setStatus(saved.status);
    setAssignee(saved.assignee);
  }
  // The assignee stays a choice before the team has loaded, and once they have left it.
  const choices = members ?? [];
  const assigneeListed = lead.assignee === null || choices.some((member) => member.id === lead.assignee!.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.saving || (status === saved.status && assignee === saved.assignee)) return;
    props.onUpdate({
      ...(status !== saved.status ? { status } : {}),
      ...(assignee !== saved.assignee ? { assignee: assignee || null } : {}),
    });
  };
  return (
    <section className="staff-card staff-handling" aria-labelledby="lead-handling">
      <h2 id="lead-handling">Handling</h2>
      <form className="staff-form" onSubmit={submit}>
        <p className="staff-field">
          <label htmlFor="lead-status">Status</label>
          <select id="lead-status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </p>
        <p className="staff-field">
          <label htmlFor="lead-assignee">Assigned to</label>
          <select id="lead-assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value="">Unassigned</option>
            {!assigneeListed && <option value={lead.assignee!.id}>{lead.assignee!.email}</option>}
            {choices.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name ? `${member.name} (${member.email})` : member.email}
              </option>
            ))}
          </select>
        </p>
        <p className="staff-form__actions">
          <button type="submit" className="button">
            Save
          </button>
        </p>
      </form>
    </section>
  );
}

export function Notes({ lead, onAdd }: { lead: LeadDetail; onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while it is sent: focus would leave it.
    if (!text.trim() || sending) return;
    setSending(true);
    void onAdd(text.trim()).then((added) => {
      setSending(false);
      if (added) setText('');
    });
  };
  return (
    <section className="staff-card" aria-labelledby="lead-notes">
      <h2 id="lead-notes">Notes</h2>
      {lead.notes.length === 0 ? (
        <p className="staff-empty">No notes yet.</p>
      ) : (
        <ol className="staff-notes">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className="staff-notes__text">{note.text}</p>
              <p className="staff-notes__by">
                {note.by.email}, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="staff-form" onSubmit={submit}>
        <p className="staff-field">
          <label htmlFor="lead-note">Add a note</label>
          <textarea id="lead-note" rows={3} required value={text} onChange={(event) => setText(event.target.value)} />
        </p>
        <button type="submit" className="button">
          Add note
        </button>
      </form>
    </section>
  );
}

export function Deliveries({ lead, sending, onSendAgain }: { lead: LeadDetail; sending: string | null; onSendAgain: (id: string) => void }) {
  return (
    <section className="staff-card" aria-labelledby="lead-deliveries">
      <h2 id="lead-deliveries">Deliveries</h2>
      {lead.deliveries.length === 0 ? (
        <p className="staff-empty">This lead goes to no inbox or CRM: this site has no delivery set up.</p>
      ) : (
        <div className="staff-table-wrap" role="region" aria-labelledby="lead-deliveries-caption" tabIndex={0}>
          <table className="staff-table">
            <caption id="lead-deliveries-caption" className="visually-hidden">
              Where this lead was sent
            </caption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">State</th>
                <th scope="col">Tries</th>
                <th scope="col">Last error</th>
                <th scope="col">Delivered</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lead.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">{delivery.target}</th>
                  <td>
                    <span className={`staff-delivery staff-delivery--${delivery.state}`}>{DELIVERY_LABELS[delivery.state]}</span>
                  </td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastError ?? '—'}</td>
                  <td>{delivery.deliveredAt ? formatDateTime(delivery.deliveredAt) : '—'}</td>
                  <td>
                    {delivery.state !== 'queued' && (
                      <button type="button" className="button button--secondary" onClick={() => onSendAgain(delivery.id)}>
                        {sending === delivery.id ? 'Sending…' : 'Send again'}
                        <span className="visually-hidden"> ({delivery.target})</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function History({ lead }: { lead: LeadDetail }) {
  return (
    <section className="staff-card" aria-labelledby="lead-history">
      <h2 id="lead-history">History</h2>
      {lead.history.length === 0 ? (
        <p className="staff-empty">No one has worked on this lead yet.</p>
      ) : (
        <ol className="staff-history">
          {lead.history.map((action, i) => (
            <li key={`${action.at}-${i}`}>
              <time dateTime={action.at}>{formatDateTime(action.at)}</time> · {action.by?.email ?? 'The system'}: {action.what}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
