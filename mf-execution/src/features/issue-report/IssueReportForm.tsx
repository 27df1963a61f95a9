import { css, type Theme } from '@emotion/react';
import {
  additionalCostFor,
  REPORT_ISSUE_TYPE_LABELS,
  reportIssueTypesFor,
  type ReportIssueInput,
  type ReportIssueType,
  type Task,
} from '@staydesk/contracts';
import { Button, toast } from '@staydesk/design-system';
import { useAttachmentUploads, VoiceRecorderButton } from '@staydesk/design-system/attachments';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldActions } from '../execution/actions';
import { bigButtonStyle, errorStyle, stackStyle, textareaStyle } from '../execution/styles';
import { evidenceOf } from './evidence';
import { EvidencePicker } from './EvidencePicker';
import type { IssueFormValues } from './form-values';
import { IssueTypeGrid } from './IssueTypeGrid';
import { PaymentBlock } from './PaymentBlock';

export const REPORT_FAILED = 'Failed to report issue';
export const ADJUSTMENT_FAILED =
  'The issue was reported, but the payment adjustment could not be requested';

const actionsStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

export interface IssueReportFormProps {
  task: Task;
  /** 'access_problem' opens the form as the access-problem report. */
  preset: 'access_problem' | null;
  onClose: () => void;
  /** The id its heading takes: the full-screen view around it is named by the form's title. */
  titleId?: string;
}

/** The full-screen issue report (spec §2 Issue-report full-screen form, §4 Issues, §5). */
export default function IssueReportForm({ task, preset, onClose, titleId }: IssueReportFormProps) {
  const ownHeadingId = useId();
  const headingId = titleId ?? ownHeadingId;
  const descriptionId = useId();
  const { perform } = useFieldActions();
  const uploads = useAttachmentUploads(async (items) => {
    const stored = await perform({ kind: 'upload', taskId: task.id, files: items });
    return stored.attachments;
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue } = useForm<IssueFormValues>({
    defaultValues: {
      type: preset ?? '',
      description: '',
      location: '',
      isBlocking: preset === 'access_problem',
      requestPayment: false,
      additionalTime: 0,
      additionalCost: 0,
    },
  });
  const type = watch('type');
  const requestPayment = watch('requestPayment');
  const additionalTime = watch('additionalTime');
  const excessive = type === 'excessive_cleaning';
  const withBid = task.bids.some((bid) => bid.status === 'accepted');
  const rate = task.serviceProviderRate;
  const currency = rate?.currency ?? 'USD';

  // Without a bid the cost follows the time at the provider's rate.
  useEffect(() => {
    if (!excessive || withBid) return;
    setValue('additionalCost', additionalCostFor(additionalTime, rate?.amount));
  }, [excessive, withBid, additionalTime, rate, setValue]);

  const types: readonly ReportIssueType[] = preset ? [preset] : reportIssueTypesFor(task.category);
  const showsLocation = type !== 'access_problem' && !excessive;
  const adjusts = excessive && requestPayment;
  const canSubmit =
    type !== '' && uploads.attachments.length > 0 && !uploads.uploading && !submitting;

  const addFiles = (files: readonly File[]) => {
    // Files past the tenth are ignored without a word (spec §5): a pick of eleven keeps its
    // first ten rather than being refused whole; a removed file frees its place.
    const kept = files.slice(0, uploads.roomLeft());
    if (kept.length === 0) return;
    void uploads.add(kept.map((file) => ({ file }))).then((outcome) => {
      // The evidence is required: a provider whose files did not arrive must read why.
      if (outcome.kind === 'failed') setFailure(outcome.message);
    });
  };

  const submit = handleSubmit(async (values) => {
    if (values.type === '') return;
    setSubmitting(true);
    setFailure(null);
    const cost = Number.isFinite(values.additionalCost) ? values.additionalCost : 0;
    const report: ReportIssueInput = {
      type: values.type,
      description: values.description.trim(),
      location: showsLocation ? values.location.trim() || null : undefined,
      ...evidenceOf(uploads.attachments),
      isBlocking: values.isBlocking,
      metadata: adjusts
        ? {
            costEstimation: {
              additionalTime: Number.isFinite(values.additionalTime) ? values.additionalTime : 0,
              additionalCost: cost,
              currency,
            },
          }
        : undefined,
    };
    try {
      const answer = await perform({ kind: 'report-issue', taskId: task.id, report });
      if (adjusts && cost > 0 && answer.issueId) {
        await perform({
          kind: 'bid-adjustment',
          taskId: task.id,
          adjustment: {
            issueId: answer.issueId,
            type: values.type,
            amount: cost,
            currency,
            reason: values.description.trim(),
          },
        }).catch((error: unknown) => {
          console.warn(ADJUSTMENT_FAILED, error);
          toast.info(ADJUSTMENT_FAILED);
        });
      }
      onClose();
    } catch (error) {
      console.error(REPORT_FAILED, error);
      setFailure(REPORT_FAILED);
      setSubmitting(false);
    }
  });

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // The form closes, not the execution view around it.
    event.preventDefault();
    onClose();
  };

  return (
    <form
      aria-labelledby={headingId}
      css={stackStyle}
      onKeyDown={closeOnEscape}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={headingId} css={{ margin: 0 }}>
        {preset ? REPORT_ISSUE_TYPE_LABELS[preset] : 'Report an issue'}
      </h2>
      {!preset && <IssueTypeGrid types={types} field={register('type')} />}
      {excessive && (
        <PaymentBlock
          register={register}
          requested={requestPayment}
          computed={!withBid}
          currency={currency}
        />
      )}
      <EvidencePicker
        attachments={uploads.attachments}
        uploading={uploads.uploading}
        onPick={addFiles}
        onRemove={uploads.remove}
      />
      <div css={{ display: 'grid', gap: 8 }}>
        <label htmlFor={descriptionId}>Description{excessive ? ' (optional)' : ''}</label>
        <textarea id={descriptionId} css={textareaStyle} {...register('description')} />
        <VoiceRecorderButton
          disabled={submitting}
          onRecorded={async (recording) => (await uploads.add([recording])).kind === 'uploaded'}
          onUnsupported={(message) => window.alert(message)}
        />
      </div>
      {showsLocation && (
        <label css={{ display: 'grid', gap: 4 }}>
          Location (optional)
          <input
            css={textareaStyle}
            style={{ minHeight: 40 }}
            placeholder="e.g. Kitchen, Bedroom 2"
            {...register('location')}
          />
        </label>
      )}
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" {...register('isBlocking')} />
        This issue blocks task completion
      </label>
      {failure && (
        <p role="alert" css={errorStyle}>
          {failure}
        </p>
      )}
      <div css={actionsStyle}>
        <Button type="submit" css={bigButtonStyle} disabled={!canSubmit}>
          {submitting
            ? 'Reporting Issue...'
            : adjusts
              ? 'Report Issue & Request Adjustment'
              : 'Report Issue'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
