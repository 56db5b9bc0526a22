import type { SellerDetails } from '#server/domain/invoices/seller-details';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';

/** Everything the server reads from the environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  cdnPort: number;
  /** Public base URL of the content host that serves invoice PDFs. */
  cdnUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  rateLimitPerMinute: number;
  rateLimitPerDay: number;
  /** How long a process may answer from its API-key cache (API_KEY_CACHE_MS); 0 or absent reads the database every time. */
  apiKeyCacheMs?: number;
  sandbox: boolean;
  simulatorIntervalMs: number;
  /** How many times faster than real time the sandbox clock runs (1 = real time, also when absent). */
  sandboxTimeScale?: number;
  /** Signs cookies, cursors and PDF URLs. */
  sessionSecret: string;
  demoPassword: string;
  /** Serve the built portal from this folder (production start only). */
  portalDir: string | undefined;
  /** Origin of VITE_API_BASE_URL when the portal talks to another v1 server (CSP connect-src). */
  portalApiOrigin?: string;
  /** Origins of portals hosted elsewhere that may call this server with the session cookie (CORS); none when absent. */
  portalOrigins?: readonly string[];
  /** WEBHOOK_ALLOW_LOOPBACK: webhooks may reach loopback addresses (and plain http to them); never any other private range. */
  webhookAllowLoopback?: boolean;
  /** WEBHOOK_POLL_INTERVAL_MS: how often the delivery worker looks for due attempts when idle. */
  webhookPollIntervalMs?: number;
  /** The offered pickup windows (PICKUP_* variables); the defaults when absent. */
  pickup?: PickupRules;
  /** SMTP_URL: where mail goes (smtp:// or smtps://, nodemailer's form); absent, the built-in catcher receives it. */
  smtpUrl?: string;
  /** MAIL_FROM: the From header of every message. */
  mailFrom: string;
  /** PORTAL_URL: the portal's public base URL, for links in mail (no trailing slash). */
  portalUrl: string;
  /** MAIL_POLL_INTERVAL_MS: how often the mail worker looks for due messages when idle. */
  mailPollIntervalMs?: number;
  /** SCHEDULE_POLL_INTERVAL_MS: how often the schedule worker looks for pickup schedules whose orders are due. */
  /** NOTIFICATION_POLL_INTERVAL_MS: how often queued events are made into mail (real time). */
  notificationPollIntervalMs?: number;
  schedulePollIntervalMs?: number;
  /** The seller, remit-to and bank details printed on invoices (INVOICE_* variables); the sandbox's when absent. */
  seller?: SellerDetails;
}
