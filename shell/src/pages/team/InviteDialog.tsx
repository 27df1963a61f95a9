import {
  INVITATION_TTL_DAYS,
  maxLengthOf,
  teamInvitationRequestSchema,
  type Role,
  type TeamInvitationRequest,
} from '@staydesk/contracts';
import { Input } from '@staydesk/design-system';
import { useState } from 'react';
import { ChangeDialog } from './ChangeDialog';
import { RoleCheckboxes } from './RoleCheckboxes';

interface InviteDialogProps {
  grantable: readonly Role[];
  onInvite: (invitation: TeamInvitationRequest) => Promise<void>;
  onClose: () => void;
}

/** Who to invite, in which roles; the server checks the address and sends the e-mail. */
export function InviteDialog({ grantable, onInvite, onClose }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  return (
    <ChangeDialog
      title="Invite a team member"
      description={`They get an e-mail with a link to join, which works for ${INVITATION_TTL_DAYS} days.`}
      action={{ label: 'Send invitation', disabled: roles.length === 0 || !email.trim() }}
      failure="Could not send the invitation"
      onConfirm={() => onInvite({ email: email.trim(), roles })}
      onClose={onClose}
    >
      <div css={{ display: 'grid', gap: 16 }}>
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          maxLength={maxLengthOf(teamInvitationRequestSchema.shape.email)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <RoleCheckboxes grantable={grantable} roles={roles} onChange={setRoles} />
      </div>
    </ChangeDialog>
  );
}
