import { css, type Theme } from '@emotion/react';
import {
  ESCALATION_RULE_BOUNDS,
  ESCALATION_RULE_UNITS,
  type EscalationRuleName,
  type EscalationRules,
} from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { useForm } from 'react-hook-form';
import { ActionError } from './ActionError';
import { useUpdateEscalationRulesMutation } from './api';
import { ESCALATION_RULE_LABELS } from './escalation-rules';
import type { TabProps } from './tab-props';
import { sectionTitleStyle, tabBodyStyle } from './tabStyles';
import { usePanelAction } from './usePanelAction';

const RULES = Object.keys(ESCALATION_RULE_LABELS) as EscalationRuleName[];

const fieldsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.space[3]};
`;

const labelOf = (name: EscalationRuleName) =>
  `${ESCALATION_RULE_LABELS[name]} (${ESCALATION_RULE_UNITS[name]})`;

/** The seven rules: a form for structure editors, a list for everyone else. */
export function EscalationRulesForm({ task, platform, editable }: TabProps) {
  const rules = task.escalation_rules;
  const [updateRules] = useUpdateEscalationRulesMutation();
  const action = usePanelAction(platform);
  const { register, handleSubmit, formState } = useForm<EscalationRules>({ values: rules });
  if (!editable) {
    return (
      <section css={tabBodyStyle} aria-label="Escalation rules">
        <h3 css={sectionTitleStyle}>Escalation rules</h3>
        <DetailList
          layout="figures"
          details={RULES.map((name) => ({
            term: ESCALATION_RULE_LABELS[name],
            value: `${rules[name]} ${ESCALATION_RULE_UNITS[name]}`,
          }))}
        />
      </section>
    );
  }
  const save = handleSubmit((values) =>
    action.run(
      () => updateRules({ taskId: task.id, action: 'update_rules', rules: values }).unwrap(),
      { success: 'Escalation rules saved', failure: 'Failed to update escalation rules' },
    ),
  );
  return (
    <form css={tabBodyStyle} aria-label="Escalation rules" onSubmit={(event) => void save(event)}>
      <h3 css={sectionTitleStyle}>Escalation rules</h3>
      <div css={fieldsStyle}>
        {RULES.map((name) => {
          // Spec §5: the bounds are on the input only, with no messages.
          const { min, max } = ESCALATION_RULE_BOUNDS[ESCALATION_RULE_UNITS[name]];
          return (
            <Input
              key={name}
              label={labelOf(name)}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              aria-invalid={formState.errors[name] ? true : undefined}
              {...register(name, { valueAsNumber: true, required: true, min, max })}
            />
          );
        })}
      </div>
      <div>
        <Button type="submit" loading={action.pending}>
          Save Rules
        </Button>
      </div>
      <ActionError error={action.error} />
    </form>
  );
}
