import { safeHttpUrl } from '#app/lib/routing/safe-http-url';

interface InvoicePdfLinkProps {
  pdfUrl: string;
  invoiceNumber: string;
  className?: string;
}

/** Opens the PDF on the content host in a new tab; a non-web address is never made a link. */
export function InvoicePdfLink({ pdfUrl, invoiceNumber, className }: InvoicePdfLinkProps) {
  const href = safeHttpUrl(pdfUrl);
  if (!href) return <span className="text-slate-600 dark:text-slate-400">PDF unavailable</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Open PDF<span className="sr-only"> of invoice {invoiceNumber} (opens in a new tab)</span>
    </a>
  );
}
