import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoicePdfLink } from './invoice-pdf-link';

afterEach(cleanup);

describe('InvoicePdfLink', () => {
  it('opens an https PDF in a new tab without leaking the opener or referrer', () => {
    render(<InvoicePdfLink pdfUrl="https://cdn.example.com/invoices/inv_1.pdf?signature=x" invoiceNumber="INV-000001" />);
    const link = screen.getByRole('link', { name: /Open PDF\s*of invoice INV-000001/ });
    expect(link.getAttribute('href')).toBe('https://cdn.example.com/invoices/inv_1.pdf?signature=x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(document.cookie)', 'data:application/pdf;base64,JVBERi0=', ''])(
    'shows %j as plain text',
    (pdfUrl) => {
      render(<InvoicePdfLink pdfUrl={pdfUrl} invoiceNumber="INV-000002" />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('PDF unavailable')).toBeTruthy();
    },
  );
});
