import { templateDueLocal, type Task, type TaskTemplate } from '@staydesk/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_TASK_FORM, valuesFromTemplate, type TaskFormValues } from './draft-form';

/** A voice note's transcript goes at the end of the description. */
const withTranscript = (description: string, transcript: string) =>
  description.trim() ? `${description.trimEnd()}\n\n${transcript}` : transcript;

type ParentChoice = Pick<Task, 'id' | 'title'>;

/**
 * What the panel's pickers do to the draft: a template fills it, its due date included, and a
 * parent empties its due date (the API derives it from the parent's), a voice note's transcript
 * extends its description. `contextParent` and `contextTemplate` are the parent and the template
 * the URL named, once loaded: the template fills the draft once, for the user to see and confirm
 * before anything is created. `zone` is the new task's (its property's, else the customer's).
 */
export function useDraftActions(
  form: UseFormReturn<TaskFormValues>,
  contextParent?: Task,
  contextTemplate?: TaskTemplate,
  zone?: string,
) {
  const { getValues, reset, setValue, watch } = form;
  const [chosenParent, setChosenParent] = useState<ParentChoice | null>(null);
  const subtaskOf = watch('subtaskOf');
  const appliedContextTemplate = useRef(false);
  const templateDue = useTemplateDue(form, zone);

  useEffect(() => {
    if (!contextTemplate || appliedContextTemplate.current) return;
    appliedContextTemplate.current = true;
    templateDue.apply(contextTemplate);
  }, [contextTemplate, templateDue]);

  return {
    parent: chosenParent ?? (contextParent?.id === subtaskOf ? contextParent : null),
    applyTemplate: templateDue.apply,
    clearTemplate: () =>
      reset({
        ...EMPTY_TASK_FORM,
        subtaskOf: getValues('subtaskOf'),
        checklistTemplateId: getValues('checklistTemplateId'),
        listingId: getValues('listingId'),
      }),
    chooseParent(task: Task) {
      setChosenParent(task);
      setValue('subtaskOf', task.id);
      // Left empty, the due date is derived from the parent's by the API.
      setValue('dueDate', '');
    },
    clearParent() {
      setChosenParent(null);
      setValue('subtaskOf', '');
    },
    appendTranscripts(attachments: readonly { transcription: string | null }[]) {
      for (const { transcription } of attachments) {
        if (transcription) {
          setValue('description', withTranscript(getValues('description'), transcription));
        }
      }
    },
  };
}

/**
 * Fills the draft from a template with the due date its offset gives now in the task's zone,
 * and gives it again when that zone arrives or changes (another property picked) as long as the
 * field still holds what the template gave: a date the user typed, or a parent's, stays.
 */
function useTemplateDue(form: UseFormReturn<TaskFormValues>, zone: string | undefined) {
  const { getValues, reset, setValue } = form;
  const applied = useRef<{ template: TaskTemplate; dueDate: string } | null>(null);
  // A subtask's due date is derived from its parent's, before any template's.
  const dueOf = (template: TaskTemplate) =>
    zone && !getValues('subtaskOf') ? templateDueLocal(template.dueDate, new Date(), zone) : '';

  useEffect(() => {
    const current = applied.current;
    if (!current || !zone || getValues('subtaskOf')) return;
    if (getValues('taskTemplateId') !== current.template.id) return;
    if (getValues('dueDate') !== current.dueDate) return;
    const dueDate = templateDueLocal(current.template.dueDate, new Date(), zone);
    applied.current = { ...current, dueDate };
    setValue('dueDate', dueDate);
  }, [zone, getValues, setValue]);

  const apply = (template: TaskTemplate) => {
    const dueDate = dueOf(template);
    applied.current = { template, dueDate };
    reset({ ...getValues(), ...valuesFromTemplate(template, dueDate) });
  };
  return { apply };
}
