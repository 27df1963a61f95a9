import { Command } from 'cmdk';
import { useTeamMembersQuery } from '../data/palette-queries';
import { labelStyle } from '../palette/paletteStyles';
import { OptionStep } from './OptionStep';
import { chosenReservation, errorText, type StepProps } from './step-props';

export const GUEST_RECIPIENT = 'guest';

/** Team members to pick; a message's recipient step offers the reservation's guest first. */
export default function TeamMemberStep(props: StepProps) {
  const { step, values, picked, choose, toggle, continueWith } = props;
  const team = useTeamMembersQuery();
  const guest = step.id === 'recipient' ? chosenReservation(values) : null;
  const members = team.data ?? [];
  const multiple = (step.maxSelections ?? 1) > 1;
  return (
    <OptionStep
      title={step.title}
      options={members.map((member) => ({
        id: member.id,
        label: member.name,
        detail: [member.email, member.roles.join(', ')].filter(Boolean).join(' · '),
      }))}
      loading={team.isLoading}
      error={team.isError ? errorText(team.error) : null}
      empty="No team members found"
      onChoose={(id) => (multiple ? toggle(id) : choose(members.find((m) => m.id === id)))}
      picked={multiple ? picked : undefined}
      onContinue={multiple ? continueWith : undefined}
      before={
        guest && (
          <Command.Item value={GUEST_RECIPIENT} onSelect={() => choose(GUEST_RECIPIENT)}>
            <span css={labelStyle}>The guest, {guest.guestName}</span>
          </Command.Item>
        )
      }
    />
  );
}
