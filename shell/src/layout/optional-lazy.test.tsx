import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithTheme } from '../render-with-theme';
import { optionalLazy } from './optional-lazy';

const Offline = () => <p>No internet connection</p>;

describe('a lazily loaded part of the chrome', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('gives way to its fallback when its code cannot load', async () => {
    const Part = optionalLazy<object>(() => Promise.reject(new Error('offline')), Offline);
    renderWithTheme(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('No internet connection')).toBeInTheDocument();
  });

  it('is left out when it has no fallback', async () => {
    const Part = optionalLazy<object>(() => Promise.reject(new Error('offline')));
    const { container } = renderWithTheme(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(console.warn).toHaveBeenCalled();
  });
});
