import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { EndpointForm } from './endpoint-form';

afterEach(cleanup);

function renderForm(error: Error | null = null) {
  const submit = vi.fn();
  render(<EndpointForm submit={submit} isPending={false} error={error} onCancel={() => undefined} />);
  return submit;
}

describe('EndpointForm', () => {
  it('asks for an https URL and some events before sending anything', () => {
    const submit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Only the events I choose' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'URL: Enter the URL of your receiver, e.g. https://example.com/webhooks.',
      'Events: Choose at least one event, or send all events.',
    ]);
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText('URL: The URL must start with https://.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends all events, or the chosen types in the contract’s order', () => {
    const submit = renderForm();
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: ' https://example.com/hook ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(submit).toHaveBeenLastCalledWith({ url: 'https://example.com/hook', events: ['*'] });
    fireEvent.click(screen.getByRole('radio', { name: 'Only the events I choose' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /invoice\.status_changed/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /order\.status_changed/ }));
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'ERP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(submit).toHaveBeenLastCalledWith({
      url: 'https://example.com/hook',
      events: ['order.status_changed', 'invoice.status_changed'],
      description: 'ERP',
    });
  });

  it('shows the server’s refusals beside their fields, and a limit in the summary', () => {
    renderForm(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid',
        details: [
          { field: 'url', code: 'refused_address', message: 'url is refused: 10.0.0.1 is a private address.' },
          { field: 'body', code: 'too_many', message: 'An account may have at most 16 webhook endpoints.' },
        ],
      }),
    );
    expect(screen.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('url is refused: 10.0.0.1 is a private address.').length).toBeGreaterThan(0);
    expect(screen.getByText('Endpoint: An account may have at most 16 webhook endpoints.')).toBeTruthy();
  });
});
