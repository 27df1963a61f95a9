import { skipToken } from '@reduxjs/toolkit/query';
import {
  maxLengthOf,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  taskDraftSchema,
  type CreateTaskContext,
  type PlatformApi,
} from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { Checkbox, Drawer } from '@staydesk/design-system/overlays';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { AttachmentControls } from '../attachments/AttachmentControls';
import { AttachmentPreviews } from '@staydesk/design-system/attachments';
import { useTaskUploads } from '../attachments/useTaskUploads';
import {
  useGetChecklistTemplatesQuery,
  useGetTaskQuery,
  useGetTaskTemplatesQuery,
} from '../task-api';
import { AdditionalContext } from './AdditionalContext';
import { ChecklistEditor } from './ChecklistEditor';
import { ChoiceField } from './ChoiceField';
import { ListingPicker } from './ListingPicker';
import { useGetNewTaskTimeZoneQuery, useGetReservationQuery } from './context-api';
import {
  canSubmit,
  draftFrom,
  dueDateHint,
  EMPTY_TASK_FORM,
  type TaskFormValues,
} from './draft-form';
import { formStyle, labelStyle, rowStyle, textareaStyle, twoColumnStyle } from './panel-styles';
import { ParentTaskPicker } from './ParentTaskPicker';
import { PropertySummaryCard } from './PropertySummaryCard';
import { CreationOutcome } from './CreationOutcome';
import { TemplatePicker } from './TemplatePicker';
import { useCreateTask } from './useCreateTask';
import { useDraftActions } from './useDraftActions';

interface TaskCreateFormProps {
  context: CreateTaskContext;
  platform: PlatformApi;
  onClose: () => void;
}

/** The task creation panel's sections, in the spec's order, and its Create Task action. */
export function TaskCreateForm({ context, platform, onClose }: TaskCreateFormProps) {
  const formId = useId();
  const form = useForm<TaskFormValues>({
    defaultValues: {
      ...EMPTY_TASK_FORM,
      subtaskOf: context.parentTaskId ?? '',
      listingId: context.listingId ?? '',
    },
  });
  const { register, control, watch, handleSubmit, setValue } = form;
  const uploads = useTaskUploads('new');
  const creation = useCreateTask(platform);
  const { data: templates = [] } = useGetTaskTemplatesQuery();
  const { data: checklistTemplates = [] } = useGetChecklistTemplatesQuery();
  const { data: reservation = null } = useGetReservationQuery(context.reservationId ?? skipToken);
  const { data: contextParent } = useGetTaskQuery(context.parentTaskId ?? skipToken);
  // A reservation's stay names its property; without one the user picks it.
  const pickedListingId = watch('listingId') || null;
  const listingId = context.reservationId
    ? (context.listingId ?? reservation?.listingId ?? null)
    : pickedListingId;
  const contextTemplate = templates.find((template) => template.id === context.templateId);
  // The due date is read, and a template's shown, in the task's zone (its property's, else the
  // customer's), which its hint names: for a reservation, once its stay has named the property.
  const { data: zone } = useGetNewTaskTimeZoneQuery(listingId, {
    skip: context.reservationId !== null && listingId === null,
  });
  const draft = useDraftActions(form, contextParent, contextTemplate, zone);
  const submit = handleSubmit((values) =>
    creation.create(
      draftFrom(
        values,
        { ...context, listingId },
        uploads.attachments.map((file) => file.id),
      ),
    ),
  );
  const submittable = canSubmit(watch('title'), creation.running) && !uploads.uploading;

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create Task"
      footer={
        <>
          <CreationOutcome state={creation.state} />
          <Button
            type="submit"
            form={formId}
            disabled={!submittable}
            loading={creation.state.kind === 'busy'}
          >
            {creation.state.kind === 'busy' ? 'Creating…' : 'Create Task'}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          css={formStyle}
          aria-busy={creation.running || undefined}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          {listingId && <PropertySummaryCard listingId={listingId} />}
          {!context.reservationId &&
            (pickedListingId ? (
              <div css={rowStyle}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValue('listingId', '', { shouldDirty: true })}
                >
                  Remove property
                </Button>
              </div>
            ) : (
              <ListingPicker onChoose={(id) => setValue('listingId', id, { shouldDirty: true })} />
            ))}
          <AdditionalContext reservation={reservation} relatedTask={contextParent ?? null} />
          <TemplatePicker
            templates={templates}
            value={watch('taskTemplateId')}
            onChoose={draft.applyTemplate}
            onClear={draft.clearTemplate}
          />
          <ParentTaskPicker
            parent={draft.parent}
            onChoose={draft.chooseParent}
            onClear={draft.clearParent}
          />
          <Input
            label="Title"
            required
            autoComplete="off"
            maxLength={maxLengthOf(taskDraftSchema.shape.title)}
            {...register('title')}
          />
          <div>
            <label css={labelStyle} htmlFor={`${formId}-description`}>
              Description
            </label>
            <textarea
              id={`${formId}-description`}
              css={textareaStyle}
              maxLength={maxLengthOf(taskDraftSchema.shape.description)}
              {...register('description')}
            />
          </div>
          <Input
            label="Due Date"
            type="datetime-local"
            hint={dueDateHint(
              {
                subtaskOf: watch('subtaskOf'),
                taskTemplateId: watch('taskTemplateId'),
                dueDate: watch('dueDate'),
              },
              zone,
            )}
            {...register('dueDate')}
          />
          <fieldset>
            <legend>Attachments</legend>
            <div css={rowStyle}>
              <AttachmentControls
                add={uploads.add}
                onUploaded={draft.appendTranscripts}
                onProblem={(problem) =>
                  problem.kind === 'failed' && platform.toast(problem.message, 'error')
                }
                onRecorderProblem={(message) => platform.toast(message, 'error')}
              />
            </div>
            <AttachmentPreviews attachments={uploads.attachments} onRemove={uploads.remove} />
          </fieldset>
          <div css={twoColumnStyle}>
            <ChoiceField name="category" label="Category" values={TASK_CATEGORIES} />
            <ChoiceField name="priority" label="Priority" values={TASK_PRIORITIES} />
          </div>
          <ChecklistEditor templates={checklistTemplates} />
          <Controller
            control={control}
            name="marketplaceEligible"
            render={({ field }) => (
              <Checkbox
                label="Marketplace eligible"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </form>
      </FormProvider>
    </Drawer>
  );
}
