import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Part } from '#contract/parts';
import { createQueryClient } from '#app/lib/http/query-client';
import { queryWrapper } from '#app/testing/query-wrapper';
import { RetirePartAction } from './retire-part-action';

afterEach(cleanup);

const part = (status: string, sharpeningsLeft: number | null = 20) =>
  ({ id: 'part_1', internal_label: 'Line 2 slicer', status, sharpenings_left: sharpeningsLeft }) as unknown as Part;

function renderAction(status: string) {
  render(<RetirePartAction part={part(status)} />, { wrapper: queryWrapper(createQueryClient()) });
}

describe('retiring a part from its page', () => {
  it('is offered at any time, with many sharpenings left: a lost or broken part', () => {
    renderAction('with_customer');
    expect(screen.getByRole('button', { name: 'Retire part' })).toBeTruthy();
    expect(screen.getByText(/Lost, broken or replaced/)).toBeTruthy();
  });

  it('waits for an open order, and says so', () => {
    renderAction('at_service_center');
    expect(screen.queryByRole('button', { name: 'Retire part' })).toBeNull();
    expect(screen.getByText(/in an open order/)).toBeTruthy();
  });

  it('is gone once the part is retired', () => {
    renderAction('retired');
    expect(screen.queryByRole('button', { name: 'Retire part' })).toBeNull();
  });
});
