import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PlatformApi } from '@staydesk/contracts';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import { pageApi } from './page-api';
import { withPageStore } from './page-store';

const greetingApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    greeting: build.query<{ text: string }, void>({ query: () => 'greeting' }),
  }),
});

const Greeting = withPageStore(function Greeting(_props: { platform: PlatformApi }) {
  const { data } = greetingApi.useGreetingQuery();
  return <p>{data ? data.text : 'Loading'}</p>;
});

/** A page that closes and opens again, as navigating away and back does. */
function Reopened({ platform }: { platform: PlatformApi }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(!open)}>Toggle</button>
      {open && <Greeting platform={platform} />}
    </>
  );
}

test('a page opened again reads afresh', async () => {
  let visit = 0;
  stubFetch(() => ({ body: { text: `Visit ${(visit += 1)}` } }));
  render(<Reopened platform={fakePlatform('cleaner')} />);
  expect(await screen.findByText('Visit 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
  await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
  expect(await screen.findByText('Visit 2')).toBeInTheDocument();
});

test('what a page read as one role is not shown once the session is another', async () => {
  const platform = fakePlatform('cleaner');
  let role = 'cleaner';
  stubFetch(() => ({ body: { text: `Hello, ${role}` } }));
  const view = render(<Greeting platform={platform} />);
  expect(await screen.findByText('Hello, cleaner')).toBeInTheDocument();

  // A role switch replaces the session.
  role = 'team_lead';
  platform.session = { ...platform.session, currentRole: 'team_lead' };
  view.rerender(<Greeting platform={platform} />);
  expect(screen.queryByText('Hello, cleaner')).not.toBeInTheDocument();
  expect(await screen.findByText('Hello, team_lead')).toBeInTheDocument();
});
