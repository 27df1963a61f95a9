import { render, screen } from '@testing-library/react';
import type { DashboardItem } from '@staydesk/contracts';
import { InboxRow } from './InboxRow';
import { inboxAnswerOf } from './inbox-answer';

// 10:00 in Lisbon on 10 December (WET, UTC+0), 05:00 in New York.
const DUE = '2026-12-10T10:00:00.000Z';
const ownZone = process.env.TZ;
const RuntimeFormat = Intl.DateTimeFormat;

/**
 * The browser's zone: what Intl answers for a format without one. TZ names it too, as a server
 * render sets it, so the viewer's zone is asked anew.
 */
function browserIn(zone: string) {
  process.env.TZ = zone;
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
        new RuntimeFormat(locales, { timeZone: zone, ...options }),
    );
}

afterEach(() => {
  jest.restoreAllMocks();
  if (ownZone === undefined) delete process.env.TZ;
  else process.env.TZ = ownZone;
});

const lisbonTask = (): DashboardItem =>
  inboxAnswerOf('Turn over the flat', DUE, 'Europe/Lisbon').items[0]!;

function drawRowIn(viewerZone: string, item: DashboardItem = lisbonTask()) {
  browserIn(viewerZone);
  const noop = () => undefined;
  render(
    <ul>
      <InboxRow
        item={item}
        active={false}
        selected={false}
        menuOpen={false}
        onPick={noop}
        onOpen={noop}
        onFocus={noop}
        onDone={noop}
        onRemind={noop}
      />
    </ul>,
  );
  return screen.getByRole('link', { name: /Turn over the flat/ });
}

test("a task's due time is shown in its listing's zone and named to a viewer in another", () => {
  expect(drawRowIn('America/New_York')).toHaveTextContent(
    'Overdue · To do · Due Thu, Dec 10, 10:00 AM (Lisbon time)',
  );
});

test('a viewer in the task’s zone reads the bare time', () => {
  const link = drawRowIn('Europe/Lisbon');
  expect(link).toHaveTextContent('Due Thu, Dec 10, 10:00 AM');
  expect(link).not.toHaveTextContent('time)');
});

test("a task in the customer's UTC zone says UTC to a viewer in Tokyo", () => {
  const item = inboxAnswerOf('Turn over the flat', DUE, 'Etc/UTC').items[0]!;
  expect(drawRowIn('Asia/Tokyo', item)).toHaveTextContent('Due Thu, Dec 10, 10:00 AM (UTC)');
});
