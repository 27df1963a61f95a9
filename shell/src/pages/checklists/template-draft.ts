import {
  checklistTemplateCreateSchema,
  type ChecklistTemplate,
  type ChecklistTemplateInput,
  type TaskCategory,
} from '@staydesk/contracts';

export interface DraftItem {
  /** Keys the row while items are added and removed; never sent. */
  key: number;
  title: string;
  section: string;
  required: boolean;
}

/** What the template editor holds: the category '' is none. */
export interface TemplateDraft {
  title: string;
  category: TaskCategory | '';
  items: DraftItem[];
}

export const NEW_ITEM_SECTION = 'General';

let nextKey = 0;
export const newItem = (fields: Partial<Omit<DraftItem, 'key'>> = {}): DraftItem => ({
  key: nextKey++,
  title: '',
  section: NEW_ITEM_SECTION,
  required: false,
  ...fields,
});

export const EMPTY_DRAFT: TemplateDraft = { title: '', category: '', items: [] };

/** A stored template as the editor holds it, its items in their order. */
export function draftOf(template: ChecklistTemplate): TemplateDraft {
  return {
    title: template.title,
    category: template.category ?? '',
    items: [...template.items]
      .sort((a, b) => a.order - b.order)
      .map((item) =>
        newItem({ title: item.title, section: item.section, required: item.required }),
      ),
  };
}

/** The draft as the API takes it, or the first reason it would refuse it. */
export function inputOf(
  draft: TemplateDraft,
): { ok: true; input: ChecklistTemplateInput } | { ok: false; message: string } {
  const input: ChecklistTemplateInput = {
    title: draft.title,
    category: draft.category === '' ? null : draft.category,
    items: draft.items.map(({ title, section, required }) => ({
      title,
      section: section.trim() || NEW_ITEM_SECTION,
      required,
    })),
  };
  const parsed = checklistTemplateCreateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, input };
}

/** 'deep_cleaning' as 'Deep cleaning'. */
export const categoryLabel = (category: string): string => {
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
