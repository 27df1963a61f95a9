import { render, screen } from '@testing-library/react';
import { DRAWN_SURFACE_ID } from '@staydesk/contracts';
import { useDrawnSurfaceHandover } from './drawn-surface';

function Surface({ loaded }: { loaded: boolean }) {
  const covered = useDrawnSurfaceHandover(loaded);
  if (covered) return null;
  return <aside aria-label="Task details">{loaded ? 'Check linen stock' : 'Loading task…'}</aside>;
}

const drawing = () => document.getElementById(DRAWN_SURFACE_ID);

test("the server's drawing stands in for the loading state and goes as the content shows", () => {
  document.body.innerHTML = `<div id="${DRAWN_SURFACE_ID}" inert><aside aria-label="Task details">Check linen stock</aside></div>`;
  const { rerender } = render(<Surface loaded={false} />);
  expect(drawing()).not.toBeNull();
  // One landmark: the drawing's, not a loading panel under it.
  expect(screen.getAllByRole('complementary', { name: 'Task details' })).toHaveLength(1);
  expect(screen.queryByText('Loading task…')).not.toBeInTheDocument();
  rerender(<Surface loaded />);
  expect(drawing()).toBeNull();
  expect(screen.getByRole('complementary', { name: 'Task details' })).toHaveTextContent(
    'Check linen stock',
  );
});

test('without a drawing, the surface shows its own loading state', () => {
  document.body.innerHTML = '';
  render(<Surface loaded={false} />);
  expect(screen.getByText('Loading task…')).toBeInTheDocument();
});
