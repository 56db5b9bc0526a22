import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartListItem } from '#contract/parts';
import { PartListbox } from './part-listbox';

afterEach(cleanup);

const part = (id: string, label: string): PartListItem =>
  ({
    id,
    internal_label: label,
    serial_number: `SN-${id}`,
    part_type: 'knife',
    status: 'with_customer',
    wear_level: 40,
    forecast_due_at: null,
  }) as unknown as PartListItem;

const PARTS = [part('a', 'Bread knife'), part('b', 'Hedge saw'), part('c', 'Chisel 3')];

function Harness({ canAdd = true, onReachEnd }: { canAdd?: boolean; onReachEnd?: () => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <PartListbox
      parts={PARTS}
      selected={selected}
      canAdd={canAdd}
      onToggle={(id, checked) =>
        setSelected((current) => {
          const next = new Set(current);
          if (checked) next.add(id);
          else next.delete(id);
          return next;
        })
      }
      onReachEnd={onReachEnd}
      describedBy="hint"
    />
  );
}

const active = (list: HTMLElement) => document.getElementById(list.getAttribute('aria-activedescendant') ?? '');

describe('PartListbox', () => {
  it('is one tab stop whose arrow keys move the active part and Space chooses it', () => {
    render(<Harness />);
    const list = screen.getByRole('listbox', { name: 'Parts that can be ordered' });
    expect(list.tabIndex).toBe(0);
    expect(list).toHaveProperty('ariaMultiSelectable', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    list.focus();
    expect(active(list)?.textContent).toContain('Bread knife');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(active(list)?.textContent).toContain('Hedge saw');
    fireEvent.keyDown(list, { key: ' ' });
    expect(screen.getByRole('option', { name: /Hedge saw/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'End' });
    expect(active(list)?.textContent).toContain('Chisel 3');
    fireEvent.keyDown(list, { key: ' ' });
    fireEvent.keyDown(list, { key: 'Home' });
    expect(active(list)?.textContent).toContain('Bread knife');
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(active(list)?.textContent).toContain('Bread knife');
    const chosen = screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(chosen.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Hedge saw'),
      expect.stringContaining('Chisel 3'),
    ]);
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(screen.getByRole('option', { name: /Chisel 3/ }).getAttribute('aria-selected')).toBe('false');
  });

  it('asks for more parts on Arrow Down past the last one', () => {
    const onReachEnd = vi.fn();
    render(<Harness onReachEnd={onReachEnd} />);
    const list = screen.getByRole('listbox');
    list.focus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(onReachEnd).not.toHaveBeenCalled();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(onReachEnd).toHaveBeenCalledTimes(1);
  });

  it('adds nothing once the order is full', () => {
    render(<Harness canAdd={false} />);
    const list = screen.getByRole('listbox');
    list.focus();
    fireEvent.keyDown(list, { key: ' ' });
    fireEvent.click(screen.getByRole('option', { name: /Hedge saw/ }));
    for (const option of screen.getAllByRole('option')) {
      expect(option.getAttribute('aria-selected')).toBe('false');
      expect(option.getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('chooses a part with a click too', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('option', { name: /Hedge saw/ }));
    expect(screen.getByRole('option', { name: /Hedge saw/ }).getAttribute('aria-selected')).toBe('true');
  });
});
