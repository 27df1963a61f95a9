import type { Task, TaskTemplate } from '@staydesk/contracts';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  dueDateForParent,
  EMPTY_TASK_FORM,
  valuesFromTemplate,
  type TaskFormValues,
} from './draft-form';

/** A voice note's transcript goes at the end of the description. */
const withTranscript = (description: string, transcript: string) =>
  description.trim() ? `${description.trimEnd()}\n\n${transcript}` : transcript;

type ParentChoice = Pick<Task, 'id' | 'title'>;

/**
 * What the panel's pickers do to the draft: a template fills it, a parent sets its due date,
 * a voice note's transcript extends its description. `contextParent` is the parent the URL
 * named, once loaded.
 */
export function useDraftActions(form: UseFormReturn<TaskFormValues>, contextParent?: Task) {
  const { getValues, reset, setValue, watch } = form;
  const [chosenParent, setChosenParent] = useState<ParentChoice | null>(null);
  const subtaskOf = watch('subtaskOf');

  useEffect(() => {
    if (contextParent) setValue('dueDate', dueDateForParent(contextParent.due_date, new Date()));
  }, [contextParent, setValue]);

  return {
    parent: chosenParent ?? (contextParent?.id === subtaskOf ? contextParent : null),
    applyTemplate: (template: TaskTemplate) =>
      reset({ ...getValues(), ...valuesFromTemplate(template, new Date()) }),
    clearTemplate: () =>
      reset({
        ...EMPTY_TASK_FORM,
        subtaskOf: getValues('subtaskOf'),
        checklistTemplateId: getValues('checklistTemplateId'),
      }),
    chooseParent(task: Task) {
      setChosenParent(task);
      setValue('subtaskOf', task.id);
      setValue('dueDate', dueDateForParent(task.due_date, new Date()));
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
