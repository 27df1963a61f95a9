import { dueDateHint } from './draft-form';

const typed = { subtaskOf: '', taskTemplateId: '', dueDate: '' };
const fromTemplate = {
  ...typed,
  taskTemplateId: 'automation-turnover',
  dueDate: '2026-11-24T12:00',
};

test("a due date in the viewer's own zone needs no word on it", () => {
  expect(dueDateHint(typed, 'Europe/Lisbon', 'Europe/Lisbon')).toBeUndefined();
  expect(dueDateHint(fromTemplate, 'Etc/UTC', 'UTC')).toBe("The template's due time");
});

test("a due date in another zone is named by that zone's city, or UTC", () => {
  expect(dueDateHint(typed, 'America/New_York', 'Asia/Tokyo')).toBe('In New York time');
  expect(dueDateHint(fromTemplate, 'UTC', 'Europe/Lisbon')).toBe("The template's due time, in UTC");
});

test('until the zone is known, the hint names none', () => {
  expect(dueDateHint(typed, undefined, 'Asia/Tokyo')).toBeUndefined();
});
