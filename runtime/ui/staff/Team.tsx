/**
 * /staff/team: the site's staff. An admin invites a member (the server e-mails them a sign-in link) and removes
 * one; other staff see the list.
 */
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@dealer/site/dates';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@dealer/site/staff-api';
import { usePageTitle } from '../routing';
import { failureText, fetchMembers, inviteMember, removeMember } from './api';
import { useStaffMember } from './StaffFrame';
import { StatusLine } from './StatusLine';
import { ROLE_LABELS } from './texts';
import { useLoad } from './useLoad';

export const TEAM_TEXTS = {
  title: 'Team',
  loading: 'Loading the team…',
  failed: "We couldn't load the team.",
  staffOnly: 'Only an admin can invite or remove members.',
  invited: (email: string) => `Invitation sent: ${email} has been e-mailed a sign-in link.`,
  removed: (email: string) => `${email} has been removed.`,
  confirmRemove: (email: string) => `Remove ${email}? They will be signed out and can no longer sign in.`,
} as const;

type Said = { text: string; error: boolean } | null;

export default function Team() {
  usePageTitle(TEAM_TEXTS.title);
  const me = useStaffMember();
  const { state, reload } = useLoad(null, fetchMembers);
  const [said, setSaid] = useState<Said>(null);
  const remove = (member: StaffMember) => {
    if (!window.confirm(TEAM_TEXTS.confirmRemove(member.email))) return;
    removeMember(member.id).then(
      () => {
        setSaid({ text: TEAM_TEXTS.removed(member.email), error: false });
        reload();
      },
      (error: unknown) => setSaid({ text: failureText(error), error: true }),
    );
  };
  const admin = me.role === 'admin';
  return (
    <section className="staff-page staff-team" aria-labelledby="staff-team-title">
      <h1 id="staff-team-title">{TEAM_TEXTS.title}</h1>
      <p className="staff-said" role="status">
        {said && !said.error ? said.text : ''}
      </p>
      {said?.error && <StatusLine error>{said.text}</StatusLine>}
      {state.status === 'loading' && <StatusLine>{TEAM_TEXTS.loading}</StatusLine>}
      {state.status === 'error' && (
        <StatusLine error>
          {TEAM_TEXTS.failed} {state.message}
        </StatusLine>
      )}
      {state.status === 'ready' && <MemberTable members={state.data} me={me} onRemove={admin ? remove : null} />}
      {admin ? (
        <InviteForm
          onInvited={(member) => {
            setSaid({ text: TEAM_TEXTS.invited(member.email), error: false });
            reload();
          }}
        />
      ) : (
        <p className="staff-hint">{TEAM_TEXTS.staffOnly}</p>
      )}
    </section>
  );
}

export function MemberTable({ members, me, onRemove }: { members: StaffMember[]; me: StaffMember; onRemove: ((member: StaffMember) => void) | null }) {
  return (
    <div className="staff-table-wrap" role="region" aria-labelledby="staff-team-caption" tabIndex={0}>
      <table className="staff-table">
        <caption id="staff-team-caption">Members of staff</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Last active</th>
            {onRemove && (
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                {member.email}
                {member.id === me.id && <span className="staff-leads__contact">(you)</span>}
              </th>
              <td>{member.name ?? '—'}</td>
              <td>{ROLE_LABELS[member.role]}</td>
              <td>{member.lastActiveAt ? formatDateTime(member.lastActiveAt) : 'Not signed in yet'}</td>
              {onRemove && (
                <td>
                  {member.id !== me.id && (
                    <button type="button" className="button button--secondary" onClick={() => onRemove(member)}>
                      Remove<span className="visually-hidden"> {member.email}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InviteForm({ onInvited }: { onInvited: (member: StaffMember) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not a disabled button while it is sent: focus would leave it.
    if (sending) return;
    setSending(true);
    setProblem(null);
    inviteMember({ email: email.trim(), role })
      .then(
        (member) => {
          setEmail('');
          onInvited(member);
        },
        (error: unknown) => setProblem(failureText(error)),
      )
      .finally(() => setSending(false));
  };
  return (
    <section className="staff-card" aria-labelledby="staff-invite">
      <h2 id="staff-invite">Invite a member</h2>
      <form className="staff-form staff-form--inline" onSubmit={submit}>
        <p className="staff-field">
          <label htmlFor="invite-email">E-mail</label>
          <input id="invite-email" type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </p>
        <p className="staff-field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </p>
        <p className="staff-form__actions">
          <button type="submit" className="button">
            Send invitation
          </button>
        </p>
      </form>
      {problem && <StatusLine error>{problem}</StatusLine>}
    </section>
  );
}
