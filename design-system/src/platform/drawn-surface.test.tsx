import { render, screen } from '@testing-library/react';
import { DRAWN_SURFACE_ID } from '@staydesk/contracts';
import { drawnReads, takeDrawingToHydrate, useDrawnSurfaceHandover } from './drawn-surface';

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

const drawingOf = (surface: string, taskId: string, reads = '{"task":{},"alongside":[]}') =>
  `<div id="${DRAWN_SURFACE_ID}" inert><div data-drawn-surface="${surface}" data-drawn-task="${taskId}">` +
  `<aside aria-label="Task details">Check linen stock</aside></div>` +
  `<script type="application/json" data-drawn-reads>${reads}</script></div>`;

test('a drawing of this surface about this task is hydrated once, with the reads it was drawn from', () => {
  document.body.innerHTML = drawingOf(
    'TaskSidebar',
    't1',
    '{"task":{"task":{"id":"t1"}},"alongside":[null]}',
  );
  expect(drawnReads('TaskSidebar')).toEqual({ task: { task: { id: 't1' } }, alongside: [null] });
  const root = takeDrawingToHydrate('TaskSidebar', 't1');
  expect(root?.getAttribute('data-drawn-surface')).toBe('TaskSidebar');
  // Taken: a later mount (the task opened again) renders afresh.
  expect(takeDrawingToHydrate('TaskSidebar', 't1')).toBeNull();
});

test.each([
  ['another task', 'TaskSidebar', 't2'],
  ['another surface', 'ExecutionView', 't1'],
  ['no task in the page', 'TaskSidebar', null],
])('a drawing is not hydrated for %s: the surface replaces it', (_, surface, taskId) => {
  document.body.innerHTML = drawingOf('TaskSidebar', 't1');
  expect(takeDrawingToHydrate(surface, taskId)).toBeNull();
});

test('a drawing without its reads is not hydrated', () => {
  document.body.innerHTML = drawingOf('TaskSidebar', 't1', 'not json');
  expect(drawnReads('TaskSidebar')).toBeNull();
  expect(takeDrawingToHydrate('TaskSidebar', 't1')).toBeNull();
});

test('a hydrated drawing is the surface: it stays, and stops being inert once its content shows', () => {
  document.body.innerHTML = drawingOf('TaskSidebar', 't1');
  takeDrawingToHydrate('TaskSidebar', 't1');
  const { rerender } = render(<Surface loaded={false} />);
  expect(drawing()).toHaveAttribute('inert');
  rerender(<Surface loaded />);
  expect(drawing()).not.toBeNull();
  expect(drawing()).not.toHaveAttribute('inert');
});
