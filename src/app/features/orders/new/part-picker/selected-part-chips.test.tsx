import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectedPartChips, type ChipPart } from './selected-part-chips';

afterEach(cleanup);

function Harness({ initial }: { initial: ChipPart[] }) {
  const [parts, setParts] = useState(initial);
  return (
    <>
      <input id="search" aria-label="Search parts" />
      <SelectedPartChips
        parts={parts}
        onRemove={(id) => setParts((p) => p.filter((x) => x.id !== id))}
        fallbackFocusId="search"
      />
    </>
  );
}

const PARTS = [
  { id: 'a', name: 'Bread knife' },
  { id: 'b', name: 'Hedge saw', warning: 'can’t be ordered (retired)' },
  { id: 'c', name: 'Chisel 3' },
];

describe('SelectedPartChips', () => {
  it('removes a chip with Delete or Backspace and keeps focus in the row', async () => {
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 0));
    render(<Harness initial={PARTS} />);
    const hedge = screen.getByRole('button', { name: 'Remove Hedge saw' });
    expect(screen.getByRole('list', { name: 'Chosen parts' }).textContent).toContain('can’t be ordered (retired)');
    hedge.focus();
    fireEvent.keyDown(hedge, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Remove Hedge saw' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Chisel 3' })));

    fireEvent.keyDown(screen.getByRole('button', { name: 'Remove Chisel 3' }), { key: 'Backspace' });
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Bread knife' })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bread knife' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search parts')));
    expect(screen.getByText('No parts chosen yet.')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('ignores other keys', () => {
    render(<Harness initial={PARTS} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Remove Bread knife' }), { key: 'a' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
