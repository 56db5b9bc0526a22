import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { createQueryClient } from '#app/lib/http/query-client';
import { queryWrapper } from '#app/testing/query-wrapper';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { CreateApiKeyForm } from './create-api-key-form';

afterEach(cleanup);

/** `sites`: what GET /v1/sites gave (null: a v1 server without sites). */
function renderForm(error: Error | null = null, sites: [] | null = null) {
  const submit = vi.fn();
  const client = createQueryClient();
  client.setQueryData(sitesQueryOptions('active').queryKey, sites);
  render(<CreateApiKeyForm submit={submit} isPending={false} error={error} onCancel={() => undefined} />, {
    wrapper: queryWrapper(client),
  });
  return submit;
}

describe('CreateApiKeyForm', () => {
  it('asks for a name and some access before sending anything', () => {
    const submit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Name: Give the key a name/),
      'Access: Give the key access to at least one resource.',
    ]);
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Give the key access to at least one resource.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, the scopes from the grid and the expiry', () => {
    const submit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Billing sync  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Parts: Write' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Invoices: Read' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    expect(screen.getByText(/never expires keeps working until you revoke it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(submit).toHaveBeenCalledWith({
      name: 'Billing sync',
      scopes: ['parts:read', 'parts:write', 'invoices:read'],
      expires_at: null,
    });
  });

  it('sends the same expiry again when unchanged values are re-submitted (same Idempotency-Key)', () => {
    const submit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Reader' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Orders: Read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[0]?.[0]).toEqual(submit.mock.calls[1]?.[0]);
    expect(submit.mock.calls[0]?.[0].expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows the server’s field errors next to the fields', () => {
    renderForm(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid',
        details: [{ field: 'expires_at', code: 'in_past', message: 'expires_at must be in the future.' }],
      }),
    );
    expect(screen.getByText('expires_at must be in the future.')).toBeTruthy();
  });

  it('offers Sites access only where the server has sites', () => {
    renderForm(null, null);
    expect(screen.queryByRole('radio', { name: 'Sites: Read' })).toBeNull();
    cleanup();
    const submit = renderForm(null, []);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kitchen sync' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Sites: Write' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ scopes: ['sites:read', 'sites:write'] }));
  });
});
