import type { Task, TaskTemplate } from '@staydesk/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_TASK_FORM, valuesFromTemplate, type TaskFormValues } from './draft-form';

/** A voice note's transcript goes at the end of the description. */
const withTranscript = (description: string, transcript: string) =>
  description.trim() ? `${description.trimEnd()}\n\n${transcript}` : transcript;

type ParentChoice = Pick<Task, 'id' | 'title'>;

/**
 * What the panel's pickers do to the draft: a template fills it and a parent empties its due
 * date (the API derives it from them), a voice note's transcript extends its description.
 * `contextParent` and `contextTemplate` are the parent and the template the URL named, once
 * loaded: the template fills the draft once, for the user to see and confirm before anything is
 * created.
 */
export function useDraftActions(
  form: UseFormReturn<TaskFormValues>,
  contextParent?: Task,
  contextTemplate?: TaskTemplate,
) {
  const { getValues, reset, setValue, watch } = form;
  const [chosenParent, setChosenParent] = useState<ParentChoice | null>(null);
  const subtaskOf = watch('subtaskOf');
  const appliedContextTemplate = useRef(false);
  const applyTemplate = (template: TaskTemplate) =>
    reset({ ...getValues(), ...valuesFromTemplate(template) });

  useEffect(() => {
    if (!contextTemplate || appliedContextTemplate.current) return;
    appliedContextTemplate.current = true;
    reset({ ...getValues(), ...valuesFromTemplate(contextTemplate) });
  }, [contextTemplate, getValues, reset]);

  return {
    parent: chosenParent ?? (contextParent?.id === subtaskOf ? contextParent : null),
    applyTemplate,
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
