import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import { FeedbackForm } from './FeedbackForm';

const renderForm = () =>
  render(
    <DesignSystemProvider>
      <FeedbackForm platform={fakePlatform()} />
    </DesignSystemProvider>,
  );

describe('the feedback form', () => {
  it('asks for a message before sending anything', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what you noticed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the person', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    renderForm();
    await userEvent.type(screen.getByLabelText('What did you notice?'), 'Love the strip');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    const request = fetchMock.mock.calls[0];
    expect(request?.[0]).toBe('/api/feedback');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ message: 'Love the strip' });
  });

  it('says why the feedback could not be sent', async () => {
    stubFetch(() => ({ status: 429, body: { error: { code: 'rate', message: 'Slow down' } } }));
    renderForm();
    await userEvent.type(screen.getByLabelText('What did you notice?'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not send your feedback: Slow down',
    );
  });
});
