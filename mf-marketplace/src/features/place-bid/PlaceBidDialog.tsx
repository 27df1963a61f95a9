import { css, type Theme } from '@emotion/react';
import {
  currencySymbol,
  MARKETPLACE_TOAST_MS,
  MAX_BID_DURATION,
  MAX_BID_NOTES,
  type PlatformApi,
} from '@staydesk/contracts';
import { Button, FieldLabel, Input } from '@staydesk/design-system';
import { Dialog } from '@staydesk/design-system/overlays';
import { textareaStyle } from '@staydesk/design-system/panels';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmitBidMutation } from './api';
import {
  BID_TEXTS,
  dueDateLabel,
  failureMessage,
  locationLabel,
  type BidSubject,
} from './bid-subject';
import { QuickFill } from './QuickFill';

export interface PlaceBidDialogProps {
  subject: BidSubject;
  platform: PlatformApi;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface BidFormValues {
  amount: string;
  duration: string;
  notes: string;
}

const summaryStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.muted};
  font-size: ${theme.typography.sizes.sm};
  p {
    margin: 0;
  }
`;

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const footerStyle = (theme: Theme) => css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const EMPTY: BidFormValues = { amount: '', duration: '', notes: '' };

/**
 * The Place Bid dialog (spec §2, §5): the task's title, due date and location, then amount
 * (required, step 0.01), duration in minutes and notes, with the provider's previous bids as
 * quick fill. The bid is in the listing's currency.
 */
export function PlaceBidDialog({ subject, platform, open, onOpenChange }: PlaceBidDialogProps) {
  const formId = useId();
  const notesId = useId();
  const [submitBid, { isLoading }] = useSubmitBidMutation();
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<BidFormValues>({
    defaultValues: EMPTY,
  });
  const amountEmpty = watch('amount').trim() === '';
  const symbol = currencySymbol(subject.currency);

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await submitBid({
        taskId: subject.taskId,
        bidAmount: Number(values.amount),
        currency: subject.currency,
        estimatedDuration: values.duration === '' ? null : Number(values.duration),
        notes: values.notes,
      }).unwrap();
      platform.toast(BID_TEXTS.submitted, 'success', MARKETPLACE_TOAST_MS.success);
      close(false);
    } catch (failure: unknown) {
      platform.toast(
        failureMessage(failure, BID_TEXTS.submitFailed),
        'error',
        MARKETPLACE_TOAST_MS.error,
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Place Bid"
      width={480}
      footer={
        <div css={footerStyle}>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={amountEmpty} loading={isLoading}>
            Submit Bid
          </Button>
        </div>
      }
    >
      <section css={summaryStyle} aria-label="Task">
        <p css={{ fontWeight: 600 }}>{subject.title}</p>
        <p>Due: {dueDateLabel(subject.dueDate)}</p>
        <p>Location: {locationLabel(subject.location)}</p>
      </section>
      <form id={formId} css={formStyle} onSubmit={(event) => void submit(event)} noValidate>
        <QuickFill
          category={subject.category}
          listingId={subject.listingId}
          currency={subject.currency}
          onPick={(bid) => {
            setValue('amount', String(bid.amount), { shouldDirty: true });
            setValue(
              'duration',
              bid.estimatedDuration === null ? '' : String(bid.estimatedDuration),
            );
            setValue('notes', bid.notes);
          }}
        />
        <Input
          label={`Bid amount (${symbol})`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          error={formState.errors.amount?.message}
          {...register('amount', {
            required: 'Enter an amount',
            validate: (value) => Number(value) > 0 || 'The bid amount must be more than 0',
          })}
        />
        <Input
          label="Estimated duration (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_BID_DURATION}
          step={1}
          error={formState.errors.duration?.message}
          {...register('duration', {
            validate: (value) =>
              value === '' ||
              (Number.isInteger(Number(value)) && Number(value) >= 0) ||
              'Enter whole minutes, 0 or more',
          })}
        />
        <div>
          <FieldLabel htmlFor={notesId}>Notes</FieldLabel>
          <textarea
            id={notesId}
            css={textareaStyle}
            maxLength={MAX_BID_NOTES}
            {...register('notes')}
          />
        </div>
      </form>
    </Dialog>
  );
}
