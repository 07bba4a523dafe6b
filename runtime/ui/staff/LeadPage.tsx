/**
 * /staff/leads/:id: one lead, everything it carried and what staff have done with it. Each change is saved as it
 * is made and said in a polite status; the page then shows the lead as the server has it (its history included).
 */
import { useState } from 'react';
import { useParams } from '@dealer/ui/router';
import { formatDateTime } from '@dealer/site/dates';
import { STAFF_PATH, type LeadUpdate } from '@dealer/site/staff-api';
import { usePageTitle } from '../routing';
import { addNote, failureText, fetchLead, fetchMembers, sendAgain, updateLead } from './api';
import { CarFacts, ContactFacts, RequestFacts, SourceFacts } from './LeadFacts';
import { leadName } from './LeadTable';
import { Deliveries, Handling, History, Notes } from './LeadWork';
import { StatusLine } from './StatusLine';
import { kindLabel } from './texts';
import { useLoad } from './useLoad';

export const LEAD_TEXTS = {
  loading: 'Loading the lead…',
  missing: "This lead isn't here. It may have been sent to another of our sites, or the link is wrong.",
  saved: 'Saved.',
  noteAdded: 'Note added.',
  sentAgain: 'Sent again: the delivery will be tried now.',
} as const;

export default function LeadPage() {
  const id = useParams().id ?? '';
  const { state, replace, reload } = useLoad(id, fetchLead);
  const members = useLoad(null, fetchMembers);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const title = state.status === 'ready' ? leadName(state.data) : 'Lead';
  usePageTitle(title);

  const failed = (error: unknown) => setSaid({ text: failureText(error), error: true });
  const update = (change: LeadUpdate) => {
    setSaving(true);
    setSaid(null);
    updateLead(id, change)
      .then((lead) => {
        replace(lead);
        setSaid({ text: LEAD_TEXTS.saved, error: false });
      }, failed)
      .finally(() => setSaving(false));
  };
  const note = (text: string) =>
    addNote(id, text).then(
      () => {
        setSaid({ text: LEAD_TEXTS.noteAdded, error: false });
        reload();
        return true;
      },
      (error: unknown) => {
        failed(error);
        return false;
      },
    );
  const again = (deliveryId: string) => {
    if (sending !== null) return;
    setSending(deliveryId);
    sendAgain(deliveryId)
      .then(() => {
        setSaid({ text: LEAD_TEXTS.sentAgain, error: false });
        reload();
      }, failed)
      .finally(() => setSending(null));
  };

  if (state.status === 'loading') return <StatusLine>{LEAD_TEXTS.loading}</StatusLine>;
  if (state.status === 'error')
    return (
      <section className="staff-page" aria-labelledby="staff-lead-title">
        <h1 id="staff-lead-title">{state.httpStatus === 404 ? 'Lead not found' : 'Lead'}</h1>
        <StatusLine error>{state.httpStatus === 404 ? LEAD_TEXTS.missing : state.message}</StatusLine>
        <p>
          <a href={STAFF_PATH}>Back to the inbox</a>
        </p>
      </section>
    );
  const lead = state.data;
  return (
    <article className="staff-page staff-lead" aria-labelledby="staff-lead-title">
      <p className="staff-back">
        <a href={STAFF_PATH}>Back to the inbox</a>
      </p>
      <h1 id="staff-lead-title">{title}</h1>
      <p className="staff-lead__meta">
        {kindLabel(lead.kind)} · {lead.category} · received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </p>
      <p className="staff-said" role="status">
        {said && !said.error ? said.text : ''}
      </p>
      {said?.error && <StatusLine error>{said.text}</StatusLine>}
      <div className="staff-lead__grid">
        <div className="staff-lead__main">
          <ContactFacts lead={lead} />
          <CarFacts lead={lead} />
          <RequestFacts lead={lead} />
          <SourceFacts lead={lead} />
        </div>
        <div className="staff-lead__side">
          <Handling lead={lead} members={members.state.status === 'ready' ? members.state.data : null} saving={saving} onUpdate={update} />
          <Notes lead={lead} onAdd={note} />
          <Deliveries lead={lead} sending={sending} onSendAgain={again} />
          <History lead={lead} />
        </div>
      </div>
    </article>
  );
}
