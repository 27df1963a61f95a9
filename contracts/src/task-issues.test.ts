import {
  followUpCategory,
  followUpPriority,
  groupIssuesByLocation,
  issueKind,
  newestBlockingIssue,
  reportIssueSchema,
  reportIssueTypesFor,
  reportIsBlocking,
  reportLocation,
  resolveLabel,
} from './task-issues';

const photo = { url: '/api/tasks/attachments/64b7f0c2a1b2c3d4e5f60718' };

describe('issue kind and resolve labels', () => {
  it('reads access from the location, then damage or supplies from the text', () => {
    const issue = (location: string | null, title: string, description = '') => ({
      location,
      title,
      description,
    });
    expect(issueKind(issue('access', 'Locked out'))).toBe('access');
    expect(issueKind(issue('Kitchen', 'Damage Found'))).toBe('damage');
    expect(issueKind(issue(null, 'Other Issue', 'No supplies of soap'))).toBe('supplies');
    expect(issueKind(issue(null, 'Other Issue'))).toBe('other');
    expect(resolveLabel(issue('access', 'x'), 'pre-start')).toBe('I got in');
    expect(resolveLabel(issue('access', 'x'), 'panel')).toBe('Access provided');
    expect(resolveLabel(issue(null, 'Missing supplies'), 'panel')).toBe('Supplies obtained');
    expect(resolveLabel(issue(null, 'Damage Found'), 'panel')).toBe('Issue resolved');
  });
});

describe('reports', () => {
  it('needs one to ten files, trims the description, and presets an access problem', () => {
    expect(reportIssueSchema.safeParse({ type: 'damage' }).success).toBe(false);
    expect(
      reportIssueSchema.safeParse({ type: 'damage', photos: Array(11).fill(photo) }).success,
    ).toBe(false);
    const report = reportIssueSchema.parse({
      type: 'access_problem',
      description: '  Code fails ',
      location: 'Garden',
      photos: [photo],
    });
    expect(report.description).toBe('Code fails');
    expect(reportLocation(report)).toBe('access');
    expect(reportIsBlocking(report)).toBe(true);
    expect(reportIsBlocking({ type: 'damage', isBlocking: undefined })).toBe(false);
  });

  it('offers excessive cleaning only for cleaning tasks, and access problems only as a preset', () => {
    expect(reportIssueTypesFor('deep_cleaning')).toEqual([
      'damage',
      'missing_supplies',
      'other',
      'excessive_cleaning',
    ]);
    expect(reportIssueTypesFor('maintenance')).toEqual(['damage', 'missing_supplies', 'other']);
  });
});

describe('the panel', () => {
  it("groups by location with 'General' last and shows the newest blocking issue", () => {
    const at = (location: string | null, created_at: string, blocking = false) => ({
      location,
      created_at,
      status: 'reported',
      is_blocking: blocking,
    });
    const issues = [
      at(null, '2026-11-21T08:00:00Z'),
      at('Kitchen', '2026-11-21T07:00:00Z', true),
      at('Bathroom', '2026-11-21T09:00:00Z', true),
    ];
    expect(groupIssuesByLocation(issues).map((group) => group.location)).toEqual([
      'Bathroom',
      'Kitchen',
      'General',
    ]);
    expect(newestBlockingIssue(issues)?.location).toBe('Bathroom');
  });

  it('maps issue types to follow-up categories, urgent when blocking', () => {
    expect(followUpCategory('maintenance')).toBe('maintenance');
    expect(followUpCategory('cleaning')).toBe('cleaning');
    expect(followUpCategory('access')).toBe('other');
    expect(followUpCategory('supplies')).toBe('purchase');
    expect(followUpPriority({ is_blocking: true })).toBe('urgent');
    expect(followUpPriority({ is_blocking: false })).toBe('high');
  });
});
