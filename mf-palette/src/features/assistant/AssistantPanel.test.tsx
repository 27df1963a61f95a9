import type { AssistantAnswer, CommandRequest, CommandResult } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { stubFetch } from '@staydesk/design-system/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import AssistantPanel from './AssistantPanel';
import { AssistantPlatformContext, type AssistantPlatform } from './assistant-platform';

const TASK_ACTION = {
  type: 'command',
  topic: 'tasks',
  event: 'task.create',
  payload: { title: 'Cleaning at Dune House', category: 'cleaning', listingId: 'l1' },
};

const ANSWER: AssistantAnswer = {
  answer:
    'Here is a cleaning task for Dune House, due Tue, Nov 24, 10:00 AM. Confirm to create it.',
  understood: true,
  data: [{ kind: 'listing', id: 'l1', name: 'Dune House', city: 'Ogunquit' }],
  proposedCommands: [
    {
      label: 'Create task',
      summary: "Cleaning task 'Cleaning at Dune House'",
      action: TASK_ACTION,
    },
  ],
};

function renderPanel(result: CommandResult = { success: true, data: {}, error: null }) {
  const platform: AssistantPlatform = {
    executeCommand: jest.fn((_request: CommandRequest) => Promise.resolve(result)) as never,
    navigate: jest.fn(),
  };
  const onClose = jest.fn();
  render(
    <DesignSystemProvider>
      <AssistantPlatformContext.Provider value={platform}>
        <AssistantPanel
          question="create a cleaning task for Dune House tomorrow at 10"
          onClose={onClose}
        />
      </AssistantPlatformContext.Provider>
    </DesignSystemProvider>,
  );
  return { platform, onClose };
}

/** The bodies sent to the assistant (the first mutating request also fetches a CSRF token). */
const questionsSent = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([path, init]) => path === '/api/assistant' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const proposal = () => screen.findByRole('article', { name: 'Create task' });

test('asks the question and shows the answer, what it found and the proposal', async () => {
  const fetchMock = stubFetch(() => ({ body: ANSWER }));
  renderPanel();

  expect(screen.getByRole('heading', { name: /create a cleaning task/ })).toBeInTheDocument();
  expect(await screen.findByText(ANSWER.answer)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Dune House/ })).toHaveAttribute('href', '/listings/l1');
  expect(
    within(await proposal()).getByText("Cleaning task 'Cleaning at Dune House'"),
  ).toBeVisible();
  expect(questionsSent(fetchMock)).toEqual([
    { question: 'create a cleaning task for Dune House tomorrow at 10', conversation: [] },
  ]);
});

test('Confirm sends the proposed command and says it ran', async () => {
  stubFetch(() => ({ body: ANSWER }));
  const { platform } = renderPanel();
  await userEvent.click(within(await proposal()).getByRole('button', { name: 'Confirm' }));

  expect(platform.executeCommand).toHaveBeenCalledWith({ action: TASK_ACTION });
  expect(await screen.findByText('Command executed successfully')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});

test('Cancel sends nothing', async () => {
  stubFetch(() => ({ body: ANSWER }));
  const { platform } = renderPanel();
  await userEvent.click(within(await proposal()).getByRole('button', { name: 'Cancel' }));

  expect(platform.executeCommand).not.toHaveBeenCalled();
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
});

test("a refused command shows the API's error and may be confirmed again", async () => {
  stubFetch(() => ({ body: ANSWER }));
  renderPanel({ success: false, data: null, error: 'Listing not found' });
  await userEvent.click(within(await proposal()).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Listing not found');
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
});

test("the assistant's failure is shown, not swallowed", async () => {
  stubFetch(() => ({
    status: 504,
    body: { error: { code: 'unavailable', message: 'The assistant took too long to answer.' } },
  }));
  renderPanel();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The assistant took too long to answer.',
  );
});

test('a found row opens its page and closes the palette', async () => {
  stubFetch(() => ({ body: ANSWER }));
  const { platform, onClose } = renderPanel();
  await userEvent.click(await screen.findByRole('link', { name: /Dune House/ }));

  expect(platform.navigate).toHaveBeenCalledWith('/listings/l1');
  expect(onClose).toHaveBeenCalled();
});

test('a follow-up question carries the conversation so far', async () => {
  const fetchMock = stubFetch(() => ({ body: ANSWER }));
  renderPanel();
  await screen.findByText(ANSWER.answer);
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Ask a follow-up question' }),
    'what is due today{Enter}',
  );

  expect(await screen.findByRole('heading', { name: 'what is due today' })).toBeInTheDocument();
  expect(questionsSent(fetchMock)[1]).toEqual({
    question: 'what is due today',
    conversation: [
      { role: 'user', text: 'create a cleaning task for Dune House tomorrow at 10' },
      { role: 'assistant', text: ANSWER.answer },
    ],
  });
});

test('axe finds no violation in the answered panel', async () => {
  stubFetch(() => ({ body: ANSWER }));
  renderPanel();
  await proposal();
  const results = await axe.run(document.body, {
    // jsdom has no layout for contrast; the palette dialog is the region the panel lives in.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

describe('voice input', () => {
  const answerOr = (voiceInput: boolean) =>
    stubFetch((request) => ({
      body: request.method === 'GET' ? { voiceInput } : ANSWER,
    }));

  beforeEach(() => {
    Object.assign(globalThis, { MediaRecorder: class {} });
    Object.assign(navigator, { mediaDevices: { getUserMedia: jest.fn() } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'MediaRecorder');
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  test('is offered when the API can transcribe', async () => {
    answerOr(true);
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Ask by voice' })).toBeInTheDocument();
  });

  test('is not offered without a transcription provider', async () => {
    answerOr(false);
    renderPanel();
    await proposal();
    expect(screen.queryByRole('button', { name: 'Ask by voice' })).not.toBeInTheDocument();
  });
});
