import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { pageApi } from '../page-kit/page-api';
import { FeedbackForm } from './FeedbackForm';

const renderForm = () => renderSurface(<FeedbackForm />, pageApi);

describe('the feedback form', () => {
  it('asks for a message before sending anything', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: {} }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what you noticed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the person', async () => {
    const sent: unknown[] = [];
    stubFetch(async (request) => {
      if (new URL(request.url).pathname === '/api/feedback')
        sent.push({ method: request.method, body: await request.json() });
      return { status: 201, body: {} };
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('What did you notice?'), 'Love the strip');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(sent).toEqual([{ method: 'POST', body: { message: 'Love the strip' } }]);
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
