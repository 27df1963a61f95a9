import { TASK_CATEGORIES } from '@staydesk/contracts';
import { checklistOf } from './task-domain';

describe("the field day's demo checklists", () => {
  it.each(TASK_CATEGORIES)(
    'guide every %s step and ask for a photo on one at least',
    (category) => {
      const steps = checklistOf(category);
      expect(steps.some((step) => step.photoRequired)).toBe(true);
      for (const step of steps) {
        expect(step.instructions.length).toBeGreaterThan(20);
        expect(step.verificationCriteria.length).toBeGreaterThan(10);
      }
    },
  );
});
