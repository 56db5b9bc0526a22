import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartSearchBox } from './part-search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The URL's `q` as the route holds it: the box's value comes back from what it sent. */
function Harness({ sent }: { sent: (q: string | undefined) => void }) {
  const [q, setQ] = useState<string | undefined>(undefined);
  const [, setTick] = useState(0);
  return (
    <>
      <PartSearchBox
        value={q}
        onChange={(next) => {
          sent(next);
          setQ(next);
        }}
      />
      <button type="button" onClick={() => setTick((t) => t + 1)}>
        Re-render
      </button>
    </>
  );
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

describe('PartSearchBox', () => {
  it('sends the trimmed search once typing pauses, and nothing for each keystroke', () => {
    const sent = vi.fn();
    render(<Harness sent={sent} />);
    fireEvent.change(box(), { target: { value: 'kes' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box(), { target: { value: 'kessler ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(sent).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toHaveBeenCalledExactlyOnceWith('kessler');
    expect(box().value).toBe('kessler ');
  });

  it('keeps counting the pause when the parent re-renders meanwhile', () => {
    const sent = vi.fn();
    render(<Harness sent={sent} />);
    fireEvent.change(box(), { target: { value: 'ke-4' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    act(() => vi.advanceTimersByTime(100));
    expect(sent).toHaveBeenCalledExactlyOnceWith('ke-4');
  });

  it('an emptied box removes the search', () => {
    const sent = vi.fn();
    render(<Harness sent={sent} />);
    fireEvent.change(box(), { target: { value: 'saw' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: '  ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(sent.mock.calls).toEqual([['saw'], [undefined]]);
  });
});
