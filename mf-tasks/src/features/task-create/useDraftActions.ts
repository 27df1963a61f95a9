import type { Task, TaskTemplate } from '@staydesk/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_TASK_FORM, valuesFromTemplate, type TaskFormValues } from './draft-form';

/** A voice note's transcript goes at the end of the description. */
const withTranscript = (description: string, transcript: string) =>
  description.trim() ? `${description.trimEnd()}\n\n${transcript}` : transcript;

type ParentChoice = Pick<Task, 'id' | 'title'>;

/**
 * What the panel's pickers do to the draft: a template fills it and a parent empties its due
 * date (the API derives it from them), a voice note's transcript extends its description.
 * `contextParent` is the parent the URL named, once loaded.
 */
export function useDraftActions(form: UseFormReturn<TaskFormValues>, contextParent?: Task) {
  const { getValues, reset, setValue, watch } = form;
  const [chosenParent, setChosenParent] = useState<ParentChoice | null>(null);
  const subtaskOf = watch('subtaskOf');

  return {
    parent: chosenParent ?? (contextParent?.id === subtaskOf ? contextParent : null),
    applyTemplate: (template: TaskTemplate) =>
      reset({ ...getValues(), ...valuesFromTemplate(template) }),
    clearTemplate: () =>
      reset({
        ...EMPTY_TASK_FORM,
        subtaskOf: getValues('subtaskOf'),
        checklistTemplateId: getValues('checklistTemplateId'),
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
