import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import { ErrorPanel } from './error-panel';

afterEach(cleanup);

describe('ErrorPanel', () => {
  it('says plainly that the account is not on Enterprise, without a pointless retry', () => {
    const retry = vi.fn();
    render(<ErrorPanel error={new ApiError({ status: 403, code: 'plan_not_eligible', message: 'x' })} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Your account is not on the Enterprise plan');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the missing scope', () => {
    render(
      <ErrorPanel
        error={new ApiError({ status: 403, code: 'insufficient_scope', message: 'x', requiredScope: 'orders:write' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('“orders:write” scope');
  });

  it('offers a retry for a dropped connection', () => {
    const retry = vi.fn();
    render(<ErrorPanel error={new NetworkError(new TypeError('Failed to fetch'))} onRetry={retry} />);
    expect(screen.getByRole('heading').textContent).toContain('Can’t reach the server');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('falls back to the server message for codes it does not know', () => {
    render(<ErrorPanel error={new ApiError({ status: 409, code: 'order_locked', message: 'The order is locked.' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Order locked');
    expect(screen.getByRole('alert').textContent).toContain('The order is locked.');
  });
});
