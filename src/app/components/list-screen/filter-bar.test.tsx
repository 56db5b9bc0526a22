import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar, foldLabel } from './filter-bar';

afterEach(cleanup);

describe('FilterBar', () => {
  it('names the fold by how many filters are set', () => {
    expect(foldLabel(0)).toBe('Filters');
    expect(foldLabel(2)).toBe('Filters (2 set)');
  });

  it('folds the filters behind one control on a phone, the lead outside it; opening shows them', () => {
    render(
      <FilterBar lead={<input aria-label="Search" />} fold={{ set: 1 }}>
        <select aria-label="Status" />
      </FilterBar>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters (1 set)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByLabelText('Status'))).toBe(true);
    expect(panel.contains(screen.getByLabelText('Search'))).toBe(false);
    expect(panel.className).toContain('max-sm:hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toContain('max-sm:hidden');
  });

  it('has no fold unless asked', () => {
    render(
      <FilterBar>
        <select aria-label="Status" />
      </FilterBar>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
