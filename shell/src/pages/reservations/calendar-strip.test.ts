import { addDays, calendarStrip } from './calendar-strip';

const stay = (id: string, listingId: string, checkIn: string, checkOut: string) => ({
  id,
  listingId,
  listingName: `Listing ${listingId}`,
  checkIn,
  checkOut,
});

describe('the per-listing calendar strip', () => {
  it('puts each stay on its listing’s row over the nights it covers', () => {
    const rows = calendarStrip(
      [stay('r1', 'b', '2026-06-03', '2026-06-06'), stay('r2', 'a', '2026-06-01', '2026-06-02')],
      '2026-06-01',
      7,
    );
    expect(rows.map((row) => row.listingId)).toEqual(['a', 'b']);
    expect(rows[0]?.bars).toEqual([expect.objectContaining({ firstColumn: 1, span: 1 })]);
    expect(rows[1]?.bars).toEqual([expect.objectContaining({ firstColumn: 3, span: 3 })]);
  });

  it('cuts stays to the window and leaves out those outside it', () => {
    const rows = calendarStrip(
      [
        stay('before', 'a', '2026-05-28', '2026-06-03'),
        stay('after', 'a', '2026-06-05', '2026-06-20'),
        stay('gone', 'c', '2026-05-01', '2026-06-01'),
        stay('later', 'd', '2026-06-08', '2026-06-09'),
      ],
      '2026-06-01',
      7,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bars.map(({ firstColumn, span }) => [firstColumn, span])).toEqual([
      [1, 2],
      [5, 3],
    ]);
  });

  it('counts days across a month end', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
  });
});
