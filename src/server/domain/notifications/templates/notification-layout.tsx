/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma above, in every template: tsx runs the server from source without a tsconfig for src/server, and would compile JSX for a global React.)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { safeUrl } from './mail-formats';
import type { MailFooter, RenderedMail } from './notification-mail-types';

// Every notification in one frame: a single column that reads at 360 px and in dark mode, the
// heading, the body, one action (its link also written out) and the footer that says why it came.

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';

// Inline styles are what most clients keep; clients that honour <style> repaint in dark mode and
// tighten the padding on a narrow screen (!important, since inline styles win otherwise).
const STYLE_BLOCK = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.nl-link { word-break: break-all; }
@media (prefers-color-scheme: dark) {
  .nl-body, .nl-card { background-color: #111827 !important; color: #f3f4f6 !important; }
  .nl-muted { color: #9ca3af !important; }
  .nl-link { color: #93c5fd !important; }
  .nl-button { background-color: #3b82f6 !important; color: #ffffff !important; }
  .nl-rule { border-color: #374151 !important; }
}
@media (max-width: 480px) {
  .nl-card { padding: 16px 12px !important; }
}
`;

const styles = {
  body: { margin: 0, padding: 0, fontFamily: FONT },
  card: { maxWidth: '560px', width: '100%', margin: '0 auto', padding: '24px 16px', backgroundColor: '#ffffff', color: INK },
  heading: { margin: '0 0 16px', fontSize: '20px', lineHeight: '28px', fontWeight: 700 },
  text: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px' },
  small: { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: MUTED },
  button: {
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: '6px',
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontWeight: 600,
    fontSize: '16px',
    textDecoration: 'none',
  },
  link: { color: ACCENT },
  rule: { margin: '32px 0 16px', borderColor: '#e5e7eb' },
} satisfies Record<string, CSSProperties>;

export interface NotificationAction {
  label: string;
  url: string;
}

export interface NotificationLayoutProps {
  /** The <title>: the subject. */
  title: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  heading: string;
  /** One primary action; left out when its URL is not http(s). */
  action: NotificationAction | null;
  footer: MailFooter;
  children: ReactNode;
}

export function NotificationLayout({ title, preview, heading, action, footer, children }: NotificationLayoutProps) {
  const actionUrl = action ? safeUrl(action.url) : null;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{STYLE_BLOCK}</style>
      </Head>
      <Body className="nl-body" style={styles.body}>
        <Preview>{preview}</Preview>
        <Container className="nl-card" style={styles.card}>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          {action && actionUrl && (
            <>
              <Text style={{ ...styles.text, margin: '24px 0 8px' }} data-skip-in-text="true">
                <Button className="nl-button" href={actionUrl} style={styles.button}>
                  {action.label}
                </Button>
              </Text>
              <Text className="nl-muted" style={styles.small}>
                {action.label}: <MailLink url={actionUrl} />
              </Text>
            </>
          )}
          <Hr className="nl-rule" style={styles.rule} />
          <FooterLines footer={footer} />
        </Container>
      </Body>
    </Html>
  );
}

function FooterLines({ footer }: { footer: MailFooter }) {
  const unsubscribeUrl = footer.unsubscribeUrl === null ? null : safeUrl(footer.unsubscribeUrl);
  return (
    <>
      <Small>{footer.reason}</Small>
      <Small>
        Change what you get: <MailLink url={footer.preferencesUrl} />
      </Small>
      {unsubscribeUrl && (
        <Small>
          Turn these off: <MailLink url={unsubscribeUrl} />
        </Small>
      )}
      <Small>Whetstone · tool sharpening, picked up and delivered</Small>
    </>
  );
}

/** A link written out in full (so the text part and a careful reader see where it goes); nothing when not http(s). */
export function MailLink({ url, label }: { url: string; label?: string }) {
  const safe = safeUrl(url);
  if (!safe) return label ? <>{label}</> : null;
  return (
    <Link className="nl-link" href={safe} style={styles.link}>
      {label ?? safe}
    </Link>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function Small({ children }: { children: ReactNode }) {
  return (
    <Text className="nl-muted" style={styles.small}>
      {children}
    </Text>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ margin: '24px 0 8px', fontSize: '17px', lineHeight: '24px', fontWeight: 700 }}>
      {children}
    </Heading>
  );
}

export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: '20px', fontSize: '16px', lineHeight: '24px' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 0, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'hr', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' - ' } },
  ],
};

/** The HTML and the text part from one React tree: one render, the text made from its HTML. */
export async function renderNotification(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const html = await render(mail);
  const text = toPlainText(html, TEXT_OPTIONS).trim();
  return { subject, html, text };
}
