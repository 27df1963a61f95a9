import { css, type Theme } from '@emotion/react';
import { ADDITIONAL_COST_STEP, ADDITIONAL_TIME_STEP_MINUTES } from '@staydesk/contracts';
import { Input } from '@staydesk/design-system';
import type { UseFormRegister } from 'react-hook-form';
import type { IssueFormValues } from './form-values';

const blockStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
`;

/**
 * The additional payment of excessive cleaning: the extra time and its cost, computed from the
 * provider's rate where there is no bid, typed by hand where there is one.
 */
export function PaymentBlock({
  register,
  requested,
  computed,
  currency,
}: {
  register: UseFormRegister<IssueFormValues>;
  requested: boolean;
  /** The cost follows the time (no bid on the task). */
  computed: boolean;
  currency: string;
}) {
  return (
    <fieldset css={blockStyle}>
      <legend>Additional payment</legend>
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" {...register('requestPayment')} />
        Request additional payment
      </label>
      {requested && (
        <>
          <Input
            label="Additional time (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            step={ADDITIONAL_TIME_STEP_MINUTES}
            {...register('additionalTime', { valueAsNumber: true })}
          />
          <Input
            label={`Additional cost (${currency})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={ADDITIONAL_COST_STEP}
            readOnly={computed}
            {...register('additionalCost', { valueAsNumber: true })}
          />
        </>
      )}
    </fieldset>
  );
}
